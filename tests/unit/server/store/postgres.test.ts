import { test } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { createServer } from 'node:net';
import { MIGRATIONS } from '../../../../src/server/store/migrations.ts';
import { openStore } from '../../../../src/server/store/open.ts';
import { POSTGRES_MIGRATIONS } from '../../../../src/server/store/postgres-migrations.ts';
import {
  createPostgresStore,
  migratePostgres,
  openPostgres,
  postgresConfig,
} from '../../../../src/server/store/postgres.ts';
import { openSqlite } from '../../../../src/server/store/sqlite.ts';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { freshDatabase } from '../../../helpers/postgres.ts';
import { until } from '../../../helpers/until.ts';

// What is PostgreSQL's own: addresses, migrations under a lock, rollbacks.
// Everything the Store promises is in the conformance suite (postgres-conformance.test.ts).

/** Runs `body` with a fresh database and a pool on it, dropped afterwards. */
async function withDatabase(body: (url: string, pool: pg.Pool) => Promise<void>) {
  const database = await freshDatabase();
  const pool = new pg.Pool({ connectionString: database.url });
  // pool.end() resolves once its idle connections are told to close, not once they have: the drop's FORCE can
  // still reach one, and an error on a pool nobody listens to would end the whole test process.
  pool.on('error', () => {});
  try {
    await body(database.url, pool);
  } finally {
    await pool.end();
    await database.drop();
  }
}

