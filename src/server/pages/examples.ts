import type { Post } from '../store/store.ts';
import { html, raw } from './html.ts';
import { layout, type PageShell } from './layout.ts';

/**
 * The smallest embeddings, as a blog's own templates would write them
 * (README "Embedding"): a list of posts with their comment counts only, and
 * a post with the comment section only.
 */
export const countsExample = (posts: Post[], lang: string, shell: PageShell = {}): string =>
  layout({
    ...shell,
    title: 'Comment counts — Porchlight examples',
    lang,
    body: html`<h1>Posts</h1>
<ul class="posts">
${posts.map((post) => html`<li><a href="${post.url}">${post.title}</a> · <span data-porchlight="comment-count" data-post-id="${post.id}" data-href="${post.url}#comments" data-locale="${lang}"></span></li>
`)}</ul>`,
  });

export const commentsExample = (post: Post, lang: string, shell: PageShell = {}): string =>
  layout({
    ...shell,
    title: `${post.title} — Porchlight examples`,
    lang,
    body: html`<article>
<h1>${post.title}</h1>
<p>${post.excerpt}</p>
</article>
<div id="comments" data-porchlight="comments" data-post-id="${post.id}" data-locale="${lang}"></div>`,
  });

/**
 * A post whose comment section the server rendered into the page (issue:
 * comments readable before any script), as a blog with a server-side include
 * would carry it: `<div data-porchlight="comments">` holding what
 * `/comments/html` answers, and the section's look inlined beside the
 * rest. The loader runs comments-read.js, which upgrades the section on the
 * reader's first move toward it.
 */
export const serverCommentsExample = (post: Post, lang: string, section: string, shell: PageShell = {}): string =>
  layout({
    ...shell,
    css: shell.css === undefined ? undefined : `${shell.css}\n${shell.sectionCss ?? ''}`,
    title: `${post.title} — Porchlight examples`,
    lang,
    body: html`<article>
<h1>${post.title}</h1>
<p>${post.excerpt}</p>
</article>
<div id="comments" data-porchlight="comments" data-post-id="${post.id}" data-locale="${lang}">${raw(section)}</div>`,
  });

/**
 * Placeholder mode: the page holds only the mount point, marked
 * `data-fragment`; comments-fetch.js brings the section the server renders
 * (`/comments/html`) in one request, into the space widgets.css holds.
 */
export const fragmentCommentsExample = (post: Post, lang: string, shell: PageShell = {}): string =>
  layout({
    ...shell,
    css: shell.css === undefined ? undefined : `${shell.css}\n${shell.sectionCss ?? ''}`,
    title: `${post.title} — Porchlight examples`,
    lang,
    body: html`<article>
<h1>${post.title}</h1>
<p>${post.excerpt}</p>
</article>
<div id="comments" data-porchlight="comments" data-post-id="${post.id}" data-locale="${lang}" data-fragment></div>`,
  });

/**
 * Counts and last comments as the server rendered them (`/comments/count/html`,
 * `/comments/last/html`): the loader finds them done and loads nothing for
 * them, so this page reads with the loader alone.
 */
export const serverRenderedExample = (posts: { post: Post; count: string }[], lastComments: string, lang: string, shell: PageShell = {}): string =>
  layout({
    ...shell,
    css: shell.css === undefined ? undefined : `${shell.css}\n${shell.lastCommentsCss ?? ''}`,
    title: 'Comment counts and last comments, rendered by the server — Porchlight examples',
    lang,
    body: html`<h1>Posts</h1>
<ul>
${posts.map(({ post, count }) => html`<li><a href="${post.url}">${post.title}</a> · <span data-porchlight="comment-count" data-post-id="${post.id}" data-href="${post.url}#comments" data-locale="${lang}">${raw(count)}</span></li>
`)}</ul>
<div class="last-comments" data-porchlight="last-comments" data-blog-id="1" data-locale="${lang}">${raw(lastComments)}</div>`,
  });
