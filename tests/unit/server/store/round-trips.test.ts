import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../../../src/server/app.ts';
import { createStandInVerifier } from '../../../../src/server/captcha/verifier.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../../../src/demo/seed.ts';
import { countedPostgres } from '../../../helpers/counted-postgres.ts';
import { ADD_COMMENT, LIKE_COMMENT, ROOT_COMMENTS } from '../../../helpers/documents.ts';
import { passToken } from '../../../helpers/graphql.ts';
import { DELETE_COMMENT } from '../../../../src/shared/api/own-comment.ts';

// What a reader's request costs PostgreSQL, in round trips through the whole app (docs/self-hosting.md "Running
// on PostgreSQL"): the engine meant for several instances pays a network round trip for each statement that
// SQLite runs in-process. A like by a new reader, an uncached read of a post's first page, an anonymous comment and
// an author's deletion, each counted where the statements leave for the server, BEGIN and COMMIT among them.

let counted: Awaited<ReturnType<typeof countedPostgres>>;
let app: Awaited<ReturnType<typeof createApp>>;

test.before(async () => {
  counted = await countedPostgres();
  await seedDemo(counted.store);
  // The server's forgetting (retention.ts) sweeps once as the app gets ready, beside the first requests: its
  // statements are no request's, and on a busy machine they would land in a counted one.
  const store = {
    ...counted.store,
    eraseAddressesBefore: async () => 0,
    dropStaleHeld: async () => 0,
    dropStaleRejected: async () => 0,
  };
  app = await createApp({ store, captcha: createStandInVerifier() });
});

test.after(async () => {
  await app?.close();
  await counted?.close();
});

