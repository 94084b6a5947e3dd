import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS } from '../../../src/demo/seed.ts';
import * as doc from '../../helpers/documents.ts';
import { memoryApp } from '../../helpers/memory-app.ts';

/**
 * The server on a real port (in-process, a free one): what only real HTTP
 * shows — cookies across requests, simultaneous requests, headers on the wire.
 */
type Context = { url: string; db: Awaited<ReturnType<typeof memoryApp>>['db']; close(): Promise<void> };
const test = suite<Context>('http');

test.before(async (context) => {
  // Every request here comes from 127.0.0.1: the allowance of votes per address (docs/self-hosting.md "Votes from one address")
  // is raised past the crowds below, which stand for readers at many addresses.
  const { app, db, close } = await memoryApp({ mutationsPerMinute: 500, votesPerAddress: 1000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  context.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  context.db = db;
  context.close = close;
});
test.after(({ close }) => close());

const graphql = (url: string, query: string, variables: Record<string, unknown>, cookie = '') =>
  fetch(`${url}/comments/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });

test('100 simultaneous likes from distinct visitors move the count by exactly 100', async ({ url, db }) => {
  const before = db.prepare('SELECT likes, dislikes FROM comments WHERE id = 2').get() as {
    likes: number;
    dislikes: number;
  };
  const answers = await Promise.all(
    Array.from({ length: 100 }, () =>
      graphql(url, doc.LIKE_COMMENT, { commentID: '2', locale: 'en' }).then(
        (r) => r.json() as Promise<{ data: { likeComment: { likes: number } } }>,
      ),
    ),
  );
  assert.is(answers.filter((a) => a.data?.likeComment).length, 100);
  assert.equal(db.prepare('SELECT likes, dislikes FROM comments WHERE id = 2').get(), {
    likes: before.likes + 100,
    dislikes: before.dislikes,
  });
  assert.is((db.prepare('SELECT count(*) AS n FROM votes WHERE comment_id = 2').get() as { n: number }).n, 100);
  // Each answer saw a distinct count: no two votes read the same "before".
  assert.is(new Set(answers.map((a) => a.data.likeComment.likes)).size, 100);
});

test('the same visitor voting 20 times at once counts once', async ({ url, db }) => {
  const before = (db.prepare('SELECT likes FROM comments WHERE id = 3').get() as { likes: number }).likes;
  const first = await graphql(url, doc.LIKE_COMMENT, { commentID: '3', locale: 'en' });
  const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
  await Promise.all(
    Array.from({ length: 20 }, () => graphql(url, doc.LIKE_COMMENT, { commentID: '3', locale: 'en' }, cookie)),
  );
  assert.is((db.prepare('SELECT likes FROM comments WHERE id = 3').get() as { likes: number }).likes, before + 1);
});

test('sign in through the popup form, then the session cookie makes the viewer; logout ends it', async ({ url }) => {
  const signIn = await fetch(`${url}/comments/en/fetch/user`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ email: DEMO_ACCOUNTS.author.email, password: DEMO_ACCOUNTS.author.password }),
  });
  assert.is(signIn.status, 303);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const viewer = (await (await graphql(url, doc.VIEWER, {}, cookie)).json()) as { data: { viewer: { email: string } } };
  assert.is(viewer.data.viewer.email, DEMO_ACCOUNTS.author.email);
  const logout = await fetch(`${url}/comments/en/fetch/logout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, cookie },
    body: 'redirect=%2Fcomments%2Fen%2Fexit',
  });
  assert.is(logout.status, 303);
  const after = (await (await graphql(url, doc.VIEWER, {}, cookie)).json()) as { data: { viewer: null } };
  assert.is(after.data.viewer, null);
});

test('pages carry the security headers and the one CSP', async ({ url }) => {
  for (const path of ['/', '/posts/1', '/comments/en/fetch/user', '/comments/fr/exit']) {
    const res = await fetch(`${url}${path}`);
    assert.is(res.status, 200, path);
    const csp = res.headers.get('content-security-policy')!;
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self';/);
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /frame-ancestors 'self'/);
    // The proof of work's solver: Workers made from a Blob, and nothing from another origin.
    assert.match(csp, /worker-src 'self' blob:/);
    assert.not.match(csp, /https:/);
    assert.is(res.headers.get('x-content-type-options'), 'nosniff');
    assert.is(res.headers.get('referrer-policy'), 'same-origin');
    assert.is(res.headers.get('cross-origin-opener-policy'), 'same-origin-allow-popups');
  }
});

test('the captcha stand-in script is served as JavaScript', async ({ url }) => {
  const res = await fetch(`${url}/comments/captcha-standin/api.js?onload=cb&render=explicit`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type')!, /^application\/javascript/);
  assert.match(await res.text(), /window\.grecaptcha = api/);
});

test.run();
