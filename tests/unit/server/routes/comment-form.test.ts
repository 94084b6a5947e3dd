import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { LIKE_COMMENT } from '../../../helpers/documents.ts';

// POST /comments/post: the comment form as plain HTML, for readers without script.

type App = Awaited<ReturnType<typeof memoryApp>>['app'];
type Db = Awaited<ReturnType<typeof memoryApp>>['db'];
const ORIGIN = 'http://localhost:80';

const send = (
  app: App,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: ORIGIN, referer: `${ORIGIN}/posts/2` },
) =>
  app.inject({
    method: 'POST',
    url: '/comments/post',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

const stored = (db: Db, body: string) =>
  db.prepare('SELECT post_id, name, body, is_visible FROM comments WHERE body = ?').all(body);

test('a comment is taken without a robot check and always held, even where nothing else is; then a page says so', async () => {
  // Moderation off: a comment with a robot check's proof would show at once. Without script, none could run.
  const { app, db, close } = await memoryApp({ demo: { moderation: 'off', captcha: true } });
  const res = await send(app, { postID: '2', locale: 'fr', name: 'Nadia', comment: 'Sans script.' });
  assert.is(res.statusCode, 303);
  assert.is(res.headers.location, `/comments/posted?locale=fr&back=${encodeURIComponent('/posts/2')}`);
  assert.equal(stored(db, 'Sans script.'), [{ post_id: 2, name: 'Nadia', body: 'Sans script.', is_visible: 0 }]);
  const page = await app.inject(res.headers.location as string);
  assert.is(page.statusCode, 200);
  assert.match(page.body, /<html lang="fr" dir="ltr">/);
  assert.match(page.body, /role="status">Merci ! Votre commentaire est en attente de modération\./);
  assert.match(page.body, /<a href="\/posts\/2">Retour à l’article<\/a>/);
  await close();
});

test('refusals change nothing and give the form back as typed, escaped, with what is wrong', async () => {
  const { app, db, close } = await memoryApp();
  const hostile = '<script>alert(1)</script> & more';
  const invalid = await send(app, {
    postID: '2',
    locale: 'en',
    name: '',
    website: 'javascript:alert(1)',
    comment: hostile,
  });
  assert.is(invalid.statusCode, 400);
  assert.match(invalid.body, /Your comment was not posted/);
  // Listed as a link to its field, and said under the field, which it describes.
  assert.match(invalid.body, /<li><a href="#plain-name">Please enter your name\.<\/a><\/li>/);
  assert.match(
    invalid.body,
    /<input id="plain-name"[^>]* aria-invalid="true" aria-describedby="plain-name-error"[^>]*\/><span id="plain-name-error"[^>]*>Please enter your name\./,
  );
  assert.match(invalid.body, /&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; more<\/textarea>/);
  assert.not.match(invalid.body, /<script>alert/);
  assert.match(invalid.body, /name="back" value="\/posts\/2"/, 'sent again, it still knows the page it came from');
  assert.equal(stored(db, hostile), []);

  const unknown = await send(app, { postID: '999', locale: 'en', name: 'Nadia', comment: 'Lost.' });
  assert.is(unknown.statusCode, 404);
  db.prepare('UPDATE blogs SET allow_comments = 0').run();
  const closed = await send(app, { postID: '2', locale: 'en', name: 'Nadia', comment: 'Too late.' });
  assert.is(closed.statusCode, 403);
  assert.match(closed.body, /Too late\.<\/textarea>/);
  assert.equal([...stored(db, 'Lost.'), ...stored(db, 'Too late.')], []);
  await close();
});

test('another site’s form is refused; the back link never leaves the site', async () => {
  const { app, db, close } = await memoryApp();
  for (const headers of [{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
    string,
    string
  >[]) {
    const res = await send(app, { postID: '2', locale: 'en', name: 'Mallory', comment: 'From elsewhere.' }, headers);
    assert.is(res.statusCode, 403);
  }
  assert.equal(stored(db, 'From elsewhere.'), []);
  const away = await send(
    app,
    { postID: '2', locale: 'en', name: 'Nadia', comment: 'Back where?', back: '//evil.example/' },
    { origin: ORIGIN, referer: 'http://evil.example/page' },
  );
  assert.match(away.headers.location as string, /back=%2F$/);
  const page = await app.inject('/comments/posted?locale=en&back=https://evil.example/');
  assert.match(page.body, /<a href="\/">Back to the post<\/a>/);
  await close();
});

test('one limit on changes per address: the API’s mutations and the plain form count together', async () => {
  const { app, db, close } = await memoryApp({ mutationsPerMinute: 3 });
  for (let i = 0; i < 2; i++) {
    const like = await app.inject({
      method: 'POST',
      url: '/comments/graphql',
      payload: JSON.stringify({ query: LIKE_COMMENT, variables: { commentID: '1', locale: 'en' } }),
      headers: { 'content-type': 'application/json', origin: ORIGIN },
    });
    assert.is(like.statusCode, 200);
  }
  assert.is((await send(app, { postID: '2', locale: 'en', name: 'Nadia', comment: 'Third change.' })).statusCode, 303);
  const fourth = await send(app, { postID: '2', locale: 'en', name: 'Nadia', comment: 'Fourth change.' });
  assert.is(fourth.statusCode, 429);
  assert.ok(Number(fourth.headers['retry-after']) > 0);
  assert.match(fourth.body, /Fourth change\.<\/textarea>/, 'what was typed is given back');
  assert.equal(stored(db, 'Fourth change.'), []);
  await close();
});

test('a plain-form comment keeps its writer’s address hash, as the API’s do: counted and blockable by it', async () => {
  // No robot check on the blog, so the API's comment is taken without one.
  const { app, db, close } = await memoryApp({ demo: { captcha: false } });
  assert.is((await send(app, { postID: '2', locale: 'en', name: 'Nadia', comment: 'Hashed.' })).statusCode, 303);
  const api = await app.inject({
    method: 'POST',
    url: '/comments/graphql',
    payload: {
      query:
        'mutation { addComment(postID: "3", locale: en, comment: "Through the API", user: { name: "Nadia" }) { id } }',
    },
    headers: { origin: ORIGIN },
  });
  assert.is(api.statusCode, 200);
  const hashes = db
    .prepare("SELECT body, address_hash FROM comments WHERE body IN ('Hashed.', 'Through the API') ORDER BY id")
    .all() as { body: string; address_hash: string | null }[];
  assert.is(hashes.length, 2);
  assert.match(hashes[0]!.address_hash ?? '', /^[0-9a-f]{64}$/, 'a keyed hash, never the address');
  assert.is(hashes[0]!.address_hash, hashes[1]!.address_hash, 'the same address, the same hash, however it came');
  await close();
});

test('past the held quota of an address or a post: 429, the quota’s own words, the form as typed, nothing stored', async () => {
  const { app, db, close } = await memoryApp({ heldQuota: { perAddress: 2, perPost: 3 } });
  for (const comment of ['One.', 'Two.'])
    assert.is((await send(app, { postID: '2', locale: 'en', name: 'Nadia', comment })).statusCode, 303);
  const third = await send(app, { postID: '3', locale: 'fr', name: 'Nadia', comment: 'Trois.' });
  assert.is(third.statusCode, 429);
  assert.match(third.body, /role="alert">Vous avez déjà plusieurs commentaires en attente/);
  assert.match(third.body, /Trois\.<\/textarea>/, 'what was typed is given back');
  assert.match(third.body, /name="postID" value="3"/);
  assert.equal(stored(db, 'Trois.'), []);
  // Post 2 has the seed's held comment and these two: its quota of 3 is reached, whoever writes next.
  db.prepare("UPDATE comments SET address_hash = 'someone-else' WHERE body IN ('One.', 'Two.')").run();
  const onFull = await send(app, { postID: '2', locale: 'en', name: 'Other', comment: 'Post full.' });
  assert.is(onFull.statusCode, 429);
  assert.match(onFull.body, /Too many comments are waiting for the author’s approval on this post/);
  assert.equal(stored(db, 'Post full.'), []);
  await close();
});

test.run();
