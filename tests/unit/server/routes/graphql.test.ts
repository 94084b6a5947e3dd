import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { readCostOf } from '../../../../src/server/graphql/limits.ts';
import { LIKE_COMMENT, ROOT_COMMENTS, VIEWER } from '../../../helpers/documents.ts';

type App = Awaited<ReturnType<typeof memoryApp>>['app'];
const ORIGIN = 'http://localhost:80';
const post = (app: App, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/comments/graphql',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
const like = { query: LIKE_COMMENT, variables: { commentID: '1', locale: 'en' } };

test('answers {data} as JSON, never cached', async () => {
  const { app, close } = await memoryApp();
  const res = await post(app, { query: ROOT_COMMENTS, variables: { postID: '1', locale: 'en' } });
  assert.is(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /^application\/json/);
  assert.is(res.headers['cache-control'], 'no-store');
  assert.is(res.json().data.comments.edges.length, 10);
  await close();
});

test('only application/json: form and text bodies (what a cross-site form can send) are 415s', async () => {
  const { app, db, close } = await memoryApp();
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
    const res = await app.inject({
      method: 'POST',
      url: '/comments/graphql',
      payload: JSON.stringify(like),
      headers: { 'content-type': type, origin: ORIGIN },
    });
    assert.is(res.statusCode, 415, type);
    assert.is(res.json().errors[0].extensions.code, 'UNSUPPORTED_MEDIA_TYPE');
  }
  assert.is(
    (db.prepare("SELECT count(*) AS n FROM votes WHERE visitor NOT LIKE 'seed-%'").get() as { n: number }).n,
    0,
    'no vote but the seed’s',
  );
  await close();
});

