import * as assert from 'uvu/assert';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { commentsReady, SECTION, writeNewComment } from '../helpers/comments-page.ts';

// The optional parts the page itself provides, taken away: storage, cookies,
// popups, one widget's code. What they serve degrades; nothing else does.
const test = browserSuite('fault isolation: storage, cookies, popups, one chunk', { DEMO_MODERATION: 'off' });

test('localStorage that throws on every call: the form still opens, posts, and nothing is raised', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.addInitScript(() => {
    for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const)
      Storage.prototype[method] = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
  });
  await page.goto(`${server.url}/posts/1?comments=client`);
  await commentsReady(page);
  await writeNewComment(page, 'No Storage', 'Posted without storage');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.locator(`${SECTION} article`).getByText('Posted without storage').waitFor();
  await page.locator(`${SECTION} article`).first().getByRole('button', { name: 'Like', exact: true }).click();
  await page.waitForFunction(
    () => document.querySelector('.pl-comments article .pl-like')?.getAttribute('aria-pressed') === 'true',
  );
  assert.equal(pageErrors.map(String), []);
  await close();
});

test('cookies disabled: reading, voting and posting work; the vote is simply not remembered', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  // What a browser with cookies blocked shows the page: reads are empty, writes vanish. (A string: the
  // test runner would wrap a named arrow function in a helper the page does not have.)
  await page.addInitScript(
    `Object.defineProperty(Document.prototype, 'cookie', { get() { return ''; }, set() {}, configurable: true });`,
  );
  await page.goto(`${server.url}/posts/1?comments=client`);
  await commentsReady(page);
  const like = page.locator(`${SECTION} article`).first().getByRole('button', { name: 'Like', exact: true });
  await like.click();
  await page.waitForFunction(
    () => document.querySelector('.pl-comments article .pl-like')?.getAttribute('aria-pressed') === 'true',
  );
  assert.is(await page.locator(`${SECTION} .pl-flag`).count(), 0);
  await writeNewComment(page, 'No Cookies', 'Posted without cookies');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.locator(`${SECTION} article`).getByText('Posted without cookies').waitFor();
  assert.equal(pageErrors.map(String), []);
  await close();
});

test('every popup blocked: sign-in says so beside its button, with a plain link; share links are followed instead', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(`${server.url}/posts/1?comments=client`);
  await commentsReady(page);
  await page.getByRole('button', { name: 'Sign in (opens a new window)' }).click();
  await page.locator(`${SECTION} .pl-viewer p`).getByText('Your browser blocked the window.').waitFor();
  assert.match(
    (await page
      .locator(SECTION)
      .getByRole('link', { name: /^Open it here/ })
      .getAttribute('href'))!,
    /\/comments\/en\/fetch\/user$/,
  );
  assert.ok((await page.locator(`${SECTION} article`).count()) > 0, 'the comments stay');
  assert.equal(pageErrors.map(String), []);
  await close();
});

test("one widget's chunk answering 404: the others on the page still work", async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.route('**/widgets/comments.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(`${server.url}/posts/1?comments=client`);
  await page.getByRole('button', { name: 'Print this post' }).waitFor();
  await page
    .locator('[data-porchlight="slideshow"]')
    .getByRole('button', { name: /^(Stop|Start)/ })
    .first()
    .waitFor();
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-porchlight="comment-count"]')?.textContent ?? ''),
  );
  assert.is(await page.locator(`${SECTION} article`).count(), 0);
  await close();
});

test.run();
