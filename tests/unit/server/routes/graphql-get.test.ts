import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../../../../src/demo/seed.ts';
import { SHARED_CACHE } from '../../../../src/server/routes/shared-cache.ts';
import { LIKE_COMMENT, ROOT_COMMENTS, VIEWER } from '../../../helpers/documents.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';

// GraphQL over HTTP's GET, for reads a CDN can hold: anonymous answers are
// shared with their ETag, personal ones are kept by no one, and a change
// over GET is refused.

type App = Awaited<ReturnType<typeof memoryApp>>['app'];
const ORIGIN = 'http://localhost:80';
const address = (query: string, variables?: object) =>
  `/comments/graphql?${new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) })}`;
const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const root = address(ROOT_COMMENTS, { postID: '1', locale: 'en' });

test('an anonymous query over GET: the same answer as over POST, shared with cache headers and an ETag, and 304 when revalidated', async () => {
  const { app, close } = await memoryApp();
  const first = await get(app, root);
  assert.is(first.statusCode, 200);
  assert.is(first.headers['content-type'], 'application/json; charset=utf-8');
  assert.is(first.headers['cache-control'], SHARED_CACHE);
  assert.match(SHARED_CACHE, /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
  const etag = first.headers.etag as string;
  assert.match(etag, /^"[\w-]{27}"$/);
  const posted = await app.inject({
    method: 'POST',
    url: '/comments/graphql',
    payload: { query: ROOT_COMMENTS, variables: { postID: '1', locale: 'en' } },
  });
  assert.equal(first.json(), posted.json());
  assert.is(posted.headers['cache-control'], 'no-store', 'POST answers stay unshared');
  const again = await get(app, root, { 'if-none-match': `W/${etag}` });
  assert.is(again.statusCode, 304);
  assert.is(again.body, '');
  const seen = await get(app, root);
  assert.is(seen.headers.etag, etag, 'the same answer, the same tag (from the answer cache or not)');
  await close();
});

test('Accept: application/graphql-response+json is honoured, over GET and POST', async () => {
  const { app, close } = await memoryApp();
  const accept = { accept: 'application/graphql-response+json, application/json;q=0.9' };
  assert.is((await get(app, root, accept)).headers['content-type'], 'application/graphql-response+json; charset=utf-8');
  const posted = await app.inject({
    method: 'POST',
    url: '/comments/graphql',
    payload: { query: VIEWER },
    headers: accept,
  });
  assert.is(posted.headers['content-type'], 'application/graphql-response+json; charset=utf-8');
  await close();
});

test('a mutation over GET is refused with 405 and Allow: POST, and changes nothing', async () => {
  const { app, db, close } = await memoryApp();
  const likes = () => (db.prepare('SELECT likes FROM comments WHERE id = 1').get() as { likes: number }).likes;
  const before = likes();
  const res = await get(app, address(LIKE_COMMENT, { commentID: '1', locale: 'en' }), { origin: ORIGIN });
  assert.is(res.statusCode, 405);
  assert.is(res.headers.allow, 'POST');
  assert.is(res.json().errors[0].extensions.code, 'METHOD_NOT_ALLOWED');
  assert.is(likes(), before);
  await close();
});

test('personal answers over GET are private: a signed-in reader, and a reader who just changed something', async () => {
  const { app, close } = await memoryApp();
  const signIn = await app.inject({
    method: 'POST',
    url: '/comments/en/fetch/user',
    payload: new URLSearchParams({
      email: DEMO_ACCOUNTS.reader.email,
      password: DEMO_ACCOUNTS.reader.password,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });
  const session = [signIn.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith('porchlight_session='))!
    .split(';')[0]!;
  const signedIn = await get(app, root, { cookie: session });
  assert.is(signedIn.headers['cache-control'], 'private, no-store');
  assert.is(signedIn.headers.etag, undefined);
  assert.ok(signedIn.json().data.viewer);
  const liked = await app.inject({
    method: 'POST',
    url: '/comments/graphql',
    payload: { query: LIKE_COMMENT, variables: { commentID: '2', locale: 'en' } },
    headers: { origin: ORIGIN },
  });
  const wrote = [liked.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith('porchlight_wrote='))!
    .split(';')[0]!;
  assert.is((await get(app, root, { cookie: wrote })).headers['cache-control'], 'private, no-store');
  await close();
});

test('malformed GETs are 400s in the API’s shape: variables that are not JSON, a parameter given twice, no document', async () => {
  const { app, close } = await memoryApp();
  for (const url of [
    `/comments/graphql?query=${encodeURIComponent(ROOT_COMMENTS)}&variables=%7Bnot`,
    `/comments/graphql?query=a&query=b`,
    '/comments/graphql',
  ]) {
    const res = await get(app, url);
    assert.is(res.statusCode, 400, url);
    assert.is(res.headers['cache-control'], 'no-store', url);
    assert.ok(res.json().errors[0].message, url);
  }
  await close();
});

test('the JSONP count is shared too, with its ETag; refusals are kept by no one', async () => {
  const { app, close } = await memoryApp();
  const count = await get(app, '/comments/count?postID=1&callback=c');
  assert.is(count.body, 'c(54);');
  assert.is(count.headers['cache-control'], SHARED_CACHE);
  assert.is(
    (await get(app, '/comments/count?postID=1&callback=c', { 'if-none-match': count.headers.etag as string }))
      .statusCode,
    304,
  );
  assert.is((await get(app, '/comments/count?postID=99&callback=c')).headers['cache-control'], 'no-store');
  await close();
});

test.run();
