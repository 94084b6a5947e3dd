import type Database from 'better-sqlite3';
import { rowId } from '../row-id.ts';
import { COMMENT_COLUMNS, FIRST, paged, toRejectedComment, type RejectedCommentRow } from '../rows.ts';
import type { RejectedStore } from '../store.ts';
import type { SqliteOutbox } from './outbox.ts';

/**
 * Rejected comments a blog keeps a while, on SQLite (docs/moderation.md "Rejected comments"): moderation.ts keeps
 * them at rejection; here they are listed, restored to the queue, and erased once their blog's days are past.
 */
export function createSqliteRejected(db: Database.Database, outbox: SqliteOutbox): RejectedStore {
  // Through the partial index of the kept alone: a few rows, whatever the size of the table.
  const KEPT = `comments c INDEXED BY comments_rejected JOIN posts p ON p.id = c.post_id
    LEFT JOIN accounts a ON a.id = c.account_id`;
  const q = {
    list: db.prepare(
      `SELECT ${COMMENT_COLUMNS}, c.rejected_at FROM ${KEPT}
       WHERE c.rejected_at IS NOT NULL AND (@blog IS NULL OR p.blog_id = @blog) AND c.id > @after
       ORDER BY c.id LIMIT @limit`,
    ),
    restore: db.prepare(
      "UPDATE comments SET rejected_at = NULL, restored_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND rejected_at IS NOT NULL",
    ),
    keep: db.prepare(
      'UPDATE comments SET rejected_at = ? WHERE id = ? AND is_visible = 0 AND NOT deleted AND rejected_at IS NULL',
    ),
    // Kept since rejected, for as many days as the blog keeps them now: a blog that lowers its days (to 0 even)
    // has the older ones erased at the next sweep.
    stale: db
      .prepare(
        `SELECT c.id FROM comments c INDEXED BY comments_rejected JOIN posts p ON p.id = c.post_id
         JOIN blogs b ON b.id = p.blog_id
         WHERE c.rejected_at IS NOT NULL AND julianday(c.rejected_at) < julianday(@now) - b.rejected_days`,
      )
      .pluck(),
    remove: db.prepare('DELETE FROM comments WHERE id = ?'),
  };

  // Back in the queue: told as a held comment is, so a webhook that heard of its rejection hears it waits again.
  const restore = db.transaction((id: number | null): boolean => {
    if (!q.restore.run(id).changes) return false;
    outbox.record('comment.held', id!);
    return true;
  });
  // Erased as a rejection erases at once where nothing is kept: with the thread of a top-level one.
  const dropStale = db.transaction((now: Date): number => {
    const ids = q.stale.all({ now: now.toISOString() }) as number[];
    // A held comment's event carries its words: what the outbox still holds of an erased one goes with it.
    outbox.drop(ids);
    for (const id of ids) q.remove.run(id);
    return ids.length;
  });

  return {
    async listRejectedComments(blogId, { after: cursor, limit }) {
      const rows = q.list.all({
        blog: blogId === null ? null : (rowId(blogId) ?? 0),
        after: cursor === null ? 0 : (rowId(cursor) ?? FIRST),
        limit: limit + 1,
      }) as RejectedCommentRow[];
      return paged(rows.map(toRejectedComment), limit);
    },
    async restoreRejectedComment(id) {
      return restore.immediate(rowId(id));
    },
    async keepRejectedComment(id, rejectedAt) {
      return q.keep.run(new Date(rejectedAt).toISOString(), rowId(id)).changes > 0;
    },
    async dropStaleRejected(now) {
      return dropStale.immediate(now);
    },
  };
}
