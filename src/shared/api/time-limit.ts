import { systemTimer } from '../timer.ts';
import { REQUEST_LIMIT_MS } from './request-limits.ts';

/**
 * Every request the widgets make has a time limit (docs/accessibility-decisions.md "Failing alone"): a request
 * that hangs fails like any other after a bounded wait, and its late answer
 * is never used. The limit is the widgets' one timer (shared/timer.ts), so tests move it with a fake clock.
 */

/**
 * `work`, or a rejection (an `AbortError`) once `limitMs` has passed without
 * it settling. The signal aborts at the limit, for work that can be stopped
 * (a fetch); work that cannot (a module import) runs on, and what it brings
 * is dropped.
 */
export function withinLimit<T>(work: (signal: AbortSignal) => Promise<T>, limitMs = REQUEST_LIMIT_MS): Promise<T> {
  const limit = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const cancel = systemTimer.after(limitMs, () => {
      limit.abort();
      // signal.reason is the AbortError; older browsers have none, so make it.
      reject(limit.signal.reason ?? new DOMException('The request took too long.', 'AbortError'));
    });
    work(limit.signal).then(resolve, reject).finally(cancel);
  });
}
