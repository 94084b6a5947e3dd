import { rowId } from '../row-id.ts';
import { COMMENT_COLUMNS, FIRST, paged, toRejectedComment, type RejectedCommentRow } from '../rows.ts';
import type { RejectedStore } from '../store.ts';
import type { PostgresConnection } from './connection.ts';
import { eventIs, type PostgresOutbox } from './outbox.ts';

/** Rejected comments a blog keeps a while, on PostgreSQL: as on SQLite (sqlite/rejected.ts). */
export function createPostgresRejected(db: PostgresConnection, outbox: PostgresOutbox): RejectedStore {
  return {
    async listRejectedComments(blogId, { after: cursor, limit }) {
      const rows = await db.all<RejectedCommentRow>(
        `SELECT ${COMMENT_COLUMNS}, c.rejected_at FROM comments c JOIN posts p ON p.id = c.post_id
         LEFT JOIN accounts a ON a.id = c.account_id
         WHERE c.rejected_at IS NOT NULL AND ($1::bigint IS NULL OR p.blog_id = $1) AND c.id > $2
         ORDER BY c.id LIMIT $3`,
        [blogId === null ? null : (rowId(blogId) ?? 0), cursor === null ? 0 : (rowId(cursor) ?? FIRST), limit + 1],
      );
      return paged(rows.map(toRejectedComment), limit);
    },
    // Back in the queue: told as a held comment is, so a webhook that heard of its rejection hears it waits again.
    restoreRejectedComment: async (id) =>
      Boolean(
        await outbox.write(db, {
          written:
            'UPDATE comments SET rejected_at = NULL, restored_at = now() WHERE id = $1 AND rejected_at IS NOT NULL RETURNING *',
          params: [rowId(id)],
          event: eventIs('comment.held'),
        }),
      ),
    keepRejectedComment: (id, rejectedAt) =>
      db.changed(
        'UPDATE comments SET rejected_at = $1 WHERE id = $2 AND NOT is_visible AND NOT deleted AND rejected_at IS NULL',
        [rejectedAt, rowId(id)],
      ),
    async dropStaleRejected(now) {
      // As a rejection erases at once where nothing is kept: with the thread of a top-level one. A blog that
      // lowers its days (to 0 even) has the older ones erased at the next sweep.
      // A held comment's event carries its words: what the outbox still holds of an erased one goes with it.
      return db.transaction(async (client) => {
        const erased = await client.query<{ id: string }>(
          `DELETE FROM comments WHERE id IN (
             SELECT c.id FROM comments c JOIN posts p ON p.id = c.post_id JOIN blogs b ON b.id = p.blog_id
             WHERE c.rejected_at IS NOT NULL AND c.rejected_at < $1::timestamptz - make_interval(days => b.rejected_days))
           RETURNING id`,
          [now],
        );
        await outbox.drop(
          client,
          erased.rows.map(({ id }) => id),
        );
        return erased.rowCount ?? 0;
      });
    },
  };
}
