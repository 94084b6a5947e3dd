import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations.ts';
import { afterCondition, afterReply, afterValues, COMPARE, ORDER_BY } from './comment-order.ts';
import type {
  Blog,
  CommentOrder,
  HeldOutcome,
  HeldQuota,
  NewComment,
  Page,
  StoredComment,
  Store,
  VoteAction,
  VoterAddress,
} from './store.ts';
import {
  BLOG_COLUMNS,
  COMMENT_COLUMNS,
  POST_COLUMNS,
  POST_COLUMNS_OF_P,
  COMMENT_FROM,
  FIRST,
  paged,
  PRUNE_ADDRESS_VOTES_EVERY,
  PRUNE_HITS_EVERY,
  PRUNE_PROOFS_EVERY,
  toAccount,
  toBlog,
  commentFromValues,
  toComment,
  toPost,
  toTag,
  type AccountRow,
  type CommentValues,
  type BlogRow,
  type CommentRow,
  type PostRow,
  type TagRow,
} from './rows.ts';
import { rowId } from './row-id.ts';
import { neutral, tableNamed, type ColumnKind, type Row } from './tables.ts';
import { castsNewVote, voteChange, voteDay, type VoteKind } from './vote-rule.ts';

/** `sqlite:data/porchlight.db` → `data/porchlight.db`; `sqlite::memory:` → in memory. */
export function sqlitePath(databaseUrl: string): string {
  const match = /^sqlite:(.+)$/.exec(databaseUrl);
  if (!match) throw new Error(`DATABASE_URL must look like sqlite:path/to/file.db (got "${databaseUrl}")`);
  return match[1]!;
}

export function migrate(db: Database.Database, migrations: Migration[] = MIGRATIONS): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const { version, sql } of migrations) {
    if (version <= current) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  }
  return db.pragma('user_version', { simple: true }) as number;
}

