import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminError, runAdmin } from '../../../../src/server/admin/commands.ts';
import type { BlogFile } from '../../../../src/server/admin/blog-file.ts';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { openStore } from '../../../../src/server/store/open.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';
import type { Store } from '../../../../src/server/store/store.ts';
import { freshDatabase } from '../../../helpers/postgres.ts';
import { fillHeldQueue } from '../../../helpers/held-queue.ts';

// `npm run admin -- export --blog ID` and `import FILE`: one blog as
// documented JSON, moved between databases of either engine.

async function admin(store: Store, ...argv: string[]) {
  const lines: string[] = [];
  await runAdmin(argv, store, (line) => lines.push(line));
  return lines;
}

test('a blog exported from SQLite and imported into PostgreSQL exports the same again, ids aside', async () => {
  const source = createSqliteStore(openSqlite('sqlite::memory:'));
  await seedDemo(source);
  const exported = JSON.parse((await admin(source, 'export', '--blog', '1')).join('\n')) as BlogFile;
  assert.is(exported.format, 'porchlight-blog');
  assert.is(exported.version, 2);
  assert.is(exported.posts.length, 5);
  assert.is(exported.comments.length, 65, 'held comments too');
  assert.is(exported.comments.filter((c) => !c.visible).length, 5);
  assert.equal(
    exported.accounts.map((a) => Object.keys(a).sort()),
    [
      ['avatar', 'email', 'id', 'identities', 'name'],
      ['avatar', 'email', 'id', 'identities', 'name'],
    ],
    'no password hash leaves the server',
  );
  assert.is(exported.accounts.find((a) => a.id === exported.blog.owner)!.email, 'author@porchlight.test');

  const dir = mkdtempSync(join(tmpdir(), 'porchlight-blog-'));
  const path = join(dir, 'blog.json');
  writeFileSync(path, JSON.stringify(exported));
  const database = await freshDatabase();
  const target = await openStore(database.url);
  await target.createBlog({ name: 'Already there', url: '/' });
  assert.equal(await admin(target, 'import', path), ['imported blog 2: 5 posts, 65 comments']);
  const again = JSON.parse((await admin(target, 'export', '--blog', '2')).join('\n')) as BlogFile;
  assert.equal(again, exported, 'ids are the file’s own: the same whatever ids the target gave');
  const [post] = await target.listPosts('2');
  assert.is(await target.countVisibleComments(post!.id), 54);
  // Written in Markdown, parsed again where it lands: the list in the demo's reply is a list there too.
  assert.ok(exported.comments.every((c) => c.markdown === true));
  const thread = (await target.listComments(post!.id, { after: null, limit: 50 })).items.find((c) =>
    c.body.startsWith('We did the same walk'),
  )!;
  const withList = (await target.listReplies(thread.id, { after: null, limit: 50 })).items.find((c) =>
    c.body.includes('- walk the bike'),
  )!;
  assert.ok(
    JSON.parse(withList.bodyTree!).some((node: unknown[]) => node[0] === 'ul'),
    withList.bodyTree!,
  );
  await target.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

test('every held comment is exported, however many: the queue is read page by page', async () => {
  const source = createSqliteStore(openSqlite('sqlite::memory:'));
  await seedDemo(source);
  await fillHeldQueue(source, 450, (i) => String((i % 5) + 1));
  const exported = JSON.parse((await admin(source, 'export', '--blog', '1')).join('\n')) as BlogFile;
  assert.is(exported.comments.filter((c) => !c.visible).length, 455);
  assert.is(exported.comments.length, 65 + 450);
});

test('imported twice into one database: a second blog, the accounts it names used as they are', async () => {
  const store = createSqliteStore(openSqlite('sqlite::memory:'));
  await seedDemo(store);
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-blog-'));
  const path = join(dir, 'blog.json');
  writeFileSync(path, (await admin(store, 'export', '--blog', '1')).join('\n'));
  assert.equal(await admin(store, 'import', path), ['imported blog 2: 5 posts, 65 comments']);
  assert.is((await store.readRows('accounts')).length, 2);
  assert.is((await store.getBlog('2'))!.ownerId, (await store.findAccountByEmail('author@porchlight.test'))!.id);
  rmSync(dir, { recursive: true, force: true });
});

test('a file that does not hold together is refused with what is wrong, and nothing is imported', async () => {
  const store = createSqliteStore(openSqlite('sqlite::memory:'));
  await seedDemo(store);
  const exported = JSON.parse((await admin(store, 'export', '--blog', '1')).join('\n')) as BlogFile;
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-blog-'));
  const cases: [string, unknown, RegExp][] = [
    ['not JSON', '{', /blog\.json: .*JSON/],
    ['another format', { ...exported, format: 'disqus' }, /not a Porchlight blog file/],
    ['a reply before its thread', { ...exported, comments: [...exported.comments].reverse() }, /no earlier comment/],
    ['a comment on no post', { ...exported, comments: [{ ...exported.comments[0]!, post: '999' }] }, /no post 999/],
    [
      'a negative count',
      { ...exported, comments: [{ ...exported.comments[0]!, likes: -1 }] },
      /likes, dislikes and createdAt/,
    ],
  ];
  for (const [name, content, message] of cases) {
    const path = join(dir, 'blog.json');
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    await admin(store, 'import', path).then(
      () => assert.unreachable(name),
      (error: Error) => {
        assert.instance(error, AdminError, name);
        assert.match(error.message, message, name);
      },
    );
  }
  assert.is((await store.readRows('blogs')).length, 1, 'nothing imported');
  await admin(store, 'export', '--blog', '9').then(
    () => assert.unreachable(),
    (error: Error) => assert.match(error.message, /no blog 9/),
  );
  rmSync(dir, { recursive: true, force: true });
});

test.run();
