import type { Post } from '../store/store.ts';
import { html } from './html.ts';
import { layout } from './layout.ts';

/** Options the post page hands its widgets. */
export interface PostPageWidgets {
  /** The captcha script the comment section loads (the server's stand-in in the demo); unset: the provider's. */
  recaptchaSrc?: string | undefined;
}

/** A demo post page. Widgets not built yet stand as plain placeholders, never as mount points. */
export const postPage = (post: Post, lang: string, widgets: PostPageWidgets = {}): string =>
  layout({
    title: post.title,
    lang,
    body: html`<article class="post">
<h1>${post.title}</h1>
<p class="meta"><span data-porchlight="comment-count" data-post-id="${post.id}" data-locale="${lang}"></span></p>
<p>${post.excerpt}</p>
</article>
<div id="comments" data-porchlight="comments" data-post-id="${post.id}" data-locale="${lang}"${widgets.recaptchaSrc ? html` data-recaptcha-src="${widgets.recaptchaSrc}"` : ''}></div>`,
  });
