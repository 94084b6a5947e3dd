import { test } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { startPostgres } from '../../../scripts/postgres.mjs';
import { LIKE_COMMENT, ROOT_COMMENTS } from '../../helpers/documents.ts';
import { startServer, type RunningServer } from '../../helpers/server.ts';
import { until } from '../../helpers/until.ts';

// The database goes away while the server serves (a restart, a failover):
// every request is answered 503 with Retry-After and nothing is half-written;
// once it is back, the server serves again without a restart. A cluster of
// its own, since this test stops it.

let cluster: Awaited<ReturnType<typeof startPostgres>>;
let server: RunningServer;

test.before(async () => {
  cluster = await startPostgres();
  server = await startServer({ DATABASE_URL: cluster.url });
});

test.after(async () => {
  await server?.stop();
  cluster?.stop();
});

const graphql = (query: string, variables: Record<string, unknown>) =>
  fetch(`${server.url}/comments/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ query, variables }),
  });

async function likesOf(id: string) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const { rows } = await client.query(
    'SELECT likes, (SELECT count(*)::int FROM votes WHERE comment_id = $1) AS votes FROM comments WHERE id = $1',
    [id],
  );
  await client.end();
  return rows[0] as { likes: number; votes: number };
}

test('away: 503 with Retry-After on the API, the count and the pages, nothing written; back: served again, no restart', async () => {
  assert.is((await graphql(ROOT_COMMENTS, { postID: '1', locale: 'en' })).status, 200);
  const before = await likesOf('5');
  cluster.pause();
  try {
    for (const response of [
      await graphql(ROOT_COMMENTS, { postID: '3', locale: 'en' }),
      await graphql(LIKE_COMMENT, { commentID: '5', locale: 'en' }),
      await fetch(`${server.url}/comments/count?postID=2&callback=c`),
      await fetch(`${server.url}/posts/2`),
    ]) {
      assert.is(response.status, 503, response.url);
      assert.is(response.headers.get('retry-after'), '5', response.url);
    }
    const answer = (await (await graphql(LIKE_COMMENT, { commentID: '5', locale: 'en' })).json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    assert.equal(
      answer.errors.map((error) => error.extensions.code),
      ['UNAVAILABLE'],
    );
    assert.not.match(
      answer.errors[0]!.message,
      /ECONNREFUSED|postgres|127\.0\.0\.1/i,
      'nothing of the database in what the reader gets',
    );
  } finally {
    cluster.resume();
  }
  // The server's pool finds the database back on its own: asked again until it answers, for five seconds.
  await until(async () => (await graphql(ROOT_COMMENTS, { postID: '3', locale: 'en' })).status === 200, {
    every: 100,
    what: 'served again without a restart',
  });
  assert.equal(await likesOf('5'), before, 'the likes refused while away left nothing behind');
  assert.is((await graphql(LIKE_COMMENT, { commentID: '5', locale: 'en' })).status, 200);
  assert.equal(await likesOf('5'), { likes: before.likes + 1, votes: before.votes + 1 });
});

test.run();
