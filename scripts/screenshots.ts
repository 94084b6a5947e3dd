/**
 * `npm run screenshots`: the pictures of the widgets (docs/embedding.md "Screenshots"), taken from the running
 * demo, so they show what the code draws today. The demo server runs in this process on a throwaway, freshly
 * seeded database; Chromium opens its pages at a phone's width (360) and a laptop's (1280), light and dark
 * (the demo follows prefers-color-scheme), with reduced motion, in UTC and US English, and each widget is
 * captured once it is ready, alone (an element screenshot at a device scale factor of 1). A widget taller than
 * MAX_HEIGHT (the comment section) is cut there. Everything shown comes from the seed, whose comments carry
 * fixed dates shown as dates (not "3 days ago"), so running it again draws the same pictures on one machine
 * (the fonts are the machine's: system-ui).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright';

export const WIDGETS = [
  'comments',
  'comment-count',
  'last-comments',
  'share',
  'print',
  'slideshow',
  'audio-player',
  'tags-carousel',
  'tags-dropdown',
] as const;
export type Widget = (typeof WIDGETS)[number];

export const WIDTHS = [360, 1280] as const;
export const SCHEMES = ['light', 'dark'] as const;
/** The tallest picture, in CSS pixels: the comment section's first threads, not all 27. */
export const MAX_HEIGHT = 700;
/** Where the pictures go, from the repository's root; the README links them by this path, docs/embedding.md from beside them. */
export const SCREENSHOTS_DIR = 'docs/screenshots';

/** The demo page that shows each widget as a blog carries it; the first element of that widget there is taken. */
export const PAGES: Record<Widget, string> = {
  comments: '/posts/1',
  'comment-count': '/posts/1',
  'last-comments': '/',
  share: '/posts/1',
  print: '/posts/1',
  slideshow: '/posts/1',
  'audio-player': '/posts/1',
  'tags-carousel': '/',
  'tags-dropdown': '/',
};

export interface Shot {
  widget: Widget;
  width: (typeof WIDTHS)[number];
  scheme: (typeof SCHEMES)[number];
  /** From the repository's root: docs/screenshots/<widget>-<width>-<scheme>.png. */
  file: string;
}

/** Every picture the script writes, widget by widget: 36 of them. */
export const SHOTS: Shot[] = WIDGETS.flatMap((widget) =>
  WIDTHS.flatMap((width) =>
    SCHEMES.map((scheme) => ({ widget, width, scheme, file: `${SCREENSHOTS_DIR}/${widget}-${width}-${scheme}.png` })),
  ),
);

const root = fileURLToPath(new URL('..', import.meta.url));

/** The widget on the page, mounted, with its content in and its pictures decoded. */
async function readyWidget(page: Page, widget: Widget) {
  const element = page.locator(`[data-porchlight="${widget}"]`).first();
  await page.waitForFunction(
    (name) => {
      const el = document.querySelector<HTMLElement>(`[data-porchlight="${name}"]`);
      if (el?.dataset.porchlightState !== 'ready') return false;
      if (name === 'comments') return Boolean(el.querySelector('.pl-list > li')) && !el.querySelector('[aria-busy]');
      if (name === 'comment-count') return /\d/.test(el.textContent ?? '');
      if (name === 'last-comments') return Boolean(el.querySelector('.pl-lc-list li'));
      return true;
    },
    widget,
    { timeout: 15_000 },
  );
  await element.scrollIntoViewIfNeeded();
  await page.evaluate(async (name) => {
    const el = document.querySelector(`[data-porchlight="${name}"]`)!;
    const images = [...el.querySelectorAll('img')].filter((img) => img.checkVisibility());
    await Promise.all(images.map((img) => img.decode().catch(() => {})));
    await document.fonts.ready;
    // Two frames: what the last answer set off is drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, widget);
  return element;
}

/** Takes every shot in SHOTS against a server at `origin`. */
async function takeShots(origin: string) {
  const { launchBrowser } = await import('../tests/helpers/browser.ts');
  const browser = await launchBrowser();
  try {
    for (const width of WIDTHS)
      for (const scheme of SCHEMES) {
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          deviceScaleFactor: 1,
          colorScheme: scheme,
          reducedMotion: 'reduce',
          locale: 'en-US',
          timezoneId: 'UTC',
        });
        const page = await context.newPage();
        const shots = SHOTS.filter((shot) => shot.width === width && shot.scheme === scheme);
        for (const path of new Set(shots.map((shot) => PAGES[shot.widget]))) {
          await page.goto(`${origin}${path}`);
          for (const shot of shots.filter((candidate) => PAGES[candidate.widget] === path)) {
            const element = await readyWidget(page, shot.widget);
            const box = await element.boundingBox();
            if (!box) throw new Error(`${shot.widget} is not shown at ${width} px`);
            const options = { path: join(root, shot.file), animations: 'disabled', caret: 'hide' } as const;
            if (box.height <= MAX_HEIGHT) await element.screenshot(options);
            else {
              // The page from its top: the element's place there, cut at MAX_HEIGHT.
              const top = await element.evaluate((el) => el.getBoundingClientRect().top + scrollY);
              const left = await element.evaluate((el) => el.getBoundingClientRect().left + scrollX);
              await page.screenshot({
                ...options,
                fullPage: true,
                clip: { x: left, y: top, width: box.width, height: MAX_HEIGHT },
              });
            }
            console.log(`  ${shot.file}`);
          }
        }
        await context.close();
      }
  } finally {
    await browser.close();
  }
}

async function main() {
  const { createServer } = await import('../src/server-package/server.ts');
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-screenshots-'));
  const server = await createServer({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'demo.db')}`,
      SEED: 'demo',
      LOG_LEVEL: 'silent',
    },
  });
  try {
    const origin = await server.listen();
    mkdirSync(join(root, SCREENSHOTS_DIR), { recursive: true });
    console.log(`Screenshots of the demo at ${origin}:`);
    await takeShots(origin);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run as a script, not when a test imports SHOTS.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
