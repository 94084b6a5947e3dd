/**
 * Answers to anonymous queries, kept briefly as the JSON text sent. Readers
 * of a popular post all send the same RootComments document with the same
 * variables; without a viewer the answer depends on nothing else, so it can
 * be sent again until something changes. An answer is kept from the second
 * time its key is asked for within `ttlMs`: what one reader alone asks for
 * is never kept. Any mutation through this server
 * clears the cache at once; changes made elsewhere (the admin command on
 * the same database) show within `ttlMs`.
 *
 * The rendered sections are kept the same way (routes/kept-renderers.ts), each
 * tagged with its post, so that a change told for one post drops only that
 * post's.
 */
export interface ResultCache {
  get(key: string): string | undefined;
  /** Whether get(key) would answer now; unlike get, asking does not count as asking for it. */
  has(key: string): boolean;
  /** Which clear() or drop() we are after: an answer computed across one is never kept. */
  generation(): number;
  /** Keeps `json` under `key`, with a `tag` that drop() names it by (what it was made from). */
  set(key: string, json: string, generation: number, tag?: string): void;
  /** Forgets every answer set with `tag`. */
  drop(tag: string): void;
  /** Keeps what is kept, but nothing computed before now: a change is about to run. */
  fence(): void;
  clear(): void;
}

/** How long an answer is kept: others' changes show within this on every instance. */
export const ANSWER_CACHE_MS = 2000;

export function createResultCache({ maxEntries = 500, ttlMs = ANSWER_CACHE_MS, now = Date.now } = {}): ResultCache {
  const entries = new Map<string, { json: string; at: number; tag?: string }>();
  // Keys asked for and missed lately, and whether they were asked for again: an answer is kept only
  // for a key asked for twice within its lifetime. A stream of one-off requests (each reader's own
  // variables, a crawler walking cursors) then never pushes the popular answers out, nor churns
  // memory with answers no one will ask for again.
  const missed = new Map<string, { at: number; again: boolean }>();
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && now() - entry.at <= ttlMs) return entry.json;
      if (entry) entries.delete(key);
      const seen = missed.get(key);
      if (seen && now() - seen.at <= ttlMs) seen.again = true;
      else {
        missed.delete(key);
        if (missed.size >= maxEntries) missed.delete(missed.keys().next().value!);
        missed.set(key, { at: now(), again: false });
      }
      return undefined;
    },
    has(key) {
      const entry = entries.get(key);
      return entry !== undefined && now() - entry.at <= ttlMs;
    },
    generation: () => generation,
    set(key, json, startedAt, tag) {
      if (startedAt !== generation || !missed.get(key)?.again) return;
      missed.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { json, at: now(), tag });
    },
    fence() {
      generation++;
    },
    drop(tag) {
      generation++;
      for (const [key, entry] of entries) if (entry.tag === tag) entries.delete(key);
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

/** Only small documents, with their variables, are worth a key: the cache never holds a flood of one-off giants. */
export const MAX_CACHED_QUERY = 8 * 1024;
