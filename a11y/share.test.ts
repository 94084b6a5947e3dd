import * as assert from 'uvu/assert';
import { axeViolations } from '../tests/helpers/axe.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { focusState, tabWalk } from '../tests/helpers/a11y-checks.ts';
import { fixtureHtml, openFixture } from '../tests/helpers/widget-fixture.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';

// Share: real links, names that say "(opens in a new
// window)", icons aria-hidden. The Share button reveals nothing (the links
// are always shown), so it is a plain button, not a disclosure.
const test = browserSuite('a11y: share');
const TWO = `<div id="s1" data-porchlight="share" data-url="https://blog.example/p/1" data-title="Post one" data-image="https://blog.example/1.jpg"></div>
<div id="s2" data-porchlight="share" data-url="https://blog.example/p/1" data-title="Post one" data-locale="fr"></div>
<p><a href="#end">End of the page</a></p>`;
const WEB_SHARE = `Object.defineProperty(navigator, 'share', { value: () => Promise.resolve() });`;

const mounted = (page: import('playwright').Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('[data-porchlight="share"]')].every((el) => el.querySelector('a')),
  );

// WCAG 1.1.1 1.3.1 1.4.3 4.1.2
test('zero axe violations: rendered by the widget, with and without Web Share, and server-rendered', async ({
  server,
  browser,
}) => {
  for (const script of ['', WEB_SHARE]) {
    const { page, close } = await newPage(browser);
    if (script) await page.addInitScript(script);
    await openFixture(page, server.url, fixtureHtml(TWO));
    await mounted(page);
    if (script) await page.waitForSelector('#s2 button');
    assert.equal(await axeViolations(page, 'main'), [], script ? 'with Web Share' : 'links only');
    await close();
  }
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1`);
  await mounted(page);
  assert.equal(await axeViolations(page, '[data-porchlight="share"]'), [], 'demo post page');
  await close();
});

// WCAG 1.1.1 2.4.4 4.1.2
test('names: each web target says it opens a new window, in the widget’s language; icons are hidden', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await openFixture(page, server.url, fixtureHtml(TWO));
  await mounted(page);
  const list = page.locator('#s1').getByRole('list', { name: 'Share this post' });
  for (const target of ['Facebook', 'X', 'LinkedIn', 'Bluesky', 'Mastodon', 'Pinterest'])
    assert.is(
      await list.getByRole('link', { name: `Share on ${target} (opens in a new window)`, exact: true }).count(),
      1,
      target,
    );
  assert.is(await list.getByRole('link', { name: 'Email', exact: true }).count(), 1);
  assert.is(
    await page.locator('#s2').getByRole('link', { name: 'Partager sur X (s’ouvre dans une nouvelle fenêtre)' }).count(),
    1,
  );
  assert.is(await page.locator('#s2').getByRole('list', { name: 'Partager cet article' }).count(), 1);
  assert.is(await page.locator('[data-porchlight="share"] svg:not([aria-hidden="true"])').count(), 0);
  await close();
});

// WCAG 2.1.1 2.1.2 2.4.3 2.4.7
test('keyboard: the Share button first, then every link of both instances in order, rings visible, no trap', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.addInitScript(WEB_SHARE);
  await openFixture(page, server.url, fixtureHtml(TWO));
  await mounted(page);
  await page.waitForSelector('#s2 button');
  const walk = await tabWalk(page, { count: 16 });
  assert.equal(
    walk.map((s) => `${s.widget}:${s.tag}:${s.name}`),
    [
      's1:button:Share',
      ...['Facebook', 'X', 'LinkedIn', 'Bluesky', 'Mastodon', 'Pinterest'].map(
        (t) => `s1:a:Share on ${t} (opens in a new window)`,
      ),
      's1:a:Email',
      's2:button:Partager',
      ...['Facebook', 'X', 'LinkedIn', 'Bluesky', 'Mastodon'].map(
        (t) => `s2:a:Partager sur ${t} (s’ouvre dans une nouvelle fenêtre)`,
      ),
      's2:a:E-mail',
      ':a:End of the page',
    ],
  );
  for (const back of [1, 2]) {
    await page.keyboard.press('Shift+Tab');
    const ring = await focusState(page);
    assert.ok(
      !ring.isBody && ring.focusVisible && ring.outlineWidth >= 2 && ring.outlineStyle !== 'none',
      `${back}: ${JSON.stringify(ring)}`,
    );
    assert.ok(ring.unobscured && ring.height >= 24 && ring.width >= 24, JSON.stringify(ring));
  }
  await close();
});

// WCAG 1.4.10 2.5.8
test('at 320px the links wrap: no horizontal scroll, each at least 24x24 and on screen', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 320, height: 700 } });
  await openFixture(page, server.url, fixtureHtml(TWO));
  await mounted(page);
  const boxes = await page.$$eval('[data-porchlight="share"] a', (as) =>
    as.map((a) => a.getBoundingClientRect()).map((r) => [r.width, r.height, r.right]),
  );
  assert.ok(
    boxes.every(([w, h, right]) => w! >= 24 && h! >= 24 && right! <= 320),
    JSON.stringify(boxes),
  );
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 320));
  await close();
});

test.run();
