import type Database from 'better-sqlite3';
import { afterCondition, afterReply, afterValues, COMPARE, ORDER_BY } from '../comment-order.ts';
import { rowId } from '../row-id.ts';
import {
  COMMENT_COLUMNS,
  COMMENT_FROM,
  commentFromValues,
  paged,
  toComment,
  toLastComment,
  type CommentRow,
  type LastCommentRow,
  type CommentValues,
} from '../rows.ts';
import type { CommentListStore, CommentOrder, Page, StoredComment } from '../store.ts';

/**
 * Lists of comments leave SQLite as one JSON text of arrays (COMMENT_COLUMNS'
 * order) that V8's JSON.parse reads: better-sqlite3 builds every value of
 * every row through V8's API, which for a page of threads with their first
 * replies cost several times what the statements themselves did
 * (bench/server.bench.ts). group_concat promises no order, so the rows are
 * put back in the statements' own order (`COMPARE`) once read: sorting
 * a page's ids here costs less than SQLite sorting the rows' text.
 */
const JSON_COMMENT = `json_array(${COMMENT_COLUMNS}) AS j`;
const jsonList = (select: string) => `SELECT '[' || coalesce(group_concat(j, ','), '') || ']' FROM (${select})`;
const readList = (json: unknown, order: CommentOrder = 'newest'): StoredComment[] =>
  (JSON.parse(json as string) as CommentValues[]).map(commentFromValues).sort(COMPARE[order]);
/** SQLite's slots of a page's start (comment-order.ts), named so one value may stand twice. */
const sqliteSlot = (n: number) => `@a${n}`;
const slotValues = (values: number[]) => Object.fromEntries(values.map((value, n) => [`a${n}`, value]));

/**
 * The first replies of several threads, each thread's oldest `limit` found
 * through its own index range: one SELECT per thread joined by UNION ALL,
 * as a LATERAL join would (SQLite has none). A window over every reply of
 * the threads would read a long thread whole. One statement per number of
 * threads, prepared once.
 */
const repliesOfThreadsSql = (threads: number, limit: number) =>
  jsonList(
    Array.from(
      { length: threads },
      () => `SELECT * FROM (SELECT ${JSON_COMMENT} FROM ${COMMENT_FROM}
       WHERE c.thread_id = ? AND c.is_visible = 1 ORDER BY c.id ASC LIMIT ${limit})`,
    ).join(' UNION ALL '),
  );
// A page of threads is 10; longer lists are asked for in parts of this many.
const THREADS_PER_STATEMENT = 25;

/** The lists of comments readers page through, on SQLite. */
export function createSqliteCommentLists(db: Database.Database): CommentListStore {
  /**
   * A list's statement with its page size written in, prepared once per size
   * (the API has a few fixed ones): SQLite reads a page of comments in about
   * half the time with `LIMIT 11` as with `LIMIT ?` bound to 11.
   */
  function byLimit<V extends string | number = number>(
    sql: (limit: number, variant: V) => string,
    fallback: V = 1 as V,
  ) {
    const statements = new Map<string, Database.Statement>();
    return (limit: number, variant: V = fallback) => {
      if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`Not a page size: ${limit}`);
      const key = `${limit} ${variant}`;
      let statement = statements.get(key);
      if (!statement) statements.set(key, (statement = db.prepare(sql(limit, variant)).pluck()));
      return statement;
    };
  }
  const q = {
    // Kept by triggers (migration 16): one row read, and none for an unknown post. A placeholder (deleted, kept for
    // its answers) is no longer a comment: counts, feeds and last comments leave it out.
    count: db.prepare('SELECT visible_comments AS n FROM posts WHERE id = ?'),
    // The partial index of top-level comments, named: without statistics the planner takes the
    // post's index of all comments and steps over every reply on the way.
    topLevel: byLimit<CommentOrder>(
      (limit, order) =>
        jsonList(`SELECT ${JSON_COMMENT} FROM comments c INDEXED BY ${order === 'popular' ? 'comments_top_popular' : 'comments_top'}
         LEFT JOIN accounts a ON a.id = c.account_id
         WHERE c.post_id = ? AND c.thread_id IS NULL AND c.is_visible = 1 AND ${afterCondition(order, sqliteSlot)}
         ORDER BY ${ORDER_BY[order]} LIMIT ${limit}`),
      'newest',
    ),
    replies: byLimit((limit) =>
      jsonList(`SELECT ${JSON_COMMENT} FROM ${COMMENT_FROM}
       WHERE c.thread_id = ? AND c.is_visible = 1 AND c.id > ? ORDER BY c.id ASC LIMIT ${limit}`),
    ),
    repliesOfThreads: byLimit((limit, threads = 1) => repliesOfThreadsSql(threads, limit)),
    lastOfPost: db.prepare(
      `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.post_id = ? AND c.is_visible = 1 AND NOT c.deleted ORDER BY c.id DESC LIMIT ?`,
    ),
    // The newest comments of the blog's posts with the newest comments (posts.last_comment_id, migration 17): as many
    // posts as comments asked for, and as many comments of each, whatever the size of the blog or of its posts.
    last: db.prepare(
      `SELECT ${COMMENT_COLUMNS}, p.blog_id, p.title, p.excerpt, p.closed, p.created_at AS post_created_at FROM ${COMMENT_FROM} JOIN posts p ON p.id = c.post_id
       WHERE c.id IN (
         SELECT n.id FROM (SELECT id FROM posts WHERE blog_id = ? AND last_comment_id IS NOT NULL
                           ORDER BY last_comment_id DESC LIMIT ?) r
         JOIN comments n ON n.id IN (SELECT id FROM comments WHERE post_id = r.id AND is_visible = 1 AND NOT deleted
                                     ORDER BY id DESC LIMIT ?)
       )
       ORDER BY c.id DESC LIMIT ?`,
    ),
  };

  return {
    async countVisibleComments(postId) {
      const row = q.count.get(rowId(postId)) as { n: number } | undefined;
      return row ? row.n : null;
    },
    async listComments(postId, page) {
      const order = page.order ?? 'newest';
      return paged(
        readList(q.topLevel(page.limit + 1, order).get(rowId(postId), slotValues(afterValues(page))), order),
        page.limit,
      );
    },
    async listReplies(threadId, { after: cursor, limit }) {
      return paged(readList(q.replies(limit + 1).get(rowId(threadId), afterReply(cursor)), 'oldest'), limit);
    },
    async listRepliesOfThreads(threadIds, limit) {
      const pages = new Map<string, Page<StoredComment>>(
        threadIds.map((id) => [id, { items: [], hasNextPage: false }]),
      );
      // Each thread once: a thread named twice would have its replies read twice into one page.
      const ids = [...new Set(threadIds.map(rowId).filter((id) => id !== null))];
      for (let start = 0; start < ids.length; start += THREADS_PER_STATEMENT) {
        const part = ids.slice(start, start + THREADS_PER_STATEMENT);
        for (const reply of readList(q.repliesOfThreads(limit + 1, part.length).get(part), 'oldest')) {
          const page = pages.get(reply.threadId!)!;
          if (page.items.length < limit) page.items.push(reply);
          else page.hasNextPage = true;
        }
      }
      return pages;
    },
    async lastCommentsOfPost(postId, limit) {
      return (q.lastOfPost.all(rowId(postId), limit) as CommentRow[]).map(toComment);
    },
    async lastComments(blogId, limit) {
      const rows = q.last.all(rowId(blogId), limit, limit, limit) as LastCommentRow[];
      return rows.map(toLastComment);
    },
  };
}
