import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminError, COPY_PAGE, runAdmin } from '../../../../src/server/admin/commands.ts';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { openStore } from '../../../../src/server/store/open.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';
import type { Store } from '../../../../src/server/store/store.ts';
import { TABLES } from '../../../../src/server/store/tables.ts';
import { freshDatabase } from '../../../helpers/postgres.ts';

// `npm run admin -- copy --to URL`: SQLite to PostgreSQL and back, every
// table, ids kept, verified by counts and checksums it prints.

/** A seeded SQLite database with something in every table. */
async function fullSqlite(path: string): Promise<Store> {
  const store = createSqliteStore(openSqlite(`sqlite:${path}`));
  await seedDemo(store);
  await store.createSession('token-hash', '2', new Date('2030-01-01T00:00:00Z'));
  // A reader of a platform's provider who is the demo blog's author by a claim, signed in through it.
  const reader = await store.createAccount({ name: 'Noor', email: null, passwordHash: null });
  await store.linkIdentity('https://id.example', 'noor', reader.id);
  await store.addAuthorRule('1', { issuer: 'https://id.example', claim: 'groups', value: 'editors' });
  await store.syncRuleAuthorship(reader.id, 'https://id.example', ['1']);
  await store.createSession('provider-token-hash', reader.id, new Date('2030-01-01T00:00:00Z'), {
    issuer: 'https://id.example',
    idToken: 'header.payload.signature',
  });
  await store.keepSetting('robot-check-secret', 'kept');
  await store.useRobotProof('signature', new Date('2030-01-01T00:00:00Z'));
  await store.countHit('changes:10.0.0.1', 60_000, new Date('2030-01-01T00:00:00Z'));
  await store.vote('1', 'visitor', 'like', false, {
    hash: 'f'.repeat(64),
    perDay: 10,
    now: new Date('2030-01-01T00:00:00Z'),
  });
  await store.blockWriter('1', 'email', 'troll@example.org', new Date('2030-01-01T00:00:00Z'));
  await store.wantReplyMail('3', '1', 'mia@example.org', 'fr', new Date('2029-01-01T00:00:00Z'), {
    confirmed: false,
    asksPerDay: 3,
  });
  await store.addImportedComment(
    {
      postId: '2',
      parentId: null,
      threadId: null,
      accountId: null,
      name: 'Imported',
      email: null,
      website: null,
      body: 'From before',
      isVisible: true,
      createdAt: '2019-01-01T00:00:00.000Z',
    },
    { source: 'disqus', sourceId: '1' },
  );
  // A webhook, and the delivery an edit queued for it.
  await store.addWebhook({
    blogId: '1',
    url: 'https://hooks.example/porchlight',
    secret: 'whsec_c2VjcmV0LW9mLXRoZS1jb3B5',
    events: ['comment.edited'],
    format: 'standard',
  });
  await store.editComment('3', 'Edited before the copy', true);
  return store;
}

async function copy(source: Store, to: string) {
  const lines: string[] = [];
  await runAdmin(['copy', '--to', to], source, (line) => lines.push(line));
  return lines;
}

test('every table the engines hold is one copy moves, with the same columns', () => {
  const db = openSqlite('sqlite::memory:');
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]
  ).map((t) => t.name);
  assert.equal(TABLES.map((t) => t.name).sort(), tables);
  for (const table of TABLES)
    assert.equal(
      [...Object.keys(table.columns), ...Object.keys(table.derived ?? {})].sort(),
      (db.pragma(`table_info(${table.name})`) as { name: string }[]).map((c) => c.name).sort(),
      table.name,
    );
});

