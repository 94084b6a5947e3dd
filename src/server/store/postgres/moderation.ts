import { rowId } from '../row-id.ts';
import { COMMENT_COLUMNS, COMMENT_FROM, FIRST, paged, toComment, type CommentRow } from '../rows.ts';
import type { HeldQuota, ModerationStore, StoredComment } from '../store.ts';
import type { PostgresCommentRows } from './comment-rows.ts';
import type { PostgresConnection, PostgresQueries } from './connection.ts';
import { eventIs, type PostgresOutbox } from './outbox.ts';

/** The first half of the lock a blog's held writes take turns on (the second: the blog's id, hashed); any constant. */
const HELD_QUEUE_LOCK = 714_603_259;

/**
 * Takes the lock of the held queue of the blog `sql` finds (its row must name `blog_id`; `$2` is the lock's
 * class), held to the commit: a count and the write it allows are never split by another instance's, on
 * either quota (both are counted within the blog). Held writes are few and short, so a blog's wait on them is too.
 */
const lockHeldQueue = async <Row extends object>(client: PostgresQueries, sql: string, id: unknown) => {
  const { rows } = await client.query<Row & { blog_id: string }>(
    `SELECT found.*, pg_advisory_xact_lock($2, hashtext(found.blog_id::text)) FROM (${sql}) found`,
    [id, HELD_QUEUE_LOCK],
  );
  return rows[0] ?? null;
};

