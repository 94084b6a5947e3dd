import type { Post } from '../../server/store/store.ts';
import { resolveLocale } from '../../shared/locale.ts';
import { feedLink } from '../../server/feeds/links.ts';
import { DEMO_SLIDES, DEMO_TRACK } from '../media.ts';
import { html, raw, type Raw } from '../../server/pages/html.ts';
import { layout, stylesWith, type PageShell } from './layout.ts';
import type { Renderers } from '../../server/routes/renderers.ts';
import { shareListHtml } from '../../shared/share-markup.ts';
import { translators } from '../../shared/i18n.ts';
import { all as shareAll } from '../../shared/share/messages/locales.ts';

const shareWords = translators(shareAll);
/** The share list's words in a page's language, as the server writes them into its markup. */
export const shareWordsFor = (lang: string) => shareWords[resolveLocale(lang, undefined)];

/** Options the post page hands its widgets. */
export interface PostPageWidgets {
  /** The captcha script the comment section loads (the server's stand-in, when it runs); unset: the provider's. */
  recaptchaSrc?: string | undefined;
  /** The widgets as the server renders them (routes/fragment.ts). */
  renderers?: Renderers;
}

/**
 * How the post page carries its comment section: `server`, the section the
 * server rendered, included in the page (the default: it reads before any
 * script); `fragment`, an empty mount point, which fetches that HTML (the
 * loader's default, placeholder mode); `client`, a mount point marked
 * `data-render="client"`, which the section's code renders from the API.
 */
export type CommentsMode = 'server' | 'fragment' | 'client';

/** How a page carries its comment section: the way, and in `server` the section's HTML. */
export interface PageComments {
  mode: CommentsMode;
  html?: string;
}

/** The comment section's mount point as a page in `comments.mode` writes it; `extra` adds attributes (a captcha script). */
export const commentsMount = (post: Post, lang: string, comments: PageComments, extra: Raw | string = '') =>
  html`<div id="comments" data-porchlight="comments" data-post-id="${post.id}" data-locale="${lang}"${extra}${comments.mode === 'client' ? raw(' data-render="client"') : ''}>${raw(comments.mode === 'server' ? (comments.html ?? '') : '')}</div>`;

/**
 * A page that carries the server's section runs comments-read.js for sure:
 * fetched beside the loader, it listens sooner, so fewer presses land
 * before anything listens.
 */
export const commentsPreload = (comments: PageComments): string[] =>
  comments.mode === 'server' ? ['comments-read.js'] : [];

/** The page's styles: the section's look comes too when the page carries the server's HTML or fetches it. */
export const commentsStyles = (shell: PageShell, comments: PageComments) =>
  comments.mode === 'client' ? shell.css : stylesWith(shell, shell.sectionCss);

/** A demo post page. Widgets not built yet stand as plain placeholders, never as mount points. */
export const postPage = (
  post: Post,
  lang: string,
  widgets: PostPageWidgets = {},
  origin = '',
  shell: PageShell = {},
  comments: PageComments = { mode: 'client' },
): string =>
  layout({
    ...shell,
    css: commentsStyles(shell, comments),
    preload: commentsPreload(comments),
    feeds: [feedLink(post, resolveLocale(lang, undefined))],
    title: post.title,
    description: post.excerpt,
    lang,
    body: html`<article class="post">
<h1 data-porchlight-print="title">${post.title}</h1>
<p class="meta"><span data-porchlight="comment-count" data-post-id="${post.id}" data-locale="${lang}"></span></p>
<p data-porchlight-print="text">${post.excerpt}</p>
${postTools(post, lang, origin)}
<section aria-labelledby="pictures-heading">
<h2 id="pictures-heading">Pictures</h2>
<div data-porchlight="slideshow" data-label="Pictures from the walk" data-locale="${lang}">
<ul data-porchlight-print="images">
${DEMO_SLIDES.map(
  // The first slide shows before any script (widgets.css), and may be the page's largest paint: fetched first.
  // The others wait until the reader comes near; all decode off the main thread and keep their space (width, height).
  (slide, i) =>
    html`<li><figure><img src="/demo-media/${slide.file}" alt="${slide.alt}" width="800" height="450" decoding="async"${raw(i ? ' loading="lazy"' : ' fetchpriority="high"')}><figcaption>${slide.caption}</figcaption></figure></li>
`,
)}</ul>
</div>
</section>
<section aria-labelledby="listen-heading">
<h2 id="listen-heading">Listen</h2>
<div data-porchlight="audio-player" data-track="${DEMO_TRACK.title}" data-locale="${lang}">
<audio src="/demo-media/${DEMO_TRACK.file}" controls loop preload="none"></audio>
<p><a href="${DEMO_TRACK.page}" target="_blank" rel="noopener">“${DEMO_TRACK.title}” on ${DEMO_TRACK.provider}</a></p>
</div>
</section>
</article>
${commentsMount(post, lang, comments, widgets.recaptchaSrc ? html` data-recaptcha-src="${widgets.recaptchaSrc}"` : '')}`,
  });

/**
 * Share links rendered into the page, so they work without JavaScript (the
 * share widget then opens them in popups), and the print button's area.
 */
const postTools = (post: Post, lang: string, origin: string) => {
  const shared = { url: `${origin}${post.url}`, title: post.title };
  return html`<div class="post-tools">
<div data-porchlight="share" data-url="${shared.url}" data-title="${shared.title}" data-locale="${lang}">${raw(shareListHtml(shared, shareWordsFor(lang)))}</div>
<div data-porchlight="print" data-logo="/demo/logo.svg" data-locale="${lang}"></div>
</div>`;
};
