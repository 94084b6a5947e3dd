import { fixtureHtml } from './widget-fixture.ts';

/**
 * Fixture pages for the widgets that enhance host HTML: the one fixture page
 * (widget-fixture.ts) with two instances of the widget, the widgets'
 * stylesheet, and a link before and after so a Tab walk can leave.
 */
export const enhancerPage = (title: string, body: string) =>
  fixtureHtml(body, { title, links: true, widgetsCss: true });

const slides = (prefix: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<li><figure><img src="/demo-media/towpath-dawn.svg" alt="${prefix} picture ${i + 1}" width="800" height="450"><figcaption>${prefix} caption ${i + 1}</figcaption></figure></li>`,
  ).join('');

export const slideshowFixture = (attrs = '') =>
  enhancerPage(
    'Slideshows',
    `<div id="one" data-porchlight="slideshow" data-label="Canal pictures" ${attrs}><ul>${slides('Canal', 5)}</ul></div>
<div id="two" data-porchlight="slideshow" data-label="Garden pictures" ${attrs}><ul>${slides('Garden', 3)}</ul></div>`,
  );

export const TAGS = ['Walking', 'Baking', 'Photography', 'Night sky', 'Repairs', 'Audio', 'Gardening', 'Seeds'];
const tagList = (names: string[], current?: string) =>
  `<ul>${names.map((name) => `<li><a href="/tags-fixture.html?tag=${encodeURIComponent(name)}"${name === current ? ' aria-current="page"' : ''}>${name}</a></li>`).join('')}</ul>`;

export const carouselFixture = (attrs = '') =>
  enhancerPage(
    'Tags carousels',
    `<div id="one" data-porchlight="tags-carousel" data-label="Tags" ${attrs}>${tagList(TAGS)}</div>
<div id="two" data-porchlight="tags-carousel" data-label="More tags" ${attrs}>${tagList(TAGS.slice(0, 5))}</div>`,
  );

/** `oneAttrs` replace the first dropdown's own (a French one names itself, so it has no `data-label`). */
export const dropdownFixture = (oneAttrs = 'data-label="Tags"') =>
  enhancerPage(
    'Tags dropdowns',
    `<div id="one" data-porchlight="tags-dropdown" ${oneAttrs}>${tagList(TAGS)}</div>
<p>Between the two</p>
<div id="two" data-porchlight="tags-dropdown" data-label="More tags">${tagList(TAGS.slice(0, 4))}</div>`,
  );

/** `oneAttrs` go on the first player's root (`data-locale="fr"`); `audioAttrs` on both `<audio>`s. */
export const audioFixture = (audioAttrs = 'controls loop preload="none"', oneAttrs = '') =>
  enhancerPage(
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
