import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import { dropdownFixture, TAGS } from '../../helpers/enhancer-fixtures.ts';
import { openFixture } from '../../helpers/widget-fixture.ts';
import { type RunningServer } from '../../helpers/server.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

const test = browserSuite('tags dropdown');

const PATH = '/tags-fixture.html';

async function open(browser: Browser, server: RunningServer, query = '', oneAttrs?: string) {
  const opened = await newPage(browser);
  await openFixture(opened.page, server.url, dropdownFixture(oneAttrs), {
    path: `${PATH}${query}`,
    ready: '#two button[aria-expanded]',
  });
  // Both dropdowns: one in another language waits for its words (docs/languages.md "Languages"), so it may come second.
  await opened.page.waitForSelector('#one[data-porchlight-state="ready"] button[aria-expanded]');
  return opened;
}

const state = (page: Page, id = 'one') =>
  page.evaluate((id) => {
    const root = document.getElementById(id)!;
    const button = root.querySelector('button')!;
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    return {
      expanded: button.getAttribute('aria-expanded'),
      listShown: list.checkVisibility(),
      inside: root.contains(list),
    };
  }, id);
const focused = (page: Page) =>
  page.evaluate(() => `${document.activeElement!.tagName} ${document.activeElement!.textContent}`);

// WCAG 4.1.2
test('a disclosure button controls the list of links, closed at first', async ({ server, browser }) => {
  const { page, close, pageErrors } = await open(browser, server);
  assert.equal(await state(page), { expanded: 'false', listShown: false, inside: true });
  assert.is(await page.getByRole('button', { name: 'Tags', exact: true }).count(), 1);
  assert.is(await page.locator('[role=menu], [role=menuitem]').count(), 0, 'navigation links, not a menu');
  const ids = await page.$$eval('[data-porchlight] ul', (lists) => lists.map((l) => l.id));
  assert.is(new Set(ids).size, 2, 'two instances, two ids');
  assert.equal(pageErrors, []);
  await close();
});

// WCAG 2.1.1 2.4.3
test('Enter and Space toggle; Tab enters the links; Escape closes and returns focus to the button', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  await page.focus('#before');
  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'BUTTON Tags');
  await page.keyboard.press('Enter');
  assert.equal(await state(page), { expanded: 'true', listShown: true, inside: true });
  await page.keyboard.press('Space');
  assert.is((await state(page)).expanded, 'false');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.is(await focused(page), `A ${TAGS[1]}`);
  await page.keyboard.press('Escape');
  assert.equal(await state(page), { expanded: 'false', listShown: false, inside: true });
  assert.is(await focused(page), 'BUTTON Tags');
  await close();
});

test('focus leaving the widget closes it, without taking focus back', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.click('#one button');
  await page.focus(`#one a >> text=${TAGS.at(-1)}`);
  await page.keyboard.press('Tab');
  assert.is((await state(page)).expanded, 'false');
  assert.is(await focused(page), 'BUTTON More tags', 'focus went on to the next control');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  assert.is((await state(page, 'two')).expanded, 'false', 'Shift+Tab out closes too');
  await close();
});

test('a click outside closes it; a click inside does not', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.click('#one button');
  await page.click('#one ul', { position: { x: 2, y: 2 } });
  assert.is((await state(page)).expanded, 'true');
  await page.click('h1');
  assert.is((await state(page)).expanded, 'false');
  await close();
});

test('opening one leaves the other as it was; each has its own list', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.click('#two button');
  assert.is((await state(page, 'two')).expanded, 'true');
  assert.is((await state(page, 'one')).expanded, 'false');
  await close();
});

// WCAG 1.3.1
test('the current tag is marked aria-current="page"', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, `?tag=${encodeURIComponent('Night sky')}`);
  const current = await page.$$eval('#one a[aria-current="page"]', (links) => links.map((a) => a.textContent));
  assert.equal(current, ['Night sky']);
  await close();
});

test('a link in the list is followed', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.click('#one button');
  await page.click('#one a >> text=Baking');
  await page.waitForURL(/tag=Baking/);
  await page.waitForSelector('#one a[aria-current="page"]', { state: 'attached' });
  await close();
});

test('unmount gives back the plain, open list', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.evaluate(() =>
    (window as unknown as { Porchlight: { unmount(el: Element): Promise<void> } }).Porchlight.unmount(
      document.getElementById('one')!,
    ),
  );
  assert.is(await page.locator('#one button').count(), 0);
  assert.ok(await page.locator('#one ul').isVisible());
  await close();
});

// WCAG 3.1.2
test('in French: the button reads "Mots-clés", with lang on the root; an English one on the same page has none', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server, '', 'data-locale="fr"');
  assert.is(await page.getAttribute('#one', 'lang'), 'fr');
  const button = page.locator('#one button');
  assert.is(await button.textContent(), 'Mots-clés');
  await button.click();
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  assert.is(await page.getAttribute('#two', 'lang'), null);
  assert.is(await page.textContent('#two button'), 'More tags');
  await close();
});

test.run();
