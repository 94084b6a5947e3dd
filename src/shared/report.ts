/**
 * The one way the widgets tell a blog's developer what went wrong: in the
 * browser's console, under the `[porchlight]` prefix, so a blog's own
 * messages and ours are told apart. The reader is told in words by the
 * widget itself; this is the developer's side of the same failure.
 *
 * Two weights, because the console and the tests tell them apart:
 * `logWarning` for what the widget gets over (a refused vote, a count that
 * stays neutral), `logError` for a part that could not be had at all (a
 * widget that failed to mount, a chunk that did not load). Stores and
 * adapters that tests watch take a `Log` handed in, defaulting to these.
 * Touches the console only when called, so server-rendered code may import it.
 */
export type Log = (message: string, ...details: unknown[]) => void;

/** A `Log` at one of the console's weights: one definition for both, which the page's first chunk carries. */
const at =
  (weight: 'warn' | 'error'): Log =>
  (...said) =>
    console[weight]('[porchlight]', ...said);

export const logWarning = at('warn');

export const logError = at('error');
