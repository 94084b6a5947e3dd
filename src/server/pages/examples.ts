import type { Post } from '../store/store.ts';
import { html, raw } from './html.ts';
import { layout, stylesWith, type PageShell } from './layout.ts';
import { commentsMount, commentsPreload, commentsStyles, type PageComments } from './post.ts';

/**
 * The smallest embeddings, as a blog's own templates would write them
 * (README "Embedding the widgets"): a list of posts with their comment counts only, and
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
 * server-side include would (`/examples/server-comments`); the mount point
 * marked `data-fragment`, which fetches that HTML (`/examples/fragment-comments`);
 * or the mount point the section's code renders from the API (`/examples/comments`).
 */
export const commentsExample = (post: Post, lang: string, comments: PageComments, shell: PageShell = {}): string =>
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
${commentsMount(post, lang, comments)}`,
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
