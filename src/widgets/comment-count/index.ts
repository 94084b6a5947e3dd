import { jsonp, type JsonpWindow } from '../../adapters/jsonp.ts';
import { baseLanguage, resolveLocale, textDirection, type Locale } from '../../shared/locale.ts';

export interface CommentCountOptions {
  postId?: string;
  /** The count endpoint (docs/embedding.md "Embedding the widgets"): `/comments/count` unless the host says otherwise. */
  src?: string;
  /** Where the link goes: the post's comments. */
  href?: string;
  locale?: string;
}

/**
 * "Comments" in every locale the widgets speak: the count's one word of its own, shown at once and kept when
 * the count cannot be had. The same as each locale's `comments` in shared/comment-count/messages/, which
 * tests/unit/widgets/comment-count/neutral.test.ts holds it to: written out here, because those files, with
 * their plurals, are the server's to speak now.
 */
export const NEUTRAL: Record<Locale, string> = {
  en: 'Comments',
  fr: 'Commentaires',
  es: 'Comentarios',
  de: 'Kommentare',
  it: 'Commenti',
  pt: 'Comentários',
  nl: 'Reacties',
  ar: 'التعليقات',
};

/**
 * Comment count: a plain link that reads the neutral "Comments" at once and
 * "12 comments" once the count arrives. The count comes with its words
 * (`/comments/count?…&locale=fr` answers `NAME(12,"12 commentaires")`), so
 * the widget carries neither plural rules nor a chunk of words: a page of
 * counts on another origin than the server's is the loader and this file
 * (docs/embedding.md). No framework and no live region: the count is not
 * news worth interrupting for. The locale is `data-locale`, else the page's
 * `<html lang>`, else English (docs/languages.md "Languages"); one not the
 * page's is marked with `lang` and `dir` on the element.
 */
export async function mount(el: HTMLElement, options: CommentCountOptions = {}): Promise<() => void> {
  const pageLang = document.documentElement.lang;
  const spoken = resolveLocale(options.locale, pageLang);
  if (spoken != baseLanguage(pageLang)) {
    el.lang = spoken;
    el.dir = textDirection(spoken);
  }
  const link = document.createElement('a');
  link.href = options.href || '#comments';
  link.textContent = NEUTRAL[spoken];
  el.replaceChildren(link);
  jsonp(
    window as unknown as JsonpWindow,
    options.src || '/comments/count',
    `postID=${encodeURIComponent(options.postId || '')}&locale=${spoken}`,
  ).then(
    // An answer without words (an endpoint that gives the number alone) leaves the neutral word.
    ([, label]) => typeof label == 'string' && (link.textContent = label),
    (error) => console.warn('[porchlight]', error),
  );
  return () => link.remove();
}
