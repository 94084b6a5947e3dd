import type { Post, Tag } from '../../server/store/store.ts';
import { DEMO_SLIDES, DEMO_TRACK } from '../media.ts';
import { html, raw, type Raw } from '../../server/pages/html.ts';
import { layout, stylesWith, type PageShell } from './layout.ts';
import { commentsMount, commentsPreload, commentsStyles, shareWordsFor, type PageComments } from './post.ts';
import { lastCommentsHeading } from '../../shared/render-small.ts';
import { shareListHtml } from '../../shared/share-markup.ts';

/**
 * The smallest embeddings, as a blog's own templates would write them
 * (docs/embedding.md "Embedding the widgets"): a list of posts with their comment counts only, and
 * a post with the comment section only.
 */
export const countsExample = (posts: Post[], lang: string, shell: PageShell = {}): string =>
  layout({
    ...shell,
    title: 'Comment counts — Porchlight examples',
    lang,
    body: html`<h1>Posts</h1>
<ul class="posts">
${posts.map(
  (
    post,
  ) => html`<li><a href="${post.url}">${post.title}</a> · <span data-porchlight="comment-count" data-post-id="${post.id}" data-href="${post.url}#comments" data-locale="${lang}"></span></li>
`,
)}</ul>`,
  });

/**
 * A post with its comment section only, in each way a page can carry it
 * (`comments.mode`, post.ts): rendered here and included, as a blog with a
 * server-side include would (`/examples/server-comments`); the empty mount point,
 * which fetches that HTML (`/examples/fragment-comments`, the loader's default);
 * or the mount point marked `data-render="client"`, which the section's code renders
 * from the API (`/examples/comments`).
 * The section asks for the robot check the server runs, as on a post page.
 */
export const commentsExample = (
  post: Post,
  lang: string,
  comments: PageComments,
  shell: PageShell = {},
  recaptchaSrc?: string,
): string =>
  layout({
    ...shell,
    css: commentsStyles(shell, comments),
    preload: commentsPreload(comments),
    title: `${post.title} — Porchlight examples`,
    lang,
    body: html`<article>
<h1>${post.title}</h1>
<p>${post.excerpt}</p>
</article>
${commentsMount(post, lang, comments, recaptchaSrc ? html` data-recaptcha-src="${recaptchaSrc}"` : '')}`,
  });

/**
 * Counts and last comments as the server rendered them (`/comments/count/html`,
 * `/comments/last/html`): the loader finds them done and loads nothing for
 * them, so this page reads with the loader alone.
 */
export const serverRenderedExample = (
  posts: { post: Post; count: string }[],
  lastComments: string,
  lang: string,
  shell: PageShell = {},
): string =>
  layout({
    ...shell,
    css: stylesWith(shell, shell.lastCommentsCss),
    title: 'Comment counts and last comments, rendered by the server — Porchlight examples',
    lang,
    body: html`<h1>Posts</h1>
<ul>
${posts.map(
  ({
    post,
    count,
  }) => html`<li><a href="${post.url}">${post.title}</a> · <span data-porchlight="comment-count" data-post-id="${post.id}" data-href="${post.url}#comments" data-locale="${lang}">${raw(count)}</span></li>
`,
)}</ul>
<div class="last-comments" data-porchlight="last-comments" data-blog-id="1" data-locale="${lang}">${raw(lastComments)}</div>`,
  });

/** The two forced themes the themes page shows side by side (docs/theming.md "Theming"). */
export type ForcedTheme = 'light' | 'dark';
const THEMES: ForcedTheme[] = ['light', 'dark'];

/** What the themes page shows: a post with comments, one without, and the blog's tags. */
export interface ThemesExample {
  /** Post 1: the comment section with every case, its count, the share links. */
  post: Post;
  /** A post nobody has commented on yet: the count's other state. */
  quiet: Post | undefined;
  tags: Tag[];
  /** The side that carries the post's comment section on this visit (`?theme=`). */
  comments: ForcedTheme;
  /** Where the page is served, for the share links. */
  origin: string;
}

/**
 * Every widget twice, side by side (`/examples/themes`), each with `data-theme="light"` in one column and
 * `data-theme="dark"` in the other, the page linking the palette those use (`/widgets/themes.css`): for
 * readers who would rather look than read. Each widget at rest, as a reader first sees it. The comment
 * section of a post shows once per page: its comments' anchors (`ob-comment-{id}`, which last-comment
 * links and the section's own links name) are the same in every section of that post, so two would repeat
 * ids; `?theme=dark` puts it on the dark side instead of the light one. It comes last in the page (a row
 * of its own below the columns, site.css), so that growing as its comments load moves nothing, on a narrow
 * screen where the columns stack too.
 */
