/**
 * A comment's moment as readers read it (docs/accessibility-decisions.md): in the
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

/** A week in seconds: past it, "12 days ago" says less than the date beside it. */
const WEEK = 7 * 86400;
const UNITS = [
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
] as const;

/**
 * Midnights between two moments on the reader's calendar: 46 hours before noon is the day before yesterday,
 * not "yesterday" as whole 24-hour days would have it. Rounded, as a day with a clock change is not 24 hours.
 */
function calendarDays(then: number, now: number): number {
  const midnight = (moment: number) => new Date(moment).setHours(0, 0, 0, 0);
  return Math.round((midnight(now) - midnight(then)) / 86400000);
}

/**
 * How long ago a moment of the last week was, in the section's language ("2 hours ago", "yesterday",
 * "now"), to stand beside its date; '' for an older or unknown moment. Without a clock, always '': the
 * server's markup is shared by every reader and held by caches, so it cannot say how long ago anything was,
 * and a section upgraded over that markup keeps it as it reads. A moment ahead of the reader's clock (a
 * clock a little slow) is "now".
 */
export function agoFormatter(lang: string, now?: () => number): (iso: string | undefined) => string {
  if (!now) return () => '';
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  return (iso) => {
    const past = (now() - Date.parse(iso ?? '')) / 1000;
    if (!(past < WEEK)) return '';
    const [unit, size] = UNITS.find(([, seconds]) => past >= seconds) ?? ['second', 1];
    if (unit == 'day') return format.format(-calendarDays(Date.parse(iso!), now()), unit);
    return format.format(unit == 'second' ? 0 : -Math.floor(past / size), unit);
  };
}
