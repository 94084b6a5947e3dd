import type { Cookies } from '../../src/adapters/cookies.ts';
import type { Storage } from '../../src/adapters/storage.ts';
import type { ApiComment, Connection } from '../../src/shared/api/types.ts';

/** Fakes for the comment stores' adapters: what they were asked to do is kept for assertions. */
export function fakeCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: [string, string, number][] = [];
  const cookies: Cookies = {
    read: (name) => jar.get(name) ?? null,
    write: (name, value, months) => {
      writes.push([name, value, months]);
      jar.set(name, value);
    },
  };
  return { cookies, jar, writes };
}

export function fakeStorage(initial: Record<string, unknown> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: Storage = {
    read: <T>(key: string) => (items.has(key) ? (items.get(key) as T) : null),
    write: (key, value) => void items.set(key, value),
    remove: (key) => void items.delete(key),
  };
  return { storage, items };
}

export const node = (id: string, extra: Partial<ApiComment> = {}): ApiComment => ({
  id,
  date: '01/02/2026 10:00',
  comment: `text ${id}`,
  body: [['p', `text ${id}`]],
  popularity: 0,
  user: { isAuthor: false, avatar: null, name: `Name ${id}`, website: null },
  ...extra,
});

export const page = (
  nodes: ApiComment[],
  endCursor: string | null = null,
  hasNextPage = false,
): Connection<ApiComment> => ({
  edges: nodes.map((n) => ({ node: n })),
  pageInfo: { endCursor, hasNextPage },
});

/** A promise settled from outside, to look at a store while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