export const themesExample = (
  { post, quiet, tags, comments, origin }: ThemesExample,
  lang: string,
  shell: PageShell = {},
): string =>
  layout({
    ...shell,
    stylesheets: ['/widgets/themes.css'],
    wide: true,
    title: 'Every widget in both themes — Porchlight examples',
    description: 'Every Porchlight widget side by side, forced light and forced dark.',
    lang,
    body: html`<h1>Every widget in both themes</h1>
<p>Each widget twice: on the left with <code>data-theme="light"</code>, on the right with <code>data-theme="dark"</code>
(one column above the other on a narrow screen). A forced theme draws the widget's own text and background from the
palette in <code>/widgets/themes.css</code>, which this page links, whatever the blog around it; without
<code>data-theme</code>, as on the other pages of this blog, the widgets take the blog's colours and follow its
scheme (the header's theme switcher).</p>
<p>Shown here, each at rest as a reader first sees it: the comment count of “${post.title}” and of a post without
comments; the blog's last comments; the share links; the print button; the slideshow, turning by itself (reduced
motion keeps it still); the audio player, stopped; the tags carousel at its start; the tags dropdown, closed; and
below them the comment section of “${post.title}”, with its threads, replies, votes and the author's badge. Menus,
forms, pressed buttons and focus rings show when you use them: try them on both sides, or see them all on
<a href="/examples/states">every widget in every state</a>.</p>
<p>A post's comment section shows once per page (its comments' anchors would repeat), so it is on one side per
visit: ${
      comments === 'light'
        ? html`the light side now; <a href="${themesHref('dark', lang)}">show it on the dark side</a>.`
        : html`the dark side now; <a href="${themesHref('light', lang)}">show it on the light side</a>.`
    }</p>
<div class="theme-columns">
${THEMES.map((theme) => themeColumn(theme, { post, quiet, tags, comments, origin }, lang))}${commentsCell(
      comments === 'light' ? 'dark' : 'light',
      html`<p>On the ${comments} side on this visit: <a href="${themesHref(comments === 'light' ? 'dark' : 'light', lang)}">show it here</a>.</p>`,
    )}${commentsCell(
      comments,
      html`<div id="${comments}-comments" data-porchlight="comments" data-theme="${comments}" data-post-id="${post.id}" data-heading-level="3" data-locale="${lang}" data-render="client"></div>`,
    )}</div>`,
  });

/** The themes page with the comment section on `theme`'s side, in the same language. */
const themesHref = (theme: ForcedTheme, lang: string) =>
  `/examples/themes?theme=${theme}${lang === 'en' ? '' : `&locale=${encodeURIComponent(lang)}`}`;

const themeName = (theme: ForcedTheme) => (theme === 'light' ? 'Light' : 'Dark');

/** The comment section's cell on `theme`'s side: the section, or where it is on this visit. */
const commentsCell = (theme: ForcedTheme, content: Raw) =>
  html`<section class="theme-column theme-comments" data-column="${theme}" aria-labelledby="${theme}-comments-heading">
<h2 id="${theme}-comments-heading">Comment section, ${theme}: <code>data-theme="${theme}"</code></h2>
${content}
</section>
`;

const themeColumn = (theme: ForcedTheme, { post, quiet, tags, origin }: ThemesExample, lang: string) => {
  const forced = raw(` data-theme="${theme}"`);
  const shared = { url: `${origin}${post.url}`, title: post.title };
  const tagList = html`<ul>${tags.map((tag) => html`<li><a href="${tag.url}">${tag.name}</a></li>`)}</ul>`;
  return html`<section class="theme-column" data-column="${theme}" aria-labelledby="${theme}-heading">
<h2 id="${theme}-heading">${themeName(theme)}: <code>data-theme="${theme}"</code></h2>
<h3>Comment counts</h3>
<p><span data-porchlight="comment-count"${forced} data-post-id="${post.id}" data-href="${post.url}#comments" data-locale="${lang}"></span>
${
  quiet
    ? html`<span data-porchlight="comment-count"${forced} data-post-id="${quiet.id}" data-href="${quiet.url}#comments" data-locale="${lang}"></span>`
    : ''
}</p>
<div data-porchlight="last-comments"${forced} data-blog-id="1" data-rows="10" data-locale="${lang}">
<h3>${lastCommentsHeading(lang)}</h3>
</div>
<h3>Share</h3>
<div data-porchlight="share"${forced} data-url="${shared.url}" data-title="${shared.title}" data-locale="${lang}">${raw(shareListHtml(shared, shareWordsFor(lang)))}</div>
<h3>Print</h3>
<div data-porchlight="print"${forced} data-logo="/demo/logo.svg" data-locale="${lang}"></div>
<h3>Slideshow</h3>
<div data-porchlight="slideshow"${forced} data-label="Pictures from the walk (${theme})" data-locale="${lang}">
<ul>
${DEMO_SLIDES.map(
  (slide) =>
    html`<li><figure><img src="/demo-media/${slide.file}" alt="${slide.alt}" width="800" height="450" decoding="async" loading="lazy"><figcaption>${slide.caption}</figcaption></figure></li>
`,
)}</ul>
</div>
<h3>Audio player</h3>
<div data-porchlight="audio-player"${forced} data-track="${DEMO_TRACK.title}" data-locale="${lang}">
<audio src="/demo-media/${DEMO_TRACK.file}" controls loop preload="none"></audio>
<p><a href="${DEMO_TRACK.page}" target="_blank" rel="noopener">“${DEMO_TRACK.title}” on ${DEMO_TRACK.provider}</a></p>
</div>
${
  tags.length
    ? html`<h3>Tags carousel</h3>
<div class="carousel-frame"><div data-porchlight="tags-carousel"${forced} data-label="Tags (${theme})" data-locale="${lang}">
${tagList}
</div></div>
<h3>Tags dropdown</h3>
<div data-porchlight="tags-dropdown"${forced} data-label="All tags" data-locale="${lang}">
${tagList}
</div>`
    : ''
}
</section>
`;
};
