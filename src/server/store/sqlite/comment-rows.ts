import type Database from 'better-sqlite3';
import { rowId } from '../row-id.ts';
import {
  COMMENT_COLUMNS,
  COMMENT_FROM,
  COMMENT_IN_POST_COLUMNS,
  toComment,
  toCommentInPost,
  type CommentRow,
} from '../rows.ts';
import type { CommentInPost, NewComment, StoredComment } from '../store.ts';

/** One comment read by its id, and a new comment written: what comments.ts and moderation.ts both do. */
export interface SqliteCommentRows {
  get(id: string): StoredComment | null;
  /** The comment with its post and its blog, in one statement. */
  getInPost(id: string): CommentInPost | null;
  /** Writes the comment's row, inside the caller's transaction when there is one; its id. */
  insert(comment: NewComment): string;
}

export function createSqliteCommentRows(db: Database.Database): SqliteCommentRows {
  // A rejected comment its blog keeps is none to read, answer, vote on, edit or moderate (RejectedStore).
  const read = db.prepare(`SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.id = ? AND c.rejected_at IS NULL`);
  const readInPost = db.prepare(
    `SELECT ${COMMENT_IN_POST_COLUMNS} FROM comments c LEFT JOIN accounts a ON a.id = c.account_id
     JOIN posts p ON p.id = c.post_id JOIN blogs b ON b.id = p.blog_id WHERE c.id = ? AND c.rejected_at IS NULL`,
  );
  const write = db.prepare(
    `INSERT INTO comments (post_id, parent_id, thread_id, account_id, name, email, website, body, body_tree, is_visible, created_at, edit_key_hash, address_hash, locale, edited_at, deleted)
     VALUES (@postId, @parentId, @threadId, @accountId, @name, @email, @website, @body, @bodyTree, @isVisible,
             coalesce(@createdAt, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), @editKeyHash, @addressHash, @locale, @editedAt, @deleted)`,
  );
  return {
    get(id) {
      const row = read.get(rowId(id)) as CommentRow | undefined;
      return row ? toComment(row) : null;
    },
    getInPost(id) {
      const row = readInPost.get(rowId(id)) as (CommentRow & Record<string, unknown>) | undefined;
      return row ? toCommentInPost(row) : null;
    },
    insert: (comment) =>
      String(
        write.run({
          ...comment,
          postId: rowId(comment.postId),
          parentId: rowId(comment.parentId),
          threadId: rowId(comment.threadId),
          accountId: rowId(comment.accountId),
          isVisible: comment.isVisible ? 1 : 0,
          createdAt: comment.createdAt ? new Date(comment.createdAt).toISOString() : null,
          editKeyHash: comment.editKeyHash ?? null,
          addressHash: comment.addressHash ?? null,
          bodyTree: comment.bodyTree ?? null,
          locale: comment.locale ?? null,
          editedAt: comment.editedAt ? new Date(comment.editedAt).toISOString() : null,
          deleted: comment.deleted ? 1 : 0,
        }).lastInsertRowid,
      ),
  };
}
