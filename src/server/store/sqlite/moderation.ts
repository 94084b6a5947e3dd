import type Database from 'better-sqlite3';
import { rowId } from '../row-id.ts';
import { COMMENT_COLUMNS, COMMENT_FROM, FIRST, paged, toComment, type CommentRow } from '../rows.ts';
import type { HeldOutcome, HeldQuota, ModerationStore, NewComment } from '../store.ts';
import type { SqliteCommentRows } from './comment-rows.ts';
import type { SqliteOutbox } from './outbox.ts';

/** The held queue with its quotas, approval, removal and blocked writers, on SQLite. */
export function createSqliteModeration(
  db: Database.Database,
  comments: SqliteCommentRows,
  outbox: SqliteOutbox,
): ModerationStore {
  const q = {
    // The held queue, by the narrowest index for its scope: a post's or a blog's page reads that post's or
    // blog's held comments only, never every blog's (which the planner, without statistics, would walk).
    heldOfPost: db.prepare(
      `SELECT ${COMMENT_COLUMNS} FROM comments c INDEXED BY comments_held_post
       LEFT JOIN accounts a ON a.id = c.account_id JOIN posts p ON p.id = c.post_id
       WHERE c.post_id = @post AND c.is_visible = 0 AND c.rejected_at IS NULL AND c.id > @after AND (@blog IS NULL OR p.blog_id = @blog)
       ORDER BY c.id LIMIT @limit`,
    ),
    heldOfBlog: db.prepare(
      `SELECT ${COMMENT_COLUMNS} FROM posts p JOIN comments c INDEXED BY comments_held_post ON c.post_id = p.id
       LEFT JOIN accounts a ON a.id = c.account_id
       WHERE p.blog_id = @blog AND c.is_visible = 0 AND c.rejected_at IS NULL AND c.id > @after ORDER BY c.id LIMIT @limit`,
    ),
    heldOfAll: db.prepare(
      `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM}
       WHERE c.is_visible = 0 AND c.rejected_at IS NULL AND c.id > @after ORDER BY c.id LIMIT @limit`,
    ),
    heldOnPost: db
      .prepare(
        'SELECT count(*) FROM comments INDEXED BY comments_held_post WHERE post_id = ? AND is_visible = 0 AND rejected_at IS NULL AND NOT deleted',
      )
      .pluck(),
    heldQuotaOf: db.prepare(
      'SELECT post_id, address_hash FROM comments WHERE id = ? AND NOT deleted AND rejected_at IS NULL',
    ),
    heldFromAddress: db
      .prepare(
        `SELECT count(*) FROM comments c INDEXED BY comments_held_address JOIN posts p ON p.id = c.post_id
         WHERE c.address_hash = ? AND c.is_visible = 0 AND c.rejected_at IS NULL AND NOT c.deleted AND p.blog_id = (SELECT blog_id FROM posts WHERE id = ?)`,
      )
      .pluck(),
    holdEdit: db.prepare(
      "UPDATE comments SET body = ?, body_tree = ?, is_visible = 0, edited_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND NOT deleted",
    ),
    approve: db.prepare('UPDATE comments SET is_visible = 1 WHERE id = ? AND is_visible = 0 AND rejected_at IS NULL'),
    deleteComment: db.prepare('DELETE FROM comments WHERE id = ?'),
    shownOrGone: db.prepare(
      `SELECT c.is_visible, c.deleted, c.rejected_at, b.rejected_days
       FROM comments c JOIN posts p ON p.id = c.post_id JOIN blogs b ON b.id = p.blog_id WHERE c.id = ?`,
    ),
    answered: db.prepare('SELECT 1 FROM comments WHERE parent_id = ? OR thread_id = ? LIMIT 1').pluck(),
    reject: db.prepare("UPDATE comments SET rejected_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?"),
    addressHash: db.prepare('SELECT address_hash FROM comments WHERE id = ?').pluck(),
    block: db.prepare(
      'INSERT INTO blocks (blog_id, kind, value, until) VALUES (?, ?, ?, ?) ON CONFLICT (blog_id, kind, value) DO UPDATE SET until = excluded.until',
    ),
    blocked: db.prepare(
      `SELECT 1 FROM blocks WHERE blog_id = @blog AND until > @now
       AND ((kind = 'email' AND value = lower(@email)) OR (kind = 'address' AND value = @address)) LIMIT 1`,
    ),
  };

  /** Which quota one more comment waiting on this post, from this address, would pass; null: none. */
  const heldQuotaFull = (
    postId: number,
    addressHash: string | null | undefined,
    { perAddress, perPost }: HeldQuota,
  ) => {
    if (addressHash && (q.heldFromAddress.get(addressHash, postId) as number) >= perAddress) return 'address';
    return (q.heldOnPost.get(postId) as number) >= perPost ? 'post' : null;
  };

  // Counted and written in one transaction, begun IMMEDIATE (`.immediate` below): it takes the database's write
  // lock first, so another process on the same file cannot count between this count and this write.
  const addHeld = db.transaction((comment: NewComment, quota: HeldQuota): HeldOutcome => {
    const full = heldQuotaFull(rowId(comment.postId)!, comment.addressHash, quota);
    if (full) return { full };
    const id = comments.insert({ ...comment, isVisible: false });
    outbox.record('comment.held', rowId(id)!);
    return { added: comments.get(id)! };
  });
  const holdEdited = db.transaction(
    (id: number, body: string, bodyTree: string | null, quota: HeldQuota): HeldOutcome | null => {
      const found = q.heldQuotaOf.get(id) as { post_id: number; address_hash: string | null } | undefined;
      if (!found) return null;
      const full = heldQuotaFull(found.post_id, found.address_hash, quota);
      if (full) return { full };
      q.holdEdit.run(body, bodyTree, id);
      // Waiting for approval again: told as a held comment is, its edit time saying why.
      outbox.record('comment.held', id);
      return { added: comments.get(String(id))! };
    },
  );

  // Each with the webhooks' deliveries it queues (outbox.ts), in one transaction.
  const approve = db.transaction((id: number | null): boolean => {
    if (!q.approve.run(id).changes) return false;
    outbox.record('comment.approved', id!);
    return true;
  });
  // A held comment removed is rejected; a shown one, deleted (a placeholder its writer deleted was told of then).
  // Recorded before it goes, with its thread. Begun IMMEDIATE: it reads before it writes. One its blog keeps
  // once rejected (rejected_days) stays, hidden, until the sweep erases it (rejected.ts): none to remove again.
  const remove = db.transaction((id: number | null): boolean => {
    const found = q.shownOrGone.get(id) as
      { is_visible: number; deleted: number; rejected_at: string | null; rejected_days: number } | undefined;
    if (!found || found.rejected_at !== null) return false;
    if (!found.deleted) outbox.record(found.is_visible ? 'comment.deleted' : 'comment.rejected', id!, true);
    // Unless replies answer it (an edit sent a shown comment back to the queue): those would read on under a comment
    // nobody sees, so it goes with its thread, as before.
    if (!found.is_visible && !found.deleted && found.rejected_days > 0 && !q.answered.get(id, id))
      return q.reject.run(id).changes > 0;
    return q.deleteComment.run(id).changes > 0;
  });

  return {
    async listHeldComments({ blogId, postId }, { after: cursor, limit }) {
      const values = {
        blog: blogId === null ? null : (rowId(blogId) ?? 0),
        after: cursor === null ? 0 : (rowId(cursor) ?? FIRST),
        limit: limit + 1,
      };
      const rows = (
        postId !== undefined
          ? q.heldOfPost.all({ ...values, post: rowId(postId) ?? 0 })
          : blogId !== null
            ? q.heldOfBlog.all(values)
            : q.heldOfAll.all({ after: values.after, limit: values.limit })
      ) as CommentRow[];
      return paged(rows.map(toComment), limit);
    },
    async addHeldComment(comment, quota) {
      return addHeld.immediate(comment, quota);
    },
    async holdEditedComment(id, body, bodyTree, quota) {
      const key = rowId(id);
      return key === null ? null : holdEdited.immediate(key, body, bodyTree, quota);
    },
    async approveComment(id) {
      return approve(rowId(id));
    },
    async deleteComment(id) {
      return remove.immediate(rowId(id));
    },
    async commentAddressHash(id) {
      return (q.addressHash.get(rowId(id)) as string | null | undefined) ?? null;
    },
    async blockWriter(blogId, kind, value, until) {
      q.block.run(rowId(blogId), kind, kind === 'email' ? value.toLowerCase() : value, until.toISOString());
    },
    async isBlocked(blogId, { email, addressHash }, now) {
      if (email === null && addressHash === null) return false;
      return Boolean(q.blocked.get({ blog: rowId(blogId), now: now.toISOString(), email, address: addressHash }));
    },
  };
}
