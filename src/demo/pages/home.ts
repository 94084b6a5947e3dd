import type { Post, Tag } from '../../server/store/store.ts';
import { html } from '../../server/pages/html.ts';
import { layout, type PageShell } from './layout.ts';
import { lastCommentsHeading } from '../../shared/render-small.ts';

/**
 * The demo home page: every post of blog 1 with its comment count, the blog's
 * tags as a carousel and a dropdown (plain lists of links without script)
 * leading to the tag pages, then the blog's last comments (their heading in
 * the page, so the space widgets.css holds below it is exact).
 */
export const homePage = (posts: Post[], lang: string, tags: Tag[] = [], shell: PageShell = {}): string =>
  layout({
    ...shell,
    title: 'Porchlight demo blog',
    description:
      'Walks, baking and repairs: the demo blog of Porchlight, with its comments, counts, slideshow and tags.',
    lang,
    body: html`<h1>Porchlight demo blog</h1>
<p><a href="/examples/themes">Every widget in both themes</a>, light and dark side by side, and
<a href="/examples/states">every widget in every state</a>: opened, pressed, stopped, empty and failed.</p>
${
  tags.length
    ? html`<section class="tags" aria-labelledby="tags-heading">
<h2 id="tags-heading">Browse by tag</h2>
<div data-porchlight="tags-carousel" data-label="Tags" data-locale="${lang}">
<ul>${tags.map((tag) => html`<li><a href="${tag.url}">${tag.name}</a></li>`)}</ul>
</div>
<div data-porchlight="tags-dropdown" data-label="All tags" data-locale="${lang}">
<ul>${tags.map((tag) => html`<li><a href="${tag.url}">${tag.name}</a></li>`)}</ul>
</div>
</section>`
    : ''
}
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
<div class="last-comments" data-porchlight="last-comments" data-blog-id="1" data-rows="10" data-locale="${lang}">
<h2>${lastCommentsHeading(lang)}</h2>
</div>`,
  });
