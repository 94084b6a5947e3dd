import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CANCEL_LIKE, LIKE_COMMENT, votesApi } from '../../../../src/shared/api/votes.ts';
import type { Graphql } from '../../../../src/shared/api/graphql.ts';

test('sends the named mutation and returns its result; errors reject', async () => {
  const calls: unknown[][] = [];
  const graphql = (async (query: string, variables: unknown) => {
    calls.push([query, variables]);
    return query === CANCEL_LIKE
      ? { data: null, errors: [{ message: 'no vote to cancel' }] }
      : { data: { likeComment: { id: '1', likes: 3, dislikes: 1, popularity: 2 } } };
  }) as Graphql;
  const send = votesApi(graphql);
  assert.equal(await send('likeComment', { commentID: '1', locale: 'en', needCancel: true }), {
    id: '1',
    likes: 3,
    dislikes: 1,
    popularity: 2,
  });
  assert.equal(calls[0], [LIKE_COMMENT, { commentID: '1', locale: 'en', needCancel: true }]);
  await send('cancelLike', { commentID: '1', locale: 'en' }).then(
    () => assert.unreachable(),
    (e) => assert.is(e.message, 'no vote to cancel'),
  );
});

test.run();
