import type { Post, Tag } from '../../server/store/store.ts';
import { DEMO_SLIDES, DEMO_TRACK } from '../media.ts';
import { html, raw, type Raw } from '../../server/pages/html.ts';
import { layout, stylesWith, type PageShell } from './layout.ts';
import { shareWordsFor } from './post.ts';
import { lastCommentsHeading } from '../../shared/render-small.ts';
import { shareListHtml } from '../../shared/share-markup.ts';
import type { ForcedTheme } from './examples.ts';

const THEMES: ForcedTheme[] = ['light', 'dark'];

/**
 * Where the states page points a widget whose server cannot be reached: no route answers there (a 404), as a
 * blog whose API is down or blocked would be answered.
 */
export const UNREACHABLE = '/examples/unreachable';

/** The page's own script (src/server/public/states.js): it brings the widgets marked `data-demo-state` into that state. */
export const STATES_SCRIPT = '/demo/states.js';

/** What the states page shows, all read from the database as it is: the page changes nothing in it. */
export interface StatesExample {
  /** A post with many comments (post 1 in the seed): the count's "many". */
  many: Post;
  /** A post with one comment, and one with none (posts 3 and 2 in the seed), when there are such posts. */
  one: Post | undefined;
  quiet: Post | undefined;
  /**
   * A post with a few comments (post 4 in the seed), its section with the form and a menu open and its first two
   * threads liked and disliked (the vote cookies the route sets for this page).
   */
  open: Post | undefined;
  tags: Tag[];
  /** Last comments as the server renders them for a blog nobody has commented on yet. */
  emptyLastComments: string;
  /**
   * The side of the states shown once per page (`?theme=`): the focus, which is in one place at a time, and the
   * comment sections, two of which in one state would carry the same names (two sections "Comments (0)", two
   * forms "Add a comment": landmarks a screen reader's list cannot tell apart) and, of one post, the same
   * comment anchors (`ob-comment-{id}`).
   */
  side: ForcedTheme;
  /** Where the page is served, for the share links. */
  origin: string;
  /** The captcha script the comment forms load, when not Google's (the post pages' `data-recaptcha-src`). */
  recaptchaSrc?: string;
}

/** One state of a widget: its caption, what it shows, and the widget on each side. */
interface State {
  /** Unique in the page: the caption's id. */
  id: string;
  caption: string;
  /** How the state is reached, in a sentence. */
  note: Raw | string;
  cell(theme: ForcedTheme): Raw;
  /** The state floats a list below the widget (the dropdown open): the cells keep room for it. */
  popup?: boolean;
}

interface WidgetStates {
  id: string;
  name: string;
  states: State[];
}

const themeName = (theme: ForcedTheme) => (theme === 'light' ? 'Light' : 'Dark');
const other = (theme: ForcedTheme): ForcedTheme => (theme === 'light' ? 'dark' : 'light');

/** The states page in the same language, its once-per-page states on `theme`'s side. */
const statesHref = (theme: ForcedTheme, lang: string) => {
  const query = [
    ...(theme === 'dark' ? ['theme=dark'] : []),
    ...(lang === 'en' ? [] : [`locale=${encodeURIComponent(lang)}`]),
  ].join('&');
  return `/examples/states${query ? `?${query}` : ''}`;
};

/**
 * Every widget in every state a reader meets (`/examples/states`), each state under its caption in a light and
 * a dark cell side by side (`data-theme`, the palette of `/widgets/themes.css`): for readers who would rather
 * look than read. States the markup sets are written here (a count of none, one and many; last comments of a
 * blog with none, rendered as the server renders them; widgets pointed at a server that does not answer, which
 * show what they fall back to). States a reader reaches by pressing something are reached by the page's own
 * script once the widgets are ready (`data-demo-state`, src/server/public/states.js): it presses the real
 * widgets' buttons as a reader would, and sends nothing that changes the blog (no vote, no comment). Pressed
 * votes come from the vote cookies the route sets for this page alone. Focus is in one place at a time, and two
 * comment sections in one state would repeat their names: those states are on one side per visit (`?theme=dark`
 * puts them on the dark side). The comment sections come last, so that their growth as they load and open moves
 * nothing above them.
 */
