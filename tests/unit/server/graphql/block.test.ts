import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../../../../src/demo/seed.ts';
import { passToken, resolverHarness, type ResolverHarness } from '../../../helpers/graphql.ts';

// Blocking (docs/moderation.md "Blocking"): the blog's author blocks a writer by e-mail
// or by the address a comment came from, for so many days; a blocked
// writer's comments wait for moderation, and they are told only that.

const ADD = `mutation addComment($comment: String!, $locale: Locale!, $postID: ID!, $recaptcha: String, $user: CommentUserInput!) {
  addComment(comment: $comment, locale: $locale, postID: $postID, recaptcha: $recaptcha, user: $user) { id isVisible }
}`;
const BLOCK = `mutation B($commentID: ID!, $by: BlockKind!, $days: Int!) { blockWriter(commentID: $commentID, locale: en, by: $by, days: $days) { until } }`;
type Answer = {
  data: Record<string, Record<string, unknown>> | null;
  errors?: { message: string; extensions: { code: string } }[];
};

async function write(h: ResolverHarness, email: string, address: string) {
  const result = (await h.run(
    ADD,
    { postID: '3', locale: 'en', comment: 'hello there', user: { name: 'Troll', email }, recaptcha: await passToken() },
    { addressHash: address },
  )) as unknown as Answer;
  assert.is(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.addComment as { id: string; isVisible: boolean };
}
const refusal = (result: unknown) => {
  const { errors } = result as Answer;
  return errors && `${errors[0]!.extensions.code}: ${errors[0]!.message}`;
};

test('the author blocks by e-mail: that writer’s next comments wait, from any address; others’ do not', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  const author = (await h.store.findAccountByEmail(DEMO_ACCOUNTS.author.email))!;
  const first = await write(h, 'troll@example.org', 'hash-a');
  assert.ok(first.isVisible);
  const blocked = (
    (await h.run(BLOCK, { commentID: first.id, by: 'email', days: 7 }, { viewer: author })) as unknown as Answer
  ).data!.blockWriter!;
  assert.ok(
    Math.abs(Date.parse(blocked.until as string) - (Date.now() + 7 * 86_400_000)) < 60_000,
    String(blocked.until),
  );
  assert.is(
    (await write(h, 'TROLL@example.org', 'hash-b')).isVisible,
    false,
    'the same e-mail in another case, from elsewhere: waits',
  );
  assert.is((await write(h, 'friend@example.org', 'hash-a')).isVisible, true, 'someone else from that address: shown');
});

test('the author blocks by address: comments from it wait, whatever the e-mail; a comment without a known address cannot be', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  const author = (await h.store.findAccountByEmail(DEMO_ACCOUNTS.author.email))!;
  const first = await write(h, 'a@example.org', 'hash-a');
  assert.is(await h.store.commentAddressHash(first.id), 'hash-a', 'kept as the route hashed it');
  await h.run(BLOCK, { commentID: first.id, by: 'address', days: 1 }, { viewer: author });
  assert.is((await write(h, 'new-name@example.org', 'hash-a')).isVisible, false);
  assert.is((await write(h, 'a2@example.org', 'hash-z')).isVisible, true);
  const seeded = (await h.store.listComments('1', { after: null, limit: 1 })).items[0]!;
  assert.is(
    refusal(await h.run(BLOCK, { commentID: seeded.id, by: 'address', days: 1 }, { viewer: author })),
    'BAD_USER_INPUT: Where this comment came from is not known: it cannot be blocked by address.',
  );
});

test('only the blog’s author blocks; days from 1 to 365; nothing is blocked by a refusal', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  const author = (await h.store.findAccountByEmail(DEMO_ACCOUNTS.author.email))!;
  const reader = (await h.store.findAccountByEmail(DEMO_ACCOUNTS.reader.email))!;
  const first = await write(h, 'x@example.org', 'hash-x');
  for (const as of [{}, { viewer: reader }])
    assert.is(
      refusal(await h.run(BLOCK, { commentID: first.id, by: 'email', days: 7 }, as)),
      'FORBIDDEN: Only the blog’s author can moderate its comments.',
    );
  for (const days of [0, 366, -3])
    assert.is(
      refusal(await h.run(BLOCK, { commentID: first.id, by: 'email', days }, { viewer: author })),
      'BAD_USER_INPUT: Block for a whole number of days from 1 to 365.',
      String(days),
    );
  assert.is(
    refusal(await h.run(BLOCK, { commentID: '999999', by: 'email', days: 7 }, { viewer: author }))?.split(':')[0],
    'NOT_FOUND',
  );
  assert.is(h.count('SELECT count(*) AS n FROM blocks'), 0);
  assert.is((await write(h, 'x@example.org', 'hash-x')).isVisible, true);
});

test.run();
