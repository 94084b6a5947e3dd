/**
 * How long the widgets wait for a request (docs/accessibility-decisions.md "Failing
 * alone"): every limit, named here and nowhere else.
 * Constants only, in a module of their own: a bundle that needs a number
 * carries the number, never the code that waits (time-limit.ts).
 */

/** Long enough for a slow phone network, short enough that a reader is told before giving up. */
export const REQUEST_LIMIT_MS = 10_000;

/**
 * A comment count's JSONP (adapters/jsonp.ts): shorter, since a count is never waited for (its neutral words
 * are already on the page) and every page with counts asks for one.
 */
export const COUNT_LIMIT_MS = 8_000;
