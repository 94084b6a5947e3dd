import type { Store } from './store/store.ts';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store (its `store` option), counting in the
 * database through `Store.countHit`: instances on one database hold each
 * address to one limit, however a load balancer spreads its requests.
 * Each limiter names its keys (`changes:ADDRESS`), so limits sharing the
 * table never share a count.
 */
export function databaseRateStore(store: Pick<Store, 'countHit'>, now: () => Date = () => new Date()) {
  return class DatabaseRateStore {
    incr(key: string, done: Counted, timeWindow: number): void {
      store.countHit(key, timeWindow, now()).then(
        ({ hits, msLeft }) => done(null, { current: hits, ttl: msLeft }),
        (error: Error) => done(error),
      );
    }

    child(): DatabaseRateStore {
      return new DatabaseRateStore();
    }
  };
}
