import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminError, runAdmin } from '../../../../src/server/admin/commands.ts';
import type { BlogFile } from '../../../../src/server/admin/blog-file.ts';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { openStore } from '../../../../src/server/store/open.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';
import type { NewComment, Store } from '../../../../src/server/store/store.ts';
import { freshDatabase } from '../../../helpers/postgres.ts';

// The blog export as a lossless format (docs/moderation.md "Moving one blog"): exported, imported into an empty
// database of either engine and exported again, the same bytes; every export valid by its published JSON
// Schema (docs/blog-export.schema.json); files of version 1 still read.

async function admin(store: Store, ...argv: string[]) {
  const lines: string[] = [];
  await runAdmin(argv, store, (line) => lines.push(line));
  return lines;
}

/** The demo's blog with one of everything a blog holds besides. */
async function everything(store: Store): Promise<void> {
  await seedDemo(store);
  const blog = '1';
  // A reader who signs in through a provider that vouched for no e-mail, with two identities, and an author rule.
  const noor = await store.createAccount({ name: 'Nûr ✨', email: null, passwordHash: null });
  await store.linkIdentity('https://id.example', 'noor-1', noor.id);
  await store.linkIdentity('https://b.example', 'n', noor.id);
  await store.addAuthorRule(blog, { issuer: 'https://id.example', claim: 'groups', value: 'éditeurs' });
  await store.addAuthorRule(blog, { issuer: 'https://id.example', claim: 'sub', value: 'noor-1' });
  await store.updateBlogSettings(blog, {
    providerSignOut: true,
    captcha: false,
    forgottenComments: 'remove',
    heldDays: 14,
    rejectedDays: 30,
  });
  const tag = await store.createTag({ blogId: blog, name: 'Café ☕', slug: 'cafe' });
  const post = await store.createPost({
    blogId: blog,
    title: 'שלום, 世界 — 🏔️ e\u0301',
    excerpt: 'Ünïcödé, astral 𝄞, and "quotes" <b>not markup</b>',
    createdAt: '2011-11-11T11:11:11.111Z',
  });
  await store.tagPost(post.id, tag.id, 0);
  const comment = (over: Partial<NewComment>): NewComment => ({
    postId: post.id,
    parentId: null,
    threadId: null,
    accountId: null,
    name: 'Ada',
    email: 'ada@example.org',
    website: 'https://ada.example/',
    body: 'Hello',
    isVisible: true,
    ...over,
  });
  const thread = await store.addComment(comment({ body: 'A thread, **bold**', bodyTree: '[["p","x"]]', locale: 'fr' }));
  const reply = await store.addComment(
    comment({
      parentId: thread.id,
      threadId: thread.id,
      accountId: noor.id,
      name: 'Nûr ✨',
      email: null,
      website: null,
      body: 'مرحبا 👋🏽',
    }),
  );
  await store.addComment(comment({ parentId: reply.id, threadId: thread.id, body: 'A reply to a reply' }));
  const gone = await store.addComment(comment({ body: 'deleted by its writer' }));
  await store.addComment(comment({ parentId: gone.id, threadId: gone.id, body: 'an answer keeps it' }));
  await store.deleteOwnComment(gone.id);
  await store.editComment(reply.id, 'مرحبا 👋🏽 (edited)', true);
  await store.addComment(comment({ body: 'held for approval', isVisible: false }));
  const rejected = await store.addComment(comment({ body: 'rejected, kept a while', isVisible: false }));
  await store.deleteComment(rejected.id);
  await store.addImportedComment(comment({ body: 'from Disqus', createdAt: '2009-01-02T03:04:05.006Z' }), {
    source: 'disqus',
    sourceId: '4711',
  });
  for (const [visitor, action] of [
    ['v1', 'like'],
    ['v2', 'like'],
    ['v3', 'dislike'],
  ] as const)
    await store.vote(thread.id, visitor, action, false);
  await store.setPinnedComment(post.id, thread.id);
  await store.setPostClosed(post.id, true);
}

