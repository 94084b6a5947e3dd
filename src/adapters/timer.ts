/**
 * Timers for stores (side effects live in adapters). A store asks
 * for one callback after `ms` and may cancel it; tests pass a fake clock.
 */
export interface Timer {
  /** Calls `fn` once after `ms`; the returned function cancels it (safe to call twice). */
  after(ms: number, fn: () => void): () => void;
}

export const windowTimer = (win: Pick<Window, 'setTimeout' | 'clearTimeout'> = window): Timer => ({
  after(ms, fn) {
    const id = win.setTimeout(fn, ms);
    return () => win.clearTimeout(id);
  },
});
