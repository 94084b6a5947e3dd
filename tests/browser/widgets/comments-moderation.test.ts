import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { commentsReady, focused, formOpened, SECTION } from '../../helpers/comments-page.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

// The demo's own moderation rule: a new anonymous writer's first comment is held.
const test = browserSuite('comment section moderation');

test('a held comment is not listed; the notice shows 5 s in the status region, paused while hovered; focus back on the trigger', async ({ server, browser }) => {
  const { page, close, pageErrors } = await newPage(browser);
  // Kept in the page, read from there: what the page saw, and when (on its clock) the notice showed.
  await page.addInitScript(`{
    window.statusLog = [];
    new MutationObserver(() => {
      const region = document.querySelector('.pl-comments [role=status]');
      if (!region) return;
      window.statusLog.push(region.textContent);
      if (region.textContent.includes('moderation')) window.shownAt ??= Date.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
  await page.clock.install();
  await page.goto(`${server.url}/posts/2`);
  await commentsReady(page);
  const before = await page.locator(`${SECTION} article`).count();
  const add = page.getByRole('button', { name: 'Add a comment' });
  await add.click();
  await formOpened(page);
  await page.getByLabel('Name (required)').fill('Newcomer');
  await page.getByLabel('Email').fill(`new${Date.now()}@example.org`);
  await page.getByLabel('Comment (required)').fill('My first words here');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const status = page.locator(`${SECTION} [role=status]`);
  await page.waitForFunction(() => document.querySelector('.pl-comments [role=status]')?.textContent?.includes('moderation'));
  await page.clock.pauseAt(Date.now() + 50);
  assert.is(await status.textContent(), 'Thank you! Your comment is awaiting moderation.');
  assert.is(await page.locator(`${SECTION} article`).count(), before, 'not listed');
  assert.is(await page.locator(`${SECTION} form`).count(), 0);
  assert.ok(await add.evaluate((el) => el === document.activeElement), await focused(page));

  // The clock ran on in real time until paused: count the notice's first 3 s from when it showed.
  const shownFor = await page.evaluate(() => Date.now() - (window as unknown as { shownAt: number }).shownAt);
  await page.clock.runFor(3000 - shownFor);
  await status.hover();
  await page.clock.runFor(10_000);
  assert.is(await status.textContent(), 'Thank you! Your comment is awaiting moderation.', 'paused while hovered');
  await page.mouse.move(0, 0);
  await page.clock.runFor(1000);
  assert.is(await status.textContent(), 'Thank you! Your comment is awaiting moderation.', 'resumed with what was left');
  await page.clock.runFor(1500);
  assert.is(await status.textContent(), '', 'gone after 5 s of being seen');
  const log = await page.evaluate(() => (window as unknown as { statusLog: string[] }).statusLog);
  assert.ok(log.includes('Posting your comment…'), log.join(' | '));
  assert.ok(log.includes('Thank you! Your comment is awaiting moderation.'), log.join(' | '));
  assert.equal(pageErrors, []);
  await close();
});

test.run();
