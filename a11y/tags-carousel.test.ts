import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions } from 'playwright';
import { control, focusState, sidewaysScroll, smallTargets, tabWalk } from '../tests/helpers/a11y-checks.ts';
import { axeViolations } from '../tests/helpers/axe.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { carouselFixture, TAGS } from '../tests/helpers/enhancer-fixtures.ts';
import { openFixture } from '../tests/helpers/widget-fixture.ts';
import { type RunningServer } from '../tests/helpers/server.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';

// Tags carousel (APG carousel), on a fixture page with two instances.
const test = browserSuite('a11y: tags carousel');

async function open(browser: Browser, server: RunningServer, options: BrowserContextOptions = {}) {
  const opened = await newPage(browser, { viewport: { width: 1024, height: 768 }, ...options });
  await openFixture(opened.page, server.url, carouselFixture(), {
    path: '/tags-fixture.html',
    ready: '#two .porchlight-tags-viewport',
  });
  // Each instance by its own ready state: one in another language waits for its words, so it may come second.
  await opened.page.waitForSelector('#one[data-porchlight-state="ready"] .porchlight-tags-viewport');
  return opened;
}
const settled = (page: import('playwright').Page) => page.waitForFunction(() => document.getAnimations().length === 0);

// WCAG 1.1.1 1.3.1 1.4.3 4.1.2
test('zero axe violations at 1024 and 549px, after moves either way and past the ends', async ({ server, browser }) => {
  for (const width of [1024, 549]) {
    const { page, close } = await open(browser, server, { viewport: { width, height: 800 } });
    assert.equal(await axeViolations(page, 'main'), [], `${width}px, at rest`);
    await page.click('#one button[aria-label="Previous tags"]');
    await settled(page);
    assert.equal(await axeViolations(page, 'main'), [], `${width}px, moved back past the start`);
    await page.click('#one button[aria-label="Next tags"]');
    await page.click('#one button[aria-label="Next tags"]');
    await settled(page);
    assert.equal(await axeViolations(page, 'main'), [], `${width}px, moved on`);
    await close();
  }
});

// WCAG 2.1.1 2.1.2 2.4.3
test('Tab walk: Previous, every real tag, Next; clones never take focus; focus never on body; it leaves', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  const walk = await tabWalk(page, { from: '#before', count: TAGS.length + 3, record: control });
  assert.equal(walk, [
    'button Previous tags',
    ...TAGS.map((t) => `link ${t}`),
    'button Next tags',
    'button Previous tags',
  ]);
  assert.ok(await page.evaluate(() => document.activeElement!.closest('#two') !== null));
  // Hidden from the accessibility tree means out of Tab's reach: a clone is inert, a real tag out of view has tabindex -1.
  const reachable = await page.$$eval(
    '[aria-hidden="true"] a',
    (links) =>
      links.filter((a) => (a as HTMLElement).closest('[inert]') === null && (a as HTMLElement).tabIndex >= 0).length,
  );
  assert.is(reachable, 0, 'no hidden link takes focus by Tab');
  await close();
});

// WCAG 2.4.7 2.4.11 2.5.8
test('every focused tag is fully in view, ringed (2px+) and not obscured; targets of 44px', async ({
  server,
  browser,
}) => {
  for (const width of [1024, 549, 320]) {
    const { page, close } = await open(browser, server, { viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    // One walk from before the carousel through every tag: each stop is checked where it lands.
    await tabWalk(page, { from: '#before', count: 1 });
    for (let i = 2; i <= TAGS.length + 1; i++) {
      await page.keyboard.press('Tab');
      const ring = await focusState(page);
      assert.ok(
        ring.focusVisible && ring.outlineWidth >= 2 && ring.outlineStyle !== 'none',
        `${width}px ${JSON.stringify(ring)}`,
      );
      assert.ok(ring.unobscured, `${width}px: tag ${i - 1} obscured or out of view`);
    }
    assert.equal(
      await smallTargets(page, '[data-porchlight] button, [data-porchlight] li:not([aria-hidden]) a'),
      [],
      `${width}px`,
    );
    await close();
  }
});

// WCAG 2.1.1
test('arrow keys move focus among the real tags only while focus is inside', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { reducedMotion: 'reduce' });
  await tabWalk(page, { from: '#before', count: 2 });
  await page.keyboard.press('ArrowLeft');
  assert.is(await page.evaluate(() => document.activeElement!.textContent), 'Seeds');
  assert.ok((await focusState(page)).unobscured);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.is(await page.evaluate(() => document.activeElement!.textContent), 'Baking');
  assert.ok((await focusState(page)).unobscured);
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 1.4.10 4.1.2
test('reflow at 320px: no sideways scroll, both buttons on screen, zero violations', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { viewport: { width: 320, height: 640 } });
  assert.is(await sidewaysScroll(page), 0);
  await page.click('#one button[aria-label="Next tags"]');
  await settled(page);
  assert.is(await sidewaysScroll(page), 0);
  const outside = await page.$$eval(
    '[data-porchlight] button',
    (buttons) => buttons.filter((b) => b.getBoundingClientRect().right > 320).length,
  );
  assert.is(outside, 0);
  assert.equal(await axeViolations(page, 'main'), []);
  await close();
});

test('reduced motion: no animation after moves, by button, key or focus', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { reducedMotion: 'reduce' });
  await page.click('#one button[aria-label="Previous tags"]');
  assert.is(await page.evaluate(() => document.getAnimations().length), 0);
  await tabWalk(page, { from: '#before', count: 6 });
  assert.is(await page.evaluate(() => document.getAnimations().length), 0);
  await page.keyboard.press('ArrowRight');
  assert.is(await page.evaluate(() => document.getAnimations().length), 0);
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 3.1.2 4.1.2
test('in French on an English page: lang on the root, French roledescription and names, zero violations', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1024, height: 768 } });
  await openFixture(page, server.url, carouselFixture('data-locale="fr"'), {
    path: '/tags-fixture.html',
    ready: '#two .porchlight-tags-viewport',
  });
  // Each instance by its own ready state: one in another language waits for its words, so it may come second.
  await page.waitForSelector('#one[data-porchlight-state="ready"] .porchlight-tags-viewport');
  assert.is(await page.getAttribute('#one', 'lang'), 'fr');
  assert.is(await page.getAttribute('#one', 'aria-roledescription'), 'carrousel');
  assert.is(await page.getByRole('button', { name: 'Mots-clés suivants' }).count(), 2);
  assert.equal(await axeViolations(page, 'main'), []);
  await close();
});

test.run();
