import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import type { Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { commentsQuery, commentsReady, SECTION, writeNewComment } from '../../helpers/comments-page.ts';

/**
 * An anonymous writer's data by the edit key their browser kept (docs/self-hosting.md "Readers' data"), long after
 * the edit window closed: from the comment's menu by keyboard alone, a window on the writer's data page, the
 * download, the erasing after a second question, and the comment a placeholder on the blog's page. Every page
 * checked by axe. Moderation is off: the comment shows at once.
 */
const test = browserSuite('an anonymous writer’s data by their kept key', { DEMO_MODERATION: 'off' });

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const items = async (page: Page) => (await page.getByRole('menuitem').allTextContents()).map((text) => text.trim());

/** The post's section, and a comment `body` posted in it by `name`, without an account: its article once shown. */
async function postAnonymously(page: Page, url: string, name: string, body: string) {
  await page.goto(`${url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  await writeNewComment(page, name, body);
  await page.getByRole('button', { name: /^Post comment/ }).click();
  const written = page.locator(`${SECTION} article`, { hasText: body });
  await written.waitFor();
  return written;
}

test('after the edit window: "Your data…" opens the page with the kept key; downloaded, erased, a placeholder', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const written = await postAnonymously(page, server.url, 'Wren', 'Mine, long ago');
  const id = (await written.getAttribute('id'))!;
  const mine = page.locator(`#${id}`);
  const menu = mine.getByRole('button', { name: /^Actions/ });

  // Within the window: Edit and Delete, and the data too.
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  assert.equal(await items(page), ['Copy link', 'Edit', 'Delete', 'Your data… (opens a new window)']);
  await page.keyboard.press('Escape');

  // The browser's clock a day on: the window closed; the key is kept.
  await page.clock.setFixedTime(Date.now() + 24 * 60 * 60_000);
  await page.reload();
  await commentsReady(page);
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  assert.equal(await items(page), ['Copy link', 'Your data… (opens a new window)'], 'no longer Edit and Delete');
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the menu open');
  await page.keyboard.press('ArrowDown');
  assert.is(await focusedText(page), 'Your data… (opens a new window)');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  // The keys went in the form's body: the window's address names none.
  await popup.waitForURL(/\/comments\/en\/fetch\/data\/keys$/);
  await popup.getByRole('heading', { level: 1, name: 'Comments written without an account' }).waitFor();
  assert.ok(
    (await popup.locator('main').textContent())!.includes('Comments written in this browser without an account: 1.'),
  );
  assert.equal(await axeViolations(popup, 'body'), []);
  // The menu closed, and focus is back on its button behind the window.
  assert.ok(await menu.evaluate((el) => el === document.activeElement));

  await popup.getByRole('button', { name: 'Download my data' }).focus();
  const [download] = await Promise.all([popup.waitForEvent('download'), popup.keyboard.press('Enter')]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  assert.equal(
    data.comments.map((c: { id: string; body: string }) => [`ob-comment-${c.id}`, c.body]),
    [[id, 'Mine, long ago']],
    'that comment, and nothing else',
  );

  await popup.keyboard.press('Tab');
  assert.is(await focusedText(popup), 'Erase my comments…');
  await Promise.all([popup.waitForURL(/\/keys\/confirm$/), popup.keyboard.press('Enter')]);
  await popup.getByRole('heading', { level: 1, name: 'Erase your comments?' }).waitFor();
  // Focus starts on keeping them: the choice that loses nothing.
  await popup.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Keep my comments');
  assert.equal(await axeViolations(popup, 'body'), []);
  await popup.keyboard.press('Tab');
  assert.is(await focusedText(popup), 'Erase my comments');
  await Promise.all([popup.waitForURL(/\/fetch\/data\/erased$/), popup.keyboard.press('Enter')]);
  assert.is(await popup.getByRole('status').textContent(), 'Your comments and their data are erased.');
  assert.equal(await axeViolations(popup, 'body'), []);

  const db = new Database(server.databaseUrl.replace(/^sqlite:/, ''));
  const stored = db.prepare('SELECT deleted, name, body FROM comments WHERE id = ?').get(id.replace('ob-comment-', ''));
  db.close();
  assert.equal(stored, { deleted: 1, name: '', body: '' }, "the blog's choice by default: a placeholder");
  // Seen by a reader afresh (a browser of its own: this one may hold the page's section for a few seconds).
  const reader = await newPage(browser);
  await reader.page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(reader.page);
  await reader.page.waitForFunction((id) => document.getElementById(id)?.textContent?.trim() === 'Comment deleted', id);
  assert.equal(pageErrors, []);
  await reader.close();
  await close();
});

test('a blocked window is said at the comment, where the reader chose "Your data…", and nothing is sent', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const written = await postAnonymously(page, server.url, 'Robin', 'Mine, and blocked');
  const sent: string[] = [];
  page.on('request', (request) => request.url().includes('/fetch/data/keys') && sent.push(request.url()));
  // A browser that blocks every window: window.open gives null.
  await page.evaluate(() => (window.open = () => null));
  await written.getByRole('button', { name: /^Actions/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  await page.getByRole('menuitem', { name: /^Your data/ }).focus();
  await page.keyboard.press('Enter');
  await written.getByText('Your browser blocked the window.').waitFor();
  await page.waitForFunction(
    (root) =>
      document.querySelector(`${root} [role=status]`)?.textContent?.includes('Your browser blocked the window.'),
    SECTION,
  );
  assert.equal(sent, [], 'no keys sent anywhere');
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(pageErrors, []);
  await close();
});

test.run();
