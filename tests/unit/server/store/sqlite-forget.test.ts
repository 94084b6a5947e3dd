import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';

/**
 * A forgotten reader is gone from the database file itself (docs/self-hosting.md "Readers' data"): SQLite leaves
 * deleted rows in free pages and earlier versions of pages in the write-ahead log unless told otherwise.
 */
test("a forgotten reader's words are in neither the database file's bytes nor its write-ahead log", async () => {
  const folder = mkdtempSync(join(tmpdir(), 'porchlight-forget-'));
  const file = join(folder, 'porchlight.db');
  const store = createSqliteStore(openSqlite(`sqlite:${file}`));
  const bytes = () =>
    [file, `${file}-wal`]
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path).toString('latin1'))
      .join('\n');
  try {
    await seedDemo(store);
    const reader = await store.createAccount({
      name: 'Zebulon Forgettable',
      email: 'zebulon.forgettable@example.org',
      passwordHash: 'hash',
    });
    const words = 'Quixotic-marmalade-sentence';
    // Written, edited (an earlier version of the row), and answered: every way a row leaves copies behind.
    const answered = await store.addComment({
      postId: '2',
      parentId: null,
      threadId: null,
      accountId: reader.id,
      name: 'Zebulon Forgettable',
      email: 'zebulon.forgettable@example.org',
      website: 'https://zebulon-forgettable.example',
      body: `${words} first`,
      isVisible: true,
      addressHash: 'zebulon-address-hash',
    });
    await store.editComment(answered.id, `${words} edited`, true);
    await store.addComment({
      postId: '2',
      parentId: answered.id,
      threadId: answered.id,
      accountId: null,
      name: 'Replier',
      email: null,
      website: null,
      body: 'An answer that stays',
      isVisible: true,
    });
    for (let i = 0; i < 20; i++)
      await store.addComment({
        postId: '3',
        parentId: null,
        threadId: null,
        accountId: reader.id,
        name: 'Zebulon Forgettable',
        email: 'zebulon.forgettable@example.org',
        website: null,
        body: `${words} ${i} ${'padding '.repeat(100)}`,
        isVisible: true,
      });
    const before = bytes();
    for (const trace of ['zebulon.forgettable@example.org', 'Zebulon Forgettable', words, 'zebulon-address-hash'])
      assert.ok(before.includes(trace), `written: ${trace} is in the file or its log`);

    await store.forgetReader({ accountId: reader.id, visitor: null });

    const after = bytes();
    for (const trace of ['zebulon.forgettable@example.org', 'Zebulon Forgettable', words, 'zebulon-address-hash'])
      assert.not.ok(after.includes(trace), `forgotten: ${trace} is left in the file's bytes`);
    assert.ok(after.includes('An answer that stays'), 'the reply under their comment stays');
  } finally {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

test.run();
