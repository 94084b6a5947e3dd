import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AdminError, runFileCommand } from '../../../../src/server/admin/commands.ts';
import { pgDumpCommand, pgRestoreCommand } from '../../../../src/server/admin/database-file.ts';
import { tableSums } from '../../../../src/server/admin/table-sums.ts';
import { MIGRATIONS } from '../../../../src/server/store/migrations.ts';
import { TABLES } from '../../../../src/server/store/tables.ts';
import { openStore } from '../../../../src/server/store/open.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';
import type { Store } from '../../../../src/server/store/store.ts';
import { fillEveryTable } from '../../../helpers/every-table.ts';
import { freshDatabase } from '../../../helpers/postgres.ts';
import { postgresBin } from '../../../../scripts/postgres.mjs';

// `porchlight admin backup FILE` and `restore FILE`: SQLite's online backup while the server writes, put back
// in one rename; on PostgreSQL, the documented pg_dump and pg_restore, run here as written in the docs.

const LATEST = Math.max(...MIGRATIONS.map(({ version }) => version));

async function fileCommand(databaseUrl: string, ...argv: string[]) {
  const lines: string[] = [];
  await runFileCommand(argv, databaseUrl, (line) => lines.push(line));
  return lines;
}

const refused = (promise: Promise<unknown>, message: RegExp) =>
  promise.then(
    () => assert.unreachable(`refused: ${message}`),
    (error: Error) => {
      assert.instance(error, AdminError, error.stack);
      assert.match(error.message, message);
    },
  );

async function fullSqlite(path: string): Promise<Store> {
  const store = createSqliteStore(openSqlite(`sqlite:${path}`));
  await fillEveryTable(store);
  return store;
}

async function sumsOf(databaseUrl: string) {
  const store = await openStore(databaseUrl);
  try {
    return await tableSums(store);
  } finally {
    await store.close();
  }
}

/**
 * A writer in another thread, as a server's requests are: comment after comment, each in one transaction with
 * a count of them in `settings`, until stopped. `written()` is how many it has committed.
 */
