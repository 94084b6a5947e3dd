import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';

// Not one pixel moves when the widgets enhance (widgets.css holds their
// space): on every demo page, at a phone's and a laptop's size, as fast as
// this machine goes and with the CPU slowed 4x and the network slowed
// through the DevTools protocol. Layout shift is a quantity, not a timing:
// the sum of `layout-shift` entries without recent input, as Chromium
// reports them, must stay at or under 0.01 (Google's "good" is 0.1).
const test = browserSuite('layout shift', { DEMO_MODERATION: 'off' });

const PAGES = [
  '/',
  '/posts/1',
  '/tags/walking',
  '/examples/counts',
  '/examples/comments',
  '/examples/server-comments',
  '/examples/fragment-comments',
  '/examples/server-rendered',
];
/** Pages measured for shifts too, but that link a stylesheet by design: the themes page links themes.css as a blog would. */
const MEASURED = [...PAGES, '/examples/themes'];
/**
 * Pages measured for shifts only: the states page changes its widgets once they are ready, by design (widgets
 * pointed at a server that does not answer say so; once the reader asks, its script opens forms, menus and a
 * dropdown), so their boxes are not those the space holders kept. That moves nothing the reader sees: they sit below the first screen.
 */
const SHIFTS_ONLY = ['/examples/states'];
const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
];
const LIMIT = 0.01;

interface Shift {
  value: number;
  moved: string[];
}

/** Records every layout shift from the first paint on, with the nodes that moved (tag, class, and the widget they sit in). */
const recordShifts = (page: Page) =>
  page.addInitScript(`{
    window.shifts = [];
    const describe = (node) => {
      if (!node || node.nodeType !== 1) return node ? '#text in ' + describe(node.parentElement) : '?';
      const widget = node.closest('[data-porchlight]');
      return node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '') + (widget ? ' in ' + widget.dataset.porchlight : '');
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifts.push({ value: entry.value, moved: entry.sources.map((s) => describe(s.node)) });
    }).observe({ type: 'layout-shift', buffered: true });
  }`);

/**
 * The page has loaded (every resource it names), every widget has mounted or failed, each comment section is
 * drawn (one fetched as HTML comes after its mount) with its answers in, and the counts have theirs (but those
 * of a count pointed at another endpoint, which on the states page does not answer). The events that end a
 * page's load, not a quiet network: a request the page leaves hanging would hold that forever. The states page
 * is measured as it loads: its states come when the reader presses "Show every state".
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-porchlight]')].every((el) => el.dataset.porchlightState) &&
      [...document.querySelectorAll('[data-porchlight="comments"]')].every((el) => el.querySelector('.pl-comments')) &&
      !document.querySelector('.pl-comments[aria-busy]') &&
      [...document.querySelectorAll('[data-porchlight="comment-count"]:not([data-src]) a')].every((a) =>
        /\d/.test(a.textContent ?? ''),
      ),
  );
  // A last frame for anything the answers set off.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('every demo page, at 360 and 1280 px wide, fast and slowed: CLS at most 0.01', async ({ server, browser }) => {
  const results: string[] = [];
  const failures: string[] = [];
  for (const path of [...MEASURED, ...SHIFTS_ONLY])
    for (const viewport of VIEWPORTS)
      for (const slow of [false, true]) {
        const { page, context, close } = await newPage(browser, { viewport });
        await recordShifts(page);
        if (slow) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await cdp.send('Network.enable');
          // Roughly a slow 4G phone: 150 ms of latency, 1.6 Mbit/s down.
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 150,
            downloadThroughput: 200_000,
            uploadThroughput: 90_000,
          });
        }
        await page.goto(`${server.url}${path}`);
        await settled(page);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const line = `${path.padEnd(20)} ${String(viewport.width).padStart(4)} px ${slow ? 'slowed' : 'fast  '} CLS ${cls.toFixed(4)}`;
        results.push(line);
        if (cls > LIMIT)
          failures.push(
            `${line}: ${shifts.map((s) => `${s.value.toFixed(3)} moved ${[...new Set(s.moved)].join(', ')}`).join('; ')}`,
          );
        await close();
      }
  console.log(`\nLayout shift per page (limit ${LIMIT})\n${results.join('\n')}\n`);
  assert.equal(failures, []);
});

/** Where each widget sits and how tall it is: its place and height, in page coordinates. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-porchlight]')].map((el) => {
      const box = el.getBoundingClientRect();
      return { widget: el.dataset.porchlight!, top: Math.round(box.top + scrollY), height: Math.round(box.height) };
    }),
  );

test('every widget takes, before its script, the place and height it has once enhanced; the comment section grows only below its heading', async ({
  server,
  browser,
}) => {
  const failures: string[] = [];
  for (const path of MEASURED)
    for (const viewport of VIEWPORTS) {
      // Before: the loader blocked, so widgets.css holds every widget as the page wrote it.
      const held = await newPage(browser, { viewport });
      await held.page.route('**/widgets/loader.js', (route) => route.abort('blockedbyclient'));
      await held.page.goto(`${server.url}${path}`);
      const before = await boxes(held.page);
      await held.close();
      const { page, close } = await newPage(browser, { viewport });
      await page.goto(`${server.url}${path}`);
      await settled(page);
      const after = await boxes(page);
      const heading = await page.evaluate(() => {
        const section = document.querySelector('[data-porchlight="comments"]');
        if (!section) return 0;
        // Level 2 by default; the themes page, whose columns are h2, asks for 3.
        const h2 = section.querySelector('h2, h3')!;
        // Nothing above the heading but its own margin.
        return Math.round(
          h2.getBoundingClientRect().top -
            section.getBoundingClientRect().top -
            parseFloat(getComputedStyle(h2).marginTop),
        );
      });
      await close();
      assert.is(after.length, before.length, path);
      before.forEach((was, i) => {
        const now = after[i]!;
        const where = `${path} at ${viewport.width} px: ${was.widget}`;
        if (Math.abs(now.top - was.top) > 1) failures.push(`${where} moved from ${was.top} to ${now.top}`);
        // The comment section holds 12em, and what it loads grows below its heading, which sits at its top.
        if (was.widget === 'comments') {
          if (now.height < was.height) failures.push(`${where} shrank from ${was.height} to ${now.height}`);
          if (heading !== 0) failures.push(`${where}: its heading is ${heading} px below its top`);
        } else if (Math.abs(now.height - was.height) > 1)
          failures.push(`${where} was ${was.height} px tall, then ${now.height}`);
      });
    }
  assert.equal(failures, []);
});

