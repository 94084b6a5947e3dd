import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SendVote } from '../../../../../src/shared/api/votes.ts';
import type { LikeResult, VoteMutation } from '../../../../../src/shared/api/types.ts';
import type { CommentsApi } from '../../../../../src/shared/api/comments.ts';
import { createCommentsStore } from '../../../../../src/shared/comments/comments-store.ts';
import {
  createVotesStore,
  transition,
  type VoteState,
} from '../../../../../src/widgets/comments/interactive/votes-store.ts';
import { deferred, fakeCookies, node, page } from '../../../../helpers/comment-fakes.ts';

const LIKE = 'ob_comment_like_42_7';
const DISLIKE = 'ob_comment_dislike_42_7';

async function setup(
  cookieJar: Record<string, string>,
  popularity: number,
  answer: (mutation: VoteMutation) => Promise<LikeResult>,
) {
  const api = {
    rootComments: async () => ({
      viewer: null,
      comments: { ...page([node('7', { popularity })]), commentsOverblogAllowedVotes: true },
    }),
  } as unknown as CommentsApi;
  const comments = createCommentsStore({ api, postId: '42', locale: 'fr' });
  await comments.load();
  const calls: [VoteMutation, Record<string, unknown>][] = [];
  const send: SendVote = (mutation, variables) => (calls.push([mutation, variables]), answer(mutation));
  const { cookies, writes } = fakeCookies(cookieJar);
  const votes = createVotesStore({ send, cookies, postId: '42', locale: 'fr' });
  return { comment: comments.comments.value[0]!, votes, calls, writes };
}

const ok = (popularity: number) => async () => ({ id: '7', likes: 0, dislikes: 0, popularity });

test('the state comes from the cookies: like true, dislike true, or neutral', async () => {
  assert.is((await setup({ [LIKE]: 'true' }, 0, ok(0))).votes.voteOf('7').state.value, 'liked');
  assert.is((await setup({ [DISLIKE]: 'true', [LIKE]: 'false' }, 0, ok(0))).votes.voteOf('7').state.value, 'disliked');
  assert.is((await setup({ [LIKE]: 'false' }, 0, ok(0))).votes.voteOf('7').state.value, 'neutral');
});

// A vote's six transitions: call, needCancel, state after, cookies written.
const SIX: [VoteState, 'like' | 'dislike', VoteMutation, boolean | undefined, VoteState, [string, string][]][] = [
  ['neutral', 'like', 'likeComment', false, 'liked', [[LIKE, 'true']]],
  ['liked', 'like', 'cancelLike', undefined, 'neutral', [[LIKE, 'false']]],
  [
    'disliked',
    'like',
    'likeComment',
    true,
    'liked',
    [
      [LIKE, 'true'],
      [DISLIKE, 'false'],
    ],
  ],
  ['neutral', 'dislike', 'dislikeComment', false, 'disliked', [[DISLIKE, 'true']]],
  ['disliked', 'dislike', 'cancelDislike', undefined, 'neutral', [[DISLIKE, 'false']]],
  [
    'liked',
    'dislike',
    'dislikeComment',
    true,
    'disliked',
    [
      [LIKE, 'false'],
      [DISLIKE, 'true'],
    ],
  ],
];

for (const [from, action, mutation, needCancel, to, cookies] of SIX) {
  test(`${from} + ${action} → ${to}: one ${mutation} call${needCancel ? ' with needCancel' : ''}, cookies ${cookies.map((c) => c.join('=')).join(', ')}`, async () => {
    const jar: Record<string, string> =
      from === 'liked' ? { [LIKE]: 'true' } : from === 'disliked' ? { [DISLIKE]: 'true' } : {};
    const { comment, votes, calls, writes } = await setup(jar, 5, ok(9));
    assert.ok(await votes.vote(comment, action));
    const expected: Record<string, unknown> = { commentID: '7', locale: 'fr' };
    if (needCancel !== undefined) expected.needCancel = needCancel;
    assert.equal(calls, [[mutation, expected]]);
    assert.is(votes.voteOf('7').state.value, to);
    assert.is(comment.popularity.value, 9, 'the popularity shown is the server’s');
    assert.equal(
      writes,
      cookies.map(([name, value]) => [name, value, 6]),
    );
  });
}

test('transition table: exactly the two switches carry needCancel: true', () => {
  const states: VoteState[] = ['neutral', 'liked', 'disliked'];
  const switches = states
    .flatMap((s) => (['like', 'dislike'] as const).map((a) => transition(s, a)))
    .filter((t) => t.needCancel);
  assert.is(switches.length, 2);
});

test('optimistic: the new state and score show while the call is in flight; a second press is ignored', async () => {
  const answer = deferred<LikeResult>();
  const { comment, votes, calls } = await setup({ [DISLIKE]: 'true' }, 3, () => answer.promise);
  const pending = votes.vote(comment, 'like');
  assert.is(votes.voteOf('7').state.value, 'liked');
  assert.is(comment.popularity.value, 5);
  assert.is(votes.voteOf('7').pending.value, true);
  assert.is(await votes.vote(comment, 'dislike'), false);
  answer.resolve({ id: '7', likes: 4, dislikes: 0, popularity: 4 });
  assert.ok(await pending);
  assert.is(comment.popularity.value, 4);
  assert.is(calls.length, 1);
});

test('an answer with errors: state and score rolled back, the error flag raised, no cookie written', async () => {
  const { comment, votes, writes } = await setup({ [LIKE]: 'true' }, 3, () =>
    Promise.reject(new Error('votes are closed')),
  );
  const warn = console.warn;
  console.warn = () => {};
  assert.is(await votes.vote(comment, 'dislike'), false);
  console.warn = warn;
  const vote = votes.voteOf('7');
  assert.is(vote.state.value, 'liked');
  assert.is(comment.popularity.value, 3);
  assert.is(vote.failed.value, true);
  assert.is(vote.pending.value, false);
  assert.equal(writes, []);
});

test('the error flag clears on the next attempt', async () => {
  let fail = true;
  const { comment, votes } = await setup({}, 0, async () => {
    if (fail) throw new Error('500: Internal Server Error');
    return { id: '7', likes: 1, dislikes: 0, popularity: 1 };
  });
  const warn = console.warn;
  console.warn = () => {};
  await votes.vote(comment, 'like');
  console.warn = warn;
  assert.is(votes.voteOf('7').failed.value, true);
  fail = false;
  const next = votes.vote(comment, 'like');
  assert.is(votes.voteOf('7').failed.value, false);
  assert.ok(await next);
});

test.run();
