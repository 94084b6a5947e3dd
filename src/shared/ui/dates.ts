/**
 * A comment's moment as readers read it (docs/ACCESSIBILITY.md): in the
 * section's language, the month as a word (10/01 is October to some and
 * January to others), in the reader's own time zone (the server's markup:
 * UTC, named), to the minute. A
 * reader whose browser prefers a regional form of that language (en-GB)
 * gets that region's order. Made once per section: an Intl formatter is
 * costly to build and cheap to use.
 */
export function dateFormatter(
  lang: string,
  readerLanguages: readonly string[] = [],
  timeZone?: string,
): (iso: string | undefined, fallback: string) => string {
  const locale = readerLanguages.find((tag) => tag.split('-')[0]!.toLowerCase() === lang) ?? lang;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  return (iso, fallback) => {
    const date = new Date(iso ?? NaN);
    // A fixed zone is named: the server's markup, the same for every reader, is in UTC and says so.
    return Number.isNaN(date.getTime()) ? fallback : format.format(date) + (timeZone ? ` ${timeZone}` : '');
  };
}
