import type { FastifyRequest } from 'fastify';
import type { LimitStore } from '../store/store.ts';
import { clientKey, GONE } from './client.ts';
import { UNCOUNTED, type RateLimitMetrics } from '../metrics/parts.ts';

/** What a spend left: allowed, or refused with how long until the window opens again. */
export type Spent = { isAllowed: true } | { isAllowed: false; ttlInSeconds: number };

export interface AllowanceOptions {
  /** Names the keys (`changes:ADDRESS`), so allowances sharing the table never share a count. */
  name: string;
  /** What may be spent in one window. */
  max: number;
  windowMs: number;
  now?: () => Date;
  /** Told of each spend refused, by `name` (docs/self-hosting.md "Metrics"). */
  metrics?: RateLimitMetrics;
}

/**
 * What an instance tallies itself before it counts in the database: a fiftieth of the budget. Spends smaller
 * than this add up here and go to the database together once they reach it, so that a read costs no write; a
 * spend as large goes at once. Budgets under 100 (changes, previews, sign-in attempts by default) are thus
 * counted in the database at every spend, exactly; several instances together may let a key past a large budget
 * by about this much each, and by what came in at once while the database counted.
 */
export const TALLY_SHARE = 50;
/** Keys an instance tallies at once at most: past it, a new key is counted in the database at its first spend. */
const TALLIED_KEYS = 50_000;

/**
 * A budget per key and window, counted in the database (Store.countHit) so that several instances on one
 * database hold a key to one budget (docs/self-hosting.md "What one request and one address may spend"). A request spends
 * what it costs at once (a document with 90 mutation fields spends 90), and is refused whole when that
 * carries the window past `max`: nothing of it runs. What a refused request spent stays spent, so
 * sending the same flood again is refused as fast. Small spends of a large budget are tallied on the instance
 * first (TALLY_SHARE); what a key tallied when its window closes here is not counted.
 */
export function keyedAllowance(
  store: Pick<LimitStore, 'countHit'>,
  { name, max, windowMs, now = () => new Date(), metrics = UNCOUNTED.rateLimits }: AllowanceOptions,
) {
  const tally = Math.floor(max / TALLY_SHARE);
  /** Per key: what this instance has let pass uncounted, what the database counted when last asked, and until when. */
  const tallied = new Map<string, { pending: number; counted: number; ends: number }>();
  /** Room for one more key: a full map first forgets the keys whose window has closed. */
  const roomFor = (time: number) => {
    if (tallied.size < TALLIED_KEYS) return true;
    for (const [key, { ends }] of tallied) if (ends <= time) tallied.delete(key);
    return tallied.size < TALLIED_KEYS;
  };
  const settle = async (key: string, amount: number): Promise<Spent> => {
    const at = now();
    const { hits, msLeft } = await store.countHit(`${name}:${key}`, windowMs, at, amount);
    const ends = at.getTime() + msLeft;
    // In place: spends tallied while the database answered stay pending, for the next count.
    const mine = tallied.get(key);
    if (mine) {
      mine.counted = Math.max(mine.counted, hits);
      mine.ends = ends;
    } else if (tally > 1 && roomFor(at.getTime())) tallied.set(key, { pending: 0, counted: hits, ends });
    return hits <= max ? { isAllowed: true } : { isAllowed: false, ttlInSeconds: secondsOf(msLeft) };
  };
  const spend = async (key: string, amount: number): Promise<Spent> => {
    const time = now().getTime();
    let mine = tallied.get(key);
    if (mine && mine.ends <= time) {
      tallied.delete(key);
      mine = undefined;
    }
    if (!mine && amount < tally && tally > 1 && roomFor(time)) {
      // A key's first spend here opens its window here: nothing is asked of the database until the tally fills.
      tallied.set(key, { pending: amount, counted: 0, ends: time + windowMs });
      return { isAllowed: true };
    }
    // Already past the budget when last counted: refused here, and what it asked for tallied as spent.
    if (mine && mine.counted > max && mine.pending + amount < tally) {
      mine.pending += amount;
      return { isAllowed: false, ttlInSeconds: secondsOf(mine.ends - time) };
    }
    if (!mine || amount >= tally || mine.pending + amount >= tally || mine.counted + mine.pending + amount > max) {
      const pending = mine?.pending ?? 0;
      if (mine) mine.pending = 0;
      return settle(key, pending + amount);
    }
    mine.pending += amount;
    return { isAllowed: true };
  };
  return async (key: string, amount = 1): Promise<Spent> => {
    const spent = await spend(key, amount);
    if (!spent.isAllowed) metrics.refused(name);
    return spent;
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
