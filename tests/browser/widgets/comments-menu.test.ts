import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { commentsQuery, SECTION, sectionLive, openPostHeard } from '../../helpers/comments-page.ts';
import { axOf, heard } from '../../helpers/heard.ts';

// A comment's menu (APG menu button) and its "Copy link": keys, focus,
// what is heard, what the clipboard holds, and the selectable link where
// the clipboard is refused.
const test = browserSuite('comment section: a comment’s menu');

const focusedText = (page: Page) =>
  page.evaluate(
    () =>
      `${document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName}: ${document.activeElement?.textContent}`,
  );

/** Post 1, its section live, what is heard recorded. */
async function open(page: Page, serverUrl: string) {
  await openPostHeard(page, serverUrl);
  await sectionLive(page);
}

// WCAG 2.1.1 2.4.3 4.1.3
test('keyboard only: Enter opens on Copy link, Escape closes back to the button, Up opens on the last item; the link is copied and heard', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await open(page, server.url);
  // Ada writes more than one comment on the page: her first one's menu.
  const button = page.getByRole('button', { name: 'Actions for the comment by Ada' }).first();
  assert.is(await button.getAttribute('aria-haspopup'), 'menu');
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Actions for the comment by Ada' });
  await menu.waitFor();
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  assert.is(await button.getAttribute('aria-controls'), await menu.getAttribute('id'));
  // Focus moves once the menu is drawn.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  assert.is(await focusedText(page), 'menuitem: Copy link');
  assert.equal(await axeViolations(page, SECTION), []);
  await page.keyboard.press('ArrowDown');
  assert.is(await focusedText(page), 'menuitem: Copy link', 'Down stays in the menu');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.is(await page.locator(`${SECTION} .pl-done`).count(), 0, 'nothing said yet');
  assert.ok(await button.evaluate((el) => el === document.activeElement), 'Escape: focus back on the button');

  await page.keyboard.press('ArrowUp');
  await menu.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  assert.is(await focusedText(page), 'menuitem: Copy link');
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'detached' });
  assert.ok(await button.evaluate((el) => el === document.activeElement), 'an item chosen: focus back on the button');
  const done = page.locator(`${SECTION} .pl-done`);
  await done.waitFor();
  assert.is(await done.textContent(), 'Link copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const id = await button.evaluate((el) => el.closest('article')!.id);
  assert.is(copied, `${server.url}/posts/1?${commentsQuery}#${id}`);
  assert.ok((await heard(page)).includes('Link copied.'), JSON.stringify(await heard(page)));
  assert.equal(await axeViolations(page, SECTION), []);

  // Tab out of an open menu closes it; so does a press elsewhere. What the last action said goes as the menu opens.
  await page.keyboard.press('Enter');
  await menu.waitFor();
  assert.is(await done.count(), 0, '"Link copied." goes when the menu opens again');
  await page.keyboard.press('Tab');
  await menu.waitFor({ state: 'detached' });
  // Tab moves on from the button, as from any control: never to <body>, never back before it.
  assert.ok(
    await button.evaluate(
      (el) =>
        document.activeElement !== document.body &&
        !!(el.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING),
    ),
    `after Tab: ${await focusedText(page)}`,
  );
  await button.click();
  await menu.waitFor();
  await page.locator(`${SECTION} h2`).click();
  await menu.waitFor({ state: 'detached' });
  assert.equal(pageErrors, []);
  await close();
});

// WCAG 4.1.3
test('the clipboard refused: the link shows in a field, focused and selected, to copy by hand; focus goes straight there and its label alone says it', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.addInitScript(() => {
    // As a browser that refuses: a permission denied, or a page served over http.
    Clipboard.prototype.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await open(page, server.url);
  // Ada writes more than one comment on the page: her first one's menu.
  const button = page.getByRole('button', { name: 'Actions for the comment by Ada' }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Copy link' }).waitFor();
  // Every element focus lands on from here: the menu's button must not be one of them.
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { focusLog: string[] }).focusLog = log;
    document.addEventListener('focusin', (event) => log.push((event.target as HTMLElement).outerHTML.slice(0, 60)));
  });
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Copy this link to the comment:' });
  await field.waitFor();
  const id = await button.evaluate((el) => el.closest('article')!.id);
  assert.is(await field.inputValue(), `${server.url}/posts/1?${commentsQuery}#${id}`);
  assert.ok(await field.evaluate((el) => el === document.activeElement), 'focus on the link');
  assert.ok(
    await field.evaluate((el: HTMLInputElement) => el.selectionStart === 0 && el.selectionEnd === el.value.length),
    'the link selected',
  );
  const focusLog = await page.evaluate(() => (window as unknown as { focusLog: string[] }).focusLog);
  assert.equal(focusLog.length, 1, focusLog.join(' | '));
  assert.match(focusLog[0]!, /^<input/);
  // Heard once: as the focused field's name, not by a status too.
  assert.is((await axOf(page, field)).name, 'Copy this link to the comment:');
  assert.not.ok((await heard(page)).includes('Copy this link to the comment:'), (await heard(page)).join(' | '));
  assert.equal(await axeViolations(page, SECTION), []);
  await close();
});

test.run();
