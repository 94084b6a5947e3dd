import pg from 'pg';
import type { Migration } from './migrations.ts';
import { POSTGRES_MIGRATIONS } from './postgres-migrations.ts';
import { afterCondition, afterReply, afterValues, ORDER_BY } from './comment-order.ts';
import { rowId } from './row-id.ts';
import type { Blog, HeldQuota, NewComment, Page, StoredComment, Store } from './store.ts';
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
  toComment,
  toPost,
  toTag,
  type AccountRow,
  type BlogRow,
  type CommentRow,
  type PostRow,
  type TagRow,
} from './rows.ts';
import { neutral, tableNamed } from './tables.ts';
import { StoreUnavailableError } from './unavailable.ts';
import { castsNewVote, voteChange, voteDay, type VoteKind } from './vote-rule.ts';

/**
 * The Store on PostgreSQL (docs/self-hosting.md "Running on PostgreSQL"), for several server instances on one
 * database: every write that must be exact is one statement or one
 * transaction, and what the instances share (sessions, the robot check's
 * secret and used proofs) lives in the database. Ids travel as strings, as
 * PostgreSQL's BIGINT does; dates as ISO 8601 in UTC, as SQLite keeps them.
 */

/** Two instances migrating at once take turns on this lock (any constant: it names Porchlight's migrations). */
const MIGRATION_LOCK = 7_146_032_581;
/** The first half of the lock a blog's held writes take turns on (the second: the blog's id, hashed); any constant. */
const HELD_QUEUE_LOCK = 714_603_259;

/** `postgres://…` or `postgresql://…`, checked before any connection is tried; the password never shows in the error. */
export function postgresConfig(databaseUrl: string): pg.PoolConfig {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('DATABASE_URL is not a valid postgres:// address');
  }
  if (!/^postgres(ql)?:$/.test(url.protocol) || !url.hostname || url.pathname.length < 2)
    throw new Error(
      `DATABASE_URL must look like postgres://USER:PASSWORD@HOST:PORT/DATABASE (got ${url.protocol}//${url.host}${url.pathname})`,
    );
  return { connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 };
}

/**
 * Brings the database to the latest version, one transaction per
 * migration, each under an advisory lock: instances that start together
 * take turns, and the later ones find the work done.
 */
