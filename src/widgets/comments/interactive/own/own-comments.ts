import type { Storage } from '../../../../adapters/storage.ts';
import type { OwnComment, OwnComments } from '../../../../shared/comments/chunks/own-editor.ts';
import { systemTimer } from '../../../../shared/timer.ts';

/** Where the browser keeps the comments its reader wrote here: those they may still change, and the keys of the others. */
export const OWN_COMMENTS_KEY = 'porchlight-own-comments';

/**
 * The keys kept of comments written without an account, the newest first: a hundred is more than a reader writes
 * on one blog in a year, and their form to the writer's data page stays under its body limit.
 */
export const KEPT_KEYS = 100;

/**
 * How long a key is kept after its comment's edit window closed: a year. A key is a right to a comment's data and
 * to its erasing, which the reader asks for when they think of it, not within minutes; but a browser that outlives
 * its reader (a shared or sold machine) should not hold that right for ever. Their e-mail stays the way after it.
 */
export const KEY_KEPT_MS = 365 * 24 * 60 * 60_000;

type Kept = Record<string, OwnComment>;

/** A kept value of the wrong shape is nobody's comment: dropped, never trusted. */
const valid = (value: unknown): value is OwnComment =>
  !!value &&
  typeof value === 'object' &&
  Number.isFinite((value as OwnComment).until) &&
  ['string', 'undefined'].includes(typeof (value as OwnComment).key);

/**
 * The reader's own comments, kept in the browser (docs/embedding.md "Editing your comment"): read afresh at every
 * question, so several sections and tabs agree, and pruned at every write. A comment is offered to change while
 * its window is open; one written without an account keeps its key after that, within the bounds above, for its
 * writer's data (docs/self-hosting.md "Readers' data"). Storage that is blocked keeps nothing: the reader then
 * simply is not offered Edit, Delete or their data.
 */
export function createOwnComments(storage: Storage, now: () => number = systemTimer.now): OwnComments {
  const read = (): Kept => {
    const kept = storage.read<unknown>(OWN_COMMENTS_KEY);
    if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return {};
    return Object.fromEntries(Object.entries(kept).filter(([, one]) => valid(one))) as Kept;
  };
  /** What is still worth keeping, the newest first: open windows, and the keys within their bounds. */
  const current = (kept: Kept) => {
    const at = now();
    let keys = 0;
    return Object.entries(kept)
      .sort(([, one], [, other]) => other.until - one.until)
      .filter(([, one]) => (one.key ? one.until > at - KEY_KEPT_MS && ++keys <= KEPT_KEYS : one.until > at));
  };
  const write = (kept: Kept) => {
    const still = current(kept);
    if (still.length) storage.write(OWN_COMMENTS_KEY, Object.fromEntries(still));
    else storage.remove(OWN_COMMENTS_KEY);
  };
  return {
    remember: (id, comment) => write({ ...read(), [id]: comment }),
    get(id, at = now()) {
      const one = read()[id];
      return one && one.until > at ? one : null;
    },
    keys: () => current(read()).flatMap(([id, { key }]) => (key ? [[id, key] as [string, string]] : [])),
    forget(id) {
      const { [id]: _gone, ...rest } = read();
      write(rest);
    },
  };
}
