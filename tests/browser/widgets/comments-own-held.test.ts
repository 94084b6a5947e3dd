import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { focused, SECTION, openPostHeard } from '../../helpers/comments-page.ts';
import { axOf, heard, inView } from '../../helpers/heard.ts';

// An edit that sends a shown comment back to moderation (the blog holds
// comments with links): what its writer meets where the comment was. The
// comment's first version carries no link, so it shows at once.
const test = browserSuite('comment section: an edit held back for moderation', { DEMO_MODERATION: 'links' });

const HELD = 'Your comment is updated and waits for moderation: readers see it again once it is approved.';

async function postShown(page: Page, text: string) {
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await page.getByLabel('Name (required)').fill('Wren');
  await page.getByLabel('Comment (required)').fill(text);
  await page.getByRole('button', { name: /^Post comment/ }).click();
  const article = page.locator(`${SECTION} article`, { hasText: text });
  await article.waitFor();
  return page.locator(`#${await article.getAttribute('id')}`);
}

// WCAG 2.4.3 4.1.3
test('keyboard only: an edit that adds a link leaves a notice in the comment’s place, focused and heard once; dismissed, the comment goes and focus moves on', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  // The page's clock is the test's (running in real time), so "no timer takes the notice" is shown by moving it.
  await page.clock.install();
  await openPostHeard(page, server.url);
  const mine = await postShown(page, 'A plain first version');
  const id = (await mine.getAttribute('id'))!;

  await mine.getByRole('button', { name: /^Actions/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Edit' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const field = mine.getByRole('textbox', { name: 'Your comment' });
  await field.waitFor();
  await field.fill('Now with a link: https://example.com/more');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // Save

  // The notice stands where the comment's text was, and focus is on it: its text is what the reader hears.
  const notice = mine.locator('.pl-notice p');
  await notice.waitFor();
  assert.is((await notice.innerText()).trim(), HELD);
  await page.waitForFunction(() => document.activeElement?.closest('.pl-notice') !== null);
  assert.is((await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '', HELD, await focused(page));
  assert.ok(await inView(notice), 'the notice is in view');
  // Heard once: by focus; no status says it again.
  assert.not.ok((await heard(page)).includes(HELD), (await heard(page)).join(' | '));
  const dismiss = mine.getByRole('button', { name: 'Dismiss' });
  assert.equal(await axOf(page, dismiss), { role: 'button', name: 'Dismiss', description: HELD, ignored: false });
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the notice shown');

  // It stays (no timer) until the reader dismisses it, ten seconds on; then the comment goes, as readers see it,
  // and focus moves on.
  await page.clock.runFor(10_000);
  assert.ok(await notice.isVisible());
  await page.keyboard.press('Tab');
  assert.ok(await dismiss.evaluate((el) => el === document.activeElement), await focused(page));
  await page.keyboard.press('Enter');
  await page.locator(`#${id}`).waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.tagName === 'ARTICLE');
  assert.equal(pageErrors, []);
  await close();
});
test.run();
