import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createGraphql, dataOf, type FetchLike } from '../../../../src/shared/api/graphql.ts';

const fakeFetch = (status: number, statusText: string, body: unknown) => {
  const calls: [string, Parameters<FetchLike>[1]][] = [];
  const fetchFn: FetchLike = async (url, init) => {
    calls.push([url, init]);
    return { ok: status >= 200 && status < 300, status, statusText, json: async () => body };
  };
  return { fetchFn, calls };
};

test('POSTs {query, variables} as JSON to the endpoint and returns {data, errors}', async () => {
  const { fetchFn, calls } = fakeFetch(200, 'OK', { data: { x: 1 } });
  const answer = await createGraphql(fetchFn, '/comments/graphql')('query Q { x }', { a: 1 });
  assert.equal(answer, { data: { x: 1 } });
  assert.is(calls[0]![0], '/comments/graphql');
  assert.is(calls[0]![1].method, 'POST');
  assert.is(calls[0]![1].headers['Content-Type'], 'application/json');
  assert.equal(JSON.parse(calls[0]![1].body), { query: 'query Q { x }', variables: { a: 1 } });
});

test('a non-2xx status raises "{status}: {statusText}"', async () => {
  const { fetchFn } = fakeFetch(503, 'Service Unavailable', {});
  try {
    await createGraphql(fetchFn, '/g')('query Q { x }');
    assert.unreachable();
  } catch (error) {
    assert.is((error as Error).message, '503: Service Unavailable');
  }
});

test('a 429 answers what its body says (when to try again); one with no JSON body, from a proxy, raises "429: …"', async () => {
  const refused = { errors: [{ message: 'Too many changes from here.', extensions: { retryAfter: 60 } }] };
  assert.equal(
    await createGraphql(fakeFetch(429, 'Too Many Requests', refused).fetchFn, '/g')('query Q { x }'),
    refused,
  );
  const fetchFn: FetchLike = async () => ({
    ok: false,
    status: 429,
    statusText: 'Too Many Requests',
    json: async () => JSON.parse('<html>slow down</html>'),
  });
  await createGraphql(
    fetchFn,
    '/g',
  )('query Q { x }').then(
    () => assert.unreachable(),
    (error: Error) => assert.is(error.message, '429: Too Many Requests'),
  );
});

test('a network failure rejects as fetch did', async () => {
  const graphql = createGraphql(async () => Promise.reject(new TypeError('Failed to fetch')), '/g');
  await graphql('query Q { x }').then(
    () => assert.unreachable(),
    (error) => assert.is(error.message, 'Failed to fetch'),
  );
});

test('a call with no answer within the limit is aborted and rejects; one that answers in time is not', async () => {
  const signals: AbortSignal[] = [];
  const hanging: FetchLike = (_url, init) =>
    new Promise((_resolve, reject) => {
      signals.push(init.signal);
      init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  await createGraphql(
    hanging,
    '/g',
    20,
  )('query Q { x }').then(
    () => assert.unreachable(),
    (error) => assert.is(error.name, 'AbortError'),
  );
  assert.ok(signals[0]!.aborted);
  const { fetchFn, calls } = fakeFetch(200, 'OK', { data: { x: 1 } });
  await createGraphql(fetchFn, '/g', 20)('query Q { x }');
  await new Promise((resolve) => setTimeout(resolve, 40));
  assert.is(calls[0]![1].signal.aborted, false, 'the timer is cleared once the answer is read');
});

test('a body that never finishes is bounded too', async () => {
  const slowBody: FetchLike = async (_url, init) => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    json: () =>
      new Promise((_resolve, reject) =>
        init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  });
  await createGraphql(
    slowBody,
    '/g',
    20,
  )('query Q { x }').then(
    () => assert.unreachable(),
    (error) => assert.is(error.name, 'AbortError'),
  );
});

test('dataOf: data when clean, the first error message otherwise', async () => {
  assert.equal(await dataOf(Promise.resolve({ data: { a: 1 } })), { a: 1 });
  await dataOf(Promise.resolve({ data: null, errors: [{ message: 'unknown post' }, { message: 'second' }] })).then(
    () => assert.unreachable(),
    (e) => assert.is(e.message, 'unknown post'),
  );
  await dataOf(Promise.resolve({})).then(
    () => assert.unreachable(),
    (e) => assert.is(e.message, 'empty answer'),
  );
});

test.run();
