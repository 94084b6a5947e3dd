import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import type { RunningServer } from '../helpers/server.ts';
import { fixtureHtml, openFixture } from '../helpers/widget-fixture.ts';

// Spacing (docs/theming.md "Theming"): a blog that sets --porchlight-space spaces every widget by it, each spacing the
// same multiple of it as at the default (0.5rem); and the space holders in widgets.css, written with the same
// expressions, still hold each widget's exact place and height, so nothing moves when they enhance.

const test = browserSuite('spacing', { DEMO_MODERATION: 'off' });

const tags = (names: string[]) =>
  `<ul>${names.map((name) => `<li><a href="/tags/${name.toLowerCase()}">${name}</a></li>`).join('')}</ul>`;
const slides = ['Dawn', 'Lock', 'Bridge']
  .map(
    (name) =>
      `<li><figure><img src="/demo-media/towpath-dawn.svg" alt="${name}" width="800" height="450"><figcaption>${name} on the towpath</figcaption></figure></li>`,
  )
  .join('');
/** Every widget that spaces its parts. */
const WIDGETS = `
<div data-porchlight="comment-count" data-post-id="1"></div>
<div data-porchlight="share" data-url="https://blog.example/posts/1" data-title="A post"></div>
<div data-porchlight="print"></div>
<div data-porchlight="slideshow" data-label="Towpath pictures"><ul>${slides}</ul></div>
<div data-porchlight="audio-player" data-track="Canal evening"><audio src="/demo-media/canal-evening.wav" controls loop preload="none"></audio></div>
<div data-porchlight="tags-carousel" data-label="Tags">${tags(['Walking', 'Baking', 'Photography', 'Night sky', 'Repairs'])}</div>
<div data-porchlight="tags-dropdown" data-label="All tags">${tags(['Walking', 'Baking', 'Gardening'])}</div>
<div data-porchlight="last-comments" data-blog-id="1" data-rows="3"><h2>Latest comments</h2></div>
<div id="comments" data-porchlight="comments" data-render="client" data-post-id="1"></div>`;
const DOUBLED = '<style>:root{--porchlight-space:1rem}</style>';

/** The fixture page with every widget under `head`, each mounted and loaded. */
async function open(page: Page, server: RunningServer, head: string) {
  await openFixture(page, server.url, fixtureHtml(WIDGETS, { head, widgetsCss: true, title: 'Spacing' }));
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-porchlight]')].every((el) => el.dataset.porchlightState) &&
      !!document.querySelector('#comments .pl-list > li') &&
      !!document.querySelector('.pl-lc li') &&
      /\d/.test(document.querySelector('[data-porchlight="comment-count"] a')?.textContent ?? ''),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A spacing of each widget, in px, as Chromium computes it: [selector, property]. */
const PROBES: Record<string, [string, string]> = {
  'slideshow: between its controls': ['.porchlight-slideshow-controls', 'column-gap'],
  'slideshow: below its controls': ['.porchlight-slideshow-controls', 'margin-block-end'],
  'a control (slideshow, tags, audio): its sides': ['.porchlight-control', 'padding-inline-start'],
  'audio player: between its parts': ['.porchlight-audio-player', 'column-gap'],
  'tags carousel: between its buttons and tags': ['.porchlight-tags-carousel', 'column-gap'],
  'tags dropdown: above its list': ['.porchlight-tags-dropdown > ul', 'padding-block-start'],
  'tags dropdown: a link’s sides': ['.porchlight-tags-dropdown > ul a', 'padding-inline-start'],
  'share: between its links': ['.pl-share ul', 'column-gap'],
  'print: its sides': ['.pl-print', 'padding-inline-start'],
  'comment section: between comments': ['#comments .pl-item', 'margin-block-end'],
  'comment section: inside a comment': ['#comments .pl-head', 'column-gap'],
  'comment section: a button’s sides': ['#comments .pl-bar button', 'padding-inline-start'],
  'comment form: its frame': ['#comments .pl-form', 'padding-block-start'],
  'comment form: between its fields': ['#comments .pl-form', 'row-gap'],
};
/** What each spacing is at the default, in px on a 16px root: the look before it was a property. */
const DEFAULTS: Record<string, number> = {
  'slideshow: between its controls': 8,
  'slideshow: below its controls': 8,
  'a control (slideshow, tags, audio): its sides': 14,
  'audio player: between its parts': 8,
  'tags carousel: between its buttons and tags': 4,
  'tags dropdown: above its list': 4,
  'tags dropdown: a link’s sides': 16,
  'share: between its links': 8,
  'print: its sides': 14,
  'comment section: between comments': 16,
  'comment section: inside a comment': 8,
  'comment section: a button’s sides': 12.8,
  'comment form: its frame': 12.8,
  'comment form: between its fields': 9.6,
};

