import { translator, type Messages, type Translate } from '../shared/i18n.ts';
import { resolveLocale } from '../shared/locale.ts';

/**
 * The translator for a widget mounted on `el`: its `data-locale`, else the
 * page's `<html lang>`, else English, among the locales the widget has words
 * for (others read English). When that language is not the page's, the
 * widget root says so with `lang`, so screen readers switch voice.
 */
export function widgetTranslator<K extends string>(
  el: HTMLElement,
  requested: string | undefined,
  catalog: { en: Messages<K> } & Record<string, Messages<K>>,
): Translate<K> {
  const pageLang = document.documentElement.lang;
  const wanted = resolveLocale(requested, pageLang);
  const spoken = catalog[wanted] ? wanted : 'en';
  if (spoken !== pageLang.toLowerCase().split(/[-_]/)[0]) el.lang = spoken;
  return translator(catalog[spoken]!, catalog.en);
}
