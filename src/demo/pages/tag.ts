import type { Post, Tag } from '../../server/store/store.ts';
import { html } from '../../server/pages/html.ts';
import { layout, type PageShell } from './layout.ts';

/** A tag's page on the demo blog: where the tags carousel and dropdown links lead. */
export const tagPage = (tag: Tag, posts: Post[], lang: string, shell: PageShell = {}): string =>
  layout({
    ...shell,
    title: `${tag.name} — Porchlight demo blog`,
    lang,
    body: html`<h1>${tag.name}</h1>
<ol class="posts">
${posts.map(
  (post) => html`<li>
<article>
<h2><a href="${post.url}">${post.title}</a></h2>
<p>${post.excerpt}</p>
</article>
</li>`,
)}
</ol>`,
  });