test('a malformed DATABASE_URL is refused before connecting, in one line without the password', async () => {
  assert.throws(() => postgresConfig('postgres://'), /must look like postgres:\/\/USER:PASSWORD@HOST:PORT\/DATABASE/);
  assert.throws(
    () => postgresConfig('postgres://user:secret@db.example'),
    (error: Error) => /DATABASE/.test(error.message) && !error.message.includes('secret'),
  );
  assert.throws(() => postgresConfig('not a url'), /not a valid postgres:\/\/ address/);
  await openStore('mysql://x').then(
    () => assert.unreachable(),
    (error: Error) => assert.match(error.message, /must start with sqlite: or postgres:\/\//),
  );
});

test('an unreachable database fails at start in one line that names where, not the password', async () => {
  // A port that was free a moment ago: nothing answers there.
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  const started = Date.now();
  await openStore(`postgres://porchlight:secret@127.0.0.1:${port}/porchlight`).then(
    () => assert.unreachable(),
    (error: Error) => {
      assert.match(error.message, new RegExp(`^could not use PostgreSQL at 127\\.0\\.0\\.1:${port}/porchlight: `));
      assert.not.match(error.message, /secret|\n/);
    },
  );
  assert.ok(Date.now() - started < 10_000, 'it does not hang');
});

test('instances starting at once migrate once: one takes the lock, the others find the work done', async () => {
  await withDatabase(async (url, pool) => {
    const pools = await Promise.all(Array.from({ length: 4 }, () => openPostgres(url)));
    await Promise.all(pools.map((each) => each.end()));
    const versions = await pool.query('SELECT version FROM schema_versions ORDER BY version');
    assert.equal(
      versions.rows,
      POSTGRES_MIGRATIONS.map(({ version }) => ({ version })),
      'each version once',
    );
    assert.is(await migratePostgres(pool), POSTGRES_MIGRATIONS.at(-1)!.version, 'a later run changes nothing');
  });
});

test('an online index is built after its version, and built again at a start that finds it missing or invalid', async () => {
  await withDatabase(async (_url, pool) => {
    const online = POSTGRES_MIGRATIONS.flatMap(({ online = [] }) => online).map(({ index }) => index);
    assert.ok(online.includes('comments_post_newest'), 'a big table’s index is built online');
    const valid = async (index: string) =>
      (
        await pool.query(
          'SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1',
          [index],
        )
      ).rows[0]?.valid as boolean | undefined;
    await migratePostgres(pool);
    for (const index of online) assert.is(await valid(index), true, index);
    // A build cut short leaves the index invalid; a lost one leaves none.
    await pool.query("UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'comments_post_newest'::regclass");
    await pool.query('DROP INDEX imported_comments_comment');
    assert.is(await valid('comments_post_newest'), false);
    await migratePostgres(pool);
    assert.is(await valid('comments_post_newest'), true, 'dropped and built again');
    assert.is(await valid('imported_comments_comment'), true, 'built again');
  });
});

test('changes are told by the database, per post; a lost listening connection is said, and listened again', async () => {
  await withDatabase(async (url, pool) => {
    const store = await openStore(url);
    await seedDemo(store);
    const heard: string[] = [];
    let told: () => void = () => {};
    const next = () => new Promise<void>((resolve) => (told = resolve));
    let coming = next();
    const stop = store.watchChanges({
      changed: (postId) => (heard.push(`changed ${postId ?? '*'}`), told()),
      lost: () => (heard.push('lost'), told()),
      watching: () => (heard.push('watching'), told()),
    });
    try {
      await coming;
      coming = next();
      await pool.query(
        'UPDATE comments SET likes = likes + 1 WHERE id = (SELECT min(id) FROM comments WHERE post_id = 3)',
      );
      await coming;
      coming = next();
      await pool.query("UPDATE blogs SET name = name || '!'");
      await coming;
      assert.equal(heard, ['watching', 'changed 3', 'changed *']);
      // The database ends the listening session, as a restart or a failover would.
      coming = next();
      await pool.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      await coming;
      coming = next();
      await coming;
      assert.equal(heard.slice(3), ['lost', 'watching'], 'listened again');
      coming = next();
      await pool.query(
        'UPDATE comments SET likes = likes + 1 WHERE id = (SELECT min(id) FROM comments WHERE post_id = 4)',
      );
      await coming;
      assert.is(heard.at(-1), 'changed 4', 'and told again');
    } finally {
      await stop();
      await store.close();
    }
  });
});

test('a post’s newest comment is kept right when one is added while its newest is hidden at once', async () => {
  await withDatabase(async (url, pool) => {
    const store = await openStore(url);
    await seedDemo(store);
    await store.close();
    const newest = async () =>
      (
        await pool.query<{ kept: string; real: string }>(
          `SELECT p.last_comment_id AS kept,
             (SELECT max(id) FROM comments WHERE post_id = p.id AND is_visible AND NOT deleted) AS real
           FROM posts p WHERE p.id = 4`,
        )
      ).rows[0]!;
    const hidden = (await newest()).kept;
    const [adding, hiding] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    await Promise.all([adding.connect(), hiding.connect()]);
    try {
      await adding.query('BEGIN');
      const added = (
        await adding.query<{ id: string }>(
          `INSERT INTO comments (post_id, name, body, is_visible) VALUES (4, 'Late', 'Added meanwhile.', true) RETURNING id`,
        )
      ).rows[0]!.id;
      // The post's row is the adding transaction's until it commits: the hiding one waits for it, in its trigger.
      const hidingDone = hiding.query('UPDATE comments SET is_visible = false WHERE id = $1', [hidden]);
      await until(
        async () =>
          (
            await pool.query(
              "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE comments SET is_visible%'",
            )
          ).rowCount,
        { what: 'the hiding transaction waiting for the post’s row' },
      );
      await adding.query('COMMIT');
      await hidingDone;
      assert.equal(await newest(), { kept: added, real: added }, 'the comment added meanwhile is the newest');
    } finally {
      await Promise.all([adding.end(), hiding.end()]);
    }
  });
});

test('a failing migration rolls back whole and keeps the version', async () => {
  await withDatabase(async (_url, pool) => {
    const version = await migratePostgres(pool);
    await migratePostgres(pool, [
      ...POSTGRES_MIGRATIONS,
      { version: version + 1, sql: 'CREATE TABLE half (x int); SELECT nonsense FROM nowhere;' },
    ]).then(
      () => assert.unreachable(),
      () => {},
    );
    assert.equal((await pool.query('SELECT max(version) AS v FROM schema_versions')).rows, [{ v: version }]);
    assert.is((await pool.query("SELECT to_regclass('half') AS t")).rows[0].t, null);
  });
});

test('both engines at the same version hold the same tables and columns', async () => {
  assert.is(POSTGRES_MIGRATIONS.at(-1)!.version, MIGRATIONS.at(-1)!.version);
  const sqlite = openSqlite('sqlite::memory:');
  const sqliteTables = (
    sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]
  ).map((t) => t.name);
  const sqliteColumns = Object.fromEntries(
    sqliteTables.map((table) => [
      table,
      (sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name).sort(),
    ]),
  );
  await withDatabase(async (_url, pool) => {
    await migratePostgres(pool);
    const rows = (
      await pool.query(
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_versions'",
      )
    ).rows as { table_name: string; column_name: string }[];
    const postgresColumns: Record<string, string[]> = {};
    for (const row of rows) (postgresColumns[row.table_name] ??= []).push(row.column_name);
    for (const columns of Object.values(postgresColumns)) columns.sort();
    assert.equal(
      Object.fromEntries(Object.entries(postgresColumns).sort(([a], [b]) => a.localeCompare(b))),
      sqliteColumns,
    );
  });
});

