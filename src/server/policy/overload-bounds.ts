import { getHeapStatistics } from 'node:v8';

/**
 * The bounds past which the server refuses new requests with 503 and Retry-After rather than queue them
 * (docs/self-hosting.md "Overload"): how late the event loop runs, and how much memory the process holds. 0: no
 * such bound.
 */
export interface OverloadBounds {
  /** The event loop's mean delay over the last second, in milliseconds (OVERLOAD_EVENT_LOOP_DELAY_MS). */
  eventLoopDelayMs: number;
  /** The JavaScript heap in use, in bytes (OVERLOAD_HEAP_MB). */
  heapBytes: number;
  /** The process's resident memory, in bytes (OVERLOAD_RSS_MB). */
  rssBytes: number;
}

/**
 * A second of lateness on every callback: readers already wait past what a page tolerates, and a queue that
 * long only grows. Well above the few milliseconds a served request holds the loop.
 */
export const DEFAULT_EVENT_LOOP_DELAY_MS = 1000;
/** Past an hour's lateness a bound bounds nothing. */
const MAX_EVENT_LOOP_DELAY_MS = 3_600_000;
const MB = 1024 * 1024;
/**
 * Nine tenths of the heap Node may grow to (its default, or --max-old-space-size): past it, garbage collection
 * runs nearly without pause and the next large request may end the process out of memory, every reader's with it.
 */
export const defaultHeapBytes = (): number => Math.floor(getHeapStatistics().heap_size_limit * 0.9);

/** A whole number from 0 (no bound) to `max`, or its default when unset or empty. */
function bound(env: Record<string, string | undefined>, name: string, unit: string, max: number): number | null {
  const value = env[name];
  if (value === undefined || value === '') return null;
  const number = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(number) || number > max)
    throw new Error(`${name} must be a whole number of ${unit} from 0 (no bound) to ${max} (got "${value}")`);
  return number;
}

export function readOverloadBounds(env: Record<string, string | undefined>): OverloadBounds {
  const delay = bound(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', 'milliseconds', MAX_EVENT_LOOP_DELAY_MS);
  // A million megabytes: a terabyte, past any machine this runs on; the bound only keeps the number exact.
  const heap = bound(env, 'OVERLOAD_HEAP_MB', 'megabytes', 1_000_000);
  const rss = bound(env, 'OVERLOAD_RSS_MB', 'megabytes', 1_000_000);
  return {
    eventLoopDelayMs: delay ?? DEFAULT_EVENT_LOOP_DELAY_MS,
    heapBytes: heap === null ? defaultHeapBytes() : heap * MB,
    // Off unless set: how much memory the machine or container allows is the operator's to know.
    rssBytes: (rss ?? 0) * MB,
  };
}
