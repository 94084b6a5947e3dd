import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions } from 'playwright';
import { control, focusState, sidewaysScroll, smallTargets, tabWalk } from '../tests/helpers/a11y-checks.ts';
import { axeViolations } from '../tests/helpers/axe.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { audioFixture } from '../tests/helpers/enhancer-fixtures.ts';
import { openFixture } from '../tests/helpers/widget-fixture.ts';
import { type RunningServer } from '../tests/helpers/server.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';

// The audio player, on a fixture page with two instances.
const test = browserSuite('a11y: audio player');

async function open(browser: Browser, server: RunningServer, options: BrowserContextOptions = {}) {
  const opened = await newPage(browser, options);
  await openFixture(opened.page, server.url, audioFixture(), {
    path: '/audio-fixture.html',
    ready: '#two button[aria-pressed]',
  });
  // Both instances: one in another language waits for its words (docs/languages.md "Languages"), so it may come second.
  await opened.page.waitForSelector('#one[data-porchlight-state="ready"]');
  return opened;
}
/** The player shows it plays (Pause, moving bars): that follows the element's `play` event, later than `paused` turns false. */
const playing = (page: import('playwright').Page) => page.waitForSelector('#one.porchlight-audio-playing');

// WCAG 1.1.1 1.3.1 1.4.3 4.1.2
test('zero axe violations paused, playing, muted, and paused again', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  assert.equal(await axeViolations(page, 'main'), [], 'paused');
  await page.click('#one button:text("Play")');
  await playing(page);
  assert.equal(await axeViolations(page, 'main'), [], 'playing');
  await page.click('#one button:text("Mute")');
  assert.equal(await axeViolations(page, 'main'), [], 'muted');
  await page.click('#one button:text("Pause")');
  assert.equal(await axeViolations(page, 'main'), [], 'paused again');
  await close();
});

// WCAG 2.1.1 2.4.3 4.1.2
test('Tab walk: Play, Mute, the provider link, per player; labels follow the state; focus stays put', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  const walk = await tabWalk(page, { from: '#before', count: 7, record: control });
  assert.equal(walk, [
    'button Play',
    'button Mute [pressed=false]',
    'link “Canal evening” on Porchlight Sounds (opens in a new window)',
    'button Play',
    'button Mute [pressed=false]',
    'link “Second loop” on Porchlight Sounds (opens in a new window)',
    'link After',
  ]);
  await page.focus('#one button');
  await page.keyboard.press('Enter');
  await playing(page);
  assert.is(
    await page.evaluate(() => document.activeElement!.textContent),
    'Pause',
    'the same button, relabelled, keeps focus',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  assert.equal(
    await page.evaluate(() => [
      document.activeElement!.textContent,
      document.activeElement!.getAttribute('aria-pressed'),
    ]),
    ['Mute', 'true'],
  );
  await close();
});

// WCAG 2.1.4
test('no page-wide key handlers: Space elsewhere does not play', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.focus('#after');
  await page.keyboard.press('Space');
  await page.keyboard.press('k');
  assert.ok(await page.evaluate(() => [...document.querySelectorAll('audio')].every((a) => a.paused)));
  await close();
});

// WCAG 2.4.7 2.4.11 2.5.8
test('focus ring of 2px+ and not obscured on every control; targets of 44px', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  for (let i = 1; i <= 2; i++) {
    await tabWalk(page, { from: '#before', count: i });
    const ring = await focusState(page);
    assert.ok(ring.focusVisible && ring.outlineWidth >= 2 && ring.outlineStyle !== 'none', JSON.stringify(ring));
    assert.ok(ring.unobscured);
  }
  assert.equal(await smallTargets(page, '[data-porchlight] button'), []);
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 1.4.10 4.1.2
test('reflow at 320px and reduced motion: nothing scrolls sideways, nothing moves while playing', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server, {
    viewport: { width: 320, height: 640 },
    reducedMotion: 'reduce',
  });
  assert.is(await sidewaysScroll(page), 0);
  await page.click('#one button:text("Play")');
  await playing(page);
  assert.is(await page.evaluate(() => document.getAnimations().length), 0);
  assert.equal(await axeViolations(page, 'main'), []);
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 3.1.2 4.1.2
test('in French on an English page: lang on the root, French button names, zero violations', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await openFixture(page, server.url, audioFixture(undefined, 'data-locale="fr"'), {
    path: '/audio-fixture.html',
    ready: '#two button[aria-pressed]',
  });
  // Both instances: one in another language waits for its words (docs/languages.md "Languages"), so it may come second.
  await page.waitForSelector('#one[data-porchlight-state="ready"]');
  assert.is(await page.getAttribute('#one', 'lang'), 'fr');
  const group = page.getByRole('group', { name: 'Canal evening' });
  assert.equal(await group.getByRole('button').allTextContents(), ['Lecture', 'Couper le son']);
  assert.is(await group.getByRole('button', { name: 'Couper le son', pressed: false }).count(), 1);
  assert.equal(await axeViolations(page, 'main'), []);
  await close();
});

test.run();
