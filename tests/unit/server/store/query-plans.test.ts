import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import pg from 'pg';
import { fillBig, BIG_POST, type BigShape } from '../../../../bench/big-database.ts';
import { createPostgresStore, openPostgres } from '../../../../src/server/store/postgres.ts';
import { createSqliteStore, migrate } from '../../../../src/server/store/sqlite.ts';
import type { Store } from '../../../../src/server/store/store.ts';
import { freshDatabase } from '../../../helpers/postgres.ts';
import { watchedSqlite } from '../../../helpers/watched-sqlite.ts';

// Size must not matter (docs/self-hosting.md "At scale: a million comments"): no request a reader or an author
// makes reads the whole comments table. Every statement the store sends for those requests is explained by the
// engine itself (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL, both with their statistics) on a database
// big enough that a missing index shows as a scan: the million-comment bench's shape, scaled down. A control
// drops an index and sees the scan it causes in the same statements planned again, so the check is shown able
// to fail.

const SHAPE: BigShape = {
  blogs: 4,
  postsPerBlog: 25,
  comments: 40_000,
  big: { top: 4_000, replies: 12_000, longThreads: 2, longThread: 500 },
  small: { threads: 20, answered: 10, replies: 3 },
  votedEvery: 10,
  heldEvery: 100,
};

interface Sent {
  sql: string;
  params: unknown[];
}

/**
 * What a reader's or an author's request asks of the store, on the big post and its blog: each page of its
 * comments in each order, a long thread's replies, the count, the feeds, the blog's last comments, the
 * moderation queue, a vote, a new comment, an author deleting a thread, and an author rejecting a comment the
 * blog keeps a while (docs/moderation.md "Rejected comments"), which the operator lists and the sweep erases.
 */
async function requests(store: Store, record: (on: boolean) => void) {
  const first = await store.listComments(BIG_POST, { after: null, limit: 11 });
  const later = first.items.at(-1)!.id;
  const popular = await store.listComments(BIG_POST, { after: null, limit: 11, order: 'popular' });
  const threads = first.items.map((comment) => comment.id);
  // The oldest threads are the long ones.
  const oldest = (await store.listComments(BIG_POST, { after: null, limit: 1, order: 'oldest' })).items[0]!;
  const replies = await store.listReplies(oldest.id, { after: null, limit: 11 });
  const waiting = (await store.listHeldComments({ blogId: '1' }, { after: null, limit: 1 })).items[0]!;
  await store.updateBlogSettings('1', { rejectedDays: 7 });
  record(true);
  await store.listComments(BIG_POST, { after: null, limit: 11 });
  await store.listComments(BIG_POST, { after: later, limit: 11 });
  await store.listComments(BIG_POST, { after: null, limit: 11, order: 'oldest' });
  await store.listComments(BIG_POST, { after: oldest.id, limit: 11, order: 'oldest' });
  await store.listComments(BIG_POST, { after: null, limit: 11, order: 'popular' });
  await store.listComments(BIG_POST, {
    after: popular.items.at(-1)!.id,
    afterPopularity: popular.items.at(-1)!.likes - popular.items.at(-1)!.dislikes,
    limit: 11,
    order: 'popular',
  });
  await store.listRepliesOfThreads(threads, 4);
  await store.listReplies(oldest.id, { after: replies.items.at(-1)!.id, limit: 11 });
  await store.countVisibleComments(BIG_POST);
  await store.lastCommentsOfPost(BIG_POST, 20);
  await store.lastComments('1', 10);
  await store.listHeldComments({ blogId: '1' }, { after: null, limit: 21 });
  await store.listHeldComments({ blogId: '1', postId: BIG_POST }, { after: null, limit: 21 });
  await store.vote(later, 'plan-reader', 'like', false);
  await store.addComment({
    postId: BIG_POST,
    parentId: oldest.id,
    threadId: oldest.id,
    accountId: null,
    name: 'Plan Reader',
    email: null,
    website: null,
    body: 'One more.',
    isVisible: true,
  });
  // An author removes a comment with its answers (the moderation page's Delete).
  await store.deleteComment(later);
  await store.deleteComment(waiting.id);
  await store.listRejectedComments('1', { after: null, limit: 21 });
  await store.dropStaleRejected(new Date(Date.now() + 8 * 86_400_000));
  record(false);
}

/** The scans of the comments table a plan line shows, by its name or the alias the statement gives it. */
function commentScans(sql: string, lines: string[]): string[] {
  const aliases = new Set(['comments', ...[...sql.matchAll(/\bcomments\s+(?:AS\s+)?(\w+)/gi)].map((m) => m[1]!)]);
  return lines.filter((line) => {
    const sqlite = /^SCAN (\w+)/.exec(line.trim());
    if (sqlite) return aliases.has(sqlite[1]!);
    const postgres = /Seq Scan on (\w+)/.exec(line);
    return postgres ? postgres[1] === 'comments' : false;
  });
}

/** What each engine's plans show for the requests: with every index, and with the control's index dropped. */
interface Explained {
  statements: number;
  scans: string[];
  scansWithout: string[];
}

