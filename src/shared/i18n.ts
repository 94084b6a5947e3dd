import { LOCALES, type Locale, type OtherLocale } from './locale.ts';

/**
 * Translations (docs/languages.md "Languages"). Each set of words is a folder
 * `messages/`: `en.ts` exports the English `words`, the source of the keys,
 * `<locale>.ts` the same `words` in each other locale, typed against
 * English (`Messages`), so a locale lacking a key does not compile and a
 * unit test checks the placeholders and plural forms too, and `locales.ts`
 * gives them to the code, every locale at once (`all`) or one (`locales`).
 *
 * A word that counts something is a plural: its forms by CLDR category
 * (`{ one: '{count} comment', other: '{count} comments' }`), the locale's
 * own categories (Arabic: zero, one, two, few, many, other), chosen by
 * `Intl.PluralRules` from the `count` it is given. Numbers fill their
 * placeholders as the locale writes them (`Intl.NumberFormat`: 1,234 in
 * English, 1 234 in French).
 */
export type Plural = { [Category in Intl.LDMLPluralRule]?: string } & { other: string };

/** The English words of a set: each a text, or a plural. */
export type Words = Record<string, string | Plural>;

/** A set's words in another locale: every English key, a text where English has a text and a plural where it has one. */
export type Messages<E extends Words> = { [K in keyof E]: E[K] extends string ? string : Plural };

/** A set's words in every locale (its `locales.ts`'s `all`: the server's, which renders each locale at once). */
export type Catalogue<E extends Words> = { en: E } & Record<OtherLocale, Messages<E>>;

export type Translate<K extends string> = (key: K, vars?: Record<string, string | number>) => string;

/** The keys of a set of words. */
export type KeyOf<E extends Words> = Extract<keyof E, string>;

/** One part's words in a widget's language, `english` where it has none (the comment section's parts: widget.ts). */
export type PartWords = <E extends Words>(part: string, english: E) => Translate<KeyOf<E>>;

/** Loads a set's words in a locale other than English (its `locales.ts`'s `locales`): each is a chunk of its own on the page (build.mjs). */
export type LocaleChunks<W> = (locale: OtherLocale) => Promise<{ words: W }>;

/**
 * The words of `locale` (a key it lacks reads English, so a key name never
 * shows), each `{name}` filled from `vars`, numbers as the locale writes them.
 */
export function translator<E extends Words>(locale: string, words: Words, english: E): Translate<KeyOf<E>> {
  const plural = new Intl.PluralRules(locale);
  // Kept: a number's toLocaleString builds a formatter at each call (8-14 µs in Chromium, against 0.5 µs for one
  // kept), and a page of comments writes hundreds of numbers.
  const numbers = new Intl.NumberFormat(locale);
  return (key, vars = {}) => {
    let text: string | Plural = words[key] ?? english[key]!;
    if (typeof text == 'object') text = text[plural.select(vars.count as number)] ?? text.other;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = vars[name];
      return typeof value == 'number' ? numbers.format(value) : (value ?? whole);
    });
  };
}

/** One translator per locale for a set of words, made once (the server's: an Intl formatter is costly to build). */
export function translators<E extends Words>(all: Catalogue<E>): Record<Locale, Translate<KeyOf<E>>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, translator(locale, all[locale], all.en)])) as Record<
    Locale,
    Translate<KeyOf<E>>
  >;
}
