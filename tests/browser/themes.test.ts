import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright';
import { launchBrowser, newPage } from '../helpers/browser.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';
import { fixtureHtml, openFixture } from '../helpers/widget-fixture.ts';

// Theming (docs/theming.md "Theming"): every text and control the widgets draw keeps WCAG AA contrast in every theme,
// computed here pair by pair from the colours Chromium resolves (light-dark(), color-mix() and system colours
// included); and under forced colours (Windows high contrast) every control, focus ring and pressed state
// still shows.

const test = suite<{ server: RunningServer; browser: Browser }>('themes');

const tags = (names: string[]) =>
  `<ul>${names.map((name) => `<li><a href="/tags/${name.toLowerCase()}">${name}</a></li>`).join('')}</ul>`;
const slides = ['Dawn', 'Lock', 'Bridge']
  .map(
    (name) =>
      `<li><figure><img src="/demo-media/towpath-dawn.svg" alt="${name}" width="800" height="450"><figcaption>${name} on the towpath</figcaption></figure></li>`,
  )
  .join('');
/** Every widget, each with `attrs` (a forced theme, or none). */
const widgets = (attrs: string) => `
<div ${attrs} data-porchlight="comment-count" data-post-id="1"></div>
<div ${attrs} data-porchlight="share" data-url="https://blog.example/posts/1" data-title="A post"></div>
<div ${attrs} data-porchlight="print"></div>
<div ${attrs} data-porchlight="slideshow" data-label="Towpath pictures"><ul>${slides}</ul></div>
<div ${attrs} data-porchlight="audio-player" data-track="Canal evening"><audio src="/demo-media/canal-evening.wav" controls loop preload="none"></audio></div>
<div ${attrs} data-porchlight="tags-carousel" data-label="Tags">${tags(['Walking', 'Baking', 'Photography', 'Night sky', 'Repairs'])}</div>
<div ${attrs} data-porchlight="tags-dropdown" data-label="All tags">${tags(['Walking', 'Baking', 'Gardening'])}</div>
<div ${attrs} data-porchlight="last-comments" data-blog-id="1"><h2>Latest comments</h2></div>
<div ${attrs} id="comments" data-porchlight="comments" data-render="client" data-post-id="1"></div>`;

const LIGHT_BLOG = '';
const DARK_BLOG = '<style>:root{color-scheme:dark}body{background:#121212;color:#e8e8ea}a{color:#a8c7fa}</style>';
// A dark blog that never says so: its colours only, the color-scheme left light.
const DARK_BLOG_UNDECLARED = '<style>body{background:#1b1b1f;color:#dcdce0}a{color:#9ecbff}</style>';
const THEMES = '<link rel="stylesheet" href="/widgets/themes.css">';

interface Theme {
  name: string;
  head: string;
  attrs: string;
  scheme: 'light' | 'dark';
}
const THEME_ROWS: Theme[] = [
  { name: 'the blog’s own, light blog', head: LIGHT_BLOG, attrs: '', scheme: 'light' },
  { name: 'the blog’s own, dark blog (color-scheme: dark)', head: DARK_BLOG, attrs: '', scheme: 'dark' },
  {
    name: 'the blog’s own, dark blog that declares no color-scheme',
    head: DARK_BLOG_UNDECLARED,
    attrs: '',
    scheme: 'dark',
  },
  { name: 'data-theme="light" on a dark blog', head: DARK_BLOG + THEMES, attrs: 'data-theme="light"', scheme: 'light' },
  { name: 'data-theme="dark" on a light blog', head: THEMES, attrs: 'data-theme="dark"', scheme: 'light' },
  { name: 'data-theme="auto", reader prefers dark', head: THEMES, attrs: 'data-theme="auto"', scheme: 'dark' },
  {
    name: 'data-theme="auto", reader prefers light',
    head: DARK_BLOG + THEMES,
    attrs: 'data-theme="auto"',
    scheme: 'light',
  },
];

test.before(async (context) => {
  context.server = await startServer({ DEMO_MODERATION: 'off' });
  context.browser = await launchBrowser();
});
test.after(async ({ server, browser }) => {
  await browser.close();
  await server.stop();
});

