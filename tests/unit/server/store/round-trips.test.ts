import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../../../src/server/app.ts';
import { createStandInVerifier } from '../../../../src/server/captcha/verifier.ts';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { countedPostgres } from '../../../helpers/counted-postgres.ts';
import { LIKE_COMMENT, ROOT_COMMENTS } from '../../../helpers/documents.ts';

// What a reader's request costs PostgreSQL, in round trips through the whole app (docs/self-hosting.md "Running
// on PostgreSQL"): the engine meant for several instances pays a network round trip for each statement that
// SQLite runs in-process. A like by a new reader and an uncached read of a post's first page, each counted
// where the statements leave for the server, BEGIN and COMMIT among them.

let counted: Awaited<ReturnType<typeof countedPostgres>>;
let app: Awaited<ReturnType<typeof createApp>>;

test.before(async () => {
  counted = await countedPostgres();
  await seedDemo(counted.store);
  app = await createApp({ store: counted.store, captcha: createStandInVerifier() });
});

test.after(async () => {
  await app?.close();
  await counted?.close();
});

const graphql = (query: string, variables: Record<string, unknown>, address: string) =>
  app.inject({
    method: 'POST',
    url: '/comments/graphql',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
    remoteAddress: address,
    payload: JSON.stringify({ query, variables }),
  });

/** What one request sent, its statements' first words, after a first request of the same kind warmed the app. */
async function sentBy(request: () => Promise<{ statusCode: number; body: string }>) {
  counted.sent();
  const answer = await request();
  assert.is(answer.statusCode, 200, answer.body);
  assert.not.match(answer.body, /"errors"/);
  return counted.sent().map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 60));
}

test('a like by a new reader is 4 round trips: its address’s change limit, the comment, its post with its blog, the vote', async () => {
  await sentBy(() => graphql(LIKE_COMMENT, { commentID: '5', locale: 'en' }, '10.0.0.1'));
  const sent = await sentBy(() => graphql(LIKE_COMMENT, { commentID: '20', locale: 'en' }, '10.0.0.2'));
  assert.is(sent.length, 4, sent.join('\n'));
  assert.match(sent[3]!, /cast_vote/, 'the vote, its address’s allowance and its counts in one statement');
  assert.not.ok(sent.includes('BEGIN'), 'no transaction of several round trips');
});

test('an uncached read of a post’s first page is 3 round trips, none a write', async () => {
  await sentBy(() => graphql(ROOT_COMMENTS, { postID: '2', locale: 'en' }, '10.0.1.1'));
  const sent = await sentBy(() => graphql(`${ROOT_COMMENTS} # uncached`, { postID: '3', locale: 'en' }, '10.0.1.2'));
  assert.is(sent.length, 3, sent.join('\n'));
  assert.ok(
    sent.every((text) => text.startsWith('SELECT')),
    'the read budget is tallied here, not written per read',
  );
});

test.run();