test("posts from before their count was kept take their visible comments' count: held and deleted ones left out", async () => {
  await withDatabase(async (_url, pool) => {
    await migratePostgres(
      pool,
      POSTGRES_MIGRATIONS.filter((m) => m.version < 16),
    );
    await pool.query(`INSERT INTO blogs (id, name, url) VALUES (1, 'Old', '/');
      INSERT INTO posts (id, blog_id, title) VALUES (1, 1, 'Old post'), (2, 1, 'Quiet post');
      INSERT INTO comments (id, post_id, name, body, is_visible, deleted) VALUES
        (1, 1, 'A', 'shown', true, false), (2, 1, 'B', 'shown', true, false), (3, 1, 'C', 'held', false, false),
        (4, 1, 'D', '', true, true);`);
    await migratePostgres(pool);
    assert.equal((await pool.query('SELECT id::int, visible_comments FROM posts ORDER BY id')).rows, [
      { id: 1, visible_comments: 2 },
      { id: 2, visible_comments: 0 },
    ]);
  });
});

test('a failed statement inside a vote leaves counts and votes as they were', async () => {
  await withDatabase(async (url, pool) => {
    const store = createPostgresStore(await openPostgres(url));
    await seedDemo(store);
    const before = (await pool.query('SELECT likes FROM comments WHERE id = 1')).rows;
    // The vote row goes in first, then the counter fails: both must be undone.
    await pool.query(`CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'no'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse BEFORE UPDATE OF likes ON comments FOR EACH ROW EXECUTE FUNCTION refuse();`);
    await store.vote('1', 'v', 'like', false).then(
      () => assert.unreachable(),
      () => {},
    );
    assert.equal((await pool.query('SELECT likes FROM comments WHERE id = 1')).rows, before);
    assert.equal((await pool.query("SELECT count(*)::int AS n FROM votes WHERE visitor = 'v'")).rows, [{ n: 0 }]);
    await store.close();
  });
});

test('expired robot proofs are pruned every hundred uses', async () => {
  await withDatabase(async (url, pool) => {
    const store = createPostgresStore(await openPostgres(url));
    const later = new Date(Date.now() + 60_000);
    await pool.query("INSERT INTO robot_proofs (signature, expires_at) VALUES ('old', now() - interval '1 second')");
    for (let i = 0; i < 99; i++) await store.useRobotProof(`sig-${i}`, later);
    const stored = async (signature: string) =>
      (await pool.query('SELECT 1 FROM robot_proofs WHERE signature = $1', [signature])).rowCount === 1;
    assert.ok(await stored('old'));
    await store.useRobotProof('sig-99', later);
    assert.not.ok(await stored('old'));
    assert.ok(await stored('sig-0'));
    await store.close();
  });
});

test.run();
