import { COUNT_LIMIT_MS } from '../shared/api/request-limits.ts';

/**
 * JSONP over a script tag: the only way the comment count talks to its
 * server, so a page with counts alone needs no fetch, no CORS and no framework.
 *
 * - every call gets its own random callback name, so parallel calls never collide;
 * - the script tag and the global are removed as soon as the call settles;
 * - a call that neither answers nor errors is abandoned after `timeoutMs`
 *   (its late answer, if any, lands on a no-op that then removes itself);
 * - every failure is a promise rejected with 'timeout' or 'error': callers
 *   turn it into neutral text;
 * - the answer is what the callback was called with, every argument (the
 *   count's answer is `NAME(7)`, or `NAME(7,"7 comments")` when its words
 *   were asked for).
 *
 * The environment is a window (a fake one in tests): callbacks become its
 * properties and its own timers bound the wait. Kept to one function because
 * the comment count, which ships in every page, has a tight budget.
 */
export interface JsonpWindow {
  document: { createElement(tag: 'script'): HTMLScriptElement; head: { append(node: Node): void } };
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
  [callback: string]: unknown;
}

/**
 * `url` is absolute or page-relative and may carry a query of its own (a
 * host's site key, a cache-buster): `query` and `callback=NAME` join it
 * with `&` then, not a second `?`.
 */
export function jsonp(win: JsonpWindow, url: string, query: string, timeoutMs = COUNT_LIMIT_MS): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const name = 'porchlight' + Math.random().toString(36).slice(2);
    const script = win.document.createElement('script');
    const settle = (ok: boolean, value: unknown) => {
      win.clearTimeout(timer);
      delete win[name];
      script.remove();
      (ok ? resolve : reject)(value as unknown[]);
    };
    const timer = win.setTimeout(() => {
      settle(false, 'timeout');
      win[name] = () => delete win[name];
    }, timeoutMs);
    win[name] = (...answer: unknown[]) => settle(true, answer);
    script.onerror = () => settle(false, 'error');
    script.src = `${url}${url.includes('?') ? '&' : '?'}${query}&callback=${name}`;
    win.document.head.append(script);
  });
}
