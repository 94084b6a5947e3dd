import type { Post } from '../store/store.ts';
import { html } from './html.ts';
import { layout } from './layout.ts';

/** The demo home page: every post of blog 1 with its comment count, then the blog's last comments. */
export const homePage = (posts: Post[], lang: string): string =>
  layout({
    title: 'Porchlight demo blog',
    lang,
    body: html`<h1>Porchlight demo blog</h1>
<ol class="posts">
${posts.map(
  (post) => html`<li>
<article>
<h2><a href="${post.url}">${post.title}</a></h2>
<p>${post.excerpt}</p>
<p class="meta"><span data-porchlight="comment-count" data-post-id="${post.id}" data-href="${post.url}#comments" data-locale="${lang}"></span></p>
</article>
</li>`,
)}
</ol>
<div class="last-comments" data-porchlight="last-comments" data-blog-id="1" data-rows="10" data-locale="${lang}"></div>`,
  });
