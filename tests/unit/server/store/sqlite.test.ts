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

test.run();