const graphql = (query: string, variables: Record<string, unknown>, address: string, cookie = '') =>
  app.inject({
    method: 'POST',
    url: '/comments/graphql',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:80', cookie },
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

test('a like by a new reader is 3 round trips: its address’s change limit, the comment with its post and blog, the vote', async () => {
  await sentBy(() => graphql(LIKE_COMMENT, { commentID: '5', locale: 'en' }, '10.0.0.1'));
  const sent = await sentBy(() => graphql(LIKE_COMMENT, { commentID: '20', locale: 'en' }, '10.0.0.2'));
  assert.is(sent.length, 3, sent.join('\n'));
  assert.match(sent[2]!, /cast_vote/, 'the vote, its address’s allowance and its counts in one statement');
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

/** An anonymous comment on post 2 by `email`; a writer whose e-mail has a comment shown on the blog is shown at once. */
const anonymous = (address: string, email: string) => () =>
  graphql(
    ADD_COMMENT,
    {
      comment: 'Counted, round trip by round trip',
      commentID: null,
      locale: 'en',
      postID: '2',
      recaptcha: passToken(),
      user: { name: 'Counting Reader', email, website: null },
    },
    address,
  );

test('an anonymous comment shown at once is 5 round trips, the comment and the deliveries of the webhooks told of it one statement', async () => {
  await counted.store.addComment({
    postId: '1',
    parentId: null,
    threadId: null,
    accountId: null,
    name: 'Counting Reader',
    email: 'known@example.com',
    website: null,
    body: 'Shown before',
    isVisible: true,
  });
  await sentBy(anonymous('10.0.2.1', 'known@example.com'));
  const sent = await sentBy(anonymous('10.0.2.2', 'known@example.com'));
  assert.is(sent.length, 5, sent.join('\n'));
  assert.not.ok(sent.includes('BEGIN'), 'no transaction of several round trips');
  assert.match(sent.at(-1)!, /^WITH written AS \(INSERT INTO comments/);

  const hook = await counted.store.addWebhook({
    blogId: '1',
    url: 'http://127.0.0.1:9/counted',
    secret: 'whsec_c2VjcmV0',
    events: ['comment.posted', 'comment.held'],
    format: 'standard',
  });
  const told = await sentBy(anonymous('10.0.2.3', 'known@example.com'));
  assert.equal(told, sent, 'the same statements with a webhook told of it');
  const queued = () => counted.store.readRows('webhook_deliveries').then((rows) => rows.length);
  assert.is(await queued(), 1, 'its delivery queued');

  // A first comment waits: its count against the held queue's quotas and the write it allows are one transaction.
  const held = await sentBy(anonymous('10.0.2.4', 'new@example.com'));
  assert.is(held.length, 9, held.join('\n'));
  assert.is(held.filter((text) => text === 'BEGIN').length, 1);
  assert.is(await queued(), 2, 'its delivery queued');
  await counted.store.removeWebhook(hook.id);
});

test('an author’s deletion is 4 round trips: its change limit, the session, the comment with its post and blog, and the deletion with its webhooks’ deliveries in one statement', async () => {
  const signIn = await app.inject({
    method: 'POST',
    url: '/comments/en/fetch/user',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
    remoteAddress: '10.0.3.1',
    payload: new URLSearchParams(DEMO_ACCOUNTS.author).toString(),
  });
  const cookie = [signIn.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');
  assert.match(cookie, /=/, signIn.body);
  const removable = await Promise.all(
    ['first', 'second', 'third'].map((body) =>
      counted.store.addComment({
        postId: '1',
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'Removable Reader',
        email: null,
        website: null,
        body,
        isVisible: true,
      }),
    ),
  );
  const remove = (n: number) => () =>
    graphql(DELETE_COMMENT, { commentID: removable[n]!.id, locale: 'en' }, '10.0.3.1', cookie);
  await sentBy(remove(0));
  const sent = await sentBy(remove(1));
  assert.is(sent.length, 4, sent.join('\n'));
  assert.not.ok(sent.includes('BEGIN'), 'no transaction of several round trips');
  assert.match(
    sent.at(-1)!,
    /^WITH kept AS \( ?UPDATE comments/,
    'the deletion, or a rejection the blog keeps, in one statement',
  );

  const hook = await counted.store.addWebhook({
    blogId: null,
    url: 'http://127.0.0.1:9/counted',
    secret: 'whsec_c2VjcmV0',
    events: ['comment.deleted'],
    format: 'standard',
  });
  assert.equal(await sentBy(remove(2)), sent, 'the same statements with a webhook told of it');
  assert.is((await counted.store.readRows('webhook_deliveries')).length, 1, 'its delivery queued');
  await counted.store.removeWebhook(hook.id);
});

test('an approval and an edit are one statement each, their webhooks’ deliveries in it; a writer’s own deletion 5 with its row lock', async () => {
  const hook = await counted.store.addWebhook({
    blogId: null,
    url: 'http://127.0.0.1:9/counted',
    secret: 'whsec_c2VjcmV0',
    events: ['comment.approved', 'comment.edited', 'comment.deleted'],
    format: 'standard',
  });
  const written = {
    postId: '3',
    parentId: null,
    threadId: null,
    accountId: null,
    name: 'Counted Writer',
    email: null,
    website: null,
    body: 'waits',
    isVisible: false,
  };
  const held = await counted.store.addComment(written);
  const shown = await counted.store.addComment({ ...written, isVisible: true });
  const statements = async (write: () => Promise<unknown>) => {
    counted.sent();
    assert.ok(await write());
    return counted.sent().map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 40));
  };
  assert.equal(await statements(() => counted.store.approveComment(held.id)), [
    'WITH written AS (UPDATE comments SET is_',
  ]);
  assert.equal(await statements(() => counted.store.editComment(shown.id, 'edited', true)), [
    'WITH written AS (UPDATE comments SET bod',
  ]);
  // The row locked before its answers are looked for: one written meanwhile finds its parent kept.
  const deleted = await statements(() => counted.store.deleteOwnComment(shown.id));
  assert.is(deleted.length, 5, deleted.join('\n'));
  assert.equal([deleted[0], deleted[4]], ['BEGIN', 'COMMIT']);
  assert.is((await counted.store.readRows('webhook_deliveries')).length, 3, 'each one queued');
  await counted.store.removeWebhook(hook.id);
});

test.run();
