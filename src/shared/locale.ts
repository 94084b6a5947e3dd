/** The locales the API knows (the schema's `enum Locale`). */
export const LOCALES = ['en', 'fr', 'es', 'de', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A widget's locale: its `data-locale`, else the page's `<html lang>`, else
 * English. Region subtags are dropped (`fr-CA` reads as `fr`) because the API
 * speaks base languages only.
 */
export function resolveLocale(requested: string | undefined, pageLang: string | undefined): Locale {
  for (const tag of [requested, pageLang]) {
    const base = (tag || '').trim().toLowerCase().split(/[-_]/)[0] as Locale;
    if (LOCALES.includes(base)) return base;
  }
  return 'en';
}
