import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { commentsReady, focused, formOpened, SECTION, commentsQuery } from '../../helpers/comments-page.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

// The demo's own moderation rule: a new anonymous writer's first comment is held.
const test = browserSuite('comment section moderation');

test('a held comment is not listed; the notice stays in the status region, no timer takes it away; focus back on the trigger', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  // Kept in the page, read from there: everything the status region said.
  await page.addInitScript(`{
    window.statusLog = [];
    new MutationObserver(() => {
      const region = document.querySelector('.pl-comments [role=status]');
      if (region) window.statusLog.push(region.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
  await page.clock.install();
  await page.goto(`${server.url}/posts/2?${commentsQuery}`);
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
  await page.waitForFunction(() =>
    document.querySelector('.pl-comments [role=status]')?.textContent?.includes('moderation'),
  );
  assert.is(await status.textContent(), 'Thank you! Your comment is awaiting moderation.');
  assert.is(await page.locator(`${SECTION} article`).count(), before, 'not listed');
  assert.is(await page.locator(`${SECTION} .pl-form`).count(), 0);
  assert.ok(await add.evaluate((el) => el === document.activeElement), await focused(page));

  // The spec's 5 s notice, resolved for readers (docs/accessibility-decisions.md): a minute on, it is still there.
  await page.clock.runFor(60_000);
  assert.is(await status.textContent(), 'Thank you! Your comment is awaiting moderation.', 'no timer takes it away');
  const log = await page.evaluate(() => (window as unknown as { statusLog: string[] }).statusLog);
  assert.ok(log.includes('Posting your comment…'), log.join(' | '));
  assert.ok(log.includes('Thank you! Your comment is awaiting moderation.'), log.join(' | '));
  assert.equal(pageErrors, []);
  await close();
});

test.run();
