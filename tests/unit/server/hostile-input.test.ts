import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type Database from 'better-sqlite3';
import * as doc from '../../helpers/documents.ts';
import { createStandInVerifier } from '../../../src/server/captcha/verifier.ts';
import { passToken } from '../../helpers/graphql.ts';
import { memoryApp } from '../../helpers/memory-app.ts';

/**
 * Every refusal the server makes to hostile or broken input, each answered
 * with a clear error, and the database byte for byte as it was afterwards.
 * The stand-in takes the place of the robot check (its tokens are
 * passToken()); the proof of work's own refusals are in captcha/.
 */
const ORIGIN = 'http://localhost:80';

/** Every table but the rate limit's counts, which count refused requests too: that is their job. */
const snapshot = (db: Database.Database) =>
  JSON.stringify(
    (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'rate_hits' ORDER BY name").all() as {
        name: string;
      }[]
    ).map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]),
  );

type Case = { name: string; status: number; body: string | object; headers?: Record<string, string>; error: RegExp };

const gql = (query: string, variables: Record<string, unknown> = {}) => ({ query, variables });
const anonymous = { name: 'Mallory', email: 'mallory@example.com' };

const CASES: Case[] = [
  {
    name: 'a body past the limit',
    status: 413,
    body: gql(doc.ADD_COMMENT, { comment: 'x'.repeat(70_000), locale: 'en', postID: '1', user: anonymous }),
    error: /larger than 64 KiB/,
  },
  { name: 'malformed JSON', status: 400, body: '{"query": "mutation', error: /not valid JSON/ },
  { name: 'a JSON array (batching)', status: 400, body: [gql(doc.VIEWER), gql(doc.VIEWER)], error: /JSON object/ },
  {
    name: 'prototype pollution',
    status: 400,
    body: '{"__proto__": {"isAdmin": true}, "query": "{ viewer { name } }"}',
    error: /./,
  },
  {
    name: 'a form post',
    status: 415,
    body: 'query=mutation',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    error: /application\/json/,
  },
  {
    name: 'text/plain (a cross-site form)',
    status: 415,
    body: JSON.stringify(gql(doc.LIKE_COMMENT, { commentID: '1', locale: 'en' })),
    headers: { 'content-type': 'text/plain' },
    error: /application\/json/,
  },
  {
    name: 'a mutation from another origin',
    status: 403,
    body: gql(doc.LIKE_COMMENT, { commentID: '1', locale: 'en' }),
    headers: { origin: 'https://evil.example' },
    error: /own pages/,
  },
  {
    name: 'a document too deep',
    status: 400,
    body: gql(
      '{ comments(postID: "1", locale: en) { edges { node { replies { edges { node { replies { edges { node { replies { edges { node { id } } } } } } } } } } } } }',
    ),
    error: /deep/,
  },
  {
    name: 'a document too costly',
    status: 400,
    body: gql(
      `{ ${Array.from({ length: 12 }, (_, i) => `a${i}: comments(postID: "1", locale: en) { edges { node { replies { edges { node { id date comment } } } } } }`).join(' ')} }`,
    ),
    error: /could return/,
  },
  { name: 'a document too long', status: 400, body: gql(`{ ${'viewer { name } '.repeat(700)} }`), error: /tokens/ },
  {
    name: 'a bigger page than the server gives',
    status: 400,
    body: gql('{ comments(postID: "1", locale: en, first: 1000) { edges { node { id } } } }'),
    error: /Unknown argument "first"/,
  },
  {
    name: 'a locale outside the enum',
    status: 400,
    body: gql(doc.ROOT_COMMENTS, { postID: '1', locale: 'xx' }),
    error: /Locale/,
  },
  {
    name: 'a variable of the wrong type',
    status: 400,
    body: gql(doc.ADD_COMMENT, { comment: { $gt: '' }, locale: 'en', postID: '1', user: anonymous }),
    error: /String cannot represent/,
  },
  {
    name: 'SQL in an id',
    status: 200,
    body: gql(doc.ADD_COMMENT, {
      comment: 'x',
      locale: 'en',
      postID: '1; DROP TABLE comments; --',
      user: anonymous,
      recaptcha: passToken(),
    }),
    error: /does not exist/,
  },
  {
    name: 'SQL in a reply target',
    status: 200,
    body: gql(doc.ADD_COMMENT, {
      comment: 'x',
      commentID: "1' OR '1'='1",
      locale: 'en',
      postID: '1',
      user: anonymous,
      recaptcha: passToken(),
    }),
    error: /does not exist/,
  },
  {
    name: 'a name past its bound',
    status: 200,
    body: gql(doc.ADD_COMMENT, {
      comment: 'x',
      locale: 'en',
      postID: '1',
      user: { name: 'n'.repeat(81) },
      recaptcha: passToken(),
    }),
    error: /validation/,
  },
  {
    name: 'a javascript: website',
    status: 200,
    body: gql(doc.ADD_COMMENT, {
      comment: 'x',
      locale: 'en',
      postID: '1',
      user: { ...anonymous, website: 'javascript:alert(document.cookie)' },
      recaptcha: passToken(),
    }),
    error: /validation/,
  },
  {
    name: 'a forged captcha token',
    status: 200,
    body: gql(doc.ADD_COMMENT, {
      comment: 'x',
      locale: 'en',
      postID: '1',
      user: anonymous,
      recaptcha: 'standin.pass.1.forgedtoken',
    }),
    error: /validation/,
  },
  {
    name: 'a vote on a held comment',
    status: 200,
    body: gql(doc.LIKE_COMMENT, { commentID: '55', locale: 'en' }),
    error: /does not exist/,
  },
  {
    name: 'a reply to a comment of another post',
    status: 200,
    body: gql(doc.ADD_COMMENT, {
      comment: 'x',
      commentID: '57',
      locale: 'en',
      postID: '1',
      user: anonymous,
      recaptcha: passToken(),
    }),
    error: /does not exist/,
  },
  // What readers and authors gained since: every new field and action, from someone it does not belong to, or out of bounds.
  {
    name: 'an edit of a comment without its key',
    status: 200,
    body: gql('mutation { editComment(commentID: "1", locale: en, comment: "hijacked") { id } }'),
    error: /Only the writer of this comment/,
  },
  {
    name: 'an edit with a forged key',
    status: 200,
    body: gql(
      'mutation { editComment(commentID: "1", locale: en, comment: "<b>hijacked</b>", editKey: "forged-forged-forged-forged-forg") { id } }',
    ),
    error: /Only the writer of this comment/,
  },
  {
    name: 'a delete with a forged key',
    status: 200,
    body: gql('mutation { deleteOwnComment(commentID: "1", locale: en, editKey: "forged") { id } }'),
    error: /Only the writer of this comment/,
  },
  {
    name: 'a preview past the length bound',
    status: 200,
    body: gql('query P($c: String!) { commentPreview(comment: $c, locale: en) }', { c: '*'.repeat(5001) }),
    error: /at most 5,000 characters/,
  },
  {
    name: 'a preview of a long run of spaces inside the text',
    status: 200,
    body: gql('query P($c: String!) { commentPreview(comment: $c, locale: en) }', { c: `a${' '.repeat(60_000)}a` }),
    error: /at most 5,000 characters/,
  },
  {
    name: 'a sort order outside the enum',
    status: 400,
    body: gql('{ comments(postID: "1", locale: en, order: random) { edges { node { id } } } }'),
    error: /CommentOrder|random/,
  },
  {
    name: 'reply mail where the server sends none',
    status: 200,
    body: gql(
      'mutation { addComment(postID: "1", locale: en, comment: "x", user: { name: "Mallory", email: "m@example.com" }, notifyReplies: true) { id } }',
    ),
    error: /sends no e-mail about replies/,
  },
  {
    name: 'an approval by someone not the author',
    status: 200,
    body: gql('mutation { approveComment(commentID: "55", locale: en) { id } }'),
    error: /Only the blog’s author/,
  },
  {
    name: 'a deletion by someone not the author',
    status: 200,
    body: gql('mutation { deleteComment(commentID: "1", locale: en) { id } }'),
    error: /Only the blog’s author/,
  },
  {
    name: 'a pin by someone not the author',
    status: 200,
    body: gql('mutation { pinComment(commentID: "1", locale: en, pinned: true) { id } }'),
    error: /Only the blog’s author/,
  },
  {
    name: 'closing a post, by someone not the author',
    status: 200,
    body: gql('mutation { closePost(postID: "1", locale: en, closed: true) { id } }'),
    error: /Only the blog’s author/,
  },
  {
    name: 'a block, by someone not the author',
    status: 200,
    body: gql('mutation { blockWriter(commentID: "1", locale: en, by: email, days: 30) { until } }'),
    error: /Only the blog’s author/,
  },
  {
    name: 'a block by something that is no kind',
    status: 400,
    body: gql('mutation { blockWriter(commentID: "1", locale: en, by: name, days: 30) { until } }'),
    error: /BlockKind|name/,
  },
  {
    name: 'a cursor made up by hand',
    status: 200,
    body: gql(doc.LOAD_MORE_COMMENTS, {
      after: Buffer.from('c:1 OR 1=1').toString('base64url'),
      locale: 'en',
      postID: '1',
    }),
    error: /cannot be found/,
  },
];