test('a widget that fails gets its page markup back in full: the space holders let go', async ({ server, browser }) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.route('**/widgets/tags-dropdown.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`${server.url}/`);
  const dropdown = page.locator('[data-porchlight="tags-dropdown"]');
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-porchlight="tags-dropdown"]') as HTMLElement).dataset.porchlightState === 'failed',
  );
  assert.ok(await dropdown.getByRole('link').first().isVisible(), 'the tag links the page wrote are shown');
  assert.ok((await dropdown.getByRole('link').count()) >= 5);
  await close();
});

test('a loader that a blocker stopped: what the space holders hide comes back after 8 s', async ({
  server,
  browser,
}) => {
  const home = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  const post = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  for (const { page } of [home, post])
    await page.route('**/widgets/loader.js', (route) => route.abort('blockedbyclient'));
  await home.page.goto(`${server.url}/`);
  await post.page.goto(`${server.url}/posts/1`);
  // Held at first, as they would be while the widgets load...
  assert.not.ok(await home.page.locator('[data-porchlight="tags-dropdown"] a').first().isVisible());
  assert.ok(!(await post.page.locator('[data-porchlight="slideshow"] li').nth(1).isVisible()));
  // ...then given back, since no widget will come.
  await home.page.locator('[data-porchlight="tags-dropdown"] a').first().waitFor({ timeout: 12_000 });
  await post.page.locator('[data-porchlight="slideshow"] li').nth(1).waitFor({ timeout: 12_000 });
  const carousel = await home.page.$$eval(
    '[data-porchlight="tags-carousel"] a',
    (links) => links.filter((a) => (a as HTMLElement).checkVisibility()).length,
  );
  assert.is(
    carousel,
    await home.page.locator('[data-porchlight="tags-carousel"] a').count(),
    'every tag of the carousel',
  );
  await home.close();
  await post.close();
});

test('the demo pages block nothing but the reader’s scheme: styles inlined, the loader async, pictures that keep their space and load when needed', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  const blocking: string[] = [];
  page.on(
    'request',
    (request) => ['stylesheet', 'script'].includes(request.resourceType()) && blocking.push(request.url()),
  );
  for (const path of PAGES) {
    await page.goto(`${server.url}${path}`);
    const head = await page.evaluate(() => ({
      links: document.head.querySelectorAll('link[rel=stylesheet]').length,
      inlined: [...document.head.querySelectorAll('style')].some((style) =>
        style.textContent!.includes('data-porchlight-state'),
      ),
      // Every script there is async: the loader, and any the widgets added since (a count's JSONP call); but
      // the reader's chosen scheme (scheme.js, under 1 KB gzipped, from this origin), which must be set before the
      // first paint or the page would flash the other scheme.
      scriptsAsync: [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].every(
        (script) => script.async || new URL(script.src).pathname === '/demo/scheme.js',
      ),
      loader: document.head.querySelectorAll('script[src$="/widgets/loader.js"]').length,
    }));
    assert.equal(head, { links: 0, inlined: true, scriptsAsync: true, loader: 1 }, path);
  }
  assert.not.ok(
    blocking.some((url) => url.endsWith('.css')),
    'no stylesheet is fetched',
  );
  await page.goto(`${server.url}/posts/1`);
  const images = await page.$$eval('[data-porchlight="slideshow"] img', (imgs) =>
    imgs.map((img) => [
      img.getAttribute('width'),
      img.getAttribute('height'),
      img.getAttribute('decoding'),
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
    ]),
  );
  assert.ok(images.length > 1);
  assert.equal(images[0], ['800', '450', 'async', null, 'high'], 'the first slide: fetched first, never lazy');
  for (const later of images.slice(1)) assert.equal(later, ['800', '450', 'async', 'lazy', null]);
  await close();
});

test('without scripts nothing is held back: the page markup shows as written', async ({ server, browser }) => {
  const { page, close } = await newPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}/posts/1`);
  const slides = page.locator('[data-porchlight="slideshow"] li');
  assert.ok((await slides.count()) > 1);
  for (let i = 0; i < (await slides.count()); i++) assert.ok(await slides.nth(i).isVisible(), `slide ${i + 1} shown`);
  await page.goto(`${server.url}/`);
  assert.ok(await page.locator('[data-porchlight="tags-dropdown"] a').first().isVisible());
  await close();
});

test.run();