/** Which quota one more comment waiting on this post, from this address, would pass; null: none. */
const heldQuotaFull = async (
  client: PostgresQueries,
  { postId, blogId, addressHash }: { postId: unknown; blogId: string; addressHash?: string | null },
  { perAddress, perPost }: HeldQuota,
): Promise<'address' | 'post' | null> => {
  if (addressHash) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM comments c JOIN posts p ON p.id = c.post_id
       WHERE NOT c.is_visible AND c.rejected_at IS NULL AND NOT c.deleted AND c.address_hash = $1 AND p.blog_id = $2`,
      [addressHash, blogId],
    );
    if (rows[0]!.n >= perAddress) return 'address';
  }
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM comments WHERE post_id = $1 AND NOT is_visible AND rejected_at IS NULL AND NOT deleted',
    [postId],
  );
  return rows[0]!.n >= perPost ? 'post' : null;
};

/** The held queue with its quotas, approval, removal and blocked writers, on PostgreSQL. */
export function createPostgresModeration(
  db: PostgresConnection,
  comments: PostgresCommentRows,
  outbox: PostgresOutbox,
): ModerationStore {
  // Each write below is one statement with the webhooks' deliveries it queues (outbox.ts): both commit, or neither.
  // A held write's count and the write it allows stay one transaction, under the held queue's lock.
  return {
    async listHeldComments({ blogId, postId }, { after: cursor, limit }) {
      const blog = blogId === null ? null : (rowId(blogId) ?? 0);
      const from = cursor === null ? 0 : (rowId(cursor) ?? FIRST);
      // As on SQLite, each scope reads its own: a post's held comments, or those of the blog's posts.
      const rows =
        postId !== undefined
          ? await db.all<CommentRow>(
              `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} JOIN posts p ON p.id = c.post_id
               WHERE c.post_id = $1 AND NOT c.is_visible AND c.rejected_at IS NULL AND c.id > $2 AND ($3::bigint IS NULL OR p.blog_id = $3)
               ORDER BY c.id LIMIT $4`,
              [rowId(postId) ?? 0, from, blog, limit + 1],
            )
          : blog !== null
            ? await db.all<CommentRow>(
                `SELECT ${COMMENT_COLUMNS} FROM posts p JOIN comments c ON c.post_id = p.id
                 LEFT JOIN accounts a ON a.id = c.account_id
                 WHERE p.blog_id = $1 AND NOT c.is_visible AND c.rejected_at IS NULL AND c.id > $2 ORDER BY c.id LIMIT $3`,
                [blog, from, limit + 1],
              )
            : await db.all<CommentRow>(
                `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE NOT c.is_visible AND c.rejected_at IS NULL AND c.id > $1 ORDER BY c.id LIMIT $2`,
                [from, limit + 1],
              );
      return paged(rows.map(toComment), limit);
    },
    async addHeldComment(comment, quota) {
      const postId = rowId(comment.postId);
      return db.transaction(async (client): Promise<{ added: StoredComment } | { full: 'address' | 'post' }> => {
        const blog = await lockHeldQueue(client, 'SELECT blog_id FROM posts WHERE id = $1', postId);
        if (!blog) throw new Error(`no post ${comment.postId} for a held comment`);
        const full = await heldQuotaFull(
          client,
          { postId, blogId: blog.blog_id, addressHash: comment.addressHash },
          quota,
        );
        if (full) return { full };
        const { sql, params } = comments.inserting({ ...comment, isVisible: false });
        const added = await outbox.write(client, {
          written: `${sql} RETURNING *`,
          params,
          event: eventIs('comment.held'),
        });
        return { added: added! };
      });
    },
    async holdEditedComment(id, body, bodyTree, quota) {
      const key = rowId(id);
      if (key === null) return null;
      return db.transaction(async (client): Promise<{ added: StoredComment } | { full: 'address' | 'post' } | null> => {
        const found = await lockHeldQueue<{ post_id: string; address_hash: string | null }>(
          client,
          `SELECT c.post_id, c.address_hash, p.blog_id FROM comments c JOIN posts p ON p.id = c.post_id
           WHERE c.id = $1 AND NOT c.deleted AND c.rejected_at IS NULL`,
          key,
        );
        if (!found) return null;
        const full = await heldQuotaFull(
          client,
          { postId: found.post_id, blogId: found.blog_id, addressHash: found.address_hash },
          quota,
        );
        if (full) return { full };
        // Waiting for approval again: told as a held comment is, its edit time saying why.
        const added = await outbox.write(client, {
          written: `UPDATE comments SET body = $1, is_visible = false, body_tree = $3, edited_at = now()
                    WHERE id = $2 AND NOT deleted RETURNING *`,
          params: [body, key, bodyTree],
          event: eventIs('comment.held'),
        });
        return added && { added };
      });
    },
    async commentAddressHash(id) {
      return (
        (await db.one<{ address_hash: string | null }>('SELECT address_hash FROM comments WHERE id = $1', [rowId(id)]))
          ?.address_hash ?? null
      );
    },
    async blockWriter(blogId, kind, value, until) {
      await db.all(
        'INSERT INTO blocks (blog_id, kind, value, until) VALUES ($1, $2, $3, $4) ON CONFLICT (blog_id, kind, value) DO UPDATE SET until = excluded.until',
        [rowId(blogId), kind, kind === 'email' ? value.toLowerCase() : value, until],
      );
    },
    async isBlocked(blogId, { email, addressHash }, now) {
      if (email === null && addressHash === null) return false;
      const row = await db.one(
        `SELECT 1 FROM blocks WHERE blog_id = $1 AND until > $2
         AND ((kind = 'email' AND value = lower($3)) OR (kind = 'address' AND value = $4)) LIMIT 1`,
        [rowId(blogId), now, email, addressHash],
      );
      return row !== undefined;
    },
    approveComment: async (id) =>
      Boolean(
        await outbox.write(db, {
          written:
            'UPDATE comments SET is_visible = true WHERE id = $1 AND NOT is_visible AND rejected_at IS NULL RETURNING *',
          params: [rowId(id)],
          event: eventIs('comment.approved'),
        }),
      ),
    // A held comment removed is rejected; a shown one, deleted (a placeholder its writer deleted was told of then).
    // Told of as it was, its thread going with it. A rejection its blog keeps (rejected_days) marks the comment,
    // hidden, instead, unless replies answer it (an edit sent a shown comment back to the queue): those would read
    // on under a comment nobody sees, so it goes with its thread, as before. As on SQLite. One statement either way; the delete skips a comment the mark took.
    deleteComment: async (id) =>
      Boolean(
        await outbox.write(db, {
          before: `kept AS (
              UPDATE comments k SET rejected_at = now() FROM posts p JOIN blogs b ON b.id = p.blog_id
              WHERE k.id = $1 AND p.id = k.post_id AND b.rejected_days > 0
                AND NOT k.is_visible AND NOT k.deleted AND k.rejected_at IS NULL
                AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = k.id OR r.thread_id = k.id)
              RETURNING k.*),
            erased AS (
              DELETE FROM comments WHERE id = $1 AND rejected_at IS NULL AND NOT EXISTS (SELECT 1 FROM kept)
              RETURNING *)`,
          written: 'SELECT * FROM kept UNION ALL SELECT * FROM erased',
          params: [rowId(id)],
          event: `CASE WHEN c.deleted THEN NULL WHEN c.is_visible THEN ${eventIs('comment.deleted')} ELSE ${eventIs('comment.rejected')} END`,
          gone: true,
        }),
      ),
  };
}
