import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { hashToken } from '../../../../src/server/auth/session.ts';
import { createApp } from '../../../../src/server/app.ts';
import { MAX_KEYS } from '../../../../src/server/routes/writer-keys.ts';
import { createPostgresStore, openPostgres } from '../../../../src/server/store/postgres.ts';
import type { Store } from '../../../../src/server/store/store.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { freshDatabase } from '../../../helpers/postgres.ts';

/**
 * An anonymous writer's data by the edit keys their browser kept (docs/self-hosting.md "Readers' data"), long after
 * the edit window closed, on both engines: what the keys open, download and erase, and what they never reach.
 */
const ORIGIN = 'http://localhost:80';
const form = (fields: Record<string, string>, origin = ORIGIN) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  payload: new URLSearchParams(fields).toString(),
});
const KEY = (letter: string) => letter.repeat(32);

const engines: Record<
  string,
  () => Promise<{ app: Awaited<ReturnType<typeof createApp>>; store: Store; close(): Promise<void> }>
> = {
  sqlite: () => memoryApp(),
  async postgres() {
    const database = await freshDatabase();
    const pool = await openPostgres(database.url);
    const store = createPostgresStore(pool);
    await seedDemo(store);
    const app = await createApp({ store });
    return {
      app,
      store,
      async close() {
        await app.close();
        await pool.end();
        await database.drop();
      },
    };
  },
};

async function setup(engine: string) {
  const { app, store, close } = await engines[engine]!();
  // Written two days ago: their edit window (EDIT_MINUTES) closed long since.
  const base = { postId: '2', parentId: null, threadId: null, accountId: null, website: null, isVisible: true };
  const createdAt = new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString();
  const mine = (body: string, letter: string) =>
    store.addComment({ ...base, name: 'Wren', email: null, body, createdAt, editKeyHash: hashToken(KEY(letter)) });
  const answered = await mine('answered, so it stays as a placeholder', 'a');
  const alone = await mine('alone, so it goes', 'b');
  const reply = await store.addComment({
    ...base,
    parentId: answered.id,
    threadId: answered.id,
    name: 'Other',
    email: null,
    body: 'a reply that stays',
    editKeyHash: hashToken(KEY('c')),
  });
  const blogId = (await store.getPostWithBlog('2'))!.blog.id;
  await store.updateBlogSettings(blogId, { forgottenComments: 'remove' });
  const keys = `${answered.id}.${KEY('a')} ${alone.id}.${KEY('b')}`;
  return { app, store, close, answered, alone, reply, keys };
}

