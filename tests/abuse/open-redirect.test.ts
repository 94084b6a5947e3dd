import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTarget, type HostileTarget } from '../helpers/hostile.ts';

// Paths the URL parser turns into another host: a check of the string as it came let each one through.
const OFF_SITE = [
  '//evil.example',
  '/.//evil.example',
  '/%2e//evil.example',
  '/a/..//evil.example',
  '/%2E%2E//evil.example',
];

let target: HostileTarget;
test.before(async () => {
  target = await startTarget('sqlite');
});
test.after(async () => {
  await target.stop();
});

/** Every place the page sends a reader: links and form actions, and where a redirect goes. */
const hrefs = (html: string) =>
  [...html.matchAll(/\b(?:href|action)="([^"]*)"|name="redirect" value="([^"]*)"/g)].map(
    (match) => (match[1] ?? match[2])!,
  );

test('sign-out never sends the popup off the site, however the path is written', async () => {
  for (const redirect of OFF_SITE) {
    const page = await fetch(`${target.url}/comments/en/fetch/logout?redirect=${encodeURIComponent(redirect)}`);
    for (const href of hrefs(await page.text()))
      assert.not.match(href, /^(\/\/|[a-z]+:|\/\\)|evil/i, `${redirect} gave a link to ${href}`);
    const response = await fetch(`${target.url}/comments/en/fetch/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: target.url },
      body: new URLSearchParams({ redirect }).toString(),
    });
    const location = response.headers.get('location') ?? '';
    assert.is(location, '/comments/en/exit', `${redirect} → ${location}`);
  }
});

test('the page that says a plain-form comment is held links back on this site only', async () => {
  for (const back of OFF_SITE) {
    const response = await fetch(`${target.url}/comments/posted?locale=en&back=${encodeURIComponent(back)}`);
    assert.is(response.status, 200);
    for (const href of hrefs(await response.text()))
      assert.not.match(href, /^(\/\/|[a-z]+:|\/\\)|evil/i, `${back} gave a link to ${href}`);
  }
});

test('the plain form’s back field cannot take the refusal page (or its redirect) off the site', async () => {
  for (const back of OFF_SITE) {
    const response = await fetch(`${target.url}/comments/post`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: target.url },
      body: new URLSearchParams({ postID: '1', locale: 'en', name: '', email: '', comment: '', back }).toString(),
    });
    const location = response.headers.get('location');
    if (location) assert.not.match(decodeURIComponent(location), /evil/, `${back} → ${location}`);
    for (const href of hrefs(await response.text()))
      assert.not.match(href, /^(\/\/|[a-z]+:|\/\\)|evil/i, `${back} gave a link to ${href}`);
  }
});

test.run();