/** The index the control drops: without it, a thread's replies are found by reading the whole table. */
const CONTROL_INDEX = 'comments_thread';

async function onSqlite(): Promise<Explained> {
  const db = new Database(':memory:');
  migrate(db);
  const sent: Sent[] = [];
  let recording = false;
  const recorded = watchedSqlite(db, (sql, params) => recording && sent.push({ sql, params }));
  const store = createSqliteStore(recorded);
  await fillBig(store, SHAPE);
  db.exec('ANALYZE');
  await requests(store, (on) => (recording = on));
  const explainAll = () =>
    sent.flatMap(({ sql, params }) => {
      if (!/^\s*(SELECT|WITH|UPDATE|INSERT|DELETE)/i.test(sql)) return [];
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as [])) as { detail: string }[];
      return commentScans(
        sql,
        plan.map((row) => row.detail),
      ).map((line) => `${line} in: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
    });
  const scans = explainAll();
  // The same statements planned again without the index: one database filled for both.
  db.exec(`DROP INDEX ${CONTROL_INDEX}`);
  db.exec('ANALYZE');
  const scansWithout = explainAll();
  db.close();
  return { statements: sent.length, scans, scansWithout };
}

async function onPostgres(): Promise<Explained> {
  const database = await freshDatabase();
  const pool = await openPostgres(database.url);
  const sent: Sent[] = [];
  let recording = false;
  // A statement goes as text and values, or as a config (a named, prepared statement).
  const record = (sql: unknown, params: unknown) => {
    if (!recording) return;
    if (typeof sql === 'string') sent.push({ sql, params: (params as unknown[]) ?? [] });
    else if (sql && typeof sql === 'object' && 'text' in sql)
      sent.push({ sql: String(sql.text), params: ((sql as { values?: unknown[] }).values ?? []) as unknown[] });
  };
  const query = pool.query.bind(pool);
  pool.query = ((...args: Parameters<typeof query>) => {
    record(args[0], args[1]);
    return (query as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.query;
  // Transactions run on a connection of their own; the pool's own query() takes one by callback, left as it is.
  const connect = pool.connect.bind(pool);
  const wrapped = new WeakSet<object>();
  pool.connect = ((...args: unknown[]) => {
    if (args.length) return (connect as (...a: unknown[]) => unknown)(...args);
    return connect().then((client) => {
      // The pool hands the same connections out again: each is wrapped once.
      if (wrapped.has(client)) return client;
      wrapped.add(client);
      const clientQuery = client.query.bind(client);
      // The pool's own query() calls it with a callback: every argument goes on.
      client.query = ((...args: Parameters<typeof clientQuery>) => {
        record(args[0], args[1]);
        return (clientQuery as (...a: unknown[]) => unknown)(...args);
      }) as typeof client.query;
      return client;
    });
  }) as typeof pool.connect;
  const store = createPostgresStore(pool);
  try {
    await fillBig(store, SHAPE);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('VACUUM ANALYZE');
    await requests(store, (on) => (recording = on));
    const explainAll = async () => {
      const scans: string[] = [];
      for (const { sql, params } of sent) {
        if (!/^\s*(SELECT|WITH|UPDATE|INSERT|DELETE)/i.test(sql)) continue;
        // Explained in a transaction rolled back: an explained write is planned, not done, but its statement is
        // parsed as it would run.
        await admin.query('BEGIN');
        const plan = (await admin.query(`EXPLAIN ${sql}`, params)).rows.map((row) => String(row['QUERY PLAN']));
        await admin.query('ROLLBACK');
        scans.push(
          ...commentScans(sql, plan).map((line) => `${line.trim()} in: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`),
        );
      }
      return scans;
    };
    const scans = await explainAll();
    // The same statements planned again without the index: one database filled for both.
    await admin.query(`DROP INDEX ${CONTROL_INDEX}`);
    await admin.query('ANALYZE comments');
    const scansWithout = await explainAll();
    await admin.end();
    return { statements: sent.length, scans, scansWithout };
  } finally {
    await pool.end();
    await database.drop();
  }
}

for (const [engine, explain] of [
  ['SQLite', onSqlite],
  ['PostgreSQL', onPostgres],
] as const) {
  let explained: Promise<Explained> | undefined;
  const once = () => (explained ??= explain());
  test(`${engine}: no request on a post of ${(SHAPE.big.top + SHAPE.big.replies).toLocaleString('en')} comments reads the whole comments table`, async () => {
    const { scans, statements } = await once();
    assert.ok(statements >= 15, `the requests' statements were recorded (${statements})`);
    assert.equal(scans, []);
  });

  test(`${engine}: the check sees a scan when an index is missing (${CONTROL_INDEX} dropped)`, async () => {
    const { scansWithout } = await once();
    assert.ok(
      scansWithout.some((scan) => /thread_id/.test(scan)),
      `a scan for the replies of a thread: ${JSON.stringify(scansWithout)}`,
    );
  });
}

test.run();
