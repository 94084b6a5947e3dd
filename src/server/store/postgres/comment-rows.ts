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
import type { PostgresConnection, PostgresQueries } from './connection.ts';

/** One comment read by its id, and a new comment written: what comments.ts and moderation.ts both do. */
export interface PostgresCommentRows {
  get(id: string): Promise<StoredComment | null>;
  /** The comment with its post and its blog, in one statement. */
  getInPost(id: string): Promise<CommentInPost | null>;
  /** Writes the comment's row through the pool, or inside a transaction on its client; its id. */
  insert(on: PostgresQueries, comment: NewComment): Promise<string>;
  /** The INSERT of the comment's row, without its RETURNING, and its parameters: for a statement that writes more. */
  inserting(comment: NewComment): { sql: string; params: unknown[] };
}

export function createPostgresCommentRows(db: PostgresConnection): PostgresCommentRows {
  const inserting = (comment: NewComment) => ({
    sql: `INSERT INTO comments (post_id, parent_id, thread_id, account_id, name, email, website, body, is_visible, created_at, edit_key_hash, address_hash, body_tree, locale, edited_at, deleted)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()), $11, $12, $13, $14, $15, $16)`,
    params: [
      rowId(comment.postId),
      rowId(comment.parentId),
      rowId(comment.threadId),
      rowId(comment.accountId),
      comment.name,
      comment.email,
      comment.website,
      comment.body,
      comment.isVisible,
      comment.createdAt ?? null,
      comment.editKeyHash ?? null,
      comment.addressHash ?? null,
      comment.bodyTree ?? null,
      comment.locale ?? null,
      comment.editedAt ?? null,
      comment.deleted ?? false,
    ],
  });
  return {
    // A rejected comment its blog keeps is none to read, answer, vote on, edit or moderate (RejectedStore).
    async get(id) {
      const row = await db.one<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.id = $1 AND c.rejected_at IS NULL`,
        [rowId(id)],
      );
      return row ? toComment(row) : null;
    },
    async getInPost(id) {
      const row = await db.one<CommentRow & Record<string, unknown>>(
        `SELECT ${COMMENT_IN_POST_COLUMNS} FROM comments c LEFT JOIN accounts a ON a.id = c.account_id
         JOIN posts p ON p.id = c.post_id JOIN blogs b ON b.id = p.blog_id WHERE c.id = $1 AND c.rejected_at IS NULL`,
        [rowId(id)],
      );
      return row ? toCommentInPost(row) : null;
    },
    async insert(on, comment) {
      const { sql, params } = inserting(comment);
      const { rows } = await on.query<{ id: string }>(`${sql} RETURNING id`, params);
      return String(rows[0]!.id);
    },
    inserting,
  };
}