for (const c of CASES)
  test(`refused: ${c.name}`, async () => {
    const { app, db, close } = await memoryApp({ captcha: createStandInVerifier() });
    const before = snapshot(db);
    const res = await app.inject({
      method: 'POST',
      url: '/comments/graphql',
      payload: typeof c.body === 'string' ? c.body : JSON.stringify(c.body),
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...c.headers },
    });
    assert.is(res.statusCode, c.status, res.body.slice(0, 300));
    const body = res.json() as { errors: { message: string }[] };
    assert.ok(body.errors?.length, 'an errors list');
    assert.match(body.errors.map((e) => e.message).join(' '), c.error);
    assert.is(snapshot(db), before);
    await close();
  });

test('refused: mutations past the rate, with Retry-After, and the database unchanged by the refused one', async () => {
  const { app, db, close } = await memoryApp({ mutationsPerMinute: 1, captcha: createStandInVerifier() });
  const like = JSON.stringify(gql(doc.LIKE_COMMENT, { commentID: '1', locale: 'en' }));
  const headers = { 'content-type': 'application/json', origin: ORIGIN };
  assert.is((await app.inject({ method: 'POST', url: '/comments/graphql', payload: like, headers })).statusCode, 200);
  const before = snapshot(db);
  const res = await app.inject({ method: 'POST', url: '/comments/graphql', payload: like, headers });
  assert.is(res.statusCode, 429);
  assert.ok(res.headers['retry-after']);
  assert.is(snapshot(db), before);
  await close();
});

