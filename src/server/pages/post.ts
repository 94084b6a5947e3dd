import type { Post } from '../store/store.ts';
import { html, raw } from './html.ts';
import { layout } from './layout.ts';
import { shareListHtml } from '../../ui/share-markup.ts';
import { shareWords } from '../../ui/share-messages.ts';

/** Options the post page hands its widgets. */
export interface PostPageWidgets {
  /** The captcha script the comment section loads (the server's stand-in in the demo); unset: the provider's. */
  recaptchaSrc?: string | undefined;
}

/** A demo post page. Widgets not built yet stand as plain placeholders, never as mount points. */
export const postPage = (post: Post, lang: string, widgets: PostPageWidgets = {}, origin = ''): string =>
  layout({
    title: post.title,
    lang,
    body: html`<article class="post">
<h1 data-porchlight-print="title">${post.title}</h1>
<p class="meta"><span data-porchlight="comment-count" data-post-id="${post.id}" data-locale="${lang}"></span></p>
<p data-porchlight-print="text">${post.excerpt}</p>
${postTools(post, lang, origin)}
</article>
<div id="comments" data-porchlight="comments" data-post-id="${post.id}" data-locale="${lang}"${widgets.recaptchaSrc ? html` data-recaptcha-src="${widgets.recaptchaSrc}"` : ''}></div>`,
  });

/**
 * Share links rendered into the page, so they work without JavaScript (the
 * share widget then opens them in popups), and the print button's area.
 */
const postTools = (post: Post, lang: string, origin: string) => {
  const shared = { url: `${origin}${post.url}`, title: post.title };
  return html`<div class="post-tools">
<div data-porchlight="share" data-url="${shared.url}" data-title="${shared.title}" data-locale="${lang}">${raw(shareListHtml(shared, shareWords(lang)))}</div>
<div data-porchlight="print" data-logo="/demo/logo.svg" data-locale="${lang}"></div>
</div>`;
};
