import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import {
  commentsReady,
  formOpened,
  graphqlAnswer,
  routeOperation,
  SECTION,
  commentsQuery,
  clientOnly,
} from '../../helpers/comments-page.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

// Hostile text: script, onerror and javascript: payloads in comment, name,
// website and avatar never run and never become links or markup — neither
// from a well-behaved server (which escapes, and parses Markdown into the
// allowlist) nor from one that does not (a body of any tags and attributes).
const test = browserSuite('comment section hostile text', { DEMO_MODERATION: 'off' });

const PAYLOADS = {
  comment: `<script>window.pwned='script'</script><img src=x onerror="window.pwned='onerror'">&lt;b&gt;bold?&lt;/b&gt;<br><a href="javascript:window.pwned='link'">click</a>`,
  name: `<img src=x onerror="window.pwned='name'">Eve`,
  website: `javascript:window.pwned='website'`,
  avatar: `javascript:window.pwned='avatar'`,
};

/** A structure no server of ours makes: tags off the allowlist, handlers, a javascript: link, a style. */
const HOSTILE_BODY = [
  ['p', PAYLOADS.comment, ['br'], 'line two'],
  ['script', "window.pwned='tag'"],
  ['img', { src: 'x', onerror: "window.pwned='img'" }],
  ['iframe', { src: "javascript:window.pwned='frame'" }],
  ['a', { href: "javascript:window.pwned='link'" }, 'click'],
  ['a', { href: 'https://ok.example/', onclick: "window.pwned='handler'", target: '_top' }, 'fine'],
  ['p', { style: 'position:fixed;inset:0', onmouseover: "window.pwned='over'" }, 'covered?'],
  'loose text',
  42,
  { 0: 'p' },
];

const user = (over: Record<string, unknown>) => ({ isAuthor: false, avatar: null, name: 'X', website: null, ...over });
const node = (id: string, over: Record<string, unknown>) => ({
  id,
  date: '01/02/2026 10:00',
  comment: 'plain',
  body: [['p', 'plain']],
  popularity: 0,
  user: user({}),
  replies: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
  ...over,
});

/**
 * Every image on the page has loaded or failed, and a frame has been drawn since: an onload or onerror a
 * payload slipped in would have run by now. What runs without an image (a script) runs as it is inserted.
 */
async function imagesSettled(page: Page) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
}

async function noHarm(page: Page) {
  assert.is(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned), undefined, 'nothing ran');
  assert.is(await page.locator(`${SECTION} script`).count(), 0);
  assert.is(await page.locator(`${SECTION} img:not(.pl-avatar)`).count(), 0, 'no image from the text');
  const hrefs = await page.$$eval(`${SECTION} a`, (as) => as.map((a) => a.getAttribute('href') || ''));
  for (const href of hrefs) assert.not.match(href, /^\s*javascript:/i);
  const srcs = await page.$$eval(`${SECTION} img`, (imgs) => imgs.map((i) => i.getAttribute('src') || ''));
  for (const src of srcs) assert.match(src, /^https?:\/\//);
}

// Client-rendered only: it fakes the section's first answer; the server's own renderer is tested with hostile text in render-comments and comments-server-render.
clientOnly(test)(
  'from a server that does not escape: everything is text, nothing runs, no javascript: link or image',
  async ({ server, browser }) => {
    const { page, close, pageErrors } = await newPage(browser);
    await routeOperation(page, 'RootComments', (route) =>
      graphqlAnswer(route, {
        data: {
          viewer: null,
          comments: {
            recaptchaPublicKey: null,
            commentsOverblogAllowed: true,
            commentsOverblogAllowedVotes: true,
            edges: [
              {
                node: node('1', {
                  comment: PAYLOADS.comment,
                  body: HOSTILE_BODY,
                  user: user({ name: PAYLOADS.name, website: PAYLOADS.website, avatar: PAYLOADS.avatar }),
                }),
              },
              {
                node: node('2', {
                  user: user({
                    name: 'Data',
                    avatar: 'data:image/svg+xml,<svg onload="window.pwned=1"/>',
                    website: 'data:text/html,hi',
                  }),
                }),
              },
            ],
            pageInfo: { endCursor: null, hasNextPage: false },
          },
        },
      }),
    );
    await page.goto(`${server.url}/posts/1?${commentsQuery}`);
    await commentsReady(page);
    await imagesSettled(page);
    await noHarm(page);
    const first = page.locator(`${SECTION} article`).first();
    assert.is(await first.locator('.pl-name').textContent(), PAYLOADS.name, 'the name is text, not a link');
    assert.is(await first.locator('.pl-name a').count(), 0);
    // Only the allowlist's elements, a link only to the web, no attribute but href; every payload as text.
    const drawn = await first.locator('.pl-body').evaluate((body) => body.innerHTML);
    const escaped = PAYLOADS.comment.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    assert.is(
      drawn,
      `<p>${escaped}<br>line two</p>click<a href="https://ok.example/" rel="ugc nofollow noopener">fine</a><p>covered?</p>loose text`,
    );
    assert.is(
      await first.locator('.pl-avatar').getAttribute('aria-hidden'),
      'true',
      'a javascript: avatar falls back to the letter',
    );
    assert.equal(pageErrors, []);
    await close();
  },
);

test('through the real server: a hostile comment and name posted and shown back as text', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.goto(`${server.url}/posts/3?${commentsQuery}`);
  await commentsReady(page);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  await page.getByLabel('Name (required)').fill(PAYLOADS.name);
  await page
    .getByLabel('Comment (required)')
    .fill(`<script>window.pwned=1</script>\n<img src=x onerror="window.pwned=2"> &amp; done`);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.waitForFunction(() => !document.querySelector('.pl-comments .pl-form'));
  await imagesSettled(page);
  await noHarm(page);
  const first = page.locator(`${SECTION} article`).first();
  assert.is(await first.locator('.pl-name').textContent(), PAYLOADS.name);
  assert.is(
    await first.locator('.pl-body').innerText(),
    `<script>window.pwned=1</script>\n<img src=x onerror="window.pwned=2"> &amp; done`,
  );
  await page.reload();
  await commentsReady(page);
  await imagesSettled(page);
  await noHarm(page);
  assert.equal(pageErrors, []);
  await close();
});

test.run();