export const statesExample = (example: StatesExample, lang: string, shell: PageShell = {}): string => {
  const groups = widgetStates(example, lang);
  return layout({
    ...shell,
    css: stylesWith(shell, shell.lastCommentsCss),
    stylesheets: ['/widgets/themes.css'],
    scripts: [STATES_SCRIPT],
    wide: true,
    title: 'Every widget in every state — Porchlight examples',
    description: 'Every Porchlight widget in each state a reader meets, forced light and forced dark side by side.',
    lang,
    body: html`<h1>Every widget in every state</h1>
<p>Each widget in each state a reader meets: at rest, opened, pressed, stopped, muted, empty and failed, each
under its caption, forced light (<code>data-theme="light"</code>) on the left and forced dark on the right (one
above the other on a narrow screen). <a href="/examples/themes">Every widget in both themes</a> shows them at rest
beside the comment section of a long discussion.</p>
<p>The page writes some states in its markup (counts of posts with many comments, one and none; last comments of a
blog with none; widgets pointed at a server that does not answer). The rest start at rest, until you ask: <button
type="button" id="show-states" aria-describedby="show-states-what">Show every state</button></p>
<p id="show-states-what">It presses the widgets' own buttons as a reader would: it opens the dropdown, the comment
forms and a comment's menu, stops the slideshows, mutes the players and moves the carousels, so focus moves into
each in turn and ends on the focused share link, and the slideshows and carousels say where they are. It sends
nothing that would change the blog: no vote, no comment. The pressed votes are kept in this page's cookies, as a
reader's own votes are. Everything here still works: press, type, and see.</p>
<p>Some states show on one side per visit: the focus, which is in one place at a time, and the comment sections
(two in one state would carry the same names, which a screen reader's list of landmarks cannot tell apart). They are
on the ${example.side} side now; <a href="${statesHref(other(example.side), lang)}">show them on the ${other(
      example.side,
    )} side</a>.</p>
<nav aria-labelledby="states-contents"><h2 id="states-contents">Widgets</h2>
<ul class="state-contents">${groups.map(({ id, name }) => html`<li><a href="#${id}">${name}</a></li>`)}</ul>
</nav>
${groups.map(
  ({ id, name, states }) => html`<section class="state-widget" aria-labelledby="${id}">
<h2 id="${id}">${name}</h2>
${states.map(
  (state) => html`<h3 id="${state.id}">${state.caption}</h3>
<p>${state.note}</p>
<div class="state-pair${state.popup ? ' state-popup' : ''}">
${THEMES.map(
  (theme) => html`<div class="state-cell" data-column="${theme}">
<p class="state-theme">${themeName(theme)}: <code>data-theme="${theme}"</code></p>
${state.cell(theme)}
</div>
`,
)}</div>
`,
)}</section>
`,
)}`,
  });
};

