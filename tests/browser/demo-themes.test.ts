import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../helpers/axe.ts';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';

// The demo blog in the reader's scheme (docs/theming.md "Theming"): site.css follows prefers-color-scheme, and the
// widgets, which take the blog's colours by default, follow with it; the header's switcher forces light or
// dark, remembered, applied before the first paint and never shown without script; /examples/themes shows
// every widget forced light and forced dark side by side.
const test = browserSuite('demo themes', { DEMO_MODERATION: 'off' });

const KEY = 'porchlight-demo-scheme';

/** Relative luminance (WCAG) of a computed colour such as `rgb(22, 22, 24)`: 0 is black, 1 white. */
const luminance = (css: string) => {
  const [r, g, b] = css.match(/[\d.]+/g)!.map(Number);
  return [r!, g!, b!]
    .map((v) => v / 255)
    .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
};
const isDark = (css: string) => luminance(css) < 0.05;
const isLight = (css: string) => luminance(css) > 0.8;

/** The page's background (the body's) and text colour, and the scheme the switcher set. */
const pageLook = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
    scheme: document.documentElement.dataset.scheme ?? null,
  }));

/** Every widget on the page mounted, the comment section's threads and the counts' numbers in. */
const ready = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-porchlight]')].every(
        (el) => el.dataset.porchlightState === 'ready',
      ) &&
      [...document.querySelectorAll('[data-porchlight="comments"]')].every((el) => el.querySelector('.pl-list > li')) &&
      [...document.querySelectorAll('[data-porchlight="comment-count"] a')].every((a) =>
        /\d/.test(a.textContent ?? ''),
      ),
  );

test('the demo follows the reader’s prefers-color-scheme, and its widgets with it', async ({ server, browser }) => {
  for (const scheme of ['dark', 'light'] as const) {
    const { page, close, pageErrors, consoleErrors } = await newPage(browser, { colorScheme: scheme });
    await page.goto(`${server.url}/posts/1?comments=client`);
    await ready(page);
    const look = await pageLook(page);
    const widgetText = await page.evaluate(() => ({
      comment: getComputedStyle(document.querySelector('#comments .pl-list > li')!).color,
      count: getComputedStyle(document.querySelector('[data-porchlight="comment-count"] a')!).color,
    }));
    if (scheme === 'dark') {
      assert.ok(isDark(look.background), `dark page: ${look.background}`);
      assert.ok(isLight(look.text), `light text: ${look.text}`);
      assert.ok(isLight(widgetText.comment), `a comment's text is light: ${widgetText.comment}`);
      assert.ok(luminance(widgetText.count) > 0.4, `the count's link is light: ${widgetText.count}`);
    } else {
      assert.ok(isLight(look.background), `light page: ${look.background}`);
      assert.ok(isDark(widgetText.comment), `a comment's text is dark: ${widgetText.comment}`);
    }
    assert.is(look.scheme, null, 'nothing chosen: the system decides');
    assert.equal(pageErrors, []);
    assert.equal(consoleErrors, [], 'the scheme script loads under the CSP');
    await close();
  }
});

test('the switcher: Dark chosen from the keyboard applies at once and on every page after, before the first paint; Match my system follows the system again', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors, consoleErrors } = await newPage(browser, { colorScheme: 'light' });
  // Whether <html data-scheme> is already set when the body starts: nothing is drawn in the other scheme first.
  await page.addInitScript(`{
    window.schemeAtBody = 'not seen';
    new MutationObserver((changes, observer) => {
      if (!document.body) return;
      window.schemeAtBody = document.documentElement.dataset.scheme || null;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }`);
  await page.goto(`${server.url}/`);
  const switcher = page.getByLabel('Theme');
  assert.ok(await switcher.isVisible());
  // Tab from the top: the blog's name, then the switcher.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'site-scheme');
  assert.is(await switcher.inputValue(), 'system');
  await page.keyboard.press('ArrowDown'); // Light
  await page.keyboard.press('ArrowDown'); // Dark
  let look = await pageLook(page);
  assert.is(look.scheme, 'dark');
  assert.ok(isDark(look.background), look.background);
  assert.is(await page.evaluate((key) => localStorage.getItem(key), KEY), 'dark');

  await page.reload();
  look = await pageLook(page);
  assert.is(look.scheme, 'dark', 'remembered');
  assert.ok(isDark(look.background), look.background);
  assert.is(await page.evaluate(() => (window as unknown as { schemeAtBody: unknown }).schemeAtBody), 'dark');
  assert.is(await switcher.inputValue(), 'dark', 'the switcher shows the choice');
  assert.equal(consoleErrors, [], 'the scheme script loads under the CSP');
  // Another page of the demo, and the sign-in popup, open in the chosen scheme too. (The popup's page names no
  // icon, so Chromium asks for /favicon.ico and logs its 404: console errors are checked above only.)
  for (const path of ['/posts/2', '/comments/en/fetch/user']) {
    await page.goto(`${server.url}${path}`);
    assert.ok(isDark((await pageLook(page)).background), path);
  }

  await page.goto(`${server.url}/`);
  await switcher.focus();
  await page.keyboard.press('Home'); // Match my system
  assert.is(await switcher.inputValue(), 'system');
  look = await pageLook(page);
  assert.is(look.scheme, null);
  assert.ok(isLight(look.background), 'the system is light');
  assert.is(await page.evaluate((key) => localStorage.getItem(key), KEY), null, 'nothing kept');
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.ok(isDark((await pageLook(page)).background), 'the system turns dark, and the page with it');
  await page.reload();
  assert.ok(isDark((await pageLook(page)).background), 'still the system’s after a reload');
  assert.equal(pageErrors, []);
  await close();
});

