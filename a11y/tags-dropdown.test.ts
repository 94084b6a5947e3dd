import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions } from 'playwright';
import { control, focusState, sidewaysScroll, smallTargets, tabWalk } from '../tests/helpers/a11y-checks.ts';
import { axeViolations } from '../tests/helpers/axe.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { dropdownFixture, TAGS } from '../tests/helpers/enhancer-fixtures.ts';
import { openFixture } from '../tests/helpers/widget-fixture.ts';
import { type RunningServer } from '../tests/helpers/server.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';

// Tags dropdown (APG disclosure navigation), on a fixture page with two instances.
const test = browserSuite('a11y: tags dropdown');

async function open(browser: Browser, server: RunningServer, options: BrowserContextOptions = {}) {
  const opened = await newPage(browser, options);
  await openFixture(opened.page, server.url, dropdownFixture(), {
    path: '/tags-fixture.html',
    ready: '#two button[aria-expanded]',
  });
  // Each instance by its own ready state: one in another language waits for its words, so it may come second.
  await opened.page.waitForSelector('#one[data-porchlight-state="ready"] button[aria-expanded]');
  return opened;
}

// WCAG 1.1.1 1.3.1 1.4.3 4.1.2
test('zero axe violations closed, open, and open with a current tag', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  assert.equal(await axeViolations(page, 'main'), [], 'closed');
  await page.click('#one button');
  assert.equal(await axeViolations(page, 'main'), [], 'open');
  await page.click('#one a >> text=Repairs');
  await page.waitForURL(/tag=Repairs/);
  await page.waitForSelector('#one button[aria-expanded]');
  await page.click('#one button');
  assert.is(await page.getAttribute('#one a >> text=Repairs', 'aria-current'), 'page');
  assert.equal(await axeViolations(page, 'main'), [], 'open with the current tag');
  await close();
});

// WCAG 2.1.1 2.1.2 2.4.3 4.1.2
test('Tab walk: closed, the button only; open, the button then every link; focus never on body; it leaves', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  assert.equal(await tabWalk(page, { from: '#before', count: 3, record: control }), [
    'button Tags [expanded=false]',
    'button More tags [expanded=false]',
    'link After',
  ]);
  await page.focus('#one button');
  await page.keyboard.press('Enter');
  const walk = await tabWalk(page, { from: '#one button', count: TAGS.length + 1, record: control });
  assert.equal(walk, [...TAGS.map((t) => `link ${t}`), 'button More tags [expanded=false]']);
  assert.is(await page.getAttribute('#one button', 'aria-expanded'), 'false', 'leaving closed it');
  await close();
});

// WCAG 2.1.1 2.4.3
test('Escape returns focus to the button; focus is never lost to the body', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.focus('#one button');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  assert.is(await page.evaluate(() => document.activeElement!.textContent), 'Tags');
  await page.keyboard.press('Escape');
  assert.is(
    await page.evaluate(() => document.activeElement!.textContent),
    'Tags',
    'Escape when closed leaves focus where it is',
  );
  await close();
});

// WCAG 2.4.7 2.4.11 2.5.8
test('focus ring of 2px+, not obscured, on the button and every link of the open list; targets of 44px', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  await tabWalk(page, { from: '#before', count: 1 });
  await page.keyboard.press('Enter');
  for (let i = 0; i <= TAGS.length; i++) {
    if (i) await page.keyboard.press('Tab');
    const ring = await focusState(page);
    assert.ok(ring.focusVisible && ring.outlineWidth >= 2 && ring.outlineStyle !== 'none', JSON.stringify(ring));
    assert.ok(ring.unobscured, `stop ${i}`);
  }
  await page.click('#one button');
  assert.equal(await smallTargets(page, '[data-porchlight] button, [data-porchlight] a'), []);
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 1.4.10 4.1.2
test('reflow at 320px: the open list fits, nothing scrolls sideways, zero violations', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { viewport: { width: 320, height: 640 } });
  await page.click('#one button');
  assert.is(await sidewaysScroll(page), 0);
  const right = await page.$eval('#one ul', (ul) => ul.getBoundingClientRect().right);
  assert.ok(right <= 320, String(right));
  assert.equal(await axeViolations(page, 'main'), []);
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 3.1.2 4.1.2
test('in French on an English page: lang on the root, the button named "Mots-clés", zero violations closed and open', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await openFixture(page, server.url, dropdownFixture('data-locale="fr"'), {
    path: '/tags-fixture.html',
    ready: '#two button[aria-expanded]',
  });
  // Each instance by its own ready state: one in another language waits for its words, so it may come second.
  await page.waitForSelector('#one[data-porchlight-state="ready"] button[aria-expanded]');
  assert.is(await page.getAttribute('#one', 'lang'), 'fr');
  const button = page.getByRole('button', { name: 'Mots-clés' });
  assert.equal(await axeViolations(page, 'main'), [], 'closed');
  await button.click();
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  assert.equal(await axeViolations(page, 'main'), [], 'open');
  await close();
});

test.run();
