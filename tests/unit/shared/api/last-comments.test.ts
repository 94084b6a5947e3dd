import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lastCommentsApi, ROOT_LAST_COMMENTS } from '../../../../src/shared/api/last-comments.ts';
import { createGraphql, type FetchLike } from '../../../../src/shared/api/graphql.ts';

const answering = (status: number, body: unknown, statusText = 'OK') => {
  const calls: [string, { method: string; body: string }][] = [];
  const fetcher: FetchLike = async (url, init) => (
    calls.push([url, init]),
    { ok: status < 300, status, statusText, json: async () => body }
  );
  return { fetcher, calls };
};

test('POSTs RootLastComments with blogID and locale as JSON', async () => {
  const { fetcher, calls } = answering(200, { data: { lastComments: [] } });
  assert.equal(await lastCommentsApi(createGraphql(fetcher, '/comments/graphql'))('1', 'fr'), []);
  const [url, init] = calls[0]!;
  assert.is(url, '/comments/graphql');
  assert.is(init.method, 'POST');
  assert.equal(JSON.parse(init.body), { query: ROOT_LAST_COMMENTS, variables: { blogID: '1', locale: 'fr' } });
  assert.match(ROOT_LAST_COMMENTS, /query RootLastComments\(\$blogID: ID!, \$locale: Locale!\)/);
});

test('a non-2xx status rejects with "{status}: {statusText}"', async () => {
  const { fetcher } = answering(500, 'boom', 'Internal Server Error');
  try {
    await lastCommentsApi(createGraphql(fetcher, '/g'))('1', 'en');
    assert.unreachable();
  } catch (error) {
    assert.is((error as Error).message, '500: Internal Server Error');
  }
});

test('GraphQL errors reject with the first message', async () => {
  const { fetcher } = answering(200, { data: null, errors: [{ message: 'unknown blog' }] });
  try {
    await lastCommentsApi(createGraphql(fetcher, '/g'))('9', 'en');
    assert.unreachable();
  } catch (error) {
    assert.is((error as Error).message, 'unknown blog');
  }
});

test.run();