test('without script the switcher does not show, and the page still follows the system', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { colorScheme: 'dark', javaScriptEnabled: false });
  await page.goto(`${server.url}/posts/1`);
  assert.is(await page.locator('#site-scheme').count(), 1);
  assert.not.ok(await page.locator('#site-scheme').isVisible(), 'hidden: it would do nothing');
  assert.not.ok(await page.getByText('Theme', { exact: true }).isVisible());
  assert.ok(isDark((await pageLook(page)).background));
  await close();
});

test('/examples/themes: every widget ready in a light and a dark column, the comment section on its side’s background', async ({
  server,
  browser,
}) => {
  // The page itself light, then dark: the columns keep their themes whatever the page's.
  for (const [query, scheme, withComments] of [
    ['', 'light', 'light'],
    ['?theme=dark', 'dark', 'dark'],
  ] as const) {
    const { page, close, pageErrors, consoleErrors } = await newPage(browser, { colorScheme: scheme });
    await page.goto(`${server.url}/examples/themes${query}`);
    await ready(page);
    const sides = await page.evaluate(() =>
      (['light', 'dark'] as const).map((side) => {
        const cells = [...document.querySelectorAll(`.theme-column[data-column="${side}"]`)];
        return {
          side,
          widgets: cells.flatMap((cell) =>
            [...cell.querySelectorAll<HTMLElement>('[data-porchlight]')].map(
              (el) => `${el.dataset.porchlight} ${el.dataset.theme} ${el.dataset.porchlightState}`,
            ),
          ),
          comments: cells.flatMap((cell) =>
            [...cell.querySelectorAll('[data-porchlight="comments"]')].map((section) => ({
              background: getComputedStyle(section).backgroundColor,
              text: getComputedStyle(section.querySelector('.pl-list > li')!).color,
            })),
          ),
        };
      }),
    );
    const every = [
      'comment-count',
      'comment-count',
      'last-comments',
      'share',
      'print',
      'slideshow',
      'audio-player',
      'tags-carousel',
      'tags-dropdown',
    ];
    for (const { side, widgets, comments } of sides) {
      const expected = [...every, ...(side === withComments ? ['comments'] : [])];
      assert.equal(
        widgets,
        expected.map((name) => `${name} ${side} ready`),
        `${side} side`,
      );
      assert.is(comments.length, side === withComments ? 1 : 0);
      for (const { background, text } of comments)
        if (side === 'light') {
          assert.ok(isLight(background), `light side's comment section: ${background}`);
          assert.ok(isDark(text), text);
        } else {
          assert.ok(isDark(background), `dark side's comment section: ${background}`);
          assert.ok(isLight(text), text);
        }
    }
    // Side by side on a laptop: the light column left of the dark one, each comment cell below its column.
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.theme-column')].map((cell) => {
        const box = cell.getBoundingClientRect();
        return { side: cell.dataset.column, left: Math.round(box.left), top: Math.round(box.top + scrollY) };
      }),
    );
    assert.equal(
      boxes.map(({ side }) => side),
      ['light', 'dark', withComments === 'light' ? 'dark' : 'light', withComments],
    );
    const left = (side: string) => boxes.filter((box) => box.side === side).map((box) => box.left);
    assert.ok(left('light')[0]! < left('dark')[0]!, 'light on the left');
    assert.is(new Set(left('light')).size, 1, 'the light cells in one column');
    assert.is(new Set(left('dark')).size, 1, 'the dark cells in one column');
    assert.is(boxes[0]!.top, boxes[1]!.top, 'the two columns side by side');
    assert.is(boxes[2]!.top, boxes[3]!.top, 'the comment cells side by side, below them');
    const repeated = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
    assert.equal(repeated, [], 'every id once, what the widgets add included');
    assert.equal(pageErrors, []);
    assert.equal(consoleErrors, []);
    await close();
  }
});

test('axe: zero violations on /examples/themes (a light and a dark page, at a laptop’s and a phone’s width) and on a post page in dark mode', async ({
  server,
  browser,
}) => {
  for (const [path, scheme, width] of [
    ['/examples/themes', 'light', 1280],
    ['/examples/themes?theme=dark', 'dark', 1280],
    ['/examples/themes', 'dark', 360],
    ['/posts/1', 'dark', 1280],
    ['/posts/1?comments=client', 'dark', 360],
  ] as const) {
    const { page, close } = await newPage(browser, { colorScheme: scheme, viewport: { width, height: 800 } });
    await page.goto(`${server.url}${path}`);
    await ready(page);
    assert.equal(await axeViolations(page, 'body'), [], `${path}, ${scheme}, ${width} px`);
    await close();
  }
});

test.run();
