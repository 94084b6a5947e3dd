import type { Store } from '../store/store.ts';
import type { DatabaseMetrics } from './parts.ts';

/**
 * Not the database's time: closing it, starting to listen for its changes or its queued deliveries (which lasts as
 * long as the server, and whose stop is given back at once, not as a promise).
 */
const UNTIMED = new Set<string>(['close', 'watchChanges', 'watchDeliveries', 'connections']);

/**
 * The store with each call timed, until its answer or its failure: the one place every query of either engine
 * passes (docs/self-hosting.md "Metrics"), so both are measured alike, by the call's name, a fixed set. A call
 * is one statement or several, or one transaction; the time is the server's wait, the pool's queue included.
 * An async function awaiting the call costs a third of what a then() beside it does: under a microsecond a call.
 */
export function timedStore(store: Store, metrics: DatabaseMetrics): Store {
  const timed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(store))
    timed[name] =
      typeof value !== 'function' || UNTIMED.has(name)
        ? value
        : async (...args: unknown[]) => {
            const started = performance.now();
            try {
              return await (value as (...args: unknown[]) => Promise<unknown>)(...args);
            } finally {
              metrics.called(name, (performance.now() - started) / 1000);
            }
          };
  return timed as unknown as Store;
}
