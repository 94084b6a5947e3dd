import type { Page } from 'playwright';

/**
 * Fixture pages for the widgets that enhance host HTML (as the a11y harness asks:
 * `<html lang>`, `<main>`, an `<h1>`, two instances of each widget, and a
 * link before and after so a Tab walk can leave). They are served on the
 * real server's origin by routing one path, so the real loader and the real
 * widget chunks (and the demo media) load as they do for a blog.
 */
export const fixturePage = (title: string, body: string, lang = 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/demo/site.css"><link rel="stylesheet" href="/widgets/widgets.css"><script src="/widgets/loader.js" async></script></head>
<body><main><h1>${title}</h1><p><a href="#before" id="before">Before</a></p>
${body}
<p><a href="#after" id="after">After</a></p></main></body></html>`;

const slides = (prefix: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<li><figure><img src="/demo-media/towpath-dawn.svg" alt="${prefix} picture ${i + 1}" width="800" height="450"><figcaption>${prefix} caption ${i + 1}</figcaption></figure></li>`,
  ).join('');

export const slideshowFixture = (attrs = '') =>
  fixturePage(
    'Slideshows',
    `<div id="one" data-porchlight="slideshow" data-label="Canal pictures" ${attrs}><ul>${slides('Canal', 5)}</ul></div>
<div id="two" data-porchlight="slideshow" data-label="Garden pictures" ${attrs}><ul>${slides('Garden', 3)}</ul></div>`,
  );

export const TAGS = ['Walking', 'Baking', 'Photography', 'Night sky', 'Repairs', 'Audio', 'Gardening', 'Seeds'];
const tagList = (names: string[], current?: string) =>
  `<ul>${names.map((name) => `<li><a href="/tags-fixture.html?tag=${encodeURIComponent(name)}"${name === current ? ' aria-current="page"' : ''}>${name}</a></li>`).join('')}</ul>`;

export const carouselFixture = (attrs = '') =>
  fixturePage(
    'Tags carousels',
    `<div id="one" data-porchlight="tags-carousel" data-label="Tags" ${attrs}>${tagList(TAGS)}</div>
<div id="two" data-porchlight="tags-carousel" data-label="More tags" ${attrs}>${tagList(TAGS.slice(0, 5))}</div>`,
  );

/** `oneAttrs` replace the first dropdown's own (a French one names itself, so it has no `data-label`). */
export const dropdownFixture = (oneAttrs = 'data-label="Tags"') =>
  fixturePage(
    'Tags dropdowns',
    `<div id="one" data-porchlight="tags-dropdown" ${oneAttrs}>${tagList(TAGS)}</div>
<p>Between the two</p>
<div id="two" data-porchlight="tags-dropdown" data-label="More tags">${tagList(TAGS.slice(0, 4))}</div>`,
  );

/** `oneAttrs` go on the first player's root (`data-locale="fr"`); `audioAttrs` on both `<audio>`s. */
export const audioFixture = (audioAttrs = 'controls loop preload="none"', oneAttrs = '') =>
  fixturePage(
    'Audio players',
    ['Canal evening', 'Second loop']
      .map(
        (
          track,
          i,
        ) => `<div id="${i ? 'two' : 'one'}" data-porchlight="audio-player" data-track="${track}"${i ? '' : ` ${oneAttrs}`}>
<audio src="/demo-media/canal-evening.wav" ${audioAttrs}></audio>
<p><a href="/demo-media/sounds" target="_blank" rel="noopener">“${track}” on Porchlight Sounds</a></p></div>`,
      )
      .join('\n'),
  );

/** Serves `html` at `origin + path` for this page, then opens it and waits for `ready` (a selector). */
export async function openFixture(
  page: Page,
  origin: string,
  path: string,
  html: string,
  ready: string,
): Promise<void> {
  await page.route(`${origin}${path}*`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${origin}${path}`);
  await page.waitForSelector(ready);
}
