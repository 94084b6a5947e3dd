import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { control, focusState, sidewaysScroll, smallTargets, tabWalk } from '../tests/helpers/a11y-checks.ts';
import { axeViolations } from '../tests/helpers/axe.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { slideshowFixture } from '../tests/helpers/enhancer-fixtures.ts';
import { openFixture } from '../tests/helpers/widget-fixture.ts';
import { type RunningServer } from '../tests/helpers/server.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';

// Slideshow (APG auto-rotating carousel), on a fixture page with
// two instances: axe in every state, keyboard, focus, announcements.
const test = browserSuite('a11y: slideshow');
const SHOWS = '[data-porchlight="slideshow"]';

/** Logs every slide that becomes visible with the aria-live setting at that moment. */
const LIVE_LOG = `window.__liveLog = [];
new MutationObserver((records) => {
  for (const r of records) {
    const el = r.target;
    if (r.attributeName === 'hidden' && el.getAttribute('role') === 'group' && !el.hidden)
      window.__liveLog.push(el.closest('[aria-live]').getAttribute('aria-live') + ' ' + el.getAttribute('aria-label'));
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });`;

async function open(browser: Browser, server: RunningServer, options: BrowserContextOptions = {}, attrs = '') {
  const opened = await newPage(browser, options);
  await opened.page.addInitScript(LIVE_LOG);
  // Paused before the page opens, so loading takes no rotation time: the slides mount at `pausedAt`
  // and move only through runFor (and while axe scans, below).
  const pausedAt = Date.now() + 1000;
  await opened.page.clock.install();
  await opened.page.clock.pauseAt(pausedAt);
  await openFixture(opened.page, server.url, slideshowFixture(attrs), {
    path: '/slideshow-fixture.html',
    ready: '#two [role=group]',
  });
  return { ...opened, pausedAt };
}

/** Which slide each slideshow of the page shows. */
const shown = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="group"]:not([hidden])')]
      .map((group) => group.getAttribute('aria-label'))
      .join(),
  );

/**
 * axe-core schedules its work with setTimeout, which the paused clock would hold for ever: the
 * clock runs again from a scan on. Fades end first, or axe measures contrast mid-fade. A slideshow
 * the state is not about (the page's other one) may rotate while the scan runs, on a slow machine:
 * that scan measured a fade midway, and is made again once the fade ends.
 */
async function noViolations(page: Page, state: string) {
  for (let scan = 1; ; scan++) {
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const before = await shown(page);
    await page.clock.resume();
    const violations = await axeViolations(page, 'main');
    if (scan === 3 || (await shown(page)) === before) return assert.equal(violations, [], state);
  }
}

// WCAG 1.1.1 1.3.1 1.4.3 4.1.2
test('zero axe violations rotating, moved, stopped, hovered, in French and under reduced motion', async ({
  server,
  browser,
}) => {
  const { page, close, pausedAt } = await open(browser, server);
  await noViolations(page, 'rotating');
  // On to the first rotation, due 5 s after mount however long that scan took: the next is then 5 s away.
  await page.clock.runFor(pausedAt + 5000 - (await page.evaluate(() => Date.now())));
  await noViolations(page, 'moved by rotation');
  await page.click('#one button[aria-label="Stop rotation"]');
  await noViolations(page, 'stopped and hovered');
  await page.click('#one button[aria-label="Next slide"]');
  // The third slide shown, and so its fade begun: waiting for no animation before that would pass at once.
  await page.mouse.move(1, 1);
  await noViolations(page, 'moved by hand, stopped');
  await close();

  const french = await open(browser, server, {}, 'data-locale="fr"');
  await noViolations(french.page, 'French in an English page');
  await french.close();

  const reduced = await open(browser, server, { reducedMotion: 'reduce' });
  await noViolations(reduced.page, 'reduced motion');
  await reduced.close();
});

// WCAG 2.1.1 2.1.2 2.4.3
test('Tab walk: Stop/Start first, then Previous and Next, per instance; focus never on body; the walk leaves', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  const walk = await tabWalk(page, { from: '#before', count: 7, record: control });
  // Focus pauses rotation without touching the control: it still offers what Enter will do.
  assert.equal(walk, [
    'button Stop rotation',
    'button Previous slide',
    'button Next slide',
    'button Stop rotation',
    'button Previous slide',
    'button Next slide',
    'link After',
  ]);
  const back = await tabWalk(page, { from: '#after', count: 3, key: 'Shift+Tab', record: control });
  assert.equal(back, ['button Next slide', 'button Previous slide', 'button Stop rotation']);
  await close();
});

// WCAG 2.1.1 2.2.2
test('keyboard: focus stays on the control it pressed, the slide changes and rotation stays paused', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  await tabWalk(page, { from: '#before', count: 3 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  assert.is(await page.evaluate(() => document.activeElement!.getAttribute('aria-label')), 'Next slide');
  assert.is(await page.getAttribute('#one [role=group]:not([hidden])', 'aria-label'), '3 of 5');
  await page.clock.runFor(20_000);
  assert.is(await page.getAttribute('#one [role=group]:not([hidden])', 'aria-label'), '3 of 5');
  await close();
});

// WCAG 4.1.3
test('announcements: none while rotating (aria-live off), polite for moves once stopped', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  await page.clock.runFor(10_000);
  await page.click('#one button[aria-label="Stop rotation"]');
  await page.click('#one button[aria-label="Next slide"]');
  const log = await page.evaluate(() =>
    (window as unknown as { __liveLog: string[] }).__liveLog.filter((l) => l.endsWith(' of 5')),
  );
  assert.equal(log, ['off 2 of 5', 'off 3 of 5', 'polite 4 of 5']);
  await close();
});

// WCAG 2.4.7 2.4.11 2.5.8
test('focus ring of 2px+ after a real Tab, never obscured; targets of 44px', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  for (let i = 1; i <= 3; i++) {
    await tabWalk(page, { from: '#before', count: i });
    const ring = await focusState(page);
    assert.ok(ring.focusVisible && ring.outlineWidth >= 2 && ring.outlineStyle !== 'none', JSON.stringify(ring));
    assert.ok(ring.unobscured);
  }
  assert.equal(await smallTargets(page, `${SHOWS} button`), []);
  await close();
});

// WCAG 1.4.10
test('reflow at 320px: no sideways scroll, every control on screen and reachable', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { viewport: { width: 320, height: 640 } });
  assert.is(await sidewaysScroll(page), 0);
  const outside = await page.$$eval(
    `${SHOWS} button`,
    (buttons) => buttons.filter((b) => b.getBoundingClientRect().right > 320).length,
  );
  assert.is(outside, 0);
  await noViolations(page, '320px');
  await close();
});

test('reduced motion: no auto-rotation and no animation after moves', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { reducedMotion: 'reduce' });
  await page.clock.runFor(30_000);
  assert.is(await page.getAttribute('#one [role=group]:not([hidden])', 'aria-label'), '1 of 5');
  await page.click('#one button[aria-label="Next slide"]');
  await page.click('#two button[aria-label="Previous slide"]');
  assert.is(await page.evaluate(() => document.getAnimations().length), 0);
  await close();
});

test.run();