test('SQLite to PostgreSQL and back: every row, ids kept, the same checksums printed both ways; new ids continue after the copied ones', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-copy-'));
  const database = await freshDatabase();
  const source = await fullSqlite(join(dir, 'source.db'));
  const there = await copy(source, database.url);
  assert.is(there.length, TABLES.length + 1);
  for (const [i, table] of TABLES.entries())
    assert.match(there[i]!, new RegExp(`^${table.name}\\t\\d+ rows\\tsha256 [0-9a-f]{64}$`));
  assert.match(
    there.at(-1)!,
    new RegExp(`^copied \\d+ rows in ${TABLES.length} tables, the same on both: sha256 [0-9a-f]{64}$`),
  );
  assert.match(
    there.find((line) => line.startsWith('comments\t'))!,
    /^comments\t66 rows/,
  );
  for (const table of TABLES)
    assert.ok(
      !there.find((line) => line.startsWith(`${table.name}\t`))!.includes('\t0 rows'),
      `${table.name} had rows to copy`,
    );

  const postgres = await openStore(database.url);
  assert.is(await postgres.countVisibleComments('1'), 54);
  assert.is(
    (await postgres.getSessionAccount('token-hash', new Date('2029-01-01T00:00:00Z')))!.email,
    'reader@porchlight.test',
  );
  assert.is(
    await postgres.useRobotProof('signature', new Date('2030-01-01T00:00:00Z')),
    false,
    'a used proof stays used',
  );
  const added = await postgres.addComment({
    postId: '2',
    parentId: null,
    threadId: null,
    accountId: null,
    name: 'New',
    email: null,
    website: null,
    body: 'After the copy',
    isVisible: true,
  });
  assert.is(added.id, '67', 'new ids continue after the copied ones');
  await postgres.deleteComment(added.id);

  const back = await copy(postgres, `sqlite:${join(dir, 'back.db')}`);
  // The comment added and deleted on PostgreSQL left the data as it was: every line the same, checksums included.
  assert.equal(back, there);
  await postgres.close();
  await source.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

test('a big table is read, written and read back a page at a time: what copy holds is a page, whatever the table', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-copy-'));
  const source = await fullSqlite(join(dir, 'source.db'));
  const many = COPY_PAGE * 2 + 1;
  await source.writeRows(
    'robot_proofs',
    Array.from({ length: many }, (_, n) => ({
      signature: `proof-${String(n).padStart(6, '0')}`,
      expires_at: '2030-01-01T00:00:00.000Z',
    })),
  );
  const largest = { read: 0 };
  const { readRows } = source;
  const watched: Store = {
    ...source,
    readRows: async (table, page) => {
      const rows = await readRows(table, page);
      largest.read = Math.max(largest.read, rows.length);
      return rows;
    },
  };
  const lines: string[] = [];
  await runAdmin(['copy', '--to', `sqlite:${join(dir, 'target.db')}`], watched, (line) => lines.push(line));
  assert.match(
    lines.find((line) => line.startsWith('robot_proofs\t'))!,
    new RegExp(`^robot_proofs\t${many + 1} rows`),
  );
  assert.is(largest.read, COPY_PAGE, 'never more than a page read at once');
  const target = createSqliteStore(openSqlite(`sqlite:${join(dir, 'target.db')}`));
  assert.is((await target.readRows('robot_proofs')).length, many + 1);
  assert.equal(
    (await target.readRows('robot_proofs', { after: { signature: 'proof-009998' }, limit: 3 })).map(
      (row) => row.signature,
    ),
    ['proof-009999', 'proof-010000', 'signature'],
    'pages follow the key',
  );
  await target.close();
  await source.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a target that holds anything is refused, and nothing is written; an unreachable one says where', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-copy-'));
  const source = await fullSqlite(join(dir, 'source.db'));
  const target = createSqliteStore(openSqlite(`sqlite:${join(dir, 'target.db')}`));
  await target.keepSetting('something', 'here');
  await target.close();
  await copy(source, `sqlite:${join(dir, 'target.db')}`).then(
    () => assert.unreachable(),
    (error: Error) => {
      assert.instance(error, AdminError);
      assert.match(error.message, /not empty \(settings has rows\)/);
    },
  );
  const again = createSqliteStore(openSqlite(`sqlite:${join(dir, 'target.db')}`));
  assert.equal(await again.readRows('comments'), []);
  await again.close();
  await copy(source, 'postgres://porchlight:secret@127.0.0.1:1/nowhere').then(
    () => assert.unreachable(),
    (error: Error) => assert.match(error.message, /^--to: could not use PostgreSQL at 127\.0\.0\.1:1\/nowhere: /),
  );
  await source.close();
  rmSync(dir, { recursive: true, force: true });
});

test.run();
