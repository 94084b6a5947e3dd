/**
 * Answers to anonymous queries, kept briefly as the JSON text sent. Readers
 * of a popular post all send the same RootComments document with the same
 * variables; without a viewer the answer depends on nothing else, so it can
 * be sent again until something changes. Any mutation through this server
 * clears the cache at once; changes made elsewhere (the admin command on
 * the same database) show within `ttlMs`.
 */
export interface ResultCache {
  get(key: string): string | undefined;
  /** Which clear() we are after: an answer computed across a clear() is never kept. */
  generation(): number;
  set(key: string, json: string, generation: number): void;
  clear(): void;
}

/** How long an answer is kept: others' changes show within this on every instance. */
export const ANSWER_CACHE_MS = 2000;

export function createResultCache({ maxEntries = 500, ttlMs = ANSWER_CACHE_MS, now = Date.now } = {}): ResultCache {
  const entries = new Map<string, { json: string; at: number }>();
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.json;
    },
    generation: () => generation,
    set(key, json, startedAt) {
      if (startedAt !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { json, at: now() });
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

/** Only small documents are worth a key: the cache never holds a flood of one-off giants. */
export const MAX_CACHED_QUERY = 8 * 1024;
