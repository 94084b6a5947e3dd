import Database from 'better-sqlite3';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { commentsReady, SECTION } from '../../helpers/comments-page.ts';
import { fixtureHtml, openFixture } from '../../helpers/widget-fixture.ts';
import { signSso } from '../../../src/server/auth/sso.ts';

// Single sign-on signed by the platform (docs/self-hosting.md "Single sign-on signed by the platform"): the
// platform's page puts the payload it signed on the section (`data-sso`, as the README shows), and the reader
// is signed in with no popup, from the section's first paint.
const SECRET = 'a-platform-secret-of-at-least-32-characters';
const test = browserSuite('single sign-on', { SSO_SECRET: SECRET, DEMO_MODERATION: 'off', DEMO_CAPTCHA: 'off' });

const now = () => Math.floor(Date.now() / 1000);

/**
 * The README's page for a reader the platform knows: the section with `data-sso`, and the loader. `markup` is
 * the section the platform's server put in the page (`/comments/html`), or nothing for the default embed. Every
 * text the viewer bar shows once comments show is kept (`window.viewerBar`), so a test reads the first paint.
 */
async function ssoPage(page: Page, serverUrl: string, token: string, markup = '') {
  const posts: number[] = [];
  page.on('response', (response) => response.url().endsWith('/comments/sso') && posts.push(response.status()));
  await page.addInitScript(`{
    window.viewerBar = [];
    new MutationObserver(() => {
      // Once the section shows its comments: before the API's first answer, the bar stands as it does for every reader.
      const text = (document.querySelector('.pl-list') && document.querySelector('.pl-viewer')?.textContent) || '';
      if (text && text !== window.viewerBar.at(-1)) window.viewerBar.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
  await openFixture(
    page,
    serverUrl,
    fixtureHtml(`<div id="comments" data-porchlight="comments" data-post-id="1" data-sso="${token}">${markup}</div>`, {
      widgetsCss: true,
    }),
  );
  await commentsReady(page);
  await page.waitForFunction(() => document.querySelector('#comments')?.getAttribute('data-porchlight-state'));
  return posts;
}
const viewerBar = (page: Page) => page.evaluate(() => (window as unknown as { viewerBar: string[] }).viewerBar);

test('a payload the platform signed lately signs the reader in, with no popup, as the identity it names', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  let popups = 0;
  page.on('popup', () => popups++);
  const token = signSso(SECRET, { id: 'p-42', name: 'Ada Platform', email: 'ada@platform.example', timestamp: now() });
  assert.equal(await ssoPage(page, server.url, token), [204]);
  assert.is(await page.locator('#comments').getAttribute('data-porchlight-state'), 'ready');
  // Signed in from the first paint: the bar never said anything else.
  const said = await viewerBar(page);
  assert.ok(said.length > 0 && said.every((text) => text.includes('Signed in as Ada Platform')), said.join(' | '));
  assert.is(popups, 0);
  const db = new Database(server.databaseUrl.replace(/^sqlite:/, ''), { readonly: true });
  const stored = db
    .prepare(
      'SELECT a.name, a.email FROM identities i JOIN accounts a ON a.id = i.account_id WHERE i.issuer = ? AND i.subject = ?',
    )
    .get('sso', 'p-42');
  db.close();
  // The platform did not say the e-mail is verified: it joins nothing and is not kept.
  assert.equal(stored, { name: 'Ada Platform', email: null });
  assert.equal(pageErrors, []);
  await close();
});

test('a section the platform rendered on its server goes live signed in, before any move of the reader', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const markup = await (await fetch(`${server.url}/comments/html?postID=1&locale=en`)).text();
  assert.ok(markup.includes('class="pl-comments'), 'the server rendered the section');
  const token = signSso(SECRET, { id: 'p-43', name: 'Grace Platform', timestamp: now() });
  assert.equal(await ssoPage(page, server.url, token, markup), [204]);
  // No pointer, focus or key went to the section: the markup made for every reader is made the reader's own.
  await page.waitForSelector('#comments[data-porchlight-live]');
  await page.locator(`${SECTION} .pl-viewer`, { hasText: 'Signed in as Grace Platform' }).waitFor();
  assert.is((await page.locator(`${SECTION} article`).count()) > 0, true);
  assert.equal(pageErrors, []);
  await close();
});

test('a bad, expired or replayed payload leaves the reader anonymous, says nothing to them, and is logged with why', async ({
  server,
  browser,
}) => {
  const used = signSso(SECRET, { id: 'p-7', name: 'Once', timestamp: now() });
  const cases: [string, string, string][] = [
    [
      'another secret',
      signSso('another-secret-that-is-long-enough-to-pass', { id: 'p-7', name: 'X', timestamp: now() }),
      'bad signature',
    ],
    ['expired', signSso(SECRET, { id: 'p-7', name: 'Late', timestamp: now() - 3600 }), 'expired'],
    ['replayed', used, 'replayed'],
  ];
  // Used once, by a reader who then left (their browser closed): the same payload again is a replay.
  const first = await newPage(browser);
  await ssoPage(first.page, server.url, used);
  await first.page.locator(`${SECTION} .pl-viewer`, { hasText: 'Signed in as Once' }).waitFor();
  await first.close();
  for (const [what, token, why] of cases) {
    const { page, close, pageErrors } = await newPage(browser);
    assert.equal(await ssoPage(page, server.url, token), [204], what);
    assert.is(await page.locator('#comments').getAttribute('data-porchlight-state'), 'ready', what);
    const said = await viewerBar(page);
    assert.ok(said.length > 0 && !said.some((text) => text.includes('Signed in')), `${what}: ${said.join(' | ')}`);
    assert.equal(pageErrors, [], what);
    assert.is(await page.getByRole('alert').count(), 0, what);
    assert.ok(server.output().includes(`"why":"${why}`), `${what}: logged as ${why}`);
    await close();
  }
});

test('a payload sent from another site starts no session, and is logged as such', async ({ server }) => {
  const token = signSso(SECRET, { id: 'p-44', name: 'Cross Site', timestamp: now() });
  const answer = await fetch(`${server.url}/comments/sso`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    body: token,
  });
  assert.is(answer.status, 204);
  assert.is(answer.headers.get('set-cookie'), null);
  assert.ok(server.output().includes('"why":"from another site"'));
});

test.run();
