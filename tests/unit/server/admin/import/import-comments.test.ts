import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminError, runAdmin } from '../../../../../src/server/admin/commands.ts';
import { createStandInVerifier } from '../../../../../src/server/captcha/verifier.ts';
import { createGraphQLHandler } from '../../../../../src/server/graphql/handle.ts';
import { createSchema } from '../../../../../src/server/graphql/schema.ts';
import { testLog } from '../../../../helpers/graphql.ts';
import { openStore } from '../../../../../src/server/store/open.ts';
import { createSqliteStore, openSqlite } from '../../../../../src/server/store/sqlite.ts';
import type { StoredComment, Store } from '../../../../../src/server/store/store.ts';
import { ROOT_COMMENTS } from '../../../../helpers/documents.ts';
import { allHeldComments } from '../../../../../src/server/store/held-pages.ts';
import { freshDatabase } from '../../../../helpers/postgres.ts';

// `npm run admin -- import-comments FILE --blog ID [--dry-run]` on both
// engines, with exports written from the formats' documentation
// (tests/fixtures/import): what lands where, what a second run does, what
// a dry run writes (nothing), and what a bad file changes (nothing).

const fixture = (name: string) => fileURLToPath(new URL(`../../../../fixtures/import/${name}`, import.meta.url));
const DISQUS = fixture('disqus-export.xml');
const WORDPRESS = fixture('wordpress-export.xml');

async function admin(store: Store, ...argv: string[]) {
  const lines: string[] = [];
  await runAdmin(argv, store, (line) => lines.push(line));
  return lines;
}

const engines = [
  ['SQLite', async () => ({ store: createSqliteStore(openSqlite('sqlite::memory:')), drop: async () => {} })],
  [
    'PostgreSQL',
    async () => {
      const database = await freshDatabase();
      return { store: await openStore(database.url), drop: database.drop };
    },
  ],
] as const;

/** The canal blog of the fixtures, at https://blog.example/, with posts 1 and 2 (/posts/1, /posts/2). */
async function canalBlog(store: Store) {
  const blog = await store.createBlog({ name: 'Canal walks', url: 'https://blog.example/' });
  const posts = [
    await store.createPost({ blogId: blog.id, title: 'Walking the towpath' }),
    await store.createPost({ blogId: blog.id, title: 'Locks' }),
  ];
  assert.equal(
    posts.map((post) => post.url),
    ['/posts/1', '/posts/2'],
    'the fixtures name these addresses',
  );
  return blog.id;
}

/** Every comment of a post, visible or held, by what it said. */
async function everything(store: Store, postId: string): Promise<Map<string, StoredComment>> {
  const found: StoredComment[] = [];
  for (const thread of (await store.listComments(postId, { after: null, limit: 100 })).items) {
    found.push(thread, ...(await store.listReplies(thread.id, { after: null, limit: 100 })).items);
  }
  found.push(...(await allHeldComments(store, { blogId: null, postId })));
  return new Map(found.map((comment) => [comment.body.split('\n')[0]!, comment]));
}

