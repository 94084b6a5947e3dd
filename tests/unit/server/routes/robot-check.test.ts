import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FastifyInstance } from 'fastify';
import { createStandInVerifier, type CaptchaVerifier } from '../../../../src/server/captcha/verifier.ts';
import { createProofOfWorkVerifier, CHALLENGE_LIFETIME_MS } from '../../../../src/server/captcha/proof-of-work.ts';
import { encodeProof } from '../../../../src/server/captcha/proof.ts';
import { DEMO_ACCOUNTS } from '../../../../src/demo/seed.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';
import { ADD_COMMENT, LIKE_COMMENT } from '../../../helpers/documents.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { proofOfWorkApp, proofToken, solve, TEST_SECRET } from '../../../helpers/robot-check.ts';

/**
 * GET /comments/robot-check and the proof's way through addComment: the
 * challenge a browser fetches, solves and sends back as `recaptcha`.
 */
const ORIGIN = 'http://localhost:80';
const anonymous = { name: 'Ada', email: 'ada@example.com' };

type App = FastifyInstance;
const challengeOf = async (app: App, postID = '1', remoteAddress = '127.0.0.1') => {
  const res = await app.inject({ url: `/comments/robot-check?postID=${postID}`, remoteAddress });
  assert.is(res.statusCode, 200, res.body);
  return res.json();
};
const addComment = async (
  app: App,
  recaptcha: string | undefined,
  locale = 'en',
  comment = 'Proof of work, then a comment.',
) => {
  const res = await app.inject({
    method: 'POST',
    url: '/comments/graphql',
    payload: { query: ADD_COMMENT, variables: { comment, locale, postID: '1', recaptcha, user: anonymous } },
    headers: { origin: ORIGIN },
    remoteAddress: '127.0.0.1',
  });
  assert.is(res.statusCode, 200, res.body);
  return res.json() as {
    data: any;
    errors?: { message: string; extensions?: { code?: string; validation?: Record<string, string[]> } }[];
  };
};
const commentCount = (db: { prepare(sql: string): { get(): unknown } }) =>
  (db.prepare('SELECT count(*) AS n FROM comments').get() as { n: number }).n;

test('200: a fresh challenge as altcha made it, JSON, never cached, no CORS', async () => {
  const { app, close } = await proofOfWorkApp();
  const res = await app.inject('/comments/robot-check?postID=1');
  assert.is(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /^application\/json/);
  assert.is(res.headers['cache-control'], 'no-store');
  assert.is(res.headers['access-control-allow-origin'], undefined);
  assert.is(res.headers['cross-origin-resource-policy'], 'same-origin');
  const challenge = res.json();
  assert.equal(Object.keys(challenge).sort(), ['parameters', 'signature']);
  assert.equal(Object.keys(challenge.parameters).sort(), [
    'algorithm',
    'cost',
    'data',
    'expiresAt',
    'keyLength',
    'keyPrefix',
    'keySignature',
    'nonce',
    'salt',
  ]);
  assert.is(challenge.parameters.algorithm, 'PBKDF2/SHA-256');
  // Signed for this post and the client's address, as its keyed hash: never the address itself.
  assert.equal(Object.keys(challenge.parameters.data).sort(), ['address', 'post']);
  assert.is(challenge.parameters.data.post, '1');
  assert.match(challenge.parameters.data.address, /^[0-9a-f]{64}$/);
  assert.is.not((await challengeOf(app)).signature, challenge.signature);
  await close();
});