async function spacings(browser: Browser, server: RunningServer, head: string) {
  const { page, pageErrors, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await open(page, server, head);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  // The form's look comes with its chunk, which may land a moment after the form itself: measured before
  // it, the form has no padding and a gap of 'normal'.
  await page.waitForFunction(() => {
    const form = document.querySelector('#comments .pl-form');
    return form !== null && getComputedStyle(form).rowGap !== 'normal';
  });
  const measured = await page.evaluate(
    (probes) =>
      Object.fromEntries(
        Object.entries(probes).map(([name, [selector, property]]) => {
          const el = document.querySelector(selector);
          return [name, el ? parseFloat(getComputedStyle(el).getPropertyValue(property)) : NaN];
        }),
      ),
    PROBES,
  );
  assert.equal(pageErrors, []);
  await close();
  return measured;
}

test('a blog’s --porchlight-space spaces every widget: each spacing the same multiple of it as at the default', async ({
  server,
  browser,
}) => {
  const byDefault = await spacings(browser, server, '');
  assert.equal(byDefault, DEFAULTS, 'at the default, the widgets look as they did');
  const doubled = await spacings(browser, server, DOUBLED);
  const expected = Object.fromEntries(Object.entries(DEFAULTS).map(([name, px]) => [name, 2 * px]));
  assert.equal(doubled, expected, 'at 1rem, twice');
});

/** Where each widget sits and how tall it is, in page coordinates. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-porchlight]')].map((el) => {
      const box = el.getBoundingClientRect();
      return { widget: el.dataset.porchlight!, top: Math.round(box.top + scrollY), height: Math.round(box.height) };
    }),
  );

/**
 * Demo pages with every widget that has a space holder, and the widths measured. Not measured: a doubled unit
 * makes some rows wider than a holder can know, and they wrap: the slideshow's controls take two rows at 360 px
 * where its holder keeps one, and on a post the print button, which holds no width before its script, no
 * longer fits beside the share links at 1280 px. At the default they fit (tests/browser/layout-shift.test.ts).
 */
const CASES: [string, number][] = [
  ['/', 360],
  ['/', 1280],
  ['/tags/walking', 360],
  ['/tags/walking', 1280],
  ['/examples/themes', 1280],
];

/** A demo page as its blog would write it with `--porchlight-space: 1rem` on its :root; the loader blocked if `held`. */
async function openDoubled(page: Page, server: RunningServer, path: string, held = false) {
  await page.route(
    (url) => url.origin === server.url && url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', `${DOUBLED}</head>`);
      await route.fulfill({ response, body: html });
    },
  );
  if (held) await page.route('**/widgets/loader.js', (route) => route.abort('blockedbyclient'));
  await page.goto(`${server.url}${path}`);
  if (held) return;
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-porchlight]')].every((el) => el.dataset.porchlightState) &&
      !document.querySelector('.pl-comments[aria-busy]') &&
      [...document.querySelectorAll('[data-porchlight="comment-count"] a')].every((a) =>
        /\d/.test(a.textContent ?? ''),
      ),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('at --porchlight-space: 1rem the space holders still hold each widget’s place and height: no layout shift', async ({
  server,
  browser,
}) => {
  const failures: string[] = [];
  for (const [path, width] of CASES) {
    const viewport = { width, height: 800 };
    const held = await newPage(browser, { viewport });
    await openDoubled(held.page, server, path, true);
    const before = await boxes(held.page);
    assert.is(
      await held.page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--porchlight-space')),
      '1rem',
    );
    await held.close();
    const { page, close } = await newPage(browser, { viewport });
    await page.addInitScript(`{
        window.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      }`);
    await openDoubled(page, server, path);
    const after = await boxes(page);
    const cls = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    await close();
    assert.is(after.length, before.length, path);
    before.forEach((was, i) => {
      const now = after[i]!;
      const where = `${path} at ${viewport.width} px: ${was.widget}`;
      if (Math.abs(now.top - was.top) > 1) failures.push(`${where} moved from ${was.top} to ${now.top}`);
      // The comment section holds 12em and grows below its heading once its comments come.
      if (was.widget === 'comments') {
        if (now.height < was.height) failures.push(`${where} shrank from ${was.height} to ${now.height}`);
      } else if (Math.abs(now.height - was.height) > 1)
        failures.push(`${where} was ${was.height} px tall, then ${now.height}`);
    });
    if (cls > 0) failures.push(`${path} at ${viewport.width} px: CLS ${cls.toFixed(4)}`);
  }
  assert.equal(failures, []);
});

test.run();