export function openSqlite(databaseUrl: string): Database.Database {
  const path = sqlitePath(databaseUrl);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets readers go on while a comment is written; foreign keys keep threads whole.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

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

export function createSqliteStore(db: Database.Database): Store {
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
    blog: db.prepare(`SELECT ${BLOG_COLUMNS} FROM blogs WHERE id = ?`),
    insertBlog: db.prepare('INSERT INTO blogs (name, url, owner_id) VALUES (?, ?, ?)'),
    blogsOwned: db.prepare('SELECT id, name, url FROM blogs WHERE owner_id = ? AND id > ? ORDER BY id LIMIT ?'),
    post: db.prepare(`SELECT ${POST_COLUMNS} FROM posts WHERE id = ?`),
    pin: db.prepare('UPDATE posts SET pinned_comment_id = ? WHERE id = ?'),
    unpin: db.prepare('UPDATE posts SET pinned_comment_id = NULL WHERE id = ? AND pinned_comment_id = ?'),
    closePost: db.prepare('UPDATE posts SET closed = ? WHERE id = ?'),
    posts: db.prepare(`SELECT ${POST_COLUMNS} FROM posts WHERE blog_id = ? ORDER BY id`),
    insertPost: db.prepare('INSERT INTO posts (blog_id, title, excerpt) VALUES (?, ?, ?)'),
    tags: db.prepare('SELECT id, name, slug FROM tags WHERE blog_id = ? ORDER BY name COLLATE NOCASE, id'),
    postTags: db.prepare(
      'SELECT t.id, t.name, t.slug FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = ? ORDER BY pt.position, t.id',
    ),
    tagBySlug: db.prepare('SELECT id, name, slug FROM tags WHERE blog_id = ? AND slug = ?'),
    postsOfTag: db.prepare(
      `SELECT ${POST_COLUMNS_OF_P} FROM post_tags pt JOIN posts p ON p.id = pt.post_id WHERE pt.tag_id = ? ORDER BY p.id`,
    ),
    // A placeholder (deleted, kept for its answers) is no longer a comment: counts, feeds and last comments leave it out.
    count: db.prepare('SELECT count(*) AS n FROM comments WHERE post_id = ? AND is_visible = 1 AND NOT deleted'),
    comment: db.prepare(`SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.id = ?`),
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
    last: db.prepare(
      `SELECT ${COMMENT_COLUMNS}, p.blog_id, p.title, p.excerpt, p.closed FROM ${COMMENT_FROM} JOIN posts p ON p.id = c.post_id
       WHERE p.blog_id = ? AND c.is_visible = 1 AND NOT c.deleted ORDER BY c.id DESC LIMIT ?`,
    ),
    insertComment: db.prepare(
      `INSERT INTO comments (post_id, parent_id, thread_id, account_id, name, email, website, body, body_tree, is_visible, created_at, edit_key_hash, address_hash, locale)
       VALUES (@postId, @parentId, @threadId, @accountId, @name, @email, @website, @body, @bodyTree, @isVisible,
               coalesce(@createdAt, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), @editKeyHash, @addressHash, @locale)`,
    ),
    addressHash: db.prepare('SELECT address_hash FROM comments WHERE id = ?').pluck(),
    block: db.prepare(
      'INSERT INTO blocks (blog_id, kind, value, until) VALUES (?, ?, ?, ?) ON CONFLICT (blog_id, kind, value) DO UPDATE SET until = excluded.until',
    ),
    blocked: db.prepare(
      `SELECT 1 FROM blocks WHERE blog_id = @blog AND until > @now
       AND ((kind = 'email' AND value = lower(@email)) OR (kind = 'address' AND value = @address)) LIMIT 1`,
    ),
    editKeyHash: db.prepare('SELECT edit_key_hash FROM comments WHERE id = ?').pluck(),
    edit: db.prepare(
      "UPDATE comments SET body = ?, body_tree = ?, is_visible = ?, edited_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND NOT deleted",
    ),
    answered: db.prepare('SELECT 1 FROM comments WHERE parent_id = @id OR thread_id = @id LIMIT 1'),
    keepAsPlaceholder: db.prepare(
      "UPDATE comments SET deleted = 1, body = '', body_tree = NULL, name = '', email = NULL, website = NULL, account_id = NULL, edit_key_hash = NULL WHERE id = ?",
    ),
    insertTag: db.prepare('INSERT INTO tags (blog_id, name, slug) VALUES (?, ?, ?)'),
    tag: db.prepare('SELECT id, name, slug FROM tags WHERE id = ?'),
    tagPost: db.prepare('INSERT OR REPLACE INTO post_tags (post_id, tag_id, position) VALUES (?, ?, ?)'),
    knownEmail: db.prepare(
      `SELECT 1 FROM comments c JOIN posts p ON p.id = c.post_id
       WHERE p.blog_id = ? AND c.email = ? COLLATE NOCASE AND c.is_visible = 1 LIMIT 1`,
    ),
    // The held queue, by the narrowest index for its scope: a post's or a blog's page reads that post's or
    // blog's held comments only, never every blog's (which the planner, without statistics, would walk).
    heldOfPost: db.prepare(
      `SELECT ${COMMENT_COLUMNS} FROM comments c INDEXED BY comments_held_post
       LEFT JOIN accounts a ON a.id = c.account_id JOIN posts p ON p.id = c.post_id
       WHERE c.post_id = @post AND c.is_visible = 0 AND c.id > @after AND (@blog IS NULL OR p.blog_id = @blog)
       ORDER BY c.id LIMIT @limit`,
    ),
    heldOfBlog: db.prepare(
      `SELECT ${COMMENT_COLUMNS} FROM posts p JOIN comments c INDEXED BY comments_held_post ON c.post_id = p.id
       LEFT JOIN accounts a ON a.id = c.account_id
       WHERE p.blog_id = @blog AND c.is_visible = 0 AND c.id > @after ORDER BY c.id LIMIT @limit`,
    ),
    heldOfAll: db.prepare(
      `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM}
       WHERE c.is_visible = 0 AND c.id > @after ORDER BY c.id LIMIT @limit`,
    ),
    heldOnPost: db
      .prepare(
        'SELECT count(*) FROM comments INDEXED BY comments_held_post WHERE post_id = ? AND is_visible = 0 AND NOT deleted',
      )
      .pluck(),
    heldQuotaOf: db.prepare('SELECT post_id, address_hash FROM comments WHERE id = ? AND NOT deleted'),
    heldFromAddress: db
      .prepare(
        `SELECT count(*) FROM comments c INDEXED BY comments_held_address JOIN posts p ON p.id = c.post_id
         WHERE c.address_hash = ? AND c.is_visible = 0 AND NOT c.deleted AND p.blog_id = (SELECT blog_id FROM posts WHERE id = ?)`,
      )
      .pluck(),
    approve: db.prepare('UPDATE comments SET is_visible = 1 WHERE id = ? AND is_visible = 0'),
    deleteComment: db.prepare('DELETE FROM comments WHERE id = ?'),
    counts: db.prepare('SELECT id, likes, dislikes FROM comments WHERE id = ?'),
    voteOf: db.prepare('SELECT kind FROM votes WHERE comment_id = ? AND visitor = ?'),
    setVote: db.prepare('INSERT OR REPLACE INTO votes (comment_id, visitor, kind) VALUES (?, ?, ?)'),
    dropVote: db.prepare('DELETE FROM votes WHERE comment_id = ? AND visitor = ?'),
    bump: db.prepare('UPDATE comments SET likes = likes + ?, dislikes = dislikes + ? WHERE id = ?'),
    // One more vote from an address on a comment, unless its day's allowance is spent: no row comes back then.
    // A row of an earlier day starts again at this vote (SET reads the row as it was).
    countAddressVote: db.prepare(
      `INSERT INTO address_votes (comment_id, address_hash, day, votes) VALUES (@comment, @hash, @day, 1)
       ON CONFLICT (comment_id, address_hash) DO UPDATE SET
         votes = CASE WHEN day = excluded.day THEN votes + 1 ELSE 1 END,
         day = excluded.day
       WHERE day <> excluded.day OR votes < @perDay
       RETURNING votes`,
    ),
    pruneAddressVotes: db.prepare('DELETE FROM address_votes WHERE day < ?'),
    insertAccount: db.prepare('INSERT INTO accounts (name, email, password_hash, avatar) VALUES (?, ?, ?, ?)'),
    account: db.prepare('SELECT id, name, email, avatar, password_hash FROM accounts WHERE id = ?'),
    accountByEmail: db.prepare(
      'SELECT id, name, email, avatar, password_hash FROM accounts WHERE email = ? COLLATE NOCASE',
    ),
    insertSession: db.prepare('INSERT INTO sessions (token_hash, account_id, expires_at) VALUES (?, ?, ?)'),
    session: db.prepare(
      `SELECT a.id, a.name, a.email, a.avatar, a.password_hash FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    ),
    deleteSession: db.prepare('DELETE FROM sessions WHERE token_hash = ?'),
    anyBlog: db.prepare('SELECT 1 FROM blogs LIMIT 1'),
    offerSetting: db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)'),
    setting: db.prepare('SELECT value FROM settings WHERE name = ?'),
    useProof: db.prepare('INSERT OR IGNORE INTO robot_proofs (signature, expires_at) VALUES (?, ?)'),
    pruneProofs: db.prepare('DELETE FROM robot_proofs WHERE expires_at < ?'),
    // A window that has ended starts again at this hit (SET reads the row as it was). The count stops at a
    // billion, as on PostgreSQL, where the column is a 32-bit INTEGER.
    hit: db.prepare(
      `INSERT INTO rate_hits (key, hits, window_ends) VALUES (@key, @weight, @ends)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN window_ends <= @now THEN @weight ELSE MIN(hits + @weight, 1000000000) END,
         window_ends = CASE WHEN window_ends <= @now THEN excluded.window_ends ELSE window_ends END
       RETURNING hits, window_ends`,
    ),
    pruneHits: db.prepare('DELETE FROM rate_hits WHERE window_ends < ?'),
    claimImport: db.prepare('INSERT OR IGNORE INTO imported_comments (source, source_id) VALUES (?, ?)'),
    recordImport: db.prepare('UPDATE imported_comments SET comment_id = ? WHERE source = ? AND source_id = ?'),
    imported: db.prepare(
      'SELECT source_id, comment_id FROM imported_comments WHERE source = ? AND source_id IN (SELECT value FROM json_each(?))',
    ),
  };

  const getBlog = (id: string | null) => {
    const row = q.blog.get(rowId(id)) as BlogRow | undefined;
    return row ? toBlog(row) : null;
  };
  const getComment = (id: string) => {
    const row = q.comment.get(rowId(id)) as CommentRow | undefined;
    return row ? toComment(row) : null;
  };
  // Expired proofs can never be replayed (their challenge is refused first):
  // clearing them every so many uses keeps the table to about one window's worth.
  let proofsSincePrune = 0;
  let hitsSincePrune = 0;
  let addressVotesSincePrune = 0;

  const insertComment = (comment: NewComment): string =>
    String(
      q.insertComment.run({
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
      }).lastInsertRowid,
    );
  // Reply mail (docs/moderation.md "Reply notifications"): each wish confirmed from its own mail, a few mails an address a day.
  const mail = {
    countAsk: db.prepare(
      `INSERT INTO mail_asks (blog_id, email, day, asks) VALUES (?, ?, ?, 1)
       ON CONFLICT (blog_id, email) DO UPDATE SET asks = CASE WHEN mail_asks.day = excluded.day THEN mail_asks.asks + 1 ELSE 1 END, day = excluded.day
       RETURNING asks`,
    ),
    want: db.prepare(
      `INSERT INTO reply_mail (comment_id, blog_id, email, locale, state, created_at) VALUES (@comment, @blog, @email, @locale, @state, @now)
       ON CONFLICT (comment_id) DO UPDATE SET email = excluded.email, locale = excluded.locale, state = excluded.state, created_at = excluded.created_at`,
    ),
    of: db.prepare('SELECT comment_id, blog_id, email, locale, state FROM reply_mail WHERE comment_id = ?'),
    confirm: db.prepare("UPDATE reply_mail SET state = 'on' WHERE comment_id = ? AND state = 'pending'"),
    stop: db.prepare("UPDATE reply_mail SET state = 'off' WHERE comment_id = ?"),
  };
  const wantReplyMail = db.transaction(
    (
      comment: number | null,
      blog: number | null,
      email: string,
      locale: string,
      now: Date,
      { confirmed, asksPerDay }: { confirmed: boolean; asksPerDay: number },
    ) => {
      const address = email.toLowerCase();
      const state = confirmed ? 'on' : 'pending';
      const ask =
        !confirmed &&
        (mail.countAsk.get(blog, address, now.toISOString().slice(0, 10)) as { asks: number }).asks <= asksPerDay;
      mail.want.run({ comment, blog, email: address, locale, state, now: now.toISOString() });
      return { state, ask } as const;
    },
  );

  // Answered, it stays as a placeholder; else it goes. One transaction: an answer written meanwhile is never lost.
  const deleteOwn = db.transaction((id: number | null): 'removed' | 'placeholder' | null => {
    if (id === null || !q.comment.get(id)) return null;
    if (q.answered.get({ id })) {
      q.keepAsPlaceholder.run(id);
      return 'placeholder';
    }
    q.deleteComment.run(id);
    return 'removed';
  });
  // The source's id is claimed first, in the comment's transaction: an id imported before adds nothing.
  const importComment = db.transaction((comment: NewComment, source: string, sourceId: string): string | null => {
    if (!q.claimImport.run(source, sourceId).changes) return null;
    const id = insertComment(comment);
    q.recordImport.run(rowId(id), source, sourceId);
    return id;
  });

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
    return full ? { full } : { added: getComment(insertComment({ ...comment, isVisible: false }))! };
  });
  const holdEdited = db.transaction(
    (id: number, body: string, bodyTree: string | null, quota: HeldQuota): HeldOutcome | null => {
      const found = q.heldQuotaOf.get(id) as { post_id: number; address_hash: string | null } | undefined;
      if (!found) return null;
      const full = heldQuotaFull(found.post_id, found.address_hash, quota);
      if (full) return { full };
      q.edit.run(body, bodyTree, 0, id);
      return { added: getComment(String(id))! };
    },
  );

  // A vote moves at most two counters; the whole read-modify-write is one
  // transaction, so simultaneous votes can neither lose nor double a count.
  // A new vote is counted against its address's allowance in the same transaction: refused, it changes nothing.
  const vote = db.transaction(
    (
      commentId: number,
      visitor: string,
      action: VoteAction,
      needCancel: boolean,
      address: VoterAddress | null,
    ): 'done' | 'conflict' | 'address-limit' => {
      const current = (q.voteOf.get(commentId, visitor) as { kind: VoteKind } | undefined)?.kind ?? null;
      const change = voteChange(current, action, needCancel);
      if (change === 'conflict') return 'conflict';
      if (change === 'unchanged') return 'done';
      if (
        address &&
        castsNewVote(current, change) &&
        !q.countAddressVote.get({
          comment: commentId,
          hash: address.hash,
          day: voteDay(address.now),
          perDay: address.perDay,
        })
      )
        return 'address-limit';
      if (change.kind) q.setVote.run(commentId, visitor, change.kind);
      else q.dropVote.run(commentId, visitor);
      q.bump.run(change.likes, change.dislikes, commentId);
      return 'done';
    },
  );

  return {
    async getBlog(id) {
      return getBlog(id);
    },
    async createBlog({ name, url, ownerId = null }) {
      const id = q.insertBlog.run(name, url, rowId(ownerId)).lastInsertRowid;
      return getBlog(String(id))!;
    },
    async updateBlogSettings(id, settings) {
      const columns: Record<string, unknown> = {
        owner_id: settings.ownerId === undefined ? undefined : rowId(settings.ownerId),
        allow_comments: settings.allowComments === undefined ? undefined : Number(settings.allowComments),
        allow_votes: settings.allowVotes === undefined ? undefined : Number(settings.allowVotes),
        captcha: settings.captcha === undefined ? undefined : Number(settings.captcha),
        moderation: settings.moderation,
      };
      const set = Object.entries(columns).filter(([, value]) => value !== undefined);
      // Column names come from the fixed list above, values are bound.
      if (set.length)
        db.prepare(`UPDATE blogs SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`).run(
          ...set.map(([, value]) => value),
          rowId(id),
        );
      return getBlog(id);
    },
    async listBlogsOwnedBy(accountId, { after: cursor, limit }) {
      const rows = q.blogsOwned.all(
        rowId(accountId),
        cursor === null ? 0 : (rowId(cursor) ?? FIRST),
        limit + 1,
      ) as Blog[];
      return paged(
        rows.map((row) => ({ id: String(row.id), name: row.name, url: row.url })),
        limit,
      );
    },
    async getPost(id) {
      const row = q.post.get(rowId(id)) as PostRow | undefined;
      return row ? toPost(row) : null;
    },
    async listPosts(blogId) {
      return (q.posts.all(rowId(blogId)) as PostRow[]).map(toPost);
    },
    async setPostClosed(id, closed) {
      return q.closePost.run(closed ? 1 : 0, rowId(id)).changes > 0;
    },
    async setPinnedComment(postId, commentId) {
      return q.pin.run(commentId === null ? null : rowId(commentId), rowId(postId)).changes > 0;
    },
    async unpinComment(postId, commentId) {
      return q.unpin.run(rowId(postId), rowId(commentId)).changes > 0;
    },
    async createPost({ blogId, title, excerpt = '' }) {
      const id = q.insertPost.run(rowId(blogId), title, excerpt).lastInsertRowid;
      return toPost(q.post.get(id) as PostRow);
    },
    async listTags(blogId) {
      return (q.tags.all(rowId(blogId)) as TagRow[]).map(toTag);
    },
    async listPostTags(postId) {
      return (q.postTags.all(rowId(postId)) as TagRow[]).map(toTag);
    },
    async getTagWithPosts(blogId, slug) {
      const row = q.tagBySlug.get(rowId(blogId), slug) as TagRow | undefined;
      return row ? { tag: toTag(row), posts: (q.postsOfTag.all(row.id) as PostRow[]).map(toPost) } : null;
    },
    async createTag({ blogId, name, slug }) {
      const id = q.insertTag.run(rowId(blogId), name, slug).lastInsertRowid;
      return toTag(q.tag.get(id) as TagRow);
    },
    async tagPost(postId, tagId, position) {
      q.tagPost.run(rowId(postId), rowId(tagId), position);
    },
    async countVisibleComments(postId) {
      if (!q.post.get(rowId(postId))) return null;
      return (q.count.get(rowId(postId)) as { n: number }).n;
    },
    async getComment(id) {
      return getComment(id);
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
      const rows = q.last.all(rowId(blogId), limit) as (CommentRow & {
        blog_id: number;
        title: string;
        excerpt: string;
        closed: number;
      })[];
      return rows.map((row) => ({
        ...toComment(row),
        // The post as a link: its pin is not read here.
        post: toPost({
          id: row.post_id,
          blog_id: row.blog_id,
          title: row.title,
          excerpt: row.excerpt,
          closed: row.closed,
          pinned_comment_id: null,
        }),
      }));
    },
    async addComment(comment) {
      return getComment(insertComment(comment))!;
    },
    async importedComments(source, sourceIds) {
      const rows = q.imported.all(source, JSON.stringify(sourceIds)) as {
        source_id: string;
        comment_id: number | null;
      }[];
      return new Map(rows.map((row) => [row.source_id, row.comment_id === null ? null : String(row.comment_id)]));
    },
    async addImportedComment(comment, from) {
      const id = importComment(comment, from.source, from.sourceId);
      return id === null ? null : getComment(id);
    },
    async hasVisibleCommentByEmail(blogId, email) {
      return Boolean(q.knownEmail.get(rowId(blogId), email));
    },
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
      return q.approve.run(rowId(id)).changes > 0;
    },
    async deleteComment(id) {
      return q.deleteComment.run(rowId(id)).changes > 0;
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
    async commentEditKeyHash(id) {
      return (q.editKeyHash.get(rowId(id)) as string | null | undefined) ?? null;
    },
    async editComment(id, body, isVisible, bodyTree = null) {
      if (!q.edit.run(body, bodyTree, isVisible ? 1 : 0, rowId(id)).changes) return null;
      return getComment(id);
    },
    async deleteOwnComment(id) {
      return deleteOwn(rowId(id));
    },
    async wantReplyMail(commentId, blogId, email, locale, now, rules) {
      return wantReplyMail(rowId(commentId), rowId(blogId), email, locale, now, rules);
    },
    async replyMailOf(commentId) {
      const row = mail.of.get(rowId(commentId)) as
        | { comment_id: number; blog_id: number; email: string; locale: string; state: 'pending' | 'on' | 'off' }
        | undefined;
      return row
        ? {
            commentId: String(row.comment_id),
            blogId: String(row.blog_id),
            email: row.email,
            locale: row.locale,
            state: row.state,
          }
        : null;
    },
    async confirmReplyMail(commentId) {
      return mail.confirm.run(rowId(commentId)).changes > 0;
    },
    async stopReplyMail(commentId) {
      return mail.stop.run(rowId(commentId)).changes > 0;
    },
    async vote(commentId, visitor, action, needCancel, address = null) {
      const id = rowId(commentId);
      if (id === null || !q.counts.get(id)) return { ok: false, reason: 'unknown' };
      if (address && ++addressVotesSincePrune >= PRUNE_ADDRESS_VOTES_EVERY) {
        addressVotesSincePrune = 0;
        q.pruneAddressVotes.run(voteDay(address.now));
      }
      const outcome = vote(id, visitor, action, needCancel, address);
      if (outcome !== 'done') return { ok: false, reason: outcome };
      const row = q.counts.get(id) as { id: number; likes: number; dislikes: number };
      return { ok: true, counts: { id: String(row.id), likes: row.likes, dislikes: row.dislikes } };
    },
    async createAccount({ name, email, passwordHash, avatar = null }) {
      const id = q.insertAccount.run(name, email, passwordHash, avatar).lastInsertRowid;
      return toAccount(q.account.get(id) as AccountRow);
    },
    async getAccount(id) {
      const row = q.account.get(rowId(id)) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    async findAccountByEmail(email) {
      const row = q.accountByEmail.get(email) as AccountRow | undefined;
      return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
    },
    async createSession(tokenHash, accountId, expiresAt) {
      q.insertSession.run(tokenHash, rowId(accountId), expiresAt.toISOString());
    },
    async getSessionAccount(tokenHash, now) {
      const row = q.session.get(tokenHash, now.toISOString()) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    async deleteSession(tokenHash) {
      q.deleteSession.run(tokenHash);
    },
    async keepSetting(name, value) {
      q.offerSetting.run(name, value);
      return (q.setting.get(name) as { value: string }).value;
    },
    async useRobotProof(signature, expiresAt) {
      if (++proofsSincePrune >= PRUNE_PROOFS_EVERY) {
        proofsSincePrune = 0;
        q.pruneProofs.run(new Date().toISOString());
      }
      return q.useProof.run(signature, expiresAt.toISOString()).changes === 1;
    },
    async countHit(key, windowMs, now, weight = 1) {
      if (++hitsSincePrune >= PRUNE_HITS_EVERY) {
        hitsSincePrune = 0;
        q.pruneHits.run(now.toISOString());
      }
      const row = q.hit.get({
        key,
        weight,
        now: now.toISOString(),
        ends: new Date(now.getTime() + windowMs).toISOString(),
      }) as { hits: number; window_ends: string };
      return { hits: row.hits, msLeft: Date.parse(row.window_ends) - now.getTime() };
    },
    async readRows(name) {
      const table = tableNamed(name);
      const columns = Object.entries(table.columns);
      // Names from the fixed list in tables.ts, never from input.
      const rows = db
        .prepare(
          `SELECT ${columns.map(([column]) => column).join(', ')} FROM ${table.name} ORDER BY ${table.key.join(', ')}`,
        )
        .all() as Record<string, unknown>[];
      return rows.map((row) =>
        Object.fromEntries(columns.map(([column, kind]) => [column, neutral(kind, row[column])])),
      );
    },
    async writeRows(name, rows) {
      const table = tableNamed(name);
      const columns = Object.entries(table.columns);
      const insert = db.prepare(
        `INSERT INTO ${table.name} (${columns.map(([column]) => column).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      const stored = (kind: ColumnKind, value: Row[string]) =>
        value === null ? null : kind === 'bool' ? (value ? 1 : 0) : value;
      db.transaction(() => {
        for (const row of rows) insert.run(...columns.map(([column, kind]) => stored(kind, row[column] ?? null)));
      })();
    },
    async isEmpty() {
      return !q.anyBlog.get();
    },
    async close() {
      db.close();
    },
  };
}
