import { afterCondition, afterReply, afterValues, ORDER_BY } from '../comment-order.ts';
import { rowId } from '../row-id.ts';
import {
  COMMENT_COLUMNS,
  COMMENT_FROM,
  paged,
  toComment,
  toLastComment,
  type CommentRow,
  type LastCommentRow,
} from '../rows.ts';
import type { CommentListStore, Page, StoredComment } from '../store.ts';
import type { PostgresConnection } from './connection.ts';

/** The lists of comments readers page through, on PostgreSQL. */
export function createPostgresCommentLists(db: PostgresConnection): CommentListStore {
  return {
    async countVisibleComments(postId) {
      // Kept by triggers (migration 16): one row read, and none for an unknown post.
      const row = await db.one<{ n: number }>('SELECT visible_comments AS n FROM posts WHERE id = $1', [rowId(postId)]);
      return row ? row.n : null;
    },
    async listComments(postId, page) {
      const order = page.order ?? 'newest';
      const start = afterValues(page);
      const rows = await db.all<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM}
         WHERE c.post_id = $1 AND c.thread_id IS NULL AND c.is_visible AND ${afterCondition(order, (n) => `$${n + 3}::bigint`)}
         ORDER BY ${ORDER_BY[order]} LIMIT $2`,
        [rowId(postId), page.limit + 1, ...start],
      );
      return paged(rows.map(toComment), page.limit);
    },
    async listReplies(threadId, { after: cursor, limit }) {
      const rows = await db.all<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM}
         WHERE c.thread_id = $1 AND c.is_visible AND c.id > $2 ORDER BY c.id ASC LIMIT $3`,
        [rowId(threadId), afterReply(cursor), limit + 1],
      );
      return paged(rows.map(toComment), limit);
    },
    async listRepliesOfThreads(threadIds, limit) {
      const pages = new Map<string, Page<StoredComment>>(
        threadIds.map((id) => [id, { items: [], hasNextPage: false }]),
      );
      const ids = threadIds.map(rowId).filter((id) => id !== null);
      const rows = await db.all<CommentRow>(
        // Each thread's oldest replies through its own index range (a window over every reply of
        // the threads would read a long thread whole), each thread once: one named twice would have its
        // replies read twice into one page.
        `SELECT ${COMMENT_COLUMNS} FROM (SELECT DISTINCT id FROM unnest($1::bigint[]) AS u(id)) AS t(id)
         CROSS JOIN LATERAL (SELECT * FROM comments r WHERE r.thread_id = t.id AND r.is_visible ORDER BY r.id ASC LIMIT $2) c
         LEFT JOIN accounts a ON a.id = c.account_id
         ORDER BY c.thread_id, c.id ASC`,
        [ids, limit + 1],
      );
      for (const row of rows) {
        const page = pages.get(String(row.thread_id))!;
        if (page.items.length < limit) page.items.push(toComment(row));
        else page.hasNextPage = true;
      }
      return pages;
    },
    async lastCommentsOfPost(postId, limit) {
      const rows = await db.all<CommentRow>(
        // Through comments_post_newest, by its own order. With `post_id = $1` the planner drops the post from the
        // order and may walk every comment's id backward instead, filtering: for an old, busy post that passes every
        // newer comment of every other post (the scale bench's feed, 0.18 of a small post's rate). A range of one
        // post keeps the post in the order, which only that index gives.
        `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.post_id >= $1 AND c.post_id <= $1 AND c.is_visible AND NOT c.deleted
         ORDER BY c.post_id DESC, c.id DESC LIMIT $2`,
        [rowId(postId), limit],
      );
      return rows.map(toComment);
    },
    async lastComments(blogId, limit) {
      const rows = await db.all<LastCommentRow>(
        // The newest comments of the blog's posts with the newest comments (posts.last_comment_id, migration 17): as
        // many posts as comments asked for, and as many comments of each (a range of one post, as above), whatever
        // the size of the blog or of its posts.
        `SELECT ${COMMENT_COLUMNS}, p.blog_id, p.title, p.excerpt, p.closed, p.created_at AS post_created_at
         FROM (SELECT id, blog_id, title, excerpt, closed, created_at FROM posts WHERE blog_id = $1 AND last_comment_id IS NOT NULL
               ORDER BY last_comment_id DESC LIMIT $2) p
         CROSS JOIN LATERAL (SELECT id FROM comments WHERE post_id >= p.id AND post_id <= p.id AND is_visible AND NOT deleted
                             ORDER BY post_id DESC, id DESC LIMIT $2) newest
         JOIN (${COMMENT_FROM}) ON c.id = newest.id
         ORDER BY c.id DESC LIMIT $2`,
        [rowId(blogId), limit],
      );
      return rows.map(toLastComment);
    },
  };
}
