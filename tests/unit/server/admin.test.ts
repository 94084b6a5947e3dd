import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../../../src/demo/seed.ts';
import { createSqliteStore, openSqlite } from '../../../src/server/store/sqlite.ts';

/** `npm run admin -- …` as an author runs it: a process on the database file, exit status and output. */
const admin = (databaseUrl: string, ...argv: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/admin.ts', ...argv], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });

test('lists and approves held comments in the database file, exit 0; a bad command exits 1 with the usage', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-admin-'));
  const databaseUrl = `sqlite:${join(dir, 'demo.db')}`;
  const db = openSqlite(databaseUrl);
  await seedDemo(createSqliteStore(db));
  db.close();
  const held = admin(databaseUrl, 'held', '--blog', '1');
  assert.is(held.status, 0, held.stderr);
  const first = held.stdout.split('\n')[0]!.split('\t')[0]!;
  const approved = admin(databaseUrl, 'approve', first);
  assert.is(approved.stdout, `approved ${first}\n`);
  const check = openSqlite(databaseUrl);
  assert.equal(check.prepare('SELECT is_visible FROM comments WHERE id = ?').get(first), { is_visible: 1 });
  check.close();
  const bad = admin(databaseUrl, 'frobnicate');
  assert.is(bad.status, 1);
  assert.match(bad.stderr, /unknown command "frobnicate"[\s\S]*Usage: npm run admin/);
  rmSync(dir, { recursive: true, force: true });
});

test.run();
