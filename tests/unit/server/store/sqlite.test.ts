import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../../../src/server/store/migrations.ts';
import { rowId } from '../../../../src/server/store/row-id.ts';
import { createSqliteStore, migrate, openSqlite, sqlitePath } from '../../../../src/server/store/sqlite.ts';
import { seedDemo } from '../../../../src/demo/seed.ts';

test('DATABASE_URL must be sqlite:PATH', () => {
  assert.is(sqlitePath('sqlite:data/porchlight.db'), 'data/porchlight.db');
  assert.is(sqlitePath('sqlite::memory:'), ':memory:');
  assert.throws(() => sqlitePath('postgres://x'), /sqlite:path/);
});

test('a file database is created with its folder, in WAL mode, at the latest version', () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-'));
  const db = openSqlite(`sqlite:${dir}/nested/demo.db`);
  assert.is(db.pragma('journal_mode', { simple: true }), 'wal');
  assert.is(db.pragma('user_version', { simple: true }), MIGRATIONS.at(-1)!.version);
  db.close();
  rmSync(dir, { recursive: true });
});

test('migrations run once: a second run changes nothing', () => {
  const db = new Database(':memory:');
  const version = migrate(db);
  assert.is(migrate(db), version);
  assert.ok(db.prepare("SELECT name FROM sqlite_master WHERE name = 'comments'").get());
});

test('a failing migration rolls back whole and keeps the version', () => {
  const db = new Database(':memory:');
  migrate(db);
  const before = db.pragma('user_version', { simple: true }) as number;
  assert.throws(() =>
    migrate(db, [...MIGRATIONS, { version: before + 1, sql: 'CREATE TABLE half (x); SELECT nonsense FROM nowhere;' }]),
  );
  assert.is(db.pragma('user_version', { simple: true }), before);
  assert.not.ok(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get());
});

test('ids are positive integers or nothing', () => {
  assert.is(rowId('42'), 42);
  for (const bad of ['0', '-1', '1.5', '1e3', ' 1', '', '01']) assert.is(rowId(bad), null, bad);
});

test('a version 1 database upgrades in place: its comments keep their thread, gain vote counts', () => {
  const db = new Database(':memory:');
  migrate(db, MIGRATIONS.slice(0, 1));
  db.exec(`INSERT INTO blogs (id, name, url) VALUES (1, 'Old', '/');
    INSERT INTO posts (id, blog_id, title) VALUES (1, 1, 'Old post');
    INSERT INTO comments (id, post_id, parent_id, name, body) VALUES (1, 1, NULL, 'A', 'top'), (2, 1, 1, 'B', 'reply');`);
  assert.is(migrate(db), MIGRATIONS.at(-1)!.version);
  assert.equal(db.prepare('SELECT id, thread_id, likes, dislikes FROM comments ORDER BY id').all(), [
    { id: 1, thread_id: null, likes: 0, dislikes: 0 },
    { id: 2, thread_id: 1, likes: 0, dislikes: 0 },
  ]);
  assert.equal(db.prepare('SELECT allow_comments, allow_votes, captcha, moderation FROM blogs').get(), {
    allow_comments: 1,
    allow_votes: 1,
    captcha: 0,
    moderation: 'first-or-links',
  });
});

test('comments from before their locale was kept take the one their reply mail kept, or none', () => {
  const db = new Database(':memory:');
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version < 15),
  );
  db.exec(`INSERT INTO blogs (id, name, url) VALUES (1, 'Old', '/');
    INSERT INTO posts (id, blog_id, title) VALUES (1, 1, 'Old post');
    INSERT INTO comments (id, post_id, name, body) VALUES (1, 1, 'A', 'Bonjour'), (2, 1, 'B', 'Hello');
    INSERT INTO reply_mail (comment_id, blog_id, email, locale, state, created_at) VALUES (1, 1, 'a@example.com', 'fr', 'on', '2026-01-01');`);
  migrate(db);
  assert.equal(db.prepare('SELECT id, locale FROM comments ORDER BY id').all(), [
    { id: 1, locale: 'fr' },
    { id: 2, locale: null },
  ]);
});

test("posts from before their count was kept take their visible comments' count: held and deleted ones left out", () => {
  const db = new Database(':memory:');
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version < 16),
  );
  db.exec(`INSERT INTO blogs (id, name, url) VALUES (1, 'Old', '/');
    INSERT INTO posts (id, blog_id, title) VALUES (1, 1, 'Old post'), (2, 1, 'Quiet post');
    INSERT INTO comments (id, post_id, name, body, is_visible, deleted) VALUES
      (1, 1, 'A', 'shown', 1, 0), (2, 1, 'B', 'shown', 1, 0), (3, 1, 'C', 'held', 0, 0), (4, 1, 'D', '', 1, 1);`);
  migrate(db);
  assert.equal(db.prepare('SELECT id, visible_comments FROM posts ORDER BY id').all(), [
    { id: 1, visible_comments: 2 },
    { id: 2, visible_comments: 0 },
  ]);
});

test('a failed statement inside a vote leaves counts and votes as they were', async () => {
  const db = openSqlite('sqlite::memory:');
  const store = createSqliteStore(db);
  await seedDemo(store);
  const before = db.prepare('SELECT likes FROM comments WHERE id = 1').get();
  // The vote row goes in first, then the counter fails: both must be undone.
  db.exec("CREATE TRIGGER refuse BEFORE UPDATE OF likes ON comments BEGIN SELECT RAISE(ABORT, 'no'); END;");
  await store.vote('1', 'v', 'like', false).then(
    () => assert.unreachable(),
    () => {},
  );
  assert.equal(db.prepare('SELECT likes FROM comments WHERE id = 1').get(), before);
  assert.is((db.prepare("SELECT count(*) AS n FROM votes WHERE visitor = 'v'").get() as { n: number }).n, 0);
});

test('a robot proof is used once; expired records are pruned every hundred uses', async () => {
  const db = openSqlite('sqlite::memory:');
  const store = createSqliteStore(db);
  const later = new Date(Date.now() + 60_000);
  assert.is(await store.useRobotProof('sig-1', later), true);
  assert.is(await store.useRobotProof('sig-1', later), false);
  db.prepare('INSERT INTO robot_proofs (signature, expires_at) VALUES (?, ?)').run(
    'old',
    new Date(Date.now() - 1000).toISOString(),
  );
  // Two uses so far; the hundredth prunes.
  for (let i = 0; i < 97; i++) await store.useRobotProof(`sig-${i + 2}`, later);
  const stored = (signature: string) =>
    Boolean(db.prepare('SELECT 1 FROM robot_proofs WHERE signature = ?').get(signature));
  assert.ok(stored('old'));
  await store.useRobotProof('sig-100', later);
  assert.not.ok(stored('old'));
  assert.ok(stored('sig-1'));
  assert.is(await store.useRobotProof('sig-1', later), false);
});

test.run();
