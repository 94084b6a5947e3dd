import type { Page } from 'playwright';
import { browserSuite } from '../tests/helpers/browser-suite.ts';
import { transcriptPage, withRunDates } from '../tests/helpers/comment-transcripts.ts';
import { formOpened, SECTION } from '../tests/helpers/comments-page.ts';
import { matchesTranscript } from '../tests/helpers/transcripts.ts';
import { startScreenReader } from '../tests/helpers/virtual-screen-reader.ts';

// What a screen reader says in the comment section's main journeys (a11y/transcripts/README.md). Moderation
// is off, so a reply shows at once; each journey keeps to its own comments, so their order does not matter.
const test = browserSuite('a11y transcripts: comment section', { DEMO_MODERATION: 'off' });

/** A selector of the list item of the post's root comment by `name`: a thread, with its replies. */
const thread = async (page: Page, name: string) => {
  const id = await page
    .locator(`${SECTION} section > ol > li > article`)
    .filter({ has: page.locator(':scope > .pl-head > .pl-name', { hasText: new RegExp(`^${name}$`) }) })
    .first()
    .getAttribute('id');
  return `${SECTION} section > ol > li:has(> #${id})`;
};

/**
 * The reader listens to the whole section (its status and alerts included) and starts at the thread of
 * `name`: its comment takes focus, as a link to it would give, and the reader's cursor follows.
 */
async function readerAt(page: Page, name: string) {
  const root = await thread(page, name);
  const reader = await startScreenReader(page, SECTION);
  await page.locator(`${root} > article`).focus();
  return { root, reader };
}
const pressed = (page: Page, selector: string, value: string) =>
  page.waitForFunction(
    ([selector, value]) => document.querySelector(selector)?.getAttribute('aria-pressed') === value,
    [selector, value] as const,
  );

test('reading a thread and its replies', async ({ server, browser }) => {
  const { page, close } = await transcriptPage(browser, server.url);
  const { reader } = await readerAt(page, 'Bastien');
  await reader.nextUntil(/^end of article, Margot Lefèvre/);
  await reader.nextUntil(/^article, /);
  matchesTranscript('comments-reading', await reader.spoken());
  await close();
});

test('voting: Like, then Dislike instead, heard with the score', async ({ server, browser }) => {
  const { page, close } = await transcriptPage(browser, server.url);
  const { root, reader } = await readerAt(page, 'Ada');
  await reader.nextUntil(/^button, Like/);
  await reader.act();
  await pressed(page, `${root} .pl-like`, 'true');
  // Back to the group and through it again: the reader hears the buttons and the score as they are now.
  await reader.previousUntil(/^group, Rate comment/);
  await reader.nextUntil(/^button, Dislike/);
  await reader.act();
  await pressed(page, `${root} .pl-dislike`, 'true');
  await reader.previousUntil(/^group, Rate comment/);
  await reader.nextUntil(/^button, Dislike/);
  matchesTranscript('comments-voting', await reader.spoken());
  await close();
});

test('loading more: More comments, then the first new comment', async ({ server, browser }) => {
  const { page, close } = await transcriptPage(browser, server.url);
  const reader = await startScreenReader(page, SECTION);
  const more = page.getByRole('button', { name: 'More comments' });
  await more.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'ARTICLE');
  await reader.next(8);
  matchesTranscript('comments-loading-more', await reader.spoken());
  await close();
});

test('the comment menu: opened from the keyboard, walked, closed with Escape', async ({ server, browser }) => {
  const { page, close } = await transcriptPage(browser, server.url);
  const { root, reader } = await readerAt(page, 'Ada');
  await page.locator(`${root} button[aria-haspopup=menu]`).first().focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem').first().waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'menu');
  matchesTranscript('comments-menu', await reader.spoken());
  await close();
});

test("editing one's own comment: Edit from its menu, the editor in place, Save", async ({ server, browser }) => {
  const { page, close, openedAt } = await transcriptPage(browser, server.url);
  // Written before the reader starts: the journey is the editing, not the writing (heard in "replying").
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  await page.getByLabel('Name (required)').fill('Wren');
  await page.getByLabel('Comment (required)').fill('First version');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const mine = page.locator(`${SECTION} section > ol > li > article`, { hasText: 'First version' });
  await mine.waitFor();
  const reader = await startScreenReader(page, SECTION);
  await mine.getByRole('button', { name: /^Actions/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Edit' }).waitFor();
  while ((await page.evaluate(() => document.activeElement!.textContent!.trim())) !== 'Edit')
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Second version');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.locator(`${SECTION} article`, { hasText: 'Second version' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'ARTICLE');
  await reader.nextUntil(/^Second version/);
  matchesTranscript('comments-editing', withRunDates(openedAt, await reader.spoken()));
  await close();
});

test('replying: Reply opens the form, the reply is posted and focus moves to it', async ({ server, browser }) => {
  const { page, close, openedAt } = await transcriptPage(browser, server.url);
  const { root, reader } = await readerAt(page, 'Farid');
  await reader.nextUntil(/^button, Reply to/);
  await reader.act();
  await formOpened(page);
  await page.keyboard.type('Wren');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('The bridge is open again.');
  while (!(await page.evaluate(() => document.activeElement!.textContent!.startsWith('Post reply'))))
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.locator(`${root} article`, { hasText: 'The bridge is open again.' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'ARTICLE');
  await reader.nextUntil(/^The bridge is open again/);
  matchesTranscript('comments-replying', withRunDates(openedAt, await reader.spoken()));
  await close();
});

test.run();