/** Opens every widget, mounted and loaded, then opens the comment form and the tags list so their parts are drawn too. */
async function openAll(page: Page, server: RunningServer, theme: Pick<Theme, 'head' | 'attrs'>) {
  // The measuring code names its inner functions, which tsx keeps through a helper the page lacks.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  await openFixture(
    page,
    server.url,
    fixtureHtml(widgets(theme.attrs), { head: theme.head, widgetsCss: true, title: 'Themes' }),
  );
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-porchlight-state="ready"]').length === 9 &&
      !!document.querySelector('#comments .pl-list > li') &&
      !!document.querySelector('.pl-lc li') &&
      /\d/.test(document.querySelector('[data-porchlight="comment-count"] a')?.textContent ?? ''),
  );
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await page.waitForSelector('#comments form');
  await page.getByRole('button', { name: /^All tags/ }).click();
}

/**
 * Every visible text in a widget against what is drawn behind it, and every control's edge against the
 * background around it (WCAG 1.4.3 and 1.4.11): the lowest ratio found, and each pair under its threshold.
 */
const measureContrast = (page: Page) =>
  page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const probe = document.createElement('i');
    document.body.append(probe);
    // Chromium's own parse of any colour: rgb(), color(srgb …) from color-mix(), system colours.
    const parse = (css: string): RGBA => {
      const found = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(css);
      if (found) return [+found[1]!, +found[2]!, +found[3]!, found[4] === undefined ? 1 : +found[4]];
      const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(css);
      if (srgb) return [+srgb[1]! * 255, +srgb[2]! * 255, +srgb[3]! * 255, srgb[4] === undefined ? 1 : +srgb[4]];
      throw new Error(`a colour this test cannot read: ${css}`);
    };
    const over = (top: RGBA, bottom: RGBA): RGBA => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      return [0, 1, 2]
        .map((i) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / (a || 1))
        .concat(a) as RGBA;
    };
    /** What is painted behind `el`: its and its ancestors' backgrounds, composited down to the page. */
    const backdrop = (el: Element | null): RGBA => {
      const layers: RGBA[] = [];
      for (let at = el; at; at = at.parentElement) {
        const colour = parse(getComputedStyle(at).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] === 1) break;
      }
      return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1] as RGBA);
    };
    const luminance = ([r, g, b]: RGBA) =>
      [r, g, b]
        .map((v) => v / 255)
        .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const ratio = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 2 && box.height > 2 && style.visibility === 'visible' && +style.opacity > 0.5;
    };
    const failures: string[] = [];
    let lowest = Infinity;
    const check = (el: Element, what: string, fg: RGBA, bg: RGBA, needed: number) => {
      const value = ratio(over(fg, bg), bg);
      lowest = Math.min(lowest, value);
      if (value < needed)
        failures.push(
          `${what} "${(el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30)}" ${value.toFixed(2)}`,
        );
    };
    let pairs = 0;
    for (const root of document.querySelectorAll('[data-porchlight]'))
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (!shown(el) || el.closest('[aria-disabled="true"], .pl-vh, .porchlight-visually-hidden, svg, audio'))
          continue;
        const style = getComputedStyle(el);
        const bg = backdrop(el);
        const text = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
        if (text) {
          const size = parseFloat(style.fontSize);
          const large = size >= 24 || (size >= 18.66 && +style.fontWeight >= 700);
          check(el, 'text', parse(style.color), bg, large ? 3 : 4.5);
          pairs++;
        }
        // A control is told from its surroundings by its edge or by its fill, whichever stands out more. A comment's
        // quiet actions (Like, Reply, Actions…) are their words and icons, an edge only on hover: like a link,
        // their text identifies them (WCAG 1.4.11 asks nothing more of it), and that text is measured above.
        if (el.matches('button, input:not([type=hidden]), textarea, select') && !el.matches('.pl-actions button')) {
          const around = backdrop(el.parentElement);
          const edge = parseFloat(style.borderTopWidth) > 0 ? over(parse(style.borderTopColor), around) : around;
          const fill = over(parse(style.backgroundColor), around);
          check(el, 'control edge', ratio(edge, around) >= ratio(fill, around) ? edge : fill, around, 3);
          pairs++;
        }
      }
    probe.remove();
    return { lowest, failures, pairs };
  });

