import { jsonp, type JsonpWindow } from '../../adapters/jsonp.ts';
import { countText } from '../../shared/count-text.ts';
import { words } from '../../shared/comment-count/messages/en.ts';
import { locales } from '../../shared/comment-count/messages/locales.ts';
import { widgetWords } from '../../ui/widget-locale.ts';

export interface CommentCountOptions {
  postId?: string;
  /** The count endpoint (docs/embedding.md "Embedding the widgets"): `/comments/count` unless the host says otherwise. */
  src?: string;
  /** Where the link goes: the post's comments. */
  href?: string;
  locale?: string;
}

/**
 * Comment count: a plain link that reads
 * the neutral "Comments" at once and "12 comments" once the count arrives.
 * No framework and no live region: the count is not news worth interrupting for.
 * The locale is `data-locale`, else the page's `<html lang>`, else English (docs/languages.md "Languages"):
 * the count is asked for at once, beside the words of another locale.
 */
export async function mount(el: HTMLElement, options: CommentCountOptions = {}): Promise<() => void> {
  const count = jsonp(
    window as unknown as JsonpWindow,
    options.src || '/comments/count',
    `postID=${encodeURIComponent(options.postId || '')}`,
  ).catch((error) => console.warn('[porchlight]', error)); // no count: the neutral words stay
  const t = await widgetWords(el, options.locale, words, locales);
  const link = document.createElement('a');
  const show = (count?: unknown) => (link.textContent = countText(count, t));
  link.href = options.href || '#comments';
  show();
  el.replaceChildren(link);
  count.then(show);
  return () => link.remove();
}
