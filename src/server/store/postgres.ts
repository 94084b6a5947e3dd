import { availableParallelism } from 'node:os';
import pg from 'pg';
import type { Migration } from './migrations.ts';
import { POSTGRES_MIGRATIONS } from './postgres-migrations.ts';
import { createPostgresAccounts } from './postgres/accounts.ts';
import { createPostgresBlogs } from './postgres/blogs.ts';
import { createPostgresChanges } from './postgres/changes.ts';
import { createPostgresCommentLists } from './postgres/comment-lists.ts';
import { createPostgresCommentRows } from './postgres/comment-rows.ts';
import { createPostgresComments } from './postgres/comments.ts';
import { postgresConnection } from './postgres/connection.ts';
import { createPostgresLimits } from './postgres/limits.ts';
import { createPostgresModeration } from './postgres/moderation.ts';
import { createPostgresReaderData } from './postgres/reader-data.ts';
import { createPostgresRejected } from './postgres/rejected.ts';
import { createPostgresOutbox } from './postgres/outbox.ts';
import { createPostgresReplyMail } from './postgres/reply-mail.ts';
import { createPostgresRowCopy } from './postgres/row-copy.ts';
import { createPostgresVotes } from './postgres/votes.ts';
import { createPostgresWebhooks } from './postgres/webhooks.ts';
import type { Store } from './store.ts';

/**
 * The Store on PostgreSQL (docs/self-hosting.md "Running on PostgreSQL"), for several server instances on one
 * database: every write that must be exact is one statement or one transaction, and what the instances share
 * (sessions, the robot check's secret and used proofs) lives in the database. Ids travel as strings, as
 * PostgreSQL's BIGINT does; dates as ISO 8601 in UTC, as SQLite keeps them.
 */

/** Two instances migrating at once take turns on this lock (any constant: it names Porchlight's migrations). */
const MIGRATION_LOCK = 7_146_032_581;

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
  // Two connections per core: enough that a statement rarely waits for one, few enough that the database does not
  // spend its time switching between them.
  // At most 20: the cores a process sees may be the machine's, not its container's share.
  const max = Math.min(20, Math.max(4, 2 * availableParallelism()));
  return { connectionString: databaseUrl, max, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 };
}

/**
 * Brings the database to the latest version, one transaction per migration, each under an advisory lock:
 * instances that start together take turns, and the later ones find the work done.
 */
export async function migratePostgres(pool: pg.Pool, migrations: Migration[] = POSTGRES_MIGRATIONS): Promise<number> {
  const client = await pool.connect();
  try {
    let current = 0;
    for (const { version, sql } of migrations) current = await migrateOne(client, version, sql);
    await buildOnline(
      client,
      migrations.filter(({ version }) => version <= current).flatMap(({ online = [] }) => online),
    );
    return current;
  } finally {
    client.release();
  }
}

/** How long a migration waits for a table's lock before it gives way; and how often it tries again. */
const MIGRATION_LOCK_WAIT = '3s';
const MIGRATION_TRIES = 10;

/**
 * One version, in one transaction; tried again when it met a deadlock or waited MIGRATION_LOCK_WAIT for a lock.
 * The instance serving beside it takes the same tables in the orders its queries name them, and no order of the
 * migration's own avoids them all: giving way and trying again, the whole transaction undone, does.
 */
async function migrateOne(client: pg.PoolClient, version: number, sql: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(client, version, sql);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= MIGRATION_TRIES || (code !== '40P01' && code !== '55P03')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function migrateOnce(client: pg.PoolClient, version: number, sql: string): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_versions (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
    );
    let current = (await client.query<{ v: number }>('SELECT coalesce(max(version), 0) AS v FROM schema_versions'))
      .rows[0]!.v;
    if (version > current) {
      // Past the other instances' advisory lock: from here a wait for a table's lock gives way (migrateOne).
      await client.query(`SET LOCAL lock_timeout = '${MIGRATION_LOCK_WAIT}'`);
      await client.query(sql);
      await client.query('INSERT INTO schema_versions (version) VALUES ($1)', [version]);
      current = version;
    }
    await client.query('COMMIT');
    return current;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Instances building the migrations' online indexes take turns on this lock (another constant). */
const ONLINE_LOCK = 7_146_032_582;

/**
 * Builds each online index of the migrations (Migration.online) that is missing, or invalid: what a CREATE INDEX
 * CONCURRENTLY cut short leaves behind, dropped and built again. One instance builds them before it serves; the
 * others, finding the lock taken, serve without them meanwhile (the indexes make reads fast, nothing depends on
 * them). The lock is taken by trying, never by waiting: a session waiting on it holds a transaction open, and a
 * concurrent build waits for every open transaction to end, so the two would wait on each other.
 */
async function buildOnline(client: pg.PoolClient, indexes: { index: string; sql: string }[]): Promise<void> {
  if (!indexes.length) return;
  // Another instance holds it: it is building them, and this one serves meanwhile.
  if (!(await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [ONLINE_LOCK])).rows[0]!.got)
    return;
  try {
    for (const { index, sql } of indexes) {
      const state = (
        await client.query<{ valid: boolean }>(
          `SELECT i.indisvalid AS valid FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid
           WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace`,
          [index],
        )
      ).rows[0];
      if (state?.valid) continue;
      if (state) await client.query(`DROP INDEX CONCURRENTLY ${index}`);
      await client.query(sql);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ONLINE_LOCK]);
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

const LATEST_VERSION = Math.max(...POSTGRES_MIGRATIONS.map(({ version }) => version));

/**
 * One part per aggregate (the postgres folder), all on the one guarded pool (postgres/connection.ts),
 * whose `transaction` is the parts' only way to make several statements one.
 */
export function createPostgresStore(pool: pg.Pool): Store {
  const db = postgresConnection(pool);
  const comments = createPostgresCommentRows(db);
  // The webhooks' outbox, which the comment writes fill in their own statements and the worker empties.
  const outbox = createPostgresOutbox();
  return {
    ...createPostgresBlogs(db),
    ...createPostgresCommentLists(db),
    ...createPostgresComments(db, comments, outbox),
    ...createPostgresModeration(db, comments, outbox),
    ...createPostgresRejected(db, outbox),
    ...createPostgresReplyMail(db),
    ...createPostgresVotes(db),
    ...createPostgresAccounts(db),
    ...createPostgresLimits(db),
    ...createPostgresRowCopy(db),
    ...createPostgresReaderData(db, outbox),
    ...createPostgresWebhooks(db, outbox),
    // The pool's own settings: the listening connection reaches the same database the same way.
    ...createPostgresChanges(pool.options),
    async schema() {
      const row = await db.one<{ v: number }>('SELECT coalesce(max(version), 0) AS v FROM schema_versions');
      return { applied: Number(row?.v ?? 0), expected: LATEST_VERSION };
    },
    // The pool's own counts; the connection that listens for changes (postgres/changes.ts) is outside it.
    async connections() {
      return { open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
    },
    close: () => db.end(),
  };
}
