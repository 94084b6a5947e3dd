import { jsonp, type JsonpWindow } from '../../adapters/jsonp.ts';
import { countLocale, countText } from '../../shared/count-text.ts';

export interface CommentCountOptions {
  postId?: string;
  /** The count endpoint (README "Embedding the widgets"): `/comments/count` unless the host says otherwise. */
  src?: string;
  /** Where the link goes: the post's comments. */
  href?: string;
  locale?: string;
}

/**
 * Comment count: a plain link that reads
 * the neutral "Comments" at once and "12 comments" once the count arrives.
 * No framework and no live region: the count is not news worth interrupting for.
 * The locale is `data-locale`, else the page's `<html lang>`, else English.
 */
export function mount(el: HTMLElement, options: CommentCountOptions = {}): () => void {
  const locale = countLocale(options.locale || document.documentElement.lang);
  const link = document.createElement('a');
  link.href = options.href || '#comments';
  link.textContent = countText(null, locale);
  el.replaceChildren(link);
  jsonp(
    window as unknown as JsonpWindow,
    options.src || '/comments/count',
    `postID=${encodeURIComponent(options.postId || '')}`,
  ).then(
    (count) => (link.textContent = countText(count, locale)),
    (error) => console.warn('[porchlight]', error),
  );
  return () => link.remove();
}
