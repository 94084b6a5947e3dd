import type { Storage } from '../../../../adapters/storage.ts';
import type { OwnComment, OwnComments } from '../../../../shared/comments/chunks/own-editor.ts';
import { systemTimer } from '../../../../shared/timer.ts';

/** Where the browser keeps the comments its reader wrote here and may still change. */
export const OWN_COMMENTS_KEY = 'porchlight-own-comments';

type Kept = Record<string, OwnComment>;

/** A kept value of the wrong shape is nobody's comment: dropped, never trusted. */
const valid = (value: unknown): value is OwnComment =>
  !!value &&
  typeof value === 'object' &&
  Number.isFinite((value as OwnComment).until) &&
  ['string', 'undefined'].includes(typeof (value as OwnComment).key);

/**
 * The reader's own comments, kept in the browser (docs/embedding.md "Editing your
 * comment"): read afresh at every question, so several sections and tabs
 * agree, and pruned of closed windows at every write, so the list never
 * outgrows the comments still open to change. Storage that is blocked keeps
 * nothing: the reader then simply is not offered Edit and Delete.
 */
export function createOwnComments(storage: Storage, now: () => number = systemTimer.now): OwnComments {
  const read = (): Kept => {
    const kept = storage.read<unknown>(OWN_COMMENTS_KEY);
    if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return {};
    return Object.fromEntries(Object.entries(kept).filter(([, one]) => valid(one))) as Kept;
  };
  const write = (kept: Kept) => {
    const open = Object.entries(kept).filter(([, one]) => one.until > now());
    if (open.length) storage.write(OWN_COMMENTS_KEY, Object.fromEntries(open));
    else storage.remove(OWN_COMMENTS_KEY);
  };
  return {
    remember: (id, comment) => write({ ...read(), [id]: comment }),
    get(id, at = now()) {
      const one = read()[id];
      return one && one.until > at ? one : null;
    },
    forget(id) {
      const { [id]: _gone, ...rest } = read();
      write(rest);
    },
  };
}
