/**
 * The one way the widgets wait and read the time. Stores and adapters take a
 * `Timer` (or the part of it they use) handed in, so tests move time with a
 * fake one; `systemTimer` is the platform's. It lives in src/shared because
 * code the server renders waits too (focus, slices of a long list, the
 * request limit): it reads the platform's timers and clock when called,
 * never at import, so it runs on either side, and a fake clock installed
 * after load (page.clock in the browser tests) is the one it uses.
 */
export interface Timer {
  /** Calls `fn` once after `ms`; the returned function cancels it (safe to call twice). */
  after(ms: number, fn: () => void): () => void;
  /** The time now, in milliseconds since the epoch. */
  now(): number;
}

export const systemTimer: Timer = {
  after(ms, fn) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
  now: () => Date.now(),
};