const engines: Record<string, () => Promise<{ store: Store; close(): Promise<void> }>> = {
  SQLite: async () => {
    const store = createSqliteStore(openSqlite('sqlite::memory:'));
    return { store, close: () => store.close() };
  },
  PostgreSQL: async () => {
    const database = await freshDatabase();
    const store = await openStore(database.url);
    return {
      store,
      async close() {
        await store.close();
        await database.drop();
      },
    };
  },
};

/** docs/blog-export.schema.json as a validator (Ajv, which the server's framework brings), or null where it is not. */
function schemaValidator() {
  const schema = JSON.parse(readFileSync('docs/blog-export.schema.json', 'utf8'));
  const require = createRequire(import.meta.url);
  const Ajv2020 = require('ajv/dist/2020.js') as new (options: object) => {
    compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
  };
  return new Ajv2020({ allErrors: true }).compile(schema);
}

for (const [sourceName, openSource] of Object.entries(engines))
  test(`a blog with one of everything, exported from ${sourceName}, imported into an empty database of either engine and exported again: the same bytes`, async () => {
    const source = await openSource();
    await everything(source.store);
    const exported = (await admin(source.store, 'export', '--blog', '1')).join('\n');
    await source.close();
    const file = JSON.parse(exported) as BlogFile;
    const validate = schemaValidator();
    assert.ok(validate(file), JSON.stringify(validate.errors));
    // What it holds, as read back from the file.
    const post = file.posts.at(-1)!;
    assert.equal(
      [post.title, post.createdAt, post.closed, post.tags],
      ['שלום, 世界 — 🏔️ e\u0301', '2011-11-11T11:11:11.111Z', true, ['cafe']],
    );
    const pinned = file.comments.find((c) => c.id === post.pinned)!;
    assert.equal(
      [pinned.body, pinned.likes, pinned.dislikes, pinned.locale, pinned.markdown],
      ['A thread, **bold**', 2, 1, 'fr', true],
    );
    const noor = file.accounts.find((a) => a.name === 'Nûr ✨')!;
    assert.equal(noor.email, null);
    assert.equal(noor.identities, [
      { issuer: 'https://b.example', subject: 'n' },
      { issuer: 'https://id.example', subject: 'noor-1' },
    ]);
    const edited = file.comments.find((c) => c.account === noor.id)!;
    assert.is(edited.body, 'مرحبا 👋🏽 (edited)');
    assert.ok(edited.editedAt);
    assert.ok(file.comments.some((c) => c.deleted && c.body === ''));
    assert.is(file.comments.filter((c) => !c.visible).length, 7, 'the demo’s five held, one more, and one rejected');
    const rejected = file.comments.filter((c) => c.rejectedAt !== null);
    assert.equal(
      rejected.map((c) => [c.body, c.visible]),
      [['rejected, kept a while', false]],
    );
    assert.ok(Date.parse(rejected[0]!.rejectedAt!) > Date.parse('2026-01-01'), rejected[0]!.rejectedAt!);
    assert.equal(file.comments.find((c) => c.imported)!.imported, { source: 'disqus', sourceId: '4711' });
    assert.is(file.blog.authorRules.length, 2);
    assert.is(file.blog.providerSignOut, true);
    assert.equal([file.blog.forgottenComments, file.blog.heldDays, file.blog.rejectedDays], ['remove', 14, 30]);

    const dir = mkdtempSync(join(tmpdir(), 'porchlight-blog-'));
    writeFileSync(join(dir, 'blog.json'), exported);
    for (const [targetName, openTarget] of Object.entries(engines)) {
      const target = await openTarget();
      assert.equal(await admin(target.store, 'import', join(dir, 'blog.json')), [
        `imported blog 1: ${file.posts.length} posts, ${file.comments.length} comments`,
      ]);
      const again = (await admin(target.store, 'export', '--blog', '1')).join('\n');
      await target.close();
      assert.is(again, exported, `${sourceName} → ${targetName}`);
    }
    rmSync(dir, { recursive: true, force: true });
  });

