import type { Post } from '../store/store.ts';
import { html } from './html.ts';
import { layout } from './layout.ts';

/** A demo post page. Widgets not built yet stand as plain placeholders, never as mount points. */
export const postPage = (post: Post, lang: string): string =>
  layout({
    title: post.title,
    lang,
    body: html`<article class="post">
<h1>${post.title}</h1>
<p class="meta"><span data-porchlight="comment-count" data-post-id="${post.id}" data-locale="${lang}"></span></p>
<p>${post.excerpt}</p>
</article>
<div id="comments" data-porchlight="comments" data-post-id="${post.id}" data-locale="${lang}"></div>`,
  });
