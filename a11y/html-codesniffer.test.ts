import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright';
import { DEMO_ACCOUNTS } from '../src/demo/seed.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';
import { commentsReady } from '../tests/helpers/comments-page.ts';

// HTML_CodeSniffer, the checker pa11y runs by default, on every page of the demo: its WCAG2AA
// standard, run the way pa11y runs it, reports no error. It sees markup axe does not judge the same
// way (a fieldset's legend, a table's headers), so it is a second opinion, not a replacement.
const test = browserSuite('a11y: HTML_CodeSniffer (WCAG2AA) on the demo pages', { DEMO_MODERATION: 'off' });

const HTMLCS = readFileSync(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

interface Problem {
  code: string;
  message: string;
  element: string | null;
}

/**
 * Two errors the checker reports that the HTML standard and axe do not: its list of input types for the
 * autocomplete token `url` leaves out `type="url"` itself (squizlabs/HTML_CodeSniffer#325), and it
 * allows `username` on text fields only, where the standard (and axe, since dequelabs/axe-core#2896)
 * allows it on an e-mail field, the sign-in window's. Each is left out by its code, token and input
 * type alone; any other autocomplete error still fails.
 */
const CHECKER_MISTAKES = [
  { code: /\.H98$/, token: 'url', type: 'url' },
  { code: /\.H98$/, token: 'username', type: 'email' },
];

/** pa11y's run: the standard over the whole document, then its messages of type 1 (errors), each with its element. */
async function errorsOf(page: Page): Promise<Problem[]> {
  await page.addScriptTag({ content: HTMLCS });
  const found = await page.evaluate(
    () =>
      new Promise<(Problem & { token: string | null; type: string | null })[]>((resolve, reject) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        sniffer.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  element:
                    message.element && 'outerHTML' in message.element ? message.element.outerHTML.slice(0, 300) : null,
                  token: message.element?.getAttribute?.('autocomplete') ?? null,
                  type: message.element?.getAttribute?.('type') ?? null,
                })),
            ),
          reject,
        );
      }),
  );
  return found
    .filter(
      ({ code, token, type }) =>
        !CHECKER_MISTAKES.some((m) => m.code.test(code) && m.token === token && m.type === type),
    )
    .map(({ code, message, element }) => ({ code, message, element }));
}

interface HtmlCodeSniffer {
  process(standard: string, content: Document, done: () => void, failed: (error: unknown) => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element | null }[];
}

/** A page with scripts allowed into it (the checker is one), as pa11y opens it. */
const open = (browser: Browser, options: { javaScriptEnabled?: boolean } = {}) =>
  newPage(browser, { bypassCSP: true, ...options });

for (const [name, path] of [
  ['the home page', '/'],
  ['a post, its comments rendered in the page', '/posts/1?comments=client'],
  ['a post, its comments rendered by the server', '/posts/1?comments=server'],
  ['a tag page', '/tags/walking'],
  ['the comment section alone', '/examples/comments'],
  ['the comment counts', '/examples/counts'],
  ['the themes', '/examples/themes'],
  ['the examples of states', '/examples/states'],
  ['the accessibility statement', '/accessibility'],
  ['the sign-in window', '/comments/en/fetch/user'],
]) {
  test(`${name} (${path}): no error`, async ({ server, browser }) => {
    const { page, close } = await open(browser);
    await page.goto(`${server.url}${path}`);
    if (path.startsWith('/posts/')) await commentsReady(page);
    await page.waitForLoadState('networkidle');
    assert.equal(await errorsOf(page), []);
    if (path === '/examples/states') {
      // Every state checked too: the forms, the menu and the dropdown its script opens when asked.
      await page.getByRole('button', { name: 'Show every state' }).click();
      await page.waitForFunction(() => document.body.dataset.states === 'shown', null, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      assert.equal(await errorsOf(page), [], 'every state shown');
    }
    await close();
  });
}

test('the moderation page, signed in as the blog’s author: no error', async ({ server, browser }) => {
  const { page, close } = await open(browser);
  await page.goto(`${server.url}/comments/en/fetch/user`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.author.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.author.password);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  await page.goto(`${server.url}/comments/en/moderation?blogID=1`);
  assert.equal(await errorsOf(page), []);
  await close();
});

test('the page a refused plain form answers, without script: no error', async ({ server, browser }) => {
  const { page, close } = await open(browser, { javaScriptEnabled: false });
  await page.goto(`${server.url}/posts/2`);
  const form = page.getByRole('group', { name: 'Add a comment' });
  await form.getByLabel('Name (required)').fill('Nadia');
  await form.getByLabel('Website').fill('ftp://files.example');
  await form.getByLabel('Comment (required)').fill('Written without script.');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The checker is a script: it runs in a page of its own over the same markup.
  const markup = await page.content();
  const checker = await open(browser);
  await checker.page.setContent(markup);
  assert.equal(await errorsOf(checker.page), []);
  await checker.close();
  await close();
});

test.run();