function widgetStates(
  { many, one, quiet, open, tags, emptyLastComments, side, origin, recaptchaSrc }: StatesExample,
  lang: string,
): WidgetStates[] {
  const forced = (theme: ForcedTheme) => raw(` data-theme="${theme}" data-locale="${lang}"`);
  const count = (theme: ForcedTheme, post: Post, extra: Raw | string = '') =>
    html`<p><span data-porchlight="comment-count"${forced(theme)} data-post-id="${post.id}" data-href="${post.url}#comments"${extra}></span></p>`;
  const shared = { url: `${origin}${many.url}`, title: many.title };
  const share = (theme: ForcedTheme, state: Raw | string = '') =>
    html`<div data-porchlight="share"${forced(theme)}${state} data-url="${shared.url}" data-title="${shared.title}">${raw(shareListHtml(shared, shareWordsFor(lang)))}</div>`;
  const slideshow = (theme: ForcedTheme, label: string, state: Raw | string = '') =>
    html`<div data-porchlight="slideshow"${forced(theme)}${state} data-label="Pictures from the walk (${theme}, ${label})">
<ul>
${DEMO_SLIDES.map(
  (slide) =>
    html`<li><figure><img src="/demo-media/${slide.file}" alt="${slide.alt}" width="800" height="450" decoding="async" loading="lazy"><figcaption>${slide.caption}</figcaption></figure></li>
`,
)}</ul>
</div>`;
  const player = (theme: ForcedTheme, state: Raw | string = '') =>
    html`<div data-porchlight="audio-player"${forced(theme)}${state} data-track="${DEMO_TRACK.title}">
<audio src="/demo-media/${DEMO_TRACK.file}" controls loop preload="none"></audio>
<p><a href="${DEMO_TRACK.page}" target="_blank" rel="noopener">“${DEMO_TRACK.title}” on ${DEMO_TRACK.provider}</a></p>
</div>`;
  const tagList = html`<ul>${tags.map((tag) => html`<li><a href="${tag.url}">${tag.name}</a></li>`)}</ul>`;
  const carousel = (theme: ForcedTheme, label: string, state: Raw | string = '') =>
    html`<div class="carousel-frame"><div data-porchlight="tags-carousel"${forced(theme)}${state} data-label="Tags (${theme}, ${label})">
${tagList}
</div></div>`;
  const dropdown = (theme: ForcedTheme, state: Raw | string = '') =>
    html`<div data-porchlight="tags-dropdown"${forced(theme)}${state} data-label="All tags">
${tagList}
</div>`;
  const section = (theme: ForcedTheme, post: Post | undefined, extra: Raw | string = '') =>
    post
      ? html`<div data-porchlight="comments"${forced(theme)} data-render="client" data-post-id="${post.id}" data-heading-level="4"${
          recaptchaSrc ? html` data-recaptcha-src="${recaptchaSrc}"` : ''
        }${extra}></div>`
      : html`<p>The blog has no such post.</p>`;
  const state = (name: string) => raw(` data-demo-state="${name}"`);
  /** A once-per-page state's other cell: where it is on this visit, and the way to bring it here. */
  const elsewhere = (theme: ForcedTheme) =>
    html`<p>On the ${side} side on this visit: <a href="${statesHref(theme, lang)}">show it here</a>.</p>`;
  const unreachable = (attribute: string) => raw(` ${attribute}="${UNREACHABLE}"`);

  const groups: WidgetStates[] = [
    {
      id: 'states-comment-count',
      name: 'Comment count',
      states: [
        {
          id: 'state-count-many',
          caption: 'Many comments',
          note: html`The count of “${many.title}”, a link to its comments.`,
          cell: (theme) => count(theme, many),
        },
        ...(one
          ? [
              {
                id: 'state-count-one',
                caption: 'One comment',
                note: html`The count of “${one.title}”: the word in the singular.`,
                cell: (theme: ForcedTheme) => count(theme, one),
              },
            ]
          : []),
        ...(quiet
          ? [
              {
                id: 'state-count-none',
                caption: 'No comments yet',
                note: html`The count of “${quiet.title}”, which nobody has commented on.`,
                cell: (theme: ForcedTheme) => count(theme, quiet),
              },
            ]
          : []),
        {
          id: 'state-count-failed',
          caption: 'The count could not be had',
          note: html`Its endpoint (<code>data-src</code>) does not answer: the link keeps its neutral words.`,
          cell: (theme) => count(theme, many, unreachable('data-src')),
        },
      ],
    },
    {
      id: 'states-last-comments',
      name: 'Last comments',
      states: [
        {
          id: 'state-last-loaded',
          caption: 'Loaded',
          note: 'The blog’s ten newest comments, each a link to where it is.',
          cell: (theme) =>
            html`<div data-porchlight="last-comments"${forced(theme)} data-blog-id="1" data-rows="10" data-heading-level="4">
<h4>${lastCommentsHeading(lang)}</h4>
</div>`,
        },
        {
          id: 'state-last-empty',
          caption: 'No comments yet',
          note: 'A blog nobody has commented on yet, as the server renders it: the widget has nothing to load.',
          cell: (theme) =>
            html`<div data-porchlight="last-comments"${forced(theme)} data-blog-id="1">${raw(emptyLastComments)}</div>`,
        },
        {
          id: 'state-last-failed',
          caption: 'They could not be had',
          note: html`Its API (<code>data-endpoint</code>) does not answer: the widget says so.`,
          cell: (theme) =>
            html`<div data-porchlight="last-comments"${forced(theme)} data-blog-id="1" data-rows="1"${unreachable('data-endpoint')}>
<h4>${lastCommentsHeading(lang)}</h4>
</div>`,
        },
      ],
    },
    {
      id: 'states-share',
      name: 'Share',
      states: [
        {
          id: 'state-share-rest',
          caption: 'At rest',
          note: 'The links the page rendered; each opens its site in a popup.',
          cell: (theme) => share(theme),
        },
        {
          id: 'state-share-focused',
          caption: 'A link focused',
          note: 'The first link holds the keyboard’s focus (its ring), on one side per visit.',
          cell: (theme) => (theme === side ? share(theme, state('focused')) : elsewhere(theme)),
        },
      ],
    },
    {
      id: 'states-print',
      name: 'Print',
      states: [
        {
          id: 'state-print-rest',
          caption: 'At rest',
          note: 'Its one state: pressed, it opens the browser’s print dialog on the post alone.',
          cell: (theme) => html`<div data-porchlight="print"${forced(theme)} data-logo="/demo/logo.svg"></div>`,
        },
      ],
    },
    {
      id: 'states-slideshow',
      name: 'Slideshow',
      states: [
        {
          id: 'state-slideshow-rest',
          caption: 'At rest',
          note: 'Turning by itself every 5 seconds; under reduced motion it stays still until Start.',
          cell: (theme) => slideshow(theme, 'at rest'),
        },
        {
          id: 'state-slideshow-stopped',
          caption: 'Stopped',
          note: 'Stop pressed: its button now reads Start.',
          cell: (theme) => slideshow(theme, 'stopped', state('stopped')),
        },
        {
          id: 'state-slideshow-next',
          caption: 'On its second slide',
          note: 'Stopped, then Next pressed.',
          cell: (theme) => slideshow(theme, 'second slide', state('next')),
        },
      ],
    },
    {
      id: 'states-audio-player',
      name: 'Audio player',
      states: [
        {
          id: 'state-audio-rest',
          caption: 'Stopped',
          note: 'At rest: it never plays by itself and loads nothing before Play. Playing is yours to see: press Play on either side (browsers let a page start sound only once the reader has pressed something, so this page cannot show it by itself); its button then reads Pause.',
          cell: (theme) => player(theme),
        },
        {
          id: 'state-audio-muted',
          caption: 'Muted',
          note: 'Mute pressed.',
          cell: (theme) => player(theme, state('muted')),
        },
      ],
    },
  ];
  if (tags.length)
    groups.push(
      {
        id: 'states-tags-carousel',
        name: 'Tags carousel',
        states: [
          {
            id: 'state-carousel-rest',
            caption: 'At its start',
            note: 'The first tags, Previous and Next beside them.',
            cell: (theme) => carousel(theme, 'at its start'),
          },
          {
            id: 'state-carousel-next',
            caption: 'Moved on',
            note: 'Next pressed: the tags after the first.',
            cell: (theme) => carousel(theme, 'moved on', state('next')),
          },
        ],
      },
      {
        id: 'states-tags-dropdown',
        name: 'Tags dropdown',
        states: [
          {
            id: 'state-dropdown-closed',
            caption: 'Closed',
            note: 'Its button alone.',
            cell: (theme) => dropdown(theme),
          },
          {
            id: 'state-dropdown-open',
            caption: 'Open',
            note: 'Its button pressed: the list of tags below it.',
            cell: (theme) => dropdown(theme, state('open')),
            popup: true,
          },
        ],
      },
    );
  groups.push({
    id: 'states-comments',
    name: 'Comment section',
    states: [
      {
        id: 'state-comments-failed',
        caption: 'Could not load',
        note: html`Its API (<code>data-api-base</code>) does not answer: the section says so and offers to try again.`,
        cell: (theme) =>
          theme === side ? section(theme, many, raw(` data-api-base="${UNREACHABLE}"`)) : elsewhere(theme),
      },
      {
        id: 'state-comments-empty',
        caption: 'No comments yet',
        note: quiet ? html`“${quiet.title}”, which nobody has commented on.` : 'A post nobody has commented on.',
        cell: (theme) => (theme === side ? section(theme, quiet) : elsewhere(theme)),
      },
      {
        id: 'state-comments-open',
        caption: 'The form open, a menu open, votes pressed',
        note: html`The comments of “${open?.title ?? ''}”: Add a comment pressed, then the first comment’s Actions; the
first comment liked and the second disliked, as a reader who voted so sees them.`,
        cell: (theme) => (theme === side ? section(theme, open, state('open')) : elsewhere(theme)),
      },
    ],
  });
  return groups;
}
