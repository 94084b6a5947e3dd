import type { Post } from '../store/store.ts';
import { DEMO_SLIDES, DEMO_TRACK } from '../demo/media.ts';
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
<section aria-labelledby="pictures-heading">
<h2 id="pictures-heading">Pictures</h2>
<div data-porchlight="slideshow" data-label="Pictures from the walk" data-locale="${lang}">
<ul>
${DEMO_SLIDES.map(
  (slide) => html`<li><figure><img src="/demo-media/${slide.file}" alt="${slide.alt}" width="800" height="450"><figcaption>${slide.caption}</figcaption></figure></li>
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
<section id="comments" aria-labelledby="comments-heading">
<h2 id="comments-heading">Comments</h2>
<p>The comment section will mount here.</p>
</section>`,
  });