const rows: string[] = [];
for (const theme of THEME_ROWS)
  // WCAG 1.4.3 1.4.11
  test(`contrast, ${theme.name}`, async ({ server, browser }) => {
    const { page, close, pageErrors } = await newPage(browser, { colorScheme: theme.scheme });
    await openAll(page, server, theme);
    const { lowest, failures, pairs } = await measureContrast(page);
    assert.ok(pairs > 100, `${pairs} pairs measured`);
    assert.equal(failures, [], `under AA in ${theme.name}`);
    rows.push(`| ${theme.name} | ${pairs} | ${lowest.toFixed(2)} |`);
    assert.equal(pageErrors, []);
    await close();
  });

test('a forced theme draws its own colours, whatever the blog’s', async ({ server, browser }) => {
  const { page, close } = await newPage(browser, { colorScheme: 'light' });
  await openAll(page, server, { head: DARK_BLOG + THEMES, attrs: 'data-theme="light"' });
  const drawn = await page.evaluate(() => {
    const section = document.getElementById('comments')!;
    return { color: getComputedStyle(section).color, background: getComputedStyle(section).backgroundColor };
  });
  assert.equal(drawn, { color: 'rgb(29, 29, 31)', background: 'rgb(255, 255, 255)' });
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.is(
    await page.evaluate(() => getComputedStyle(document.getElementById('comments')!).backgroundColor),
    'rgb(255, 255, 255)',
    'light stays light',
  );
  await close();
});

// WCAG 1.4.1 1.4.11 2.4.7
test('forced colours: every control keeps an edge, every focus a ring, a pressed vote its mark', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.emulateMedia({ forcedColors: 'active' });
  await openAll(page, server, { head: LIGHT_BLOG, attrs: '' });
  const edgeless = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[data-porchlight] :is(button, input:not([type=hidden]):not([type=checkbox]), textarea, select)',
      ),
    ]
      .filter((el) => el.getBoundingClientRect().width > 2 && !el.closest('[role=menu], .pl-vh'))
      .filter((el) => {
        const style = getComputedStyle(el);
        return style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) === 0;
      })
      .map((el) => el.textContent!.trim() || el.getAttribute('aria-label')),
  );
  assert.equal(edgeless, [], 'controls without an edge under forced colours');

  // Every stop of a Tab walk through the widgets shows a ring: the widgets' own, or the browser's (auto).
  await page.locator('h1').click();
  const ringless: string[] = [];
  let stops = 0;
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement!;
      const style = getComputedStyle(el);
      return {
        inWidget: !!el.closest('[data-porchlight]'),
        name: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30),
        ok: style.outlineStyle === 'auto' || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2),
      };
    });
    if (!ring.inWidget) continue;
    stops++;
    if (!ring.ok) ringless.push(ring.name);
  }
  assert.ok(stops > 30, `${stops} stops in the widgets`);
  assert.equal(ringless, [], 'focus without a ring under forced colours');

  // A pressed vote differs from an unpressed one in what forced colours keep (weight, edges, lines), not in colour or shadow.
  const like = page.locator('#comments article').first().getByRole('button', { name: 'Like', exact: true });
  const look = () =>
    like.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.fontWeight, style.borderTopWidth, style.textDecorationLine, style.outlineStyle].join(' ');
    });
  const before = await look();
  await like.click();
  await page.waitForFunction(() => document.querySelector('#comments article button[aria-pressed="true"]'));
  await page.mouse.click(1, 1);
  assert.not.equal(await look(), before, 'pressed looks different under forced colours');
  await close();
});

test('the contrast table', () => {
  assert.is(rows.length, THEME_ROWS.length);
  console.log(
    `\nLowest contrast per theme (AA: 4.5 for text, 3 for large text and control edges)\n| theme | pairs | lowest |\n|---|---:|---:|\n${rows.join('\n')}`,
  );
});

test.run();
