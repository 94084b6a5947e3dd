import { PLACEHOLDER_SET } from '../rows.ts';
import { rowId } from '../row-id.ts';
import type { CommentStore } from '../store.ts';
import type { PostgresCommentRows } from './comment-rows.ts';
import type { PostgresConnection } from './connection.ts';
import { eventIs, type PostgresOutbox } from './outbox.ts';

/** Comments as their writers add, import, edit and delete them, on PostgreSQL. */
export function createPostgresComments(
  db: PostgresConnection,
  comments: PostgresCommentRows,
  outbox: PostgresOutbox,
): CommentStore {
  // Each write is one statement with the webhooks' deliveries it queues (outbox.ts): both commit, or neither.
  return {
    getComment: (id) => comments.get(id),
    getCommentInPost: (id) => comments.getInPost(id),
    async addComment(comment) {
      const { sql, params } = comments.inserting(comment);
      // One brought in with its date (an import) is not news to tell of.
      const event =
        comment.createdAt === undefined ? eventIs(comment.isVisible ? 'comment.posted' : 'comment.held') : 'NULL';
      return (await outbox.write(db, { written: `${sql} RETURNING *`, params, event }))!;
    },
    async importedComments(source, sourceIds) {
      const rows = await db.all<{ source_id: string; comment_id: string | null }>(
        'SELECT source_id, comment_id FROM imported_comments WHERE source = $1 AND source_id = ANY($2::text[])',
        [source, sourceIds],
      );
      return new Map(rows.map((row) => [row.source_id, row.comment_id === null ? null : String(row.comment_id)]));
    },
    async importSources(commentIds) {
      const rows = await db.all<{ comment_id: string; source: string; source_id: string }>(
        'SELECT comment_id, source, source_id FROM imported_comments WHERE comment_id = ANY($1::bigint[])',
        [commentIds.map(rowId)],
      );
      return new Map(rows.map((row) => [String(row.comment_id), { source: row.source, sourceId: row.source_id }]));
    },
    async addImportedComment(comment, { source, sourceId }) {
      // The source's id is claimed first: of two imports of one export at once, one adds the comment.
      const id = await db.transaction(async (client) => {
        const claimed = await client.query(
          'INSERT INTO imported_comments (source, source_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [source, sourceId],
        );
        if (!claimed.rowCount) return null;
        const made = await comments.insert(client, comment);
        await client.query('UPDATE imported_comments SET comment_id = $3 WHERE source = $1 AND source_id = $2', [
          source,
          sourceId,
          made,
        ]);
        return made;
      });
      return id === null ? null : comments.get(id);
    },
    async hasVisibleCommentByEmail(blogId, email) {
      return Boolean(
        await db.one(
          `SELECT 1 FROM comments c JOIN posts p ON p.id = c.post_id
           WHERE p.blog_id = $1 AND lower(c.email) = lower($2) AND c.is_visible LIMIT 1`,
          [rowId(blogId), email],
        ),
      );
    },
    async commentEditKeyHash(id) {
      return (
        (
          await db.one<{ edit_key_hash: string | null }>('SELECT edit_key_hash FROM comments WHERE id = $1', [
            rowId(id),
          ])
        )?.edit_key_hash ?? null
      );
    },
    async editComment(id, body, isVisible, bodyTree = null) {
      const key = rowId(id);
      if (key === null) return null;
      return outbox.write(db, {
        written: `UPDATE comments SET body = $1, is_visible = $2, body_tree = $4, edited_at = now()
                  WHERE id = $3 AND NOT deleted AND rejected_at IS NULL RETURNING *`,
        params: [body, isVisible, key, bodyTree],
        event: eventIs('comment.edited'),
      });
    },
    async deleteOwnComment(id) {
      const key = rowId(id);
      if (key === null) return null;
      // The row locked first: an answer written meanwhile waits, and finds its parent kept as a placeholder; one
      // written before is seen by the statements after the lock, each reading the database afresh.
      return db.transaction(async (client) => {
        const found = await client.query('SELECT id FROM comments WHERE id = $1 AND rejected_at IS NULL FOR UPDATE', [
          key,
        ]);
        if (!found.rowCount) return null;
        const answered = await client.query('SELECT 1 FROM comments WHERE parent_id = $1 OR thread_id = $1 LIMIT 1', [
          key,
        ]);
        const deleted = eventIs('comment.deleted');
        if (!answered.rowCount) {
          await outbox.write(client, {
            written: 'DELETE FROM comments WHERE id = $1 RETURNING *',
            params: [key],
            event: deleted,
            gone: true,
          });
          return 'removed' as const;
        }
        // Nothing of its writer stays: their address's hash and their wish for reply mail go with their words. Told
        // of as it was (the SELECT reads the row before the statement changes it), without its writer or words.
        await outbox.write(client, {
          before: `kept AS (UPDATE comments SET ${PLACEHOLDER_SET} WHERE id = $1 RETURNING id),
                   mail AS (DELETE FROM reply_mail WHERE comment_id = $1)`,
          written: 'SELECT * FROM comments WHERE id IN (SELECT id FROM kept)',
          params: [key],
          event: deleted,
          gone: true,
        });
        return 'placeholder' as const;
      });
    },
  };
}
