import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { focusState } from '../../helpers/a11y-checks.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import {
  clientOnly,
  commentsQuery,
  SECTION,
  sectionLive,
  openPostHeard,
  openLongList,
  longThread,
} from '../../helpers/comments-page.ts';
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

/**
 * How much of the focus ring drawn above the focused element the screen shows: the share of the pixels of the row 4px
 * above its top (the ring is 3px wide, 2px out) that are the ring's colour, in view.
 */
async function ringShownAbove(page: Page): Promise<number> {
  const where = () =>
    page.evaluate(() => {
      const { left, right, top } = document.activeElement!.getBoundingClientRect();
      return { left, right, top, scrolled: scrollY };
    });
  await page.evaluate(() => document.activeElement!.scrollIntoView({ block: 'center' }));
  // A screenshot taken as the threads round it are first drawn can show the page a scroll anchoring before or after
  // what it then says of itself: taken again until the page stays the same across it.
  for (let tries = 0; tries < 10; tries++) {
    const before = await where();
    const shot = (await page.screenshot()).toString('base64');
    const at = await where();
    if (JSON.stringify(at) !== JSON.stringify(before)) continue;
    return page.evaluate(
      async ({ shot, at }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${shot}`;
        await image.decode();
        const scale = image.width / innerWidth;
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.width, image.height];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const row = context.getImageData(
          Math.round(at.left * scale),
          Math.round((at.top - 4) * scale),
          Math.round((at.right - at.left) * scale),
          1,
        ).data;
        const want = getComputedStyle(document.activeElement!).outlineColor.match(/\d+/g)!.map(Number);
        let ring = 0;
        for (let i = 0; i < row.length; i += 4)
          if ([0, 1, 2].every((c) => Math.abs(row[i + c]! - want[c]!) <= 8)) ring++;
        return ring / (row.length / 4);
      },
      { shot, at },
    );
  }
  throw new Error('the page never stayed the same across a screenshot');
}

// Client-rendered only: it makes the section's first answer a long list, which the server renders itself.
// WCAG 2.1.1 2.4.7 2.4.11
clientOnly(test)(
  'in a long list, where a thread out of view is not drawn: an open menu is drawn whole, over the thread after it and past the end of the list, within the page’s scroll; a focused comment’s ring shows past its thread’s edge',
  async ({ server, browser }) => {
    const { page, close, pageErrors } = await newPage(browser);
    await openLongList(page, server.url, 60);
    for (const n of [30, 59]) {
      const thread = longThread(page, n);
      const button = thread.locator('.pl-menu > button');
      await button.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
      // The menu reaches past its thread: containment would cut it there.
      const [menuEnd, threadEnd] = await thread.evaluate((item) => [
        item.querySelector('[role=menu]')!.getBoundingClientRect().bottom,
        item.getBoundingClientRect().bottom,
      ]);
      assert.ok(menuEnd > threadEnd, `thread ${n}: the menu ends at ${menuEnd}, past its thread's ${threadEnd}`);
      // Each item, focused and scrolled to: wholly in view and on top (a11y-checks.ts), neither cut off by its
      // thread's edge, nor under a thread after it, nor past the page's scroll.
      const items = await page.locator(`${SECTION} [role=menuitem]`).count();
      for (let item = 0; item < items; item++) {
        await page.evaluate(() => document.activeElement!.scrollIntoView({ block: 'center' }));
        const state = await focusState(page);
        assert.ok(state.unobscured, `thread ${n}, item ${item}: ${JSON.stringify(state)}`);
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Escape');
      await page.locator(`${SECTION} [role=menu]`).waitFor({ state: 'detached' });
    }
    // A comment focused (as "More comments" focuses the first it brought) is the first thing in its thread: its ring
    // is drawn above the thread's top edge.
    await longThread(page, 20).locator('article').focus();
    const shown = await ringShownAbove(page);
    assert.ok(shown > 0.8, `the ring shows above the comment: ${shown}`);
    assert.equal(await axeViolations(page, SECTION), []);
    assert.equal(pageErrors, []);
    await close();
  },
);

test.run();
