import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright';
import { axeViolations } from '../tests/helpers/axe.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { focusState, tabWalk } from '../tests/helpers/a11y-checks.ts';
import { fixtureHtml, openFixture } from '../tests/helpers/widget-fixture.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';

// Last comments: a heading (level a prop) and a list of links each
// naming excerpt and post title; long words wrap at 320px; links 24px high.
// Fixture: <html lang>, <main>, <h1> and two instances.
const test = browserSuite('a11y: last comments');
const TWO = `<div id="lc1" data-porchlight="last-comments" data-blog-id="1"></div>
<p><a href="#after">After the widgets</a></p>
<div id="lc2" data-porchlight="last-comments" data-blog-id="1" data-locale="fr" data-heading-level="3"></div>
<p><a href="#end">End of the page</a></p>`;

/** Every list has its ten links: not just whichever answered first. */
const loaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('[data-porchlight="last-comments"]')].every(
      (el) => el.querySelectorAll('li a').length === 10,
    ),
  );

// WCAG 1.1.1 1.3.1 1.4.3 4.1.2
test('loading, loaded, error and empty: zero axe violations in each', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  const held: Route[] = [];
  // Both lists' requests, held where the test can see them: a list shows busy before its request gets here.
  let bothHeld!: () => void;
  const holding = new Promise<void>((resolve) => (bothHeld = resolve));
  await page.route('**/comments/graphql', (route) => {
    if (held.push(route) === 2) bothHeld();
  });
  await openFixture(page, server.url, fixtureHtml(TWO));
  await page.waitForFunction(() => document.querySelectorAll('ul[aria-busy="true"]').length === 2);
  assert.equal(await axeViolations(page, 'main'), [], 'loading');
  await holding;
  for (const route of held) await route.fallback();
  await loaded(page);
  assert.equal(await axeViolations(page, 'main'), [], 'loaded');

  await page.unroute('**/comments/graphql');
  await page.route('**/comments/graphql', (route) => route.fulfill({ status: 500, body: '' }));
  await openFixture(page, server.url, fixtureHtml(TWO));
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role=status]')].every((s) => s.textContent) &&
      document.querySelectorAll('[role=status]').length === 2,
  );
  assert.equal(await axeViolations(page, 'main'), [], 'error');

  await page.unroute('**/comments/graphql');
  await page.route('**/comments/graphql', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"data":{"lastComments":[]}}' }),
  );
  await openFixture(page, server.url, fixtureHtml(TWO));
  await page.waitForFunction(() => document.querySelectorAll('.pl-lc-empty').length === 2);
  assert.equal(await axeViolations(page, 'main'), [], 'empty');
  await close();
});

// WCAG 1.3.1 2.4.4 2.4.6
test('a heading at the asked level, then a list of links each named by excerpt and post title', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await openFixture(page, server.url, fixtureHtml(TWO));
  await loaded(page);
  assert.is(await page.getByRole('heading', { level: 2, name: 'Latest comments' }).count(), 1);
  assert.is(await page.getByRole('heading', { level: 3, name: 'Derniers commentaires' }).count(), 1);
  const first = page.locator('#lc1').getByRole('list').getByRole('link').first();
  const name = await first.evaluate((a) => a.textContent);
  assert.match(name!, /^.+ on Notes from a seed library$/);
  assert.is(await page.locator('#lc1').getByRole('listitem').count(), 10);
  await close();
});

// WCAG 4.1.3
test('the error is announced: the status region is there, empty, before it is filled', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.addInitScript(`{
    window.statusLog = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const status = (r.target.nodeType === 1 ? r.target : r.target.parentElement).closest('[role=status]');
        if (status) window.statusLog.push(status.isConnected ? status.textContent : null);
        for (const n of r.addedNodes) if (n.nodeType === 1 && n.matches('[role=status]')) window.statusLog.push('added:' + n.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
  await page.route('**/comments/graphql', (route) => route.fulfill({ status: 500, body: '' }));
  await openFixture(page, server.url, fixtureHtml(`<div data-porchlight="last-comments" data-blog-id="1"></div>`));
  await page.waitForFunction(() => document.querySelector('[role=status]')?.textContent);
  const log = await page.evaluate(() => (window as unknown as { statusLog: string[] }).statusLog);
  assert.equal(log, ['added:', 'Sorry, the latest comments could not be loaded. Please try again later.']);
  await close();
});

// WCAG 2.1.1 2.1.2 2.4.3 2.4.7
test('keyboard: Tab walks every link of both lists in order, focus shows, never lost, and leaves the widget', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await openFixture(page, server.url, fixtureHtml(TWO));
  // Both lists, not just whichever answered first: a walk begun before the second one is in would skip it.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-porchlight="last-comments"]')].every(
      (el) => el.querySelectorAll('li a').length === 10,
    ),
  );
  const walk = await tabWalk(page, { count: 22 });
  assert.equal(
    walk.map((s) => s.widget),
    [...Array(10).fill('lc1'), '', ...Array(10).fill('lc2'), ''],
  );
  assert.ok(walk.every((s) => s.tag === 'a' && s.name.length > 0));
  assert.match(walk[11]!.name, / sur /);
  await page.keyboard.press('Shift+Tab');
  const ring = await focusState(page);
  assert.not.ok(ring.isBody);
  assert.ok(ring.focusVisible && ring.outlineWidth >= 2 && ring.outlineStyle !== 'none', JSON.stringify(ring));
  assert.ok(ring.unobscured, JSON.stringify(ring));
  await close();
});

// WCAG 1.4.10 2.5.8
test('links are at least 24px high; at 320px no horizontal scroll and every link reachable', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 320, height: 700 } });
  await openFixture(page, server.url, fixtureHtml(TWO));
  await loaded(page);
  const boxes = await page.$$eval('[data-porchlight="last-comments"] li a', (as) =>
    as.map((a) => a.getBoundingClientRect()).map((r) => [r.height, r.right]),
  );
  assert.ok(
    boxes.every(([height, right]) => height! >= 24 && right! <= 320),
    JSON.stringify(boxes),
  );
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 320));
  await close();
});

test.run();
