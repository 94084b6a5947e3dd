import {
  translator,
  type LocaleChunks,
  type Messages,
  type KeyOf,
  type Translate,
  type Words,
} from '../shared/i18n.ts';
import { baseLanguage, textDirection, resolveLocale, type Locale } from '../shared/locale.ts';

/**
 * The words of a widget mounted on `el` (docs/languages.md "Languages"): its
 * `data-locale`, else the page's `<html lang>`, else English. English is in
 * the widget's own code; another locale's words are a chunk of their own,
 * loaded here, and the widget enhances once they are in (the loader holds
 * its space meanwhile). A chunk that fails leaves that widget in English,
 * alone: the others mount as they would. It loads with the page, as the
 * widget's own code does, so it has no time limit either: on a slow network
 * a reader's own language late is better than English at once
 * (docs/accessibility-decisions.md "Failing alone").
 *
 * When the language spoken is not the page's, the root says so with `lang`,
 * so screen readers switch voice (a chunk that failed on a German page:
 * `lang="en"`), and with `dir`, so its text and layout read that language's
 * way: Arabic on an English page right to left, English on an Arabic page
 * left to right. In the page's own language it follows the page.
 */
export async function widgetWords<E extends Words>(
  el: HTMLElement,
  requested: string | undefined,
  english: E,
  locales: LocaleChunks<Messages<E>>,
): Promise<Translate<KeyOf<E>>> {
  const pageLang = document.documentElement.lang;
  let spoken: Locale = resolveLocale(requested, pageLang);
  const words: Words | undefined =
    spoken == 'en'
      ? english
      : await locales(spoken).then(
          (chunk) => chunk.words,
          () => undefined,
        );
  // A chunk that failed (in the browser's own log) or came without words (an answer that was no chunk of
  // ours): English, and the widget's `lang` says so.
  if (!words) spoken = 'en';
  if (spoken != baseLanguage(pageLang)) {
    el.lang = spoken;
    el.dir = textDirection(spoken);
  }
  return translator(spoken, words ?? english, english);
}
