/** The locales the widgets speak and the API knows (the schema's `enum Locale`; docs/languages.md "Languages"). */
export const LOCALES = ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
/** The locales whose words come as chunks of their own: English is in every widget's code. */
export type OtherLocale = Exclude<Locale, 'en'>;

/** Which way a locale is written: Arabic right to left, the others left to right. */
export const textDirection = (locale: string): 'ltr' | 'rtl' => (locale == 'ar' ? 'rtl' : 'ltr');

/**
 * A widget's locale: its `data-locale`, else the page's `<html lang>`, else
 * English. Region subtags are dropped (`fr-CA` reads as `fr`) because the API
 * speaks base languages only.
 */
export const resolveLocale = (requested: string | undefined, pageLang: string | undefined): Locale =>
  ([requested, pageLang].map(baseLanguage).find((base) => LOCALES.includes(base as Locale)) as Locale) || 'en';

/** A language tag's base language, in lower case: `fr-CA` is `fr`. */
export const baseLanguage = (tag: string | undefined): string => (tag || '').toLowerCase().split(/[-_]/)[0]!;
