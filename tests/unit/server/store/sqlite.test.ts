import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../../../src/server/store/migrations.ts';
import { createSqliteStore, migrate, openSqlite, rowId, sqlitePath } from '../../../../src/server/store/sqlite.ts';
import { seedDemo } from '../../../../src/server/seed.ts';

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
  assert.throws(() => migrate(db, [...MIGRATIONS, { version: before + 1, sql: 'CREATE TABLE half (x); SELECT nonsense FROM nowhere;' }]));
  assert.is(db.pragma('user_version', { simple: true }), before);
  assert.not.ok(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get());
});

test('the store reads posts and counts visible comments; unknown ids are null', async () => {
  const db = openSqlite('sqlite::memory:');
  const store = createSqliteStore(db);
  assert.ok(await store.isEmpty());
  seedDemo(db);
  assert.not.ok(await store.isEmpty());
  assert.is((await store.listPosts('1')).length, 5);
  assert.equal(await store.getPost('2'), { id: '2', blogId: '1', title: 'Sourdough at altitude', url: '/posts/2', excerpt: 'What changes when your kitchen sits 1,800 metres above the sea.' });
  assert.is(await store.countVisibleComments('5'), 3);
  assert.is(await store.countVisibleComments('99'), null);
  assert.is(await store.getPost('x'), null);
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
  assert.equal(db.prepare('SELECT allow_comments, allow_votes, captcha, moderation FROM blogs').get(), { allow_comments: 1, allow_votes: 1, captcha: 0, moderation: 'first-or-links' });
});

test('tags of a blog by name, tags of a post in the author’s order', async () => {
  const db = openSqlite('sqlite::memory:');
  seedDemo(db);
  const store = createSqliteStore(db);
  const tags = await store.listTags('1');
  assert.is(tags.length, 10);
  assert.equal(tags.map((t) => t.name), tags.map((t) => t.name).sort((a, b) => a.localeCompare(b)));
  assert.equal(await store.listPostTags('1'), [
    { id: '1', name: 'Walking', slug: 'walking', url: '/tags/walking' },
    { id: '2', name: 'Waterways', slug: 'waterways', url: '/tags/waterways' },
    { id: '10', name: 'Community', slug: 'community', url: '/tags/community' },
  ]);
  for (let post = 1; post <= 5; post++) assert.ok((await store.listPostTags(String(post))).length >= 1);
  assert.equal(await store.listTags('9'), []);
  assert.equal(await store.listPostTags('x'), []);
});

test('sessions: found while live, gone when expired or deleted; only the token hash is stored', async () => {
  const db = openSqlite('sqlite::memory:');
  seedDemo(db);
  const store = createSqliteStore(db);
  const now = new Date('2026-01-01T00:00:00Z');
  await store.createSession('hash-1', '2', new Date('2026-01-31T00:00:00Z'));
  assert.is((await store.getSessionAccount('hash-1', now))!.email, 'reader@porchlight.test');
  assert.is(await store.getSessionAccount('hash-1', new Date('2026-02-01T00:00:00Z')), null);
  await store.deleteSession('hash-1');
  assert.is(await store.getSessionAccount('hash-1', now), null);
});

test('replies of several threads in one call, each newest first, with hasNextPage', async () => {
  const db = openSqlite('sqlite::memory:');
  seedDemo(db);
  const store = createSqliteStore(db);
  const threads = (db.prepare('SELECT thread_id AS id, count(*) AS n FROM comments WHERE thread_id IS NOT NULL GROUP BY thread_id').all() as { id: number; n: number }[]);
  const pages = await store.listRepliesOfThreads([...threads.map((t) => String(t.id)), '9999'], 3);
  for (const t of threads) {
    const page = pages.get(String(t.id))!;
    assert.is(page.items.length, Math.min(3, t.n));
    assert.is(page.hasNextPage, t.n > 3);
    const single = await store.listReplies(String(t.id), { after: null, limit: 3 });
    assert.equal(page.items.map((c) => c.id), single.items.map((c) => c.id));
  }
  assert.equal(pages.get('9999'), { items: [], hasNextPage: false });
});

test('a failed statement inside a vote leaves counts and votes as they were', async () => {
  const db = openSqlite('sqlite::memory:');
  seedDemo(db);
  const store = createSqliteStore(db);
  const before = db.prepare('SELECT likes FROM comments WHERE id = 1').get();
  // The vote row goes in first, then the counter fails: both must be undone.
  db.exec("CREATE TRIGGER refuse BEFORE UPDATE OF likes ON comments BEGIN SELECT RAISE(ABORT, 'no'); END;");
  await store.vote('1', 'v', 'like', false).then(() => assert.unreachable(), () => {});
  assert.equal(db.prepare('SELECT likes FROM comments WHERE id = 1').get(), before);
  assert.is((db.prepare('SELECT count(*) AS n FROM votes').get() as { n: number }).n, 0);
});

test('a setting is kept by its first writer: later offers get the stored value', async () => {
  const store = createSqliteStore(openSqlite('sqlite::memory:'));
  assert.is(await store.keepSetting('robot-check-secret', 'first'), 'first');
  assert.is(await store.keepSetting('robot-check-secret', 'second'), 'first');
  assert.is(await store.keepSetting('another', 'second'), 'second');
});

test('a robot proof is used once; expired records are pruned every hundred uses', async () => {
  const db = openSqlite('sqlite::memory:');
  const store = createSqliteStore(db);
  const later = new Date(Date.now() + 60_000);
  assert.is(await store.useRobotProof('sig-1', later), true);
  assert.is(await store.useRobotProof('sig-1', later), false);
  db.prepare('INSERT INTO robot_proofs (signature, expires_at) VALUES (?, ?)').run('old', new Date(Date.now() - 1000).toISOString());
  // Two uses so far; the hundredth prunes.
  for (let i = 0; i < 97; i++) await store.useRobotProof(`sig-${i + 2}`, later);
  const stored = (signature: string) => Boolean(db.prepare('SELECT 1 FROM robot_proofs WHERE signature = ?').get(signature));
  assert.ok(stored('old'));
  await store.useRobotProof('sig-100', later);
  assert.not.ok(stored('old'));
  assert.ok(stored('sig-1'));
  assert.is(await store.useRobotProof('sig-1', later), false);
});

test.run();