test('an account already in the database is used, found by e-mail or, without one, by an identity: none is made twice', async () => {
  const { store, close } = await engines.SQLite!();
  await everything(store);
  const exported = (await admin(store, 'export', '--blog', '1')).join('\n');
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-blog-'));
  writeFileSync(join(dir, 'blog.json'), exported);
  const accounts = (await store.readRows('accounts')).length;
  const file = JSON.parse(exported) as BlogFile;
  assert.equal(await admin(store, 'import', join(dir, 'blog.json')), [
    `imported blog 2: ${file.posts.length} posts, ${file.comments.length} comments`,
  ]);
  assert.is((await store.readRows('accounts')).length, accounts, 'no account made twice');
  const again = JSON.parse((await admin(store, 'export', '--blog', '2')).join('\n')) as BlogFile;
  assert.equal(again.accounts, file.accounts);
  // A comment imported from elsewhere is marked so once in a database: the second blog's copy is a comment of its own.
  assert.equal(
    again.comments.filter((c) => c.imported),
    [],
  );
  await close();
  rmSync(dir, { recursive: true, force: true });
});

test('a file of version 1, as export wrote it before, still imports; a later version is refused, naming it', async () => {
  const { store, close } = await engines.SQLite!();
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-blog-'));
  const v1 = {
    format: 'porchlight-blog',
    version: 1,
    blog: {
      name: 'Old',
      url: '/',
      owner: 'Author@example.org',
      allowComments: true,
      allowVotes: false,
      captcha: true,
      moderation: 'links',
    },
    accounts: [{ email: 'author@example.org', name: 'Author', avatar: null }],
    tags: [{ name: 'Walking', slug: 'walking' }],
    posts: [{ id: '12', title: 'A walk', excerpt: '', tags: ['walking'] }],
    comments: [
      {
        id: '40',
        post: '12',
        parent: null,
        thread: null,
        account: 'author@example.org',
        name: 'Author',
        email: null,
        website: null,
        body: 'First',
        visible: true,
        likes: 2,
        dislikes: 0,
        createdAt: '2020-01-01T00:00:00.000Z',
      },
      {
        id: '41',
        post: '12',
        parent: '40',
        thread: '40',
        account: null,
        name: 'Ada',
        email: null,
        website: null,
        body: '*Second*',
        markdown: true,
        visible: false,
        likes: 0,
        dislikes: 1,
        createdAt: '2020-01-02T00:00:00.000Z',
      },
    ],
  };
  writeFileSync(join(dir, 'v1.json'), JSON.stringify(v1));
  assert.equal(await admin(store, 'import', join(dir, 'v1.json')), ['imported blog 1: 1 posts, 2 comments']);
  const now = JSON.parse((await admin(store, 'export', '--blog', '1')).join('\n')) as BlogFile;
  assert.equal(now.blog, {
    name: 'Old',
    url: '/',
    owner: '1',
    allowComments: true,
    allowVotes: false,
    captcha: true,
    moderation: 'links',
    providerSignOut: false,
    forgottenComments: 'placeholder',
    heldDays: null,
    rejectedDays: 0,
    authorRules: [],
  });
  assert.equal(now.accounts, [{ id: '1', email: 'author@example.org', name: 'Author', avatar: null, identities: [] }]);
  assert.equal(
    now.comments.map((c) => [
      c.id,
      c.parent,
      c.account,
      c.body,
      c.markdown,
      c.visible,
      c.likes,
      c.dislikes,
      c.createdAt,
    ]),
    [
      ['1', null, '1', 'First', false, true, 2, 0, '2020-01-01T00:00:00.000Z'],
      ['2', '1', null, '*Second*', true, false, 0, 1, '2020-01-02T00:00:00.000Z'],
    ],
  );
  assert.equal(now.posts[0]!.tags, ['walking']);

  // Version 2 as written before rejected comments were kept: none kept, none rejected.
  const { rejectedDays: _days, ...olderBlog } = now.blog;
  const older = { ...now, blog: olderBlog, comments: now.comments.map(({ rejectedAt: _at, ...c }) => c) };
  assert.ok(schemaValidator()(older), 'valid by the schema still');
  writeFileSync(join(dir, 'older-v2.json'), JSON.stringify(older));
  assert.equal(await admin(store, 'import', join(dir, 'older-v2.json')), ['imported blog 2: 1 posts, 2 comments']);
  const olderAgain = JSON.parse((await admin(store, 'export', '--blog', '2')).join('\n')) as BlogFile;
  assert.equal([olderAgain.blog.rejectedDays, olderAgain.comments.map((c) => c.rejectedAt)], [0, [null, null]]);

  writeFileSync(join(dir, 'v3.json'), JSON.stringify({ ...now, version: 3 }));
  await admin(store, 'import', join(dir, 'v3.json')).then(
    () => assert.unreachable(),
    (error: Error) => {
      assert.instance(error, AdminError);
      assert.is(
        error.message,
        `${join(dir, 'v3.json')}: version 3 is not one this server reads (1 or 2): import it with the Porchlight that wrote it, or a later one; nothing was imported`,
      );
    },
  );
  const broken: [string, unknown, RegExp][] = [
    ['an account named twice', { ...now, accounts: [...now.accounts, ...now.accounts] }, /accounts: 1 is not a new id/],
    ['a pin on no comment', { ...now, posts: [{ ...now.posts[0]!, pinned: '99' }] }, /post 1: no comment 99 to pin/],
    ['an owner not in the file', { ...now, blog: { ...now.blog, owner: '7' } }, /blog: no account 7/],
    [
      'a date that is none',
      { ...now, posts: [{ ...now.posts[0]!, createdAt: 'soon' }] },
      /post 1: createdAt, closed and pinned/,
    ],
    [
      'a deleted that is no flag',
      { ...now, comments: [{ ...now.comments[0]!, deleted: 'yes' }] },
      /comment 1: markdown, deleted, editedAt/,
    ],
    ['days kept that are none', { ...now, blog: { ...now.blog, rejectedDays: -1 } }, /^[^\n]*blog: rejectedDays must/],
    [
      'a shown comment said rejected',
      { ...now, comments: [{ ...now.comments[0]!, rejectedAt: '2020-01-03T00:00:00.000Z' }] },
      /comment 1: rejectedAt must be a date on a comment neither visible nor deleted, or null/,
    ],
    [
      'a rejection that is no date',
      { ...now, comments: [now.comments[0]!, { ...now.comments[1]!, rejectedAt: 'yesterday' }] },
      /comment 2: rejectedAt must be a date/,
    ],
  ];
  for (const [name, content, message] of broken) {
    writeFileSync(join(dir, 'broken.json'), JSON.stringify(content));
    await admin(store, 'import', join(dir, 'broken.json')).then(
      () => assert.unreachable(name),
      (error: Error) => assert.match(error.message, message, name),
    );
  }
  assert.is((await store.readRows('blogs')).length, 2, 'nothing more imported');
  await close();
  rmSync(dir, { recursive: true, force: true });
});

test('the schema refuses what import refuses: it is no schema that passes anything', () => {
  const validate = schemaValidator();
  const minimal = {
    format: 'porchlight-blog',
    version: 2,
    blog: {
      name: 'B',
      url: '/',
      owner: null,
      allowComments: true,
      allowVotes: true,
      captcha: false,
      moderation: 'off',
      providerSignOut: false,
      forgottenComments: 'placeholder',
      heldDays: null,
      rejectedDays: 0,
      authorRules: [],
    },
    accounts: [],
    tags: [],
    posts: [],
    comments: [],
  };
  assert.ok(validate(minimal), JSON.stringify(validate.errors));
  for (const wrong of [
    { ...minimal, version: 1 },
    { ...minimal, blog: { ...minimal.blog, moderation: 'sometimes' } },
    { ...minimal, blog: { ...minimal.blog, rejectedDays: -1 } },
    {
      ...minimal,
      posts: [{ id: '1', title: 'T', excerpt: '', createdAt: '2020-01-01', closed: false, pinned: null, tags: [] }],
    },
    { ...minimal, extra: true },
  ])
    assert.not.ok(validate(wrong), JSON.stringify(wrong));
});

test.run();