test('SQL and markup in a comment are stored as text and answered escaped; every table still stands', async () => {
  const { app, db, close } = await memoryApp({ demo: { moderation: 'off' }, captcha: createStandInVerifier() });
  const text = `Robert'); DROP TABLE comments;-- <img src=x onerror=alert(1)>`;
  const res = await app.inject({
    method: 'POST',
    url: '/comments/graphql',
    payload: gql(doc.ADD_COMMENT, {
      comment: text,
      locale: 'en',
      postID: '1',
      user: { name: `"><script>`, email: '' },
      recaptcha: passToken(),
    }),
    headers: { origin: ORIGIN },
  });
  const node = res.json().data.addComment;
  assert.is(node.comment, 'Robert&#39;); DROP TABLE comments;-- &lt;img src=x onerror=alert(1)&gt;');
  assert.is(node.user.name, '"><script>', 'names are text: the client renders them as text nodes');
  assert.equal(db.prepare('SELECT body FROM comments WHERE id = ?').get(node.id), { body: text });
  assert.ok((db.prepare('SELECT count(*) AS n FROM comments').get() as { n: number }).n > 50);
  await close();
});

test('refused: sign-in from another origin and a logout redirect off the site', async () => {
  const { app, db, close } = await memoryApp({ captcha: createStandInVerifier() });
  const before = snapshot(db);
  const signIn = await app.inject({
    method: 'POST',
    url: '/comments/en/fetch/user',
    payload: 'email=author%40porchlight.test&password=canal-heron-42',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
  });
  assert.is(signIn.statusCode, 403);
  const logoutPage = await app.inject('/comments/en/fetch/logout?redirect=https://evil.example/');
  assert.not.match(logoutPage.body, /evil/);
  const logout = await app.inject({
    method: 'POST',
    url: '/comments/en/fetch/logout',
    payload: 'redirect=https%3A%2F%2Fevil.example%2F',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
  });
  assert.is(logout.headers.location, '/comments/en/exit');
  assert.is(snapshot(db), before);
  await close();
});

test.run();
