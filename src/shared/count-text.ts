/**
 * Words for a comment count: the CLDR `one` and `other` forms; the neutral
 * text (shown before the count arrives or when it cannot be had:
 * never "undefined", "NaN" or an empty link) is the capitalised `other`. Categories a locale has
 * beyond those (French `many` for a million) read as `other`. Locales without
 * words here read English: the count ships in every page, so it carries only
 * the locales the suite is complete in.
 */
const WORDS: Record<string, string[]> = {
  en: ['comment', 'comments'],
  fr: ['commentaire', 'commentaires'],
};

/** The locale the count speaks: the known base language of a tag (`fr-CA` → `fr`), else English. */
export const countLocale = (tag: string): string => (WORDS[(tag = tag.slice(0, 2).toLowerCase())] ? tag : 'en');

/** "1 comment", "1 234 commentaires"; anything but a count gives the neutral "Comments". */
export function countText(count: unknown, locale: string): string {
  const [one, other] = WORDS[locale]!;
  return Number.isSafeInteger(count) && (count as number) >= 0
    ? `${(count as number).toLocaleString(locale)} ${new Intl.PluralRules(locale).select(count as number) == 'one' ? one : other}`
    : other![0]!.toUpperCase() + other!.slice(1);
}