export async function migratePostgres(pool: pg.Pool, migrations: Migration[] = POSTGRES_MIGRATIONS): Promise<number> {
  const client = await pool.connect();
  try {
    let current = 0;
    for (const { version, sql } of migrations) {
      await client.query('BEGIN');
      try {
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        await client.query(
          'CREATE TABLE IF NOT EXISTS schema_versions (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
        );
        current = (await client.query<{ v: number }>('SELECT coalesce(max(version), 0) AS v FROM schema_versions'))
          .rows[0]!.v;
        if (version > current) {
          await client.query(sql);
          await client.query('INSERT INTO schema_versions (version) VALUES ($1)', [version]);
          current = version;
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
    return current;
  } finally {
    client.release();
  }
}

/** Connects, says in one line why when it cannot, and migrates. */
export async function openPostgres(databaseUrl: string): Promise<pg.Pool> {
  const pool = new pg.Pool(postgresConfig(databaseUrl));
  // A connection that breaks while idle is dropped by the pool; the next query connects afresh.
  pool.on('error', () => {});
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    const { hostname, port, pathname } = new URL(databaseUrl);
    throw new Error(`could not use PostgreSQL at ${hostname}:${port || 5432}${pathname}: ${(error as Error).message}`);
  }
  return pool;
}

// Node's network errors, and SQLSTATE classes 08 (connection exception) and 57P01-03 (the server shutting
// down or starting): the database is away, not the request at fault.
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const isConnectionLost = (error: unknown): boolean => {
  const { code = '', message = '' } = (error ?? {}) as { code?: string; message?: string };
  return (
    NETWORK.has(code) ||
    /^08|^57P0[123]$/.test(code) ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  );
};
const translated = (error: unknown): never => {
  throw isConnectionLost(error) ? new StoreUnavailableError(error) : error;
};

/**
 * The pool as the store uses it: a lost connection surfaces as
 * StoreUnavailableError, anything else as it is. A statement with
 * parameters is a named one, so that each connection has PostgreSQL parse
 * and plan it once rather than on every call (the store's statements are a
 * fixed set of texts).
 */
function guarded(pool: pg.Pool) {
  const names = new Map<string, string>();
  const statement = (text: string, values: unknown[]): pg.QueryConfig => {
    if (!values.length) return { text, values };
    let name = names.get(text);
    if (!name) names.set(text, (name = `porchlight_${names.size + 1}`));
    return { name, text, values };
  };
  return {
    query: <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
      pool.query<R>(statement(sql, params)).catch(translated),
    async connect() {
      const client = await pool.connect().catch(translated);
      return {
        query: <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
          client.query<R>(statement(sql, params)).catch(translated),
        release: (error?: Error) => client.release(error),
      };
    },
    end: () => pool.end(),
  };
}

export function createPostgresStore(raw: pg.Pool): Store {
  const pool = guarded(raw);
  const all = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await pool.query(sql, params)).rows as T[];
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T | undefined> => (await all<T>(sql, params))[0];
  const changed = async (sql: string, params: unknown[]) => ((await pool.query(sql, params)).rowCount ?? 0) > 0;

  type Client = Awaited<ReturnType<typeof pool.connect>>;
  async function transaction<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A connection that failed mid-transaction is not given back to the pool: the server rolls it back.
      await client.query('ROLLBACK').catch((rollbackFailed: Error) => (broken = rollbackFailed));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /** A new comment's row, through the pool or inside a transaction; its id. */
  const insertComment = async (on: Pick<Client, 'query'>, comment: NewComment): Promise<string> => {
    const { rows } = await on.query<{ id: string }>(
      `INSERT INTO comments (post_id, parent_id, thread_id, account_id, name, email, website, body, is_visible, created_at, edit_key_hash, address_hash, body_tree, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()), $11, $12, $13, $14) RETURNING id`,
      [
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
      ],
    );
    return String(rows[0]!.id);
  };

  const getBlog = async (id: string | null) => {
    const row = await one<BlogRow>(`SELECT ${BLOG_COLUMNS} FROM blogs WHERE id = $1`, [rowId(id)]);
    return row ? toBlog(row) : null;
  };
  /**
   * Takes the lock of the held queue of the blog `sql` finds (its row must name `blog_id`; `$2` is the lock's
   * class), held to the commit: a count and the write it allows are never split by another instance's, on
   * either quota (both are counted within the blog). Held writes are few and short, so a blog's wait on them is too.
   */
  const lockHeldQueue = async <Row extends object>(client: Client, sql: string, id: unknown) => {
    const { rows } = await client.query<Row & { blog_id: string }>(
      `SELECT found.*, pg_advisory_xact_lock($2, hashtext(found.blog_id::text)) FROM (${sql}) found`,
      [id, HELD_QUEUE_LOCK],
    );
    return rows[0] ?? null;
  };

  /** Which quota one more comment waiting on this post, from this address, would pass; null: none. */
  const heldQuotaFull = async (
    client: Client,
    { postId, blogId, addressHash }: { postId: unknown; blogId: string; addressHash?: string | null },
    { perAddress, perPost }: HeldQuota,
  ): Promise<'address' | 'post' | null> => {
    if (addressHash) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM comments c JOIN posts p ON p.id = c.post_id
         WHERE NOT c.is_visible AND NOT c.deleted AND c.address_hash = $1 AND p.blog_id = $2`,
        [addressHash, blogId],
      );
      if (rows[0]!.n >= perAddress) return 'address';
    }
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM comments WHERE post_id = $1 AND NOT is_visible AND NOT deleted',
      [postId],
    );
    return rows[0]!.n >= perPost ? 'post' : null;
  };

  const getComment = async (id: string) => {
    const row = await one<CommentRow>(`SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.id = $1`, [rowId(id)]);
    return row ? toComment(row) : null;
  };
  const getPost = async (id: number | null) => {
    const row = await one<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE id = $1`, [id]);
    return row ? toPost(row) : null;
  };
  let proofsSincePrune = 0;
  let hitsSincePrune = 0;
  let addressVotesSincePrune = 0;

  return {
    getBlog,
    async createBlog({ name, url, ownerId = null }) {
      const row = await one<{ id: string }>(
        'INSERT INTO blogs (name, url, owner_id) VALUES ($1, $2, $3) RETURNING id',
        [name, url, rowId(ownerId)],
      );
      return (await getBlog(row!.id))!;
    },
    async updateBlogSettings(id, settings) {
      const columns: Record<string, unknown> = {
        owner_id: settings.ownerId === undefined ? undefined : rowId(settings.ownerId),
        allow_comments: settings.allowComments,
        allow_votes: settings.allowVotes,
        captcha: settings.captcha,
        moderation: settings.moderation,
      };
      const set = Object.entries(columns).filter(([, value]) => value !== undefined);
      // Column names come from the fixed list above, values are bound.
      if (set.length)
        await pool.query(
          `UPDATE blogs SET ${set.map(([column], i) => `${column} = $${i + 1}`).join(', ')} WHERE id = $${set.length + 1}`,
          [...set.map(([, value]) => value), rowId(id)],
        );
      return getBlog(id);
    },
    async listBlogsOwnedBy(accountId, { after: cursor, limit }) {
      const rows = await all<Blog>(
        'SELECT id, name, url FROM blogs WHERE owner_id = $1 AND id > $2 ORDER BY id LIMIT $3',
        [rowId(accountId), cursor === null ? 0 : (rowId(cursor) ?? FIRST), limit + 1],
      );
      return paged(
        rows.map((row) => ({ id: String(row.id), name: row.name, url: row.url })),
        limit,
      );
    },
    getPost: (id) => getPost(rowId(id)),
    async listPosts(blogId) {
      return (
        await all<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE blog_id = $1 ORDER BY id`, [rowId(blogId)])
      ).map(toPost);
    },
    setPostClosed: (id, closed) => changed('UPDATE posts SET closed = $1 WHERE id = $2', [closed, rowId(id)]),
    unpinComment: (postId, commentId) =>
      changed('UPDATE posts SET pinned_comment_id = NULL WHERE id = $1 AND pinned_comment_id = $2', [
        rowId(postId),
        rowId(commentId),
      ]),
    setPinnedComment: (postId, commentId) =>
      changed('UPDATE posts SET pinned_comment_id = $1 WHERE id = $2', [
        commentId === null ? null : rowId(commentId),
        rowId(postId),
      ]),
    async createPost({ blogId, title, excerpt = '' }) {
      const row = await one<PostRow>(
        `INSERT INTO posts (blog_id, title, excerpt) VALUES ($1, $2, $3) RETURNING ${POST_COLUMNS}`,
        [rowId(blogId), title, excerpt],
      );
      return toPost(row!);
    },
    async listTags(blogId) {
      return (
        await all<TagRow>('SELECT id, name, slug FROM tags WHERE blog_id = $1 ORDER BY lower(name), id', [
          rowId(blogId),
        ])
      ).map(toTag);
    },
    async listPostTags(postId) {
      const rows = await all<TagRow>(
        'SELECT t.id, t.name, t.slug FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = $1 ORDER BY pt.position, t.id',
        [rowId(postId)],
      );
      return rows.map(toTag);
    },
    async getTagWithPosts(blogId, slug) {
      const row = await one<TagRow>('SELECT id, name, slug FROM tags WHERE blog_id = $1 AND slug = $2', [
        rowId(blogId),
        slug,
      ]);
      if (!row) return null;
      const posts = await all<PostRow>(
        `SELECT ${POST_COLUMNS_OF_P} FROM post_tags pt JOIN posts p ON p.id = pt.post_id WHERE pt.tag_id = $1 ORDER BY p.id`,
        [row.id],
      );
      return { tag: toTag(row), posts: posts.map(toPost) };
    },
    async createTag({ blogId, name, slug }) {
      return toTag(
        (await one<TagRow>('INSERT INTO tags (blog_id, name, slug) VALUES ($1, $2, $3) RETURNING id, name, slug', [
          rowId(blogId),
          name,
          slug,
        ]))!,
      );
    },
    async tagPost(postId, tagId, position) {
      await pool.query(
        'INSERT INTO post_tags (post_id, tag_id, position) VALUES ($1, $2, $3) ON CONFLICT (post_id, tag_id) DO UPDATE SET position = EXCLUDED.position',
        [rowId(postId), rowId(tagId), position],
      );
    },
    async countVisibleComments(postId) {
      // One statement: the post's existence and its count together.
      const row = await one<{ n: number }>(
        'SELECT (SELECT count(*)::int FROM comments WHERE post_id = p.id AND is_visible AND NOT deleted) AS n FROM posts p WHERE p.id = $1',
        [rowId(postId)],
      );
      return row ? row.n : null;
    },
    getComment,
    async listComments(postId, page) {
      const order = page.order ?? 'newest';
      const start = afterValues(page);
      const rows = await all<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM}
         WHERE c.post_id = $1 AND c.thread_id IS NULL AND c.is_visible AND ${afterCondition(order, (n) => `$${n + 3}::bigint`)}
         ORDER BY ${ORDER_BY[order]} LIMIT $2`,
        [rowId(postId), page.limit + 1, ...start],
      );
      return paged(rows.map(toComment), page.limit);
    },
    async listReplies(threadId, { after: cursor, limit }) {
      const rows = await all<CommentRow>(
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
      const rows = await all<CommentRow>(
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
      const rows = await all<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.post_id = $1 AND c.is_visible AND NOT c.deleted ORDER BY c.id DESC LIMIT $2`,
        [rowId(postId), limit],
      );
      return rows.map(toComment);
    },
    async lastComments(blogId, limit) {
      const rows = await all<CommentRow & { blog_id: string; title: string; excerpt: string; closed: boolean }>(
        `SELECT ${COMMENT_COLUMNS}, p.blog_id, p.title, p.excerpt, p.closed FROM ${COMMENT_FROM} JOIN posts p ON p.id = c.post_id
         WHERE p.blog_id = $1 AND c.is_visible AND NOT c.deleted ORDER BY c.id DESC LIMIT $2`,
        [rowId(blogId), limit],
      );
      return rows.map((row) => ({
        ...toComment(row),
        post: toPost({
          id: row.post_id,
          blog_id: row.blog_id,
          title: row.title,
          excerpt: row.excerpt,
          closed: row.closed,
          pinned_comment_id: null,
        }),
      })); // the post as a link: its pin is not read here
    },
    async addComment(comment) {
      return (await getComment(await insertComment(pool, comment)))!;
    },
    async importedComments(source, sourceIds) {
      const rows = await all<{ source_id: string; comment_id: string | null }>(
        'SELECT source_id, comment_id FROM imported_comments WHERE source = $1 AND source_id = ANY($2::text[])',
        [source, sourceIds],
      );
      return new Map(rows.map((row) => [row.source_id, row.comment_id === null ? null : String(row.comment_id)]));
    },
    async addImportedComment(comment, { source, sourceId }) {
      // The source's id is claimed first: of two imports of one export at once, one adds the comment.
      const id = await transaction(async (client) => {
        const claimed = await client.query(
          'INSERT INTO imported_comments (source, source_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [source, sourceId],
        );
        if (!claimed.rowCount) return null;
        const made = await insertComment(client, comment);
        await client.query('UPDATE imported_comments SET comment_id = $3 WHERE source = $1 AND source_id = $2', [
          source,
          sourceId,
          made,
        ]);
        return made;
      });
      return id === null ? null : getComment(id);
    },
    async hasVisibleCommentByEmail(blogId, email) {
      return Boolean(
        await one(
          `SELECT 1 FROM comments c JOIN posts p ON p.id = c.post_id
           WHERE p.blog_id = $1 AND lower(c.email) = lower($2) AND c.is_visible LIMIT 1`,
          [rowId(blogId), email],
        ),
      );
    },
    async listHeldComments({ blogId, postId }, { after: cursor, limit }) {
      const blog = blogId === null ? null : (rowId(blogId) ?? 0);
      const from = cursor === null ? 0 : (rowId(cursor) ?? FIRST);
      // As on SQLite, each scope reads its own: a post's held comments, or those of the blog's posts.
      const rows =
        postId !== undefined
          ? await all<CommentRow>(
              `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} JOIN posts p ON p.id = c.post_id
               WHERE c.post_id = $1 AND NOT c.is_visible AND c.id > $2 AND ($3::bigint IS NULL OR p.blog_id = $3)
               ORDER BY c.id LIMIT $4`,
              [rowId(postId) ?? 0, from, blog, limit + 1],
            )
          : blog !== null
            ? await all<CommentRow>(
                `SELECT ${COMMENT_COLUMNS} FROM posts p JOIN comments c ON c.post_id = p.id
                 LEFT JOIN accounts a ON a.id = c.account_id
                 WHERE p.blog_id = $1 AND NOT c.is_visible AND c.id > $2 ORDER BY c.id LIMIT $3`,
                [blog, from, limit + 1],
              )
            : await all<CommentRow>(
                `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE NOT c.is_visible AND c.id > $1 ORDER BY c.id LIMIT $2`,
                [from, limit + 1],
              );
      return paged(rows.map(toComment), limit);
    },
    async addHeldComment(comment, quota) {
      const postId = rowId(comment.postId);
      const outcome = await transaction(async (client): Promise<{ id: string } | { full: 'address' | 'post' }> => {
        const blog = await lockHeldQueue(client, 'SELECT blog_id FROM posts WHERE id = $1', postId);
        if (!blog) throw new Error(`no post ${comment.postId} for a held comment`);
        const full = await heldQuotaFull(
          client,
          { postId, blogId: blog.blog_id, addressHash: comment.addressHash },
          quota,
        );
        return full ? { full } : { id: await insertComment(client, { ...comment, isVisible: false }) };
      });
      return 'full' in outcome ? outcome : { added: (await getComment(outcome.id))! };
    },
    async holdEditedComment(id, body, bodyTree, quota) {
      const key = rowId(id);
      if (key === null) return null;
      const outcome = await transaction(
        async (client): Promise<{ id: string } | { full: 'address' | 'post' } | null> => {
          const found = await lockHeldQueue<{ post_id: string; address_hash: string | null }>(
            client,
            `SELECT c.post_id, c.address_hash, p.blog_id FROM comments c JOIN posts p ON p.id = c.post_id
           WHERE c.id = $1 AND NOT c.deleted`,
            key,
          );
          if (!found) return null;
          const full = await heldQuotaFull(
            client,
            { postId: found.post_id, blogId: found.blog_id, addressHash: found.address_hash },
            quota,
          );
          if (full) return { full };
          await client.query(
            'UPDATE comments SET body = $1, is_visible = false, body_tree = $3, edited_at = now() WHERE id = $2 AND NOT deleted',
            [body, key, bodyTree],
          );
          return { id };
        },
      );
      if (!outcome) return null;
      return 'full' in outcome ? outcome : { added: (await getComment(outcome.id))! };
    },
    async commentAddressHash(id) {
      return (
        (await one<{ address_hash: string | null }>('SELECT address_hash FROM comments WHERE id = $1', [rowId(id)]))
          ?.address_hash ?? null
      );
    },
    async blockWriter(blogId, kind, value, until) {
      await all(
        'INSERT INTO blocks (blog_id, kind, value, until) VALUES ($1, $2, $3, $4) ON CONFLICT (blog_id, kind, value) DO UPDATE SET until = excluded.until',
        [rowId(blogId), kind, kind === 'email' ? value.toLowerCase() : value, until],
      );
    },
    async isBlocked(blogId, { email, addressHash }, now) {
      if (email === null && addressHash === null) return false;
      const row = await one(
        `SELECT 1 FROM blocks WHERE blog_id = $1 AND until > $2
         AND ((kind = 'email' AND value = lower($3)) OR (kind = 'address' AND value = $4)) LIMIT 1`,
        [rowId(blogId), now, email, addressHash],
      );
      return row !== undefined;
    },
    async commentEditKeyHash(id) {
      return (
        (await one<{ edit_key_hash: string | null }>('SELECT edit_key_hash FROM comments WHERE id = $1', [rowId(id)]))
          ?.edit_key_hash ?? null
      );
    },
    async editComment(id, body, isVisible, bodyTree = null) {
      const edited = await changed(
        'UPDATE comments SET body = $1, is_visible = $2, body_tree = $4, edited_at = now() WHERE id = $3 AND NOT deleted',
        [body, isVisible, rowId(id), bodyTree],
      );
      return edited ? getComment(id) : null;
    },
    async deleteOwnComment(id) {
      const key = rowId(id);
      if (key === null) return null;
      // The row locked first: an answer written meanwhile waits, and finds its parent kept as a placeholder.
      return transaction(async (client) => {
        const found = await client.query('SELECT id FROM comments WHERE id = $1 FOR UPDATE', [key]);
        if (!found.rowCount) return null;
        const answered = await client.query('SELECT 1 FROM comments WHERE parent_id = $1 OR thread_id = $1 LIMIT 1', [
          key,
        ]);
        if (!answered.rowCount) {
          await client.query('DELETE FROM comments WHERE id = $1', [key]);
          return 'removed' as const;
        }
        await client.query(
          "UPDATE comments SET deleted = true, body = '', body_tree = NULL, name = '', email = NULL, website = NULL, account_id = NULL, edit_key_hash = NULL WHERE id = $1",
          [key],
        );
        return 'placeholder' as const;
      });
    },
    async wantReplyMail(commentId, blogId, email, locale, now, { confirmed, asksPerDay }) {
      const address = email.toLowerCase();
      const blog = rowId(blogId);
      return transaction(async (client) => {
        const state = confirmed ? ('on' as const) : ('pending' as const);
        const counted = confirmed
          ? null
          : await client.query<{ asks: number }>(
              `INSERT INTO mail_asks (blog_id, email, day, asks) VALUES ($1, $2, $3, 1)
               ON CONFLICT (blog_id, email) DO UPDATE SET asks = CASE WHEN mail_asks.day = excluded.day THEN mail_asks.asks + 1 ELSE 1 END, day = excluded.day
               RETURNING asks`,
              [blog, address, now.toISOString().slice(0, 10)],
            );
        await client.query(
          `INSERT INTO reply_mail (comment_id, blog_id, email, locale, state, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (comment_id) DO UPDATE SET email = excluded.email, locale = excluded.locale, state = excluded.state, created_at = excluded.created_at`,
          [rowId(commentId), blog, address, locale, state, now],
        );
        return { state, ask: counted !== null && counted.rows[0]!.asks <= asksPerDay };
      });
    },
    async replyMailOf(commentId) {
      const row = await one<{
        comment_id: string;
        blog_id: string;
        email: string;
        locale: string;
        state: 'pending' | 'on' | 'off';
      }>('SELECT comment_id, blog_id, email, locale, state FROM reply_mail WHERE comment_id = $1', [rowId(commentId)]);
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
    confirmReplyMail: (commentId) =>
      changed("UPDATE reply_mail SET state = 'on' WHERE comment_id = $1 AND state = 'pending'", [rowId(commentId)]),
    stopReplyMail: (commentId) =>
      changed("UPDATE reply_mail SET state = 'off' WHERE comment_id = $1", [rowId(commentId)]),
    approveComment: (id) =>
      changed('UPDATE comments SET is_visible = true WHERE id = $1 AND NOT is_visible', [rowId(id)]),
    deleteComment: (id) => changed('DELETE FROM comments WHERE id = $1', [rowId(id)]),
    async vote(commentId, visitor, action, needCancel, address = null) {
      const id = rowId(commentId);
      if (id === null) return { ok: false, reason: 'unknown' };
      if (address && ++addressVotesSincePrune >= PRUNE_ADDRESS_VOTES_EVERY) {
        addressVotesSincePrune = 0;
        await pool.query('DELETE FROM address_votes WHERE day < $1', [voteDay(address.now)]);
      }
      // The comment's row is locked for the read-modify-write: votes on one comment take turns, across
      // every instance on the database, so none is lost or counted twice.
      return transaction(async (client) => {
        const locked = await client.query<{ likes: number; dislikes: number }>(
          'SELECT likes, dislikes FROM comments WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!locked.rowCount) return { ok: false, reason: 'unknown' } as const;
        const current =
          (
            await client.query<{ kind: VoteKind }>('SELECT kind FROM votes WHERE comment_id = $1 AND visitor = $2', [
              id,
              visitor,
            ])
          ).rows[0]?.kind ?? null;
        const change = voteChange(current, action, needCancel);
        if (change === 'conflict') return { ok: false, reason: 'conflict' } as const;
        if (change === 'unchanged') return { ok: true, counts: { id: String(id), ...locked.rows[0]! } } as const;
        // A new vote is counted against its address's allowance first, in this transaction: no row comes back when
        // the day's allowance is spent, and then nothing changes. A row of an earlier day starts again at this vote.
        if (address && castsNewVote(current, change)) {
          const counted = await client.query(
            `INSERT INTO address_votes (comment_id, address_hash, day, votes) VALUES ($1, $2, $3, 1)
             ON CONFLICT (comment_id, address_hash) DO UPDATE SET
               votes = CASE WHEN address_votes.day = EXCLUDED.day THEN address_votes.votes + 1 ELSE 1 END,
               day = EXCLUDED.day
             WHERE address_votes.day <> EXCLUDED.day OR address_votes.votes < $4
             RETURNING votes`,
            [id, address.hash, voteDay(address.now), address.perDay],
          );
          if (!counted.rowCount) return { ok: false, reason: 'address-limit' } as const;
        }
        if (change.kind)
          await client.query(
            'INSERT INTO votes (comment_id, visitor, kind) VALUES ($1, $2, $3) ON CONFLICT (comment_id, visitor) DO UPDATE SET kind = EXCLUDED.kind',
            [id, visitor, change.kind],
          );
        else await client.query('DELETE FROM votes WHERE comment_id = $1 AND visitor = $2', [id, visitor]);
        const counts = await client.query<{ likes: number; dislikes: number }>(
          'UPDATE comments SET likes = likes + $1, dislikes = dislikes + $2 WHERE id = $3 RETURNING likes, dislikes',
          [change.likes, change.dislikes, id],
        );
        return { ok: true, counts: { id: String(id), ...counts.rows[0]! } } as const;
      });
    },
    async createAccount({ name, email, passwordHash, avatar = null }) {
      return toAccount(
        (await one<AccountRow>(
          'INSERT INTO accounts (name, email, password_hash, avatar) VALUES ($1, $2, $3, $4) RETURNING id, name, email, avatar',
          [name, email, passwordHash, avatar],
        ))!,
      );
    },
    async getAccount(id) {
      const row = await one<AccountRow>('SELECT id, name, email, avatar FROM accounts WHERE id = $1', [rowId(id)]);
      return row ? toAccount(row) : null;
    },
    async findAccountByEmail(email) {
      const row = await one<AccountRow>(
        'SELECT id, name, email, avatar, password_hash FROM accounts WHERE lower(email) = lower($1)',
        [email],
      );
      return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
    },
    async createSession(tokenHash, accountId, expiresAt) {
      await pool.query('INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [
        tokenHash,
        rowId(accountId),
        expiresAt,
      ]);
    },
    async getSessionAccount(tokenHash, now) {
      const row = await one<AccountRow>(
        'SELECT a.id, a.name, a.email, a.avatar FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = $1 AND s.expires_at > $2',
        [tokenHash, now],
      );
      return row ? toAccount(row) : null;
    },
    async deleteSession(tokenHash) {
      await pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },
    async keepSetting(name, value) {
      // The first writer wins, among instances too: the insert that loses changes nothing, and the stored value is read back.
      const row = await one<{ value: string }>(
        `WITH offered AS (INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING value)
         SELECT value FROM offered UNION ALL SELECT value FROM settings WHERE name = $1 LIMIT 1`,
        [name, value],
      );
      return row!.value;
    },
    async useRobotProof(signature, expiresAt) {
      if (++proofsSincePrune >= PRUNE_PROOFS_EVERY) {
        proofsSincePrune = 0;
        await pool.query('DELETE FROM robot_proofs WHERE expires_at < now()');
      }
      return changed(
        'INSERT INTO robot_proofs (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING',
        [signature, expiresAt],
      );
    },
    async countHit(key, windowMs, now, weight = 1) {
      if (++hitsSincePrune >= PRUNE_HITS_EVERY) {
        hitsSincePrune = 0;
        await pool.query('DELETE FROM rate_hits WHERE window_ends < $1', [now]);
      }
      // One statement, the row locked by its conflict: hits from every instance count, none twice.
      // A window that has ended starts again at this hit (SET reads the row as it was). The count stops at a
      // billion: a flood of refused, weighty requests never overflows the INTEGER column.
      const row = await one<{ hits: number; window_ends: Date }>(
        `INSERT INTO rate_hits (key, hits, window_ends) VALUES ($1, $4, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_hits.window_ends <= $2 THEN $4 ELSE LEAST(rate_hits.hits + $4, 1000000000) END,
           window_ends = CASE WHEN rate_hits.window_ends <= $2 THEN EXCLUDED.window_ends ELSE rate_hits.window_ends END
         RETURNING hits, window_ends`,
        [key, now, new Date(now.getTime() + windowMs), weight],
      );
      return { hits: row!.hits, msLeft: row!.window_ends.getTime() - now.getTime() };
    },
    async readRows(name) {
      const table = tableNamed(name);
      const columns = Object.entries(table.columns);
      // Names from the fixed list in tables.ts, never from input.
      const rows = await all<Record<string, unknown>>(
        `SELECT ${columns.map(([column]) => column).join(', ')} FROM ${table.name} ORDER BY ${table.key.join(', ')}`,
      );
      return rows.map((row) =>
        Object.fromEntries(columns.map(([column, kind]) => [column, neutral(kind, row[column])])),
      );
    },
    async writeRows(name, rows) {
      const table = tableNamed(name);
      const columns = Object.keys(table.columns);
      await transaction(async (client) => {
        // Several hundred rows a statement, well under PostgreSQL's 65535 parameters.
        for (let start = 0; start < rows.length; start += 500) {
          const chunk = rows.slice(start, start + 500);
          const values = chunk
            .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
            .join(', ');
          await client.query(
            `INSERT INTO ${table.name} (${columns.join(', ')}) VALUES ${values}`,
            chunk.flatMap((row) => columns.map((column) => row[column] ?? null)),
          );
        }
        // Ids given explicitly leave the identity behind: the next new row continues after the copied ones.
        if (table.identity && rows.length)
          await client.query(
            `SELECT setval(pg_get_serial_sequence('${table.name}', '${table.identity}'), (SELECT max(${table.identity}) FROM ${table.name}))`,
          );
      });
    },
    async isEmpty() {
      return !(await one('SELECT 1 FROM blogs LIMIT 1'));
    },
    async close() {
      await pool.end();
    },
  };
}
