/**
 * When a refused reader may try again, in their language's words ("in 45
 * seconds", "dans 2 minutes"): the server's Retry-After, worded by the
 * browser's (or Node's) own Intl, so each language says it as it should.
 * Whole seconds under a minute, else minutes rounded up: never sooner than
 * the server will take it.
 */
export function whenAgain(locale: string, seconds: number): string {
  const words = new Intl.RelativeTimeFormat(locale);
  return seconds < 60
    ? words.format(Math.max(1, Math.ceil(seconds)), 'second')
    : words.format(Math.ceil(seconds / 60), 'minute');
}