function startWriter(path: string) {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const Database = require(workerData.module);
    const db = new Database(workerData.path, { timeout: 5000 });
    const shared = new Int32Array(workerData.shared);
    const insert = db.prepare("INSERT INTO comments (post_id, name, body, is_visible) VALUES (2, 'Writer', ?, 1)");
    const count = db.prepare("INSERT INTO settings (name, value) VALUES ('written', '1') ON CONFLICT (name) DO UPDATE SET value = CAST(value AS INTEGER) + 1");
    const write = db.transaction((n) => { insert.run('write ' + n); count.run(); });
    for (let n = 1; Atomics.load(shared, 1) === 0 && n <= 1000000; n++) { write(n); Atomics.store(shared, 0, n); if (n === 1) parentPort.postMessage('writing'); }
    db.close();
    `,
    {
      eval: true,
      workerData: { path, shared: shared.buffer, module: createRequire(import.meta.url).resolve('better-sqlite3') },
    },
  );
  const ended = new Promise((resolve, reject) => (worker.once('exit', resolve), worker.once('error', reject)));
  const first = once(worker, 'message');
  return {
    /** Resolves once the first write is committed. */
    writing: () => first,
    written: () => Atomics.load(shared, 0),
    async stop() {
      Atomics.store(shared, 1, 1);
      await ended;
    },
  };
}

/** What a snapshot must show: the writer's comments as many as its count, each post's kept count its comments'. */
function assertConsistent(path: string) {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  assert.is(db.pragma('integrity_check', { simple: true }), 'ok');
  assert.equal(db.pragma('foreign_key_check'), []);
  const written = db.prepare("SELECT value FROM settings WHERE name = 'written'").pluck().get() as string | undefined;
  const comments = db.prepare("SELECT count(*) FROM comments WHERE name = 'Writer'").pluck().get() as number;
  assert.is(comments, Number(written ?? 0), 'the writer’s comments and its count come from one transaction');
  assert.equal(
    db
      .prepare(
        'SELECT id FROM posts WHERE visible_comments <> (SELECT count(*) FROM comments WHERE post_id = posts.id AND is_visible = 1 AND NOT deleted)',
      )
      .all(),
    [],
    'each post’s kept count is its visible comments’',
  );
  db.close();
  return comments;
}

test('a backup made while another connection writes is one snapshot, whole; restored, every table sums the same', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-backup-'));
  const live = join(dir, 'live.db');
  const server = await fullSqlite(live);
  // Enough rows that a backup takes a while: writes land during it.
  await server.writeRows(
    'robot_proofs',
    Array.from({ length: 40_000 }, (_, n) => ({
      signature: `proof-${n}-${'x'.repeat(60)}`,
      expires_at: '2030-01-01T00:00:00.000Z',
    })),
  );
  const writer = startWriter(live);
  await writer.writing();
  // A few tries, bounded: the backup is made, and checked, each time; at least one must meet writes made during it.
  let during = 0;
  let backup = '';
  for (let attempt = 1; attempt <= 5 && during === 0; attempt++) {
    backup = join(dir, `backup-${attempt}.db`);
    const before = writer.written();
    const lines = await fileCommand(`sqlite:${live}`, 'backup', backup);
    during = writer.written() - before;
    assert.match(
      lines.at(-1)!,
      new RegExp(`^backed up ${live} to ${backup}: \\d+ rows in ${TABLES.length} tables, sha256 [0-9a-f]{64}$`),
    );
    const copied = assertConsistent(backup);
    assert.ok(copied >= before, 'the copy holds what was written before it began');
    assert.equal(
      readdirSync(dir).filter((name) => name.startsWith('.')),
      [],
      'no partial file is left',
    );
  }
  await writer.stop();
  assert.ok(during > 0, 'the writer committed while the backup was made: the backup blocked no writer');
  assert.ok(existsSync(backup) && !existsSync(`${backup}-wal`), 'a backup is one file');
  await server.close();

  const restoredAt = `sqlite:${join(dir, 'restored', 'porchlight.db')}`;
  const restored = await fileCommand(restoredAt, 'restore', backup);
  assert.match(restored.at(-1)!, new RegExp(`^restored .* \\d+ rows in ${TABLES.length} tables, sha256 [0-9a-f]{64}$`));
  const [backupSums, restoredSums] = [await sumsOf(`sqlite:${backup}`), await sumsOf(restoredAt)];
  assert.equal(restoredSums, backupSums, 'table by table, rows and SHA-256');
  assert.ok(backupSums.find((sum) => sum.table === 'robot_proofs')!.rows > 40_000);
  rmSync(dir, { recursive: true, force: true });
});

test('restore replaces a stopped server’s database in one rename: its WAL goes with it, and the server opens the backup', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-backup-'));
  const live = join(dir, 'live.db');
  const url = `sqlite:${live}`;
  const server = await fullSqlite(live);
  const before = await tableSums(server);
  const backupLines = await fileCommand(url, 'backup', join(dir, 'nightly.db'));
  await refused(
    fileCommand(url, 'backup', join(dir, 'nightly.db')),
    /nightly\.db exists: a backup never replaces a file/,
  );
  await server.addComment({
    postId: '1',
    parentId: null,
    threadId: null,
    accountId: null,
    name: 'After',
    email: null,
    website: null,
    body: 'written after the backup',
    isVisible: true,
  });
  await refused(
    fileCommand(url, 'restore', join(dir, 'nightly.db')),
    /is open in another process \(a running server\?\): stop it, then restore; nothing was restored$/,
  );
  assert.is((await server.readRows('comments')).length, 67, 'the open database was left alone');
  await server.close();
  // A server killed just after a write: what it wrote is in live.db-wal, which a restore must not leave beside
  // the new file (SQLite would read the old database's pages into the new one).
  const killed = spawnSync(
    process.execPath,
    [
      '-e',
      `const db = new (require(${JSON.stringify(createRequire(import.meta.url).resolve('better-sqlite3'))}))(${JSON.stringify(live)});
       db.prepare("INSERT INTO comments (post_id, name, body) VALUES (1, 'Killed', 'in the WAL alone')").run();
       process.kill(process.pid, 'SIGKILL');`,
    ],
    { encoding: 'utf8' },
  );
  assert.is(killed.signal, 'SIGKILL', killed.stderr);
  assert.ok(statSync(`${live}-wal`).size > 0, 'the write sits in the WAL');

  const restoreLines = await fileCommand(url, 'restore', join(dir, 'nightly.db'));
  // The same checksums printed by the backup and by its restore: an operator compares them.
  assert.equal(restoreLines.slice(0, -1), backupLines.slice(0, -1));
  assert.is(restoreLines.at(-1)!.split(': ').at(-1), backupLines.at(-1)!.split(': ').at(-1));
  assert.equal(readdirSync(dir).sort(), ['live.db', 'nightly.db'], 'no -wal, -shm or temporary file is left');
  const reopened = createSqliteStore(openSqlite(url));
  assert.equal(await tableSums(reopened), before);
  assert.is((await reopened.readRows('comments')).length, 66, 'neither comment written after the backup');
  const check = new Database(live, { readonly: true });
  assert.is(check.pragma('integrity_check', { simple: true }), 'ok');
  check.close();
  await reopened.close();
  rmSync(dir, { recursive: true, force: true });
});

test('restore refuses what is not a Porchlight backup, one of a newer schema, and a database that is not Porchlight’s', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-backup-'));
  const url = `sqlite:${join(dir, 'live.db')}`;
  const store = await fullSqlite(join(dir, 'live.db'));
  await fileCommand(url, 'backup', join(dir, 'good.db'));
  await store.close();
  const before = await sumsOf(url);

  writeFileSync(join(dir, 'notes.txt'), 'not a database at all, but long enough to be read as one: '.repeat(100));
  const other = new Database(join(dir, 'other.db'));
  other.exec('CREATE TABLE recipes (name TEXT)');
  other.close();
  await fileCommand(url, 'backup', join(dir, 'newer.db'));
  const future = new Database(join(dir, 'newer.db'));
  future.pragma(`user_version = ${LATEST + 3}`);
  future.close();

  await refused(
    fileCommand(url, 'restore', join(dir, 'notes.txt')),
    /notes\.txt is not a Porchlight database; nothing was restored$/,
  );
  await refused(
    fileCommand(url, 'restore', join(dir, 'other.db')),
    /other\.db is not a Porchlight database; nothing was restored$/,
  );
  await refused(
    fileCommand(url, 'restore', join(dir, 'newer.db')),
    new RegExp(
      `newer\\.db was made by a newer Porchlight \\(schema version ${LATEST + 3}; this one knows up to ${LATEST}\\): restore it with that version or a later one; nothing was restored$`,
    ),
  );
  await refused(fileCommand(url, 'restore', join(dir, 'missing.db')), /no file .*missing\.db/);
  await refused(
    fileCommand(`sqlite:${join(dir, 'other.db')}`, 'restore', join(dir, 'good.db')),
    /other\.db is not a Porchlight database: restore replaces only one \(move it away, or set DATABASE_URL to a new file\); nothing was restored$/,
  );
  await refused(
    fileCommand(`sqlite:${join(dir, 'notes.txt')}`, 'restore', join(dir, 'good.db')),
    /notes\.txt is not a Porchlight database: restore replaces only one/,
  );
  assert.equal(await sumsOf(url), before, 'the database is as it was');
  assert.match(readFileSync(join(dir, 'notes.txt'), 'utf8'), /^not a database at all/);
  assert.equal(
    readdirSync(dir).filter((name) => name.startsWith('.')),
    [],
    'no temporary file is left',
  );

  await refused(fileCommand(url, 'backup', join(dir, 'nowhere', 'b.db')), /no folder .*nowhere/);
  await refused(
    fileCommand(`sqlite:${join(dir, 'absent.db')}`, 'backup', join(dir, 'b.db')),
    /no database at .*absent\.db/,
  );
  await refused(
    fileCommand('sqlite::memory:', 'backup', join(dir, 'b.db')),
    /an in-memory database has no file to backup/,
  );
  await fileCommand('postgres://porchlight@127.0.0.1:1/porchlight', 'restore', 'porchlight.dump').then(
    () => assert.unreachable(),
    (error: Error) =>
      assert.is(
        error.message,
        `DATABASE_URL is PostgreSQL: restore into a new, empty database with ${pgRestoreCommand('porchlight.dump')} (docs/self-hosting.md "Backups")`,
      ),
  );
  await refused(fileCommand(url, 'backup'), /--file \(first argument\) is required/);
  await refused(fileCommand(url, 'backup', 'a.db', 'b.db'), /backup takes one argument, the file/);
  rmSync(dir, { recursive: true, force: true });
});

test('an older backup is brought to this version’s schema as it is restored', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-backup-'));
  const old = new Database(join(dir, 'old.db'));
  const { migrate } = await import('../../../../src/server/store/sqlite.ts');
  migrate(old, MIGRATIONS.slice(0, -1));
  old.prepare("INSERT INTO accounts (name, email, password_hash) VALUES ('Ada', 'ada@example.org', 'x')").run();
  old.close();
  const url = `sqlite:${join(dir, 'restored.db')}`;
  const lines = await fileCommand(url, 'restore', join(dir, 'old.db'));
  assert.is(lines[0], `${join(dir, 'old.db')}: schema version ${LATEST - 1} brought to ${LATEST}`);
  const store = createSqliteStore(openSqlite(url));
  assert.equal(await store.schema(), { applied: LATEST, expected: LATEST });
  assert.is((await store.findAccountByEmail('ada@example.org'))!.name, 'Ada');
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('`porchlight admin backup` and `restore` as processes: a running server’s file is copied, not replaced', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-backup-'));
  const url = `sqlite:${join(dir, 'live.db')}`;
  const server = await fullSqlite(join(dir, 'live.db'));
  const admin = (...argv: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server-package/cli.ts', 'admin', ...argv], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });
  const backup = admin('backup', join(dir, 'b.db'));
  assert.is(backup.status, 0, backup.stderr);
  assert.match(backup.stdout, /^comments\t66 rows\tsha256 /m);
  const restore = admin('restore', join(dir, 'b.db'));
  assert.is(restore.status, 1);
  assert.match(
    restore.stderr,
    /live\.db is open in another process \(a running server\?\): stop it, then restore; nothing was restored\n$/,
  );
  await server.close();
  const again = admin('restore', join(dir, 'b.db'));
  assert.is(again.status, 0, again.stderr);
  const onPostgres = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server-package/cli.ts', 'admin', 'backup', 'nightly.dump'],
    { env: { ...process.env, DATABASE_URL: 'postgres://porchlight@127.0.0.1:1/porchlight' }, encoding: 'utf8' },
  );
  assert.is(onPostgres.status, 1);
  assert.is(
    onPostgres.stderr,
    `DATABASE_URL is PostgreSQL: back it up with its own tool, ${pgDumpCommand('nightly.dump')} (docs/self-hosting.md "Backups")\n`,
  );
  rmSync(dir, { recursive: true, force: true });
});

/** The commands under docs/self-hosting.md "Backups" that start with `name`, as written there. */
function documented(name: string): string {
  const section = readFileSync('docs/self-hosting.md', 'utf8').split('\n## Backups\n')[1]!.split('\n## ')[0]!;
  const lines = section.split('\n').filter((line) => line.startsWith(`${name} `));
  assert.is(lines.length, 1, `one ${name} line in "Backups"`);
  return lines[0]!;
}

test('PostgreSQL: the documented pg_dump and pg_restore, run as written, give back every table, sum for sum', async () => {
  assert.is(documented('pg_dump'), pgDumpCommand('porchlight.dump'));
  assert.is(documented('pg_restore'), pgRestoreCommand('porchlight.dump'));
  const [source, target] = [await freshDatabase(), await freshDatabase()];
  const store = await openStore(source.url);
  await fillEveryTable(store);
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-pg-backup-'));
  const run = (line: string, databaseUrl: string) => {
    // The client tools need no server account: they connect over TCP, as the server's own users do.
    const ran = spawnSync('sh', ['-c', line], {
      cwd: dir,
      env: { ...process.env, PATH: `${postgresBin()}:${process.env.PATH}`, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    assert.is(ran.status, 0, `${line}: ${ran.stderr}`);
  };
  run(documented('pg_dump'), source.url);
  assert.ok(readFileSync(join(dir, 'porchlight.dump')).subarray(0, 5).toString() === 'PGDMP', 'a custom-format dump');
  run(documented('pg_restore'), target.url);
  const sums = await tableSums(store);
  assert.equal(await sumsOf(target.url), sums, 'table by table, rows and SHA-256');
  assert.ok(
    sums.every((sum) => sum.rows > 0),
    'every table had rows',
  );
  // The restored database is one a server opens and writes to: its ids continue after the restored ones.
  const restored = await openStore(target.url);
  assert.equal(await restored.schema(), { applied: LATEST, expected: LATEST });
  const added = await restored.addComment({
    postId: '2',
    parentId: null,
    threadId: null,
    accountId: null,
    name: 'New',
    email: null,
    website: null,
    body: 'After the restore',
    isVisible: true,
  });
  assert.is(added.id, '67');
  await restored.close();
  await store.close();
  await Promise.all([source.drop(), target.drop()]);
  rmSync(dir, { recursive: true, force: true });
});

test.run();