for (const [engine, open] of engines) {
  test(`${engine}: a Disqus export lands on the posts at its pages' addresses with its threads, dates and names; a dry run writes nothing; a second run adds nothing`, async () => {
    const { store, drop } = await open();
    try {
      const blog = await canalBlog(store);
      const dry = await admin(store, 'import-comments', DISQUS, '--blog', blog, '--dry-run');
      assert.is(dry.at(-1), 'dry run: would add 7 comments; nothing was written');
      assert.is((await everything(store, '1')).size, 0);

      const lines = await admin(store, 'import-comments', DISQUS, '--blog', blog);
      assert.equal(lines, [
        'Disqus export: 8 comments on 3 pages',
        'post 1 (/posts/1, "Walking the towpath"): added 6',
        'post 2 (/posts/2, "Locks"): added 1',
        'no post at https://blog.example/about: 1 comments not imported',
        'answers to a comment not imported, added as comments on the post: 1',
        'not imported, deleted there: 1',
        'not imported, spam: 1',
        'added 7 comments',
      ]);
      assert.equal(
        dry.slice(0, -1),
        lines.slice(0, -1).map((line) => line.replace(': added', ': would add')),
      );

      const onPost1 = await everything(store, '1');
      const first = onPost1.get('First time on this stretch. Lovely write-up!')!;
      const answer = onPost1.get("Agreed & thanks. The map is at the trust's site (https://maps.example/towpath).")!;
      const answerToAnswer = onPost1.get('Replying to Grace: which map?')!;
      assert.equal(
        { name: first.name, email: first.email, createdAt: first.createdAt, threadId: first.threadId },
        { name: 'Ada Lovelace', email: 'ada@reader.example', createdAt: '2019-03-01T08:00:00.000Z', threadId: null },
      );
      assert.equal([answer.parentId, answer.threadId], [first.id, first.id]);
      assert.equal(
        [answerToAnswer.parentId, answerToAnswer.threadId],
        [answer.id, first.id],
        'a reply to a reply joins its thread, its real parent kept',
      );
      assert.is(onPost1.get('Answering a comment that was removed.')!.threadId, null);
      assert.is(onPost1.get('Waiting for the moderator.')!.isVisible, false);
      assert.is(await store.countVisibleComments('1'), 5);
      assert.is(
        (await everything(store, '2')).get('The keeper at lock 12 still lifts the gate by hand.')!.name,
        'Guest',
      );

      // Hostile text stays text: stored as written, escaped where the API sends it.
      const hostile = onPost1.get('<img src=x onerror=alert(1)> "quotes" & ümlauts 🎉')!;
      assert.is(hostile.name, '<b>Mallory</b> "the tester"');
      const prepared = createGraphQLHandler(createSchema(), { onInternalError: (error) => testLog.error(error) })({
        query: ROOT_COMMENTS,
        variables: { postID: '1', locale: 'en' },
      });
      assert.ok(prepared.ok);
      const json = prepared.toJson(
        await prepared.run({
          store,
          log: testLog,
          viewer: null,
          visitor: () => 'v',
          captcha: createStandInVerifier(),
          remoteIp: '127.0.0.1',
        }),
      );
      assert.ok(json.includes('&lt;img src=x onerror=alert(1)&gt; &quot;quotes&quot; &amp; ümlauts 🎉'));
      assert.not.ok(json.includes('<img'));

      assert.equal((await admin(store, 'import-comments', DISQUS, '--blog', blog)).slice(-2), [
        'not imported, spam: 1',
        'added 0 comments',
      ]);
      // A comment deleted here since is not brought back.
      assert.ok(await store.deleteComment(hostile.id));
      const again = await admin(store, 'import-comments', DISQUS, '--blog', blog);
      assert.ok(again.includes('imported before: 7 (not added again)'));
      assert.is(again.at(-1), 'added 0 comments');
      assert.is(await store.countVisibleComments('1'), 4);
    } finally {
      await store.close();
      await drop();
    }
  });

  test(`${engine}: a WordPress export keeps websites (only http(s) ones), held comments wait, pingbacks, spam and trash stay out`, async () => {
    const { store, drop } = await open();
    try {
      const blog = await canalBlog(store);
      const lines = await admin(store, 'import-comments', WORDPRESS, '--blog', blog);
      assert.equal(lines, [
        'WordPress export: 5 comments on 2 pages',
        'post 1 (/posts/1, "Walking the towpath"): added 4',
        'no post at https://blog.example/about/: 1 comments not imported',
        'not imported, pingbacks: 1',
        'not imported, spam: 1',
        'not imported, in the trash: 1',
        'added 4 comments',
      ]);
      const onPost1 = await everything(store, '1');
      const first = onPost1.get('Line one')!;
      assert.equal(
        { name: first.name, website: first.website, body: first.body, createdAt: first.createdAt },
        {
          name: 'Margaret Hamilton',
          website: 'https://margaret.example/',
          body: 'Line one\nLine two\n\nBold <b> & more',
          createdAt: '2020-06-01T09:15:00.000Z',
        },
      );
      const third = onPost1.get('Brought in from an older system, without a GMT date.')!;
      assert.equal([third.threadId, third.parentId], [first.id, onPost1.get('Thanks, Margaret!')!.id]);
      const held = onPost1.get('Waiting for approval, with a bad link.')!;
      assert.equal({ isVisible: held.isVisible, website: held.website }, { isVisible: false, website: null });
      assert.is((await admin(store, 'import-comments', WORDPRESS, '--blog', blog)).at(-1), 'added 0 comments');
      // The same ids from Disqus are another system's: both exports land side by side.
      assert.is((await admin(store, 'import-comments', DISQUS, '--blog', blog)).at(-1), 'added 7 comments');
    } finally {
      await store.close();
      await drop();
    }
  });
}

test('a file that is no export, a missing file or an unknown blog: a clear error, and nothing is written', async () => {
  const store = createSqliteStore(openSqlite('sqlite::memory:'));
  const blog = await canalBlog(store);
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-import-'));
  try {
    const notAnExport = join(dir, 'blog.json');
    writeFileSync(notAnExport, '{"format": "porchlight-blog"}');
    const refused = async (argv: string[], message: RegExp) => {
      try {
        await admin(store, ...argv);
        assert.unreachable('refused');
      } catch (error) {
        assert.instance(error, AdminError);
        assert.match((error as Error).message, message);
      }
    };
    await refused(
      ['import-comments', notAnExport, '--blog', blog],
      /blog\.json: not a Disqus export .*; nothing was imported$/,
    );
    await refused(
      ['import-comments', join(dir, 'missing.xml'), '--blog', blog],
      /missing\.xml: ENOENT.*nothing was imported$/,
    );
    await refused(['import-comments', DISQUS, '--blog', '9'], /^no blog 9$/);
    await refused(['import-comments', DISQUS], /--blog is required/);
    assert.is((await store.listComments('1', { after: null, limit: 10 })).items.length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await store.close();
  }
});

test.run();