for (const engine of Object.keys(engines)) {
  test(`${engine}: the kept keys open exactly their writer's comments, download them, and erase them; then open nothing`, async () => {
    const { app, store, close, answered, alone, reply, keys } = await setup(engine);
    try {
      // Another writer's comment named with a key of ours, a forged key, junk and a duplicate: none counts.
      const sent = `${keys} ${reply.id}.${KEY('a')} ${alone.id}.${KEY('z')} not-a-pair ${answered.id}.${KEY('a')}`;
      // The blog's page posts it from its own origin: opening changes nothing, so it need not be this site's.
      const opened = await app.inject({
        method: 'POST',
        url: '/comments/en/fetch/data/keys',
        ...form({ keys: sent }, 'http://blog.example'),
      });
      assert.is(opened.statusCode, 200);
      assert.is(opened.headers['cache-control'], 'no-store');
      assert.ok(opened.body.includes('Comments written in this browser without an account: 2.'), opened.body);
      // Only the good keys go on in its forms.
      assert.ok(opened.body.includes(`<input type="hidden" name="keys" value="${keys}">`));
      assert.not.ok(opened.body.includes(KEY('z')));

      const download = await app.inject({
        method: 'POST',
        url: '/comments/en/fetch/data/keys/download',
        ...form({ keys: sent }),
      });
      assert.match(String(download.headers['content-disposition']), /^attachment; filename="porchlight-data-/);
      const data = download.json() as { comments: { id: string; body: string }[]; votes: unknown[] };
      assert.equal(
        data.comments.map((c) => c.body),
        ['answered, so it stays as a placeholder', 'alone, so it goes'],
      );
      assert.equal(data.votes, []);
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/comments/en/fetch/data/keys/download',
        ...form({ keys }, 'http://blog.example'),
      });
      assert.is(elsewhere.statusCode, 403, 'the download is asked from this site’s page');

      const confirm = await app.inject({
        method: 'POST',
        url: '/comments/fr/fetch/data/keys/confirm',
        ...form({ keys }, 'http://blog.example'),
      });
      assert.match(confirm.body, /<button type="submit" autofocus>Garder mes commentaires<\/button>/);
      assert.match(confirm.body, /<form method="post" action="\/comments\/fr\/fetch\/data\/keys\/erase">/);

      // The section as rendered is kept until what it shows changes: the erasing is such a change.
      const section = async () => (await app.inject({ method: 'GET', url: '/comments/html?postID=2&locale=en' })).body;
      assert.ok((await section()).includes('alone, so it goes'));
      assert.ok((await section()).includes('alone, so it goes'), 'kept');

      const crossSite = await app.inject({
        method: 'POST',
        url: '/comments/en/fetch/data/keys/erase',
        ...form({ keys }, 'http://evil.example'),
      });
      assert.is(crossSite.statusCode, 403);
      assert.is((await store.getComment(alone.id))?.body, 'alone, so it goes', 'refused: nothing erased');

      const erased = await app.inject({ method: 'POST', url: '/comments/en/fetch/data/keys/erase', ...form({ keys }) });
      assert.is(erased.statusCode, 303);
      assert.is(erased.headers.location, '/comments/en/fetch/data/erased');
      assert.is(await store.getComment(alone.id), null, 'the blog removes what nothing answers');
      const kept = (await store.getComment(answered.id))!;
      assert.equal([kept.deleted, kept.name, kept.body], [true, '', ''], 'answered: a placeholder');
      assert.is((await store.getComment(reply.id))!.body, 'a reply that stays');
      assert.not.ok((await section()).includes('alone, so it goes'), 'the kept section dropped');

      const again = await app.inject({ method: 'POST', url: '/comments/en/fetch/data/keys', ...form({ keys }) });
      assert.is(again.statusCode, 404, 'the keys went with their comments');
      assert.ok(
        again.body.includes('<p role="alert">No comment of yours was found with the keys this browser keeps.</p>'),
      );
    } finally {
      await close();
    }
  });

  test(`${engine}: a wrong key gets nothing, changes nothing, and says so`, async () => {
    const { app, store, close, alone, answered } = await setup(engine);
    try {
      const wrong = { keys: `${alone.id}.${KEY('c')} ${answered.id}.${KEY('b')}` };
      for (const to of ['', '/download', '/confirm', '/erase']) {
        const answer = await app.inject({ method: 'POST', url: `/comments/en/fetch/data/keys${to}`, ...form(wrong) });
        assert.is(answer.statusCode, 404, to);
        assert.ok(answer.body.includes('No comment of yours was found'), to);
        assert.not.ok(answer.body.includes('alone, so it goes'), to);
      }
      const none = await app.inject({ method: 'POST', url: '/comments/en/fetch/data/keys', ...form({}) });
      assert.is(none.statusCode, 404);
      assert.is((await store.getComment(alone.id))?.body, 'alone, so it goes', 'nothing erased');
    } finally {
      await close();
    }
  });
}

test(`no more than ${MAX_KEYS} keys are read from one form`, async () => {
  const { app, close, alone, keys } = await setup('sqlite');
  try {
    const many = Array.from({ length: MAX_KEYS }, (_, i) => `${1_000_000 + i}.${KEY('q')}`).join(' ');
    const past = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/data/keys',
      ...form({ keys: `${many} ${alone.id}.${KEY('b')}` }),
    });
    assert.is(past.statusCode, 404, 'the good key came after the hundredth');
    const first = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/data/keys',
      ...form({ keys: `${keys} ${many}` }),
    });
    assert.is(first.statusCode, 200);
  } finally {
    await close();
  }
});

test.run();
