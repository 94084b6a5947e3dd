/**
 * Every request the widgets make has a time limit (docs/accessibility-decisions.md "Failing alone"): a request
 * that hangs fails like any other after a bounded wait, and its late answer
 * is never used. The limit is a plain timer, so tests move it with a fake clock.
 */

/** Long enough for a slow phone network, short enough that a reader is told before giving up. */
export const REQUEST_LIMIT_MS = 10_000;

/**
 * `work`, or a rejection (an `AbortError`) once `limitMs` has passed without
 * it settling. The signal aborts at the limit, for work that can be stopped
 * (a fetch); work that cannot (a module import) runs on, and what it brings
 * is dropped.
 */
export function withinLimit<T>(work: (signal: AbortSignal) => Promise<T>, limitMs = REQUEST_LIMIT_MS): Promise<T> {
  const limit = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      limit.abort();
      // signal.reason is the AbortError; older browsers have none, so make it.
      reject(limit.signal.reason ?? new DOMException('The request took too long.', 'AbortError'));
    }, limitMs);
    work(limit.signal)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
