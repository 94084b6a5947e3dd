/**
 * A post's top-level comments in each order a reader may pick (store.ts
 * `CommentOrder`), written once for both engines: the keyset condition that
 * starts a page after the last comment shown, the ORDER BY, and the same
 * order in JavaScript (SQLite hands a list back as JSON text whose rows come
 * in no promised order). The condition's values are bound, never written in:
 * `slot(n)` gives the engine's n-th placeholder of the condition.
 */
import { FIRST } from './rows.ts';
import { rowId } from './row-id.ts';
import type { CommentOrder, CommentPageRequest, StoredComment } from './store.ts';

const SCORE = '(c.likes - c.dislikes)';

export const ORDER_BY: Record<CommentOrder, string> = {
  newest: 'c.id DESC',
  oldest: 'c.id ASC',
  popular: `${SCORE} DESC, c.id DESC`,
};

/** Where a page starts, as SQL over `slot`s; `afterValues` binds them in the same order. */
export function afterCondition(order: CommentOrder, slot: (n: number) => string): string {
  if (order === 'oldest') return `c.id > ${slot(0)}`;
  // The newer first among equal scores, so a page boundary inside a tie loses no comment. The bound on the score
  // stands alone, so both engines seek the index to it rather than read the post's comments from the top.
  if (order === 'popular') return `${SCORE} <= ${slot(0)} AND (${SCORE} < ${slot(0)} OR c.id < ${slot(1)})`;
  return `c.id < ${slot(0)}`;
}

/** The values `afterCondition` binds: before every comment when the page is the first. */
export function afterValues({ order = 'newest', after, afterPopularity }: CommentPageRequest): number[] {
  if (after === null) return order === 'oldest' ? [0] : order === 'popular' ? [FIRST, FIRST] : [FIRST];
  const id = rowId(after);
  // An id that names no row starts past every comment: an empty page, never the first again.
  if (id === null) return order === 'oldest' ? [FIRST] : order === 'popular' ? [-FIRST, 0] : [0];
  if (order === 'oldest') return [id];
  if (order !== 'popular') return [id];
  // Without the score the page would start again from the top: a caller paging on it would never end.
  if (afterPopularity === undefined)
    throw new RangeError('a most-liked page after a comment needs that comment’s score');
  return [afterPopularity, id];
}

/** Where a page of a thread's replies starts: they run oldest first (store.ts `listReplies`), so after the last one shown. */
export const afterReply = (after: string | null): number => afterValues({ order: 'oldest', after, limit: 0 })[0];

const score = (comment: StoredComment) => comment.likes - comment.dislikes;

export const COMPARE: Record<CommentOrder, (a: StoredComment, b: StoredComment) => number> = {
  newest: (a, b) => Number(b.id) - Number(a.id),
  oldest: (a, b) => Number(a.id) - Number(b.id),
  popular: (a, b) => score(b) - score(a) || Number(b.id) - Number(a.id),
};