test('mutations from another origin are 403s and change nothing; the same origin is fine', async () => {
  const { app, db, close } = await memoryApp();
  const foreign: Record<string, string>[] = [
    { origin: 'http://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { origin: ORIGIN, 'sec-fetch-site': 'same-site' },
  ];
  for (const headers of foreign) {
    const res = await post(app, like, headers);
    assert.is(res.statusCode, 403, JSON.stringify(headers));
    assert.is(res.json().errors[0].extensions.code, 'FORBIDDEN_ORIGIN');
  }
  assert.is(
    (db.prepare("SELECT count(*) AS n FROM votes WHERE visitor NOT LIKE 'seed-%'").get() as { n: number }).n,
    0,
    'no vote but the seed’s',
  );
  const ok = await post(app, like, { origin: ORIGIN, 'sec-fetch-site': 'same-origin' });
  assert.is(ok.json().data.likeComment.id, '1');
  await close();
});

test('mutations past the rate are 429s with Retry-After; queries do not spend from it', async () => {
  const { app, db, close } = await memoryApp({ mutationsPerMinute: 3 });
  const likes = () => (db.prepare('SELECT likes FROM comments WHERE id = 1').get() as { likes: number }).likes;
  const start = likes();
  for (let i = 0; i < 3; i++)
    assert.is(
      (await post(app, like, { origin: ORIGIN, cookie: `porchlight_visitor=visitor-number-${i}-abcdefghijkl` }))
        .statusCode,
      200,
    );
  const refused = await post(app, like, { origin: ORIGIN, cookie: 'porchlight_visitor=visitor-number-9-abcdefghijkl' });
  assert.is(refused.statusCode, 429);
  assert.ok(Number(refused.headers['retry-after']) > 0 && Number(refused.headers['retry-after']) <= 60);
  assert.is(refused.json().errors[0].extensions.code, 'RATE_LIMITED');
  assert.is(likes(), start + 3);
  for (let i = 0; i < 10; i++) assert.is((await post(app, { query: VIEWER })).statusCode, 200);
  await close();
});

test('each mutation field spends one change: a request that would go past the limit runs none of them', async () => {
  const { app, db, close } = await memoryApp({ mutationsPerMinute: 3 });
  const likes = () => db.prepare('SELECT id, likes FROM comments WHERE id IN (1, 2, 3) ORDER BY id').all();
  const two = (a: string, b: string, visitor: string) =>
    post(
      app,
      {
        query: `mutation { a: likeComment(commentID: "${a}", locale: en) { id } b: likeComment(commentID: "${b}", locale: en) { id } }`,
      },
      { origin: ORIGIN, cookie: `porchlight_visitor=visitor-number-${visitor}-abcdefghijkl` },
    );
  assert.is((await two('1', '2', '1')).statusCode, 200, 'two of three');
  const before = likes();
  const refused = await two('2', '3', '2');
  assert.is(refused.statusCode, 429, 'two more would be four');
  assert.is(refused.json().errors[0].extensions.code, 'RATE_LIMITED');
  assert.is(refused.json().data, undefined);
  assert.equal(likes(), before, 'neither like of the refused request was counted');
  await close();
});

test('uncached reads spend what they may cost; answers from the cache spend nothing', async () => {
  const page = readCostOf(ROOT_COMMENTS);
  const viewer = readCostOf(VIEWER);
  // Room for three pages and the viewer's question, and not quite for a fourth page.
  const { app, close } = await memoryApp({ readCostPerMinute: 4 * page + viewer - 1 });
  const read = (postID: string) => post(app, { query: ROOT_COMMENTS, variables: { postID, locale: 'en' } });
  // The answer cache keeps an answer from its second asking: two runs are charged, the ten after them are not.
  for (let i = 0; i < 12; i++) assert.is((await read('1')).statusCode, 200, `ask ${i}`);
  assert.is((await read('2')).statusCode, 200);
  assert.is((await post(app, { query: VIEWER })).statusCode, 200);
  const refused = await read('3');
  assert.is(refused.statusCode, 429);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.is(refused.headers['cache-control'], 'no-store');
  assert.is(refused.json().errors[0].extensions.code, 'RATE_LIMITED');
  assert.match(
    refused.json().errors[0].message,
    /^This address has read too much in the last minute; try again in \d+ s\.$/,
  );
  assert.is((await read('1')).statusCode, 200, 'a cached answer is still served');
  await close();
});

test('a body past 64 KiB is a 413, malformed JSON a 400, both in the API’s error shape', async () => {
  const { app, close } = await memoryApp();
  const big = await post(app, {
    query: ROOT_COMMENTS,
    variables: { postID: '1', locale: 'en', pad: 'x'.repeat(70 * 1024) },
  });
  assert.is(big.statusCode, 413);
  assert.match(big.json().errors[0].message, /larger than 64 KiB/);
  const bad = await post(app, '{"query": ');
  assert.is(bad.statusCode, 400);
  assert.is(bad.json().errors[0].message, 'The body is not valid JSON.');
  await close();
});

test('a vote remembers the visitor in an HttpOnly, SameSite=Lax cookie scoped to /comments; __Host- and Secure behind https', async () => {
  const { app, close } = await memoryApp({ trustProxy: 1 });
  const res = await post(app, like, {
    origin: 'https://blog.example',
    host: 'blog.example',
    'x-forwarded-proto': 'https',
  });
  assert.is(res.statusCode, 200);
  const cookies = (name: string, response: typeof res) =>
    [response.headers['set-cookie'] ?? []].flat().filter((line) => line.startsWith(`${name}=`));
  const [cookie] = cookies('__Host-porchlight_visitor', res);
  assert.match(
    cookie!,
    /^__Host-porchlight_visitor=[A-Za-z0-9_-]{32}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
  );
  // A change made: the writer reads uncached for longer than any instance keeps an answer.
  assert.equal(cookies('__Host-porchlight_wrote', res), [
    '__Host-porchlight_wrote=1; Max-Age=3; Path=/; HttpOnly; Secure; SameSite=Lax',
  ]);
  const visitor = cookie!.split(';')[0]!;
  const again = await post(app, like, {
    origin: 'https://blog.example',
    host: 'blog.example',
    'x-forwarded-proto': 'https',
    cookie: visitor,
  });
  assert.equal(cookies('__Host-porchlight_visitor', again), [], 'a known visitor keeps its cookie');
  assert.is(again.json().data.likeComment.likes, res.json().data.likeComment.likes, 'and its one vote');
  // Over https a bare name is never read: anyone on a neighbouring subdomain or on plain http could have
  // planted it. Its bearer is a new visitor, given a prefixed id of its own, never the planted one.
  const bare = `porchlight_visitor=${visitor.split('=')[1]}`;
  const planted = await post(app, like, {
    origin: 'https://blog.example',
    host: 'blog.example',
    'x-forwarded-proto': 'https',
    cookie: bare,
  });
  assert.is(planted.json().data.likeComment.likes, res.json().data.likeComment.likes + 1, 'a new visitor’s vote');
  const [fresh] = cookies('__Host-porchlight_visitor', planted);
  assert.ok(fresh && fresh !== cookie, 'a visitor id of its own');
  const plain = await post(app, like, { origin: ORIGIN });
  assert.not.match(cookies('porchlight_visitor', plain)[0]!, /Secure/);
  await close();
});

test('a forged visitor cookie is replaced, not trusted', async () => {
  const { app, close } = await memoryApp();
  const res = await post(app, like, { origin: ORIGIN, cookie: 'porchlight_visitor=<script>' });
  assert.is(res.statusCode, 200);
  assert.match(res.headers['set-cookie'] as string, /^porchlight_visitor=[A-Za-z0-9_-]{32};/);
  await close();
});

test('a mutation shows at once in the next anonymous query, cached or not', async () => {
  const { app, close } = await memoryApp();
  const root = { query: ROOT_COMMENTS, variables: { postID: '1', locale: 'en' } };
  const popularity = async () => (await post(app, root)).json().data.comments.edges[0].node.popularity as number;
  const before = await popularity();
  assert.is(await popularity(), before);
  const first = (await post(app, root)).json().data.comments.edges[0].node.id;
  await post(app, { query: LIKE_COMMENT, variables: { commentID: first, locale: 'en' } }, { origin: ORIGIN });
  assert.is(await popularity(), before + 1);
  await close();
});

test('a signed-in viewer never gets an anonymous answer', async () => {
  const { app, close } = await memoryApp();
  assert.is((await post(app, { query: VIEWER })).json().data.viewer, null);
  const signIn = await app.inject({
    method: 'POST',
    url: '/comments/en/fetch/user',
    payload: 'email=reader%40porchlight.test&password=sourdough-1800',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });
  const cookie = (signIn.headers['set-cookie'] as string).split(';')[0]!;
  assert.is((await post(app, { query: VIEWER }, { cookie })).json().data.viewer.name, 'Sam Okafor');
  await close();
});

test('a resolver failing on the database answers a generic INTERNAL_SERVER_ERROR; the cause is logged, not sent', async () => {
  // Failures only (level 50 and up): a build-less checkout also logs that dist/widgets is missing.
  const logged: { level: number; err?: { message: string; code?: string } }[] = [];
  const stream = { write: (line: string) => void (JSON.parse(line).level >= 50 && logged.push(JSON.parse(line))) };
  const { app, store, close } = await memoryApp({ logger: { level: 'warn', stream } });
  const busy = Object.assign(new Error('SQLITE_BUSY: database is locked (data/porchlight.db)'), {
    code: 'SQLITE_BUSY',
  });
  store.listComments = async () => {
    throw busy;
  };
  const res = await post(app, { query: ROOT_COMMENTS, variables: { postID: '1', locale: 'en' } });
  const [error, ...more] = res.json().errors;
  assert.is(more.length, 0);
  assert.is(error.message, 'Internal server error.');
  assert.equal(error.extensions, { code: 'INTERNAL_SERVER_ERROR' });
  assert.equal(error.path, ['comments']);
  assert.not.match(res.body, /SQLITE|locked|porchlight\.db/);
  assert.is(logged.length, 1, 'the original error is logged, once');
  assert.is(logged[0]!.err?.code, 'SQLITE_BUSY', JSON.stringify(logged));
  // Errors the API means keep their message and code, and are not logged as failures.
  const missing = (await post(app, { query: ROOT_COMMENTS, variables: { postID: '999', locale: 'en' } })).json()
    .errors[0];
  assert.is(missing.extensions.code, 'NOT_FOUND');
  assert.is.not(missing.message, 'Internal server error.');
  assert.is(logged.length, 1);
  await close();
});

test.run();
