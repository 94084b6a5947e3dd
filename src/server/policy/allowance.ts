import type { FastifyRequest } from 'fastify';
import type { LimitStore } from '../store/store.ts';
import { clientKey, GONE } from './client.ts';

/** What a spend left: allowed, or refused with how long until the window opens again. */
export type Spent = { isAllowed: true } | { isAllowed: false; ttlInSeconds: number };

export interface AllowanceOptions {
  /** Names the keys (`changes:ADDRESS`), so allowances sharing the table never share a count. */
  name: string;
  /** What may be spent in one window. */
  max: number;
  windowMs: number;
  now?: () => Date;
}

/**
 * A budget per key and window, counted in the database (Store.countHit) so that several instances on one
 * database hold a key to one budget (docs/self-hosting.md "What one request and one address may spend"). A request spends
 * what it costs at once (a document with 90 mutation fields spends 90), and is refused whole when that
 * carries the window past `max`: nothing of it runs. What a refused request spent stays spent, so
 * sending the same flood again is refused as fast.
 */
export function keyedAllowance(
  store: Pick<LimitStore, 'countHit'>,
  { name, max, windowMs, now = () => new Date() }: AllowanceOptions,
) {
  return async (key: string, amount = 1): Promise<Spent> => {
    const { hits, msLeft } = await store.countHit(`${name}:${key}`, windowMs, now(), amount);
    return hits <= max ? { isAllowed: true } : { isAllowed: false, ttlInSeconds: secondsOf(msLeft) };
  };
}

/** Spends `amount` (1 by default) from the request's client address's budget. */
export type AddressAllowance = (request: FastifyRequest, amount?: number) => Promise<Spent>;

/**
 * The same budget, per client address (policy/client.ts): what every per-address limit counts by. A request
 * whose peer's address is unknown (it cut the connection before the server could learn it) is refused and
 * spends nothing: it could not be counted against its own address's limits and blocks, and no one is there
 * to read the refusal.
 */
export function addressAllowance(store: Pick<LimitStore, 'countHit'>, options: AllowanceOptions): AddressAllowance {
  const spend = keyedAllowance(store, options);
  return async (request, amount = 1) => {
    const key = clientKey(request);
    return key === GONE ? { isAllowed: false, ttlInSeconds: secondsOf(options.windowMs) } : spend(key, amount);
  };
}

/** Retry-After is whole seconds, and never 0: a client told 0 would come straight back into the same window. */
const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
