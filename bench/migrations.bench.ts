/**
 * Migrations stay online on a big table (docs/self-hosting.md "Running on PostgreSQL"): a database of a million
 * comments (big-database.ts) at schema version 15 is brought to the latest while a reader writes a comment every
 * 20 ms. Once with the indexes of big tables built online (Migration.online: CREATE INDEX CONCURRENTLY after the
 * version's transaction), once with them inside the transaction as before, on a copy built the same way. Reported:
 * how long the migration took, and how long the longest write, and the longest read beside it, waited while it ran.
 *
 * PORCHLIGHT_BENCH_COMMENTS shrinks the database for a quick look, as for the scale part.
 */
import pg from 'pg';
import { startPostgres } from '../scripts/postgres.mjs';
import { POSTGRES_MIGRATIONS } from '../src/server/store/postgres-migrations.ts';
import { createPostgresStore, migratePostgres } from '../src/server/store/postgres.ts';
import type { Migration } from '../src/server/store/migrations.ts';
import { BIG_POST, fillBig, shapeFromEnv } from './big-database.ts';

/** The version a platform's database is taken to be at: before the indexes and kept columns scale brought. */
const FROM_VERSION = 15;
const WRITE_EVERY_MS = 20;

/** The migrations with their online indexes built inside the version's transaction instead, as before. */
const inTransaction = (migrations: Migration[]): Migration[] =>
  migrations.map(({ version, sql, online = [] }) => ({
    version,
    sql: [sql, ...online.map((index) => `${index.sql.replace(' CONCURRENTLY', '')};`)].join('\n'),
  }));

interface Measured {
  seconds: number;
  writes: number;
  longestMs: number;
  p99Ms: number;
  longestReadMs: number;
  failed: number;
}

/** Brings a database at FROM_VERSION to the latest with `migrations` while a reader writes comments. */
async function migrateWhileWriting(url: string, migrations: Migration[]): Promise<Measured> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const writerPool = new pg.Pool({ connectionString: url, max: 1 });
  const writer = createPostgresStore(writerPool);
  const waits: number[] = [];
  let migrating = true;
  // A reader beside the writer, on the paths that take the comments table before the posts table (a writer's
  // earlier comment looked up by e-mail, the blog's held comments): the orders a migration must not deadlock with.
  // Only what the schema before the migrations already answers: this is the code of after them.
  const readerPool = new pg.Pool({ connectionString: url, max: 1 });
  const reader = createPostgresStore(readerPool);
  const reads: number[] = [];
  let failed = 0;
  const reading = (async () => {
    while (migrating) {
      const started = performance.now();
      try {
        await reader.hasVisibleCommentByEmail('1', 'reader@bench.test');
        await reader.listHeldComments({ blogId: '1' }, { after: null, limit: 21 });
      } catch {
        // A deadlock's victim, or a lock waited out: the reader would have had an error.
        failed++;
      }
      reads.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
    }
  })();
  const writing = (async () => {
    for (let n = 0; migrating; n++) {
      const started = performance.now();
      await writer
        .addComment({
          postId: BIG_POST,
          parentId: null,
          threadId: null,
          accountId: null,
          name: 'Reader',
          email: null,
          website: null,
          body: `Written while migrating, ${n}.`,
          isVisible: true,
        })
        .catch(() => failed++);
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
    }
  })();
  const started = performance.now();
  try {
    await migratePostgres(pool, migrations);
  } finally {
    migrating = false;
    await Promise.all([writing, reading]);
    await Promise.all([pool.end(), writerPool.end(), readerPool.end()]);
  }
  const sorted = waits.toSorted((a, b) => a - b);
  return {
    seconds: (performance.now() - started) / 1000,
    writes: waits.length,
    longestMs: sorted.at(-1) ?? 0,
    p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
    longestReadMs: Math.max(0, ...reads),
    failed,
  };
}

export async function run(): Promise<void> {
  const shape = shapeFromEnv();
  const cluster = await startPostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  const rows: string[] = [];
  try {
    for (const [how, migrations] of [
      ['indexes of big tables built online', POSTGRES_MIGRATIONS],
      ['every index inside its version’s transaction', inTransaction(POSTGRES_MIGRATIONS)],
    ] as const) {
      const name = `porchlight_migrations_${rows.length + 1}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(cluster.url);
      url.pathname = `/${name}`;
      const pool = new pg.Pool({ connectionString: url.href, max: 4 });
      await migratePostgres(
        pool,
        POSTGRES_MIGRATIONS.filter(({ version }) => version <= FROM_VERSION),
      );
      const filling = performance.now();
      await fillBig(createPostgresStore(pool), shape);
      await pool.query('VACUUM ANALYZE');
      await pool.end();
      console.log(
        `  ${how}: filled at version ${FROM_VERSION} in ${((performance.now() - filling) / 1000).toFixed(0)} s`,
      );
      const measured = await migrateWhileWriting(url.href, migrations);
      rows.push(
        `| ${how} | ${measured.seconds.toFixed(1)} | ${measured.writes} | ${Math.round(measured.p99Ms)} | ${Math.round(measured.longestMs)} | ${Math.round(measured.longestReadMs)} | ${measured.failed} |`,
      );
    }
  } finally {
    await admin.end();
    cluster.stop();
  }
  console.log(
    `\nFrom version ${FROM_VERSION} to ${POSTGRES_MIGRATIONS.at(-1)!.version} on PostgreSQL with ${shape.comments.toLocaleString('en')} comments, a comment written every ${WRITE_EVERY_MS} ms meanwhile:\n`,
  );
  console.log(
    '| migrations | seconds | comments written meanwhile | p99 write ms | longest write ms | longest read ms | writes and reads failed |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}