test('204 when no proof is needed: the blog asks none, the reader is signed in, or the check is a script’s (reCAPTCHA, the stand-in)', async () => {
  const { app, store, close } = await proofOfWorkApp();
  const login = await app.inject({
    method: 'POST',
    url: '/comments/en/fetch/user',
    payload: new URLSearchParams({
      email: DEMO_ACCOUNTS.reader.email,
      password: DEMO_ACCOUNTS.reader.password,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });
  const session = [login.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('porchlight_session='))!;
  assert.ok(session, 'signed in');
  const signedIn = await app.inject({
    url: '/comments/robot-check?postID=1',
    headers: { cookie: session.split(';')[0]! },
  });
  assert.is(signedIn.statusCode, 204);
  assert.is(signedIn.body, '');
  assert.is(signedIn.headers['cache-control'], 'no-store');
  await store.updateBlogSettings('1', { captcha: false });
  const off = await app.inject('/comments/robot-check?postID=1');
  assert.is(off.statusCode, 204);
  assert.is(off.body, '');
  await close();
  const recaptcha: CaptchaVerifier = { kind: 'recaptcha', siteKey: 'site', verify: async () => 'ok' };
  for (const captcha of [recaptcha, createStandInVerifier()]) {
    const other = await memoryApp({ captcha });
    assert.is((await other.app.inject('/comments/robot-check?postID=1')).statusCode, 204, captcha.kind);
    await other.close();
  }
});

test('404 for an unknown post, 400 for a missing or malformed postID, both as text', async () => {
  const { app, close } = await proofOfWorkApp();
  const unknown = await app.inject('/comments/robot-check?postID=9999');
  assert.is(unknown.statusCode, 404);
  assert.match(unknown.headers['content-type'] as string, /^text\/plain/);
  assert.match(unknown.body, /unknown post "9999"/);
  for (const query of ['', '?postID=', '?postID=1&postID=2', `?postID=${'9'.repeat(65)}`, '?postID=%3Cscript%3E']) {
    const res = await app.inject(`/comments/robot-check${query}`);
    assert.is(res.statusCode, 400, query);
    assert.match(res.body, /postID must name a post/);
  }
  await close();
});

test('rate-limited like the API’s changes, five times more generous, on a budget of its own', async () => {
  const { app, close } = await memoryApp({ mutationsPerMinute: 1 });
  for (let i = 0; i < 5; i++) assert.is((await app.inject('/comments/robot-check?postID=1')).statusCode, 200);
  const limited = await app.inject('/comments/robot-check?postID=1');
  assert.is(limited.statusCode, 429);
  assert.ok(Number(limited.headers['retry-after']) > 0);
  // A budget of its own: fetching challenges leaves the reader's changes untouched.
  const like = await app.inject({
    method: 'POST',
    url: '/comments/graphql',
    payload: { query: LIKE_COMMENT, variables: { commentID: '1', locale: 'en' } },
    headers: { origin: ORIGIN },
  });
  assert.is(like.statusCode, 200, like.body);
  await close();
});

test('a solved challenge posts the comment, stored as written; anyone may read it (the blog holds first comments)', async () => {
  const { app, store, close } = await proofOfWorkApp();
  const result = await addComment(app, await proofToken(await challengeOf(app)));
  assert.is(result.errors, undefined);
  const stored = await store.getComment(result.data.addComment.id);
  assert.is(stored!.body, 'Proof of work, then a comment.');
  assert.is(stored!.name, 'Ada');
  assert.is(stored!.email, 'ada@example.com');
  assert.is(stored!.postId, '1');
  await close();
});

const refusals: { name: string; token: (app: App) => Promise<string | undefined>; en: string; fr: string }[] = [
  {
    name: 'missing',
    token: async () => undefined,
    en: 'Please confirm you are not a robot.',
    fr: 'Veuillez confirmer que vous n’êtes pas un robot.',
  },
  {
    name: 'expired',
    token: async () => {
      const past = createProofOfWorkVerifier({
        proofs: createSqliteStore(openSqlite('sqlite::memory:')),
        secret: TEST_SECRET,
        difficulty: 20,
        now: () => Date.now() - CHALLENGE_LIFETIME_MS - 60_000,
      });
      return proofToken(await past.challenge({ postId: '1', addressHash: null }));
    },
    en: 'The anti-robot check expired. Please try again.',
    fr: 'La vérification anti-robot a expiré. Veuillez réessayer.',
  },
  {
    name: 'tampered parameters',
    token: async (app) => {
      const challenge = await challengeOf(app);
      const solution = await solve(challenge);
      challenge.parameters.cost = 1;
      return encodeProof({ challenge, solution });
    },
    en: 'The anti-robot check failed. Please try again.',
    fr: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  },
  {
    name: 'another server’s secret',
    token: async () => {
      const other = await proofOfWorkApp({ secret: 'not-this-servers-secret-not-this-one' });
      const token = await proofToken(await challengeOf(other.app));
      await other.close();
      return token;
    },
    en: 'The anti-robot check failed. Please try again.',
    fr: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  },
  {
    name: 'a wrong derived key',
    token: async (app) => {
      const challenge = await challengeOf(app);
      return encodeProof({
        challenge,
        solution: { counter: 1, derivedKey: `${challenge.parameters.keyPrefix}${'0'.repeat(32)}` },
      });
    },
    en: 'The anti-robot check failed. Please try again.',
    fr: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  },
  {
    name: 'garbage',
    token: async () => 'definitely not a proof',
    en: 'The anti-robot check failed. Please try again.',
    fr: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  },
  {
    name: 'base64 garbage',
    token: async () => Buffer.from('{"challenge": [1], "solution": null}').toString('base64'),
    en: 'The anti-robot check failed. Please try again.',
    fr: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  },
  {
    name: 'too long',
    token: async () => 'A'.repeat(5000),
    en: 'The anti-robot check failed. Please try again.',
    fr: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  },
];

test('missing, expired, forged and garbage proofs: the validation error on recaptcha, in the reader’s language, and nothing stored', async () => {
  for (const refusal of refusals)
    for (const locale of ['en', 'fr'] as const) {
      const { app, db, close } = await proofOfWorkApp();
      const before = commentCount(db);
      const result = await addComment(app, await refusal.token(app), locale);
      assert.is(result.errors?.[0]?.extensions?.code, 'VALIDATION', `${refusal.name} ${locale}`);
      assert.equal(
        result.errors![0]!.extensions!.validation,
        { recaptcha: [refusal[locale]] },
        `${refusal.name} ${locale}`,
      );
      assert.is(result.data, null);
      assert.is(commentCount(db), before, refusal.name);
      await close();
    }
});

test('a replayed proof is refused (en and fr) and stores nothing the second time', async () => {
  const { app, db, close } = await proofOfWorkApp();
  const token = await proofToken(await challengeOf(app));
  assert.is((await addComment(app, token)).errors, undefined);
  const after = commentCount(db);
  for (const [locale, message] of [
    ['en', 'This anti-robot check was already used. Please try again.'],
    ['fr', 'Cette vérification anti-robot a déjà servi. Veuillez réessayer.'],
  ] as const) {
    const replay = await addComment(app, token, locale, 'The same proof again.');
    assert.equal(replay.errors![0]!.extensions!.validation, { recaptcha: [message] });
  }
  assert.is(commentCount(db), after);
  await close();
});

test('a proof is spent only on the post and from the address it was solved for: elsewhere it is refused, unspent, and nothing is stored', async () => {
  const { app, db, close } = await proofOfWorkApp();
  const before = commentCount(db);
  for (const [locale, message] of [
    ['en', 'This anti-robot check was made for another page or connection. Please try again.'],
    ['fr', 'Cette vérification anti-robot a été faite pour une autre page ou une autre connexion. Veuillez réessayer.'],
  ] as const) {
    const forPost2 = await addComment(app, await proofToken(await challengeOf(app, '2')), locale);
    assert.equal(forPost2.errors![0]!.extensions!.validation, { recaptcha: [message] });
    const fromElsewhere = await addComment(app, await proofToken(await challengeOf(app, '1', '203.0.113.7')), locale);
    assert.equal(fromElsewhere.errors![0]!.extensions!.validation, { recaptcha: [message] });
  }
  assert.is(commentCount(db), before);
  assert.is((db.prepare('SELECT count(*) AS n FROM robot_proofs').get() as { n: number }).n, 0);
  // Solved for this post from this address, it goes through.
  assert.is((await addComment(app, await proofToken(await challengeOf(app)))).errors, undefined);
  await close();
});

test.run();
