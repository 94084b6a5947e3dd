import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CANCEL_LIKE, DISLIKE_COMMENT, LIKE_COMMENT } from '../../src/shared/api/votes.ts';
import { ENGINES, graphql, startTarget, type HostileTarget } from '../helpers/hostile.ts';

/**
 * Vote stuffing (docs/self-hosting.md "Votes from one address"): a request without the visitor cookie is a new voter, so one
 * address could move a comment as far as it liked. The per-minute change limit is raised out of the way here:
 * what must stop the votes is the per-comment allowance, not the rate.
 */
const LIMITS = { RATE_LIMIT_MUTATIONS: '1000' };

/** The shown top-level comments of post 1, as the store has them. */
const commentsOfPost = async (target: HostileTarget) =>
  (await target.store.listComments('1', { after: null, limit: 10 })).items;

const countsOf = async (target: HostileTarget, id: string) => {
  const comment = (await target.store.getComment(id))!;
  return { likes: comment.likes, dislikes: comment.dislikes };
};

/** The visitor rows the store holds for a comment: one per vote it counts. */
const votesOn = async (target: HostileTarget, id: string) =>
  (await target.store.readRows('votes')).filter((row) => String(row.comment_id) === id).length;

const like = (target: HostileTarget, commentID: string, headers: Record<string, string> = {}) =>
  graphql(target, LIKE_COMMENT, { commentID, locale: 'en' }, headers);

for (const engine of ENGINES) {
  const test = suite(`votes from one address (${engine})`);
  let target: HostileTarget;
  let strict: HostileTarget;
  test.before(async () => {
    [target, strict] = await Promise.all([
      startTarget(engine, LIMITS),
      startTarget(engine, { ...LIMITS, VOTES_PER_ADDRESS: '3' }),
    ]);
  });
  test.after(async () => {
    await Promise.all([target?.stop(), strict?.stop()]);
  });

  test('50 likes without the visitor cookie move a comment by the allowance (10) and no more', async () => {
    const id = (await commentsOfPost(target))[0]!.id;
    const before = await countsOf(target, id);
    const votesBefore = await votesOn(target, id);
    const answers = [];
    for (let n = 0; n < 50; n++) answers.push(await like(target, id));
    const accepted = answers.filter((answer) => !answer.body.errors);
    assert.is(accepted.length, 10);
    assert.equal(
      accepted.map((answer) => (answer.body.data!.likeComment as { likes: number }).likes),
      Array.from({ length: 10 }, (_, n) => before.likes + n + 1),
    );
    for (const refused of answers.filter((answer) => answer.body.errors)) {
      assert.is(refused.status, 200);
      assert.is(refused.body.errors![0]!.extensions?.code, 'VOTE_LIMIT');
      assert.match(refused.body.errors![0]!.message, /Too many votes on this comment came from your network today/);
    }
    assert.equal(await countsOf(target, id), { likes: before.likes + 10, dislikes: before.dislikes });
    assert.is(await votesOn(target, id), votesBefore + 10);
  });

  test('30 likes and dislikes at once: the counts are exactly the acknowledged votes', async () => {
    const id = (await commentsOfPost(target))[1]!.id;
    const before = await countsOf(target, id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        n % 3 ? like(target, id) : graphql(target, DISLIKE_COMMENT, { commentID: id, locale: 'en' }),
      ),
    );
    const accepted = answers.filter((answer) => !answer.body.errors);
    assert.is(accepted.length, 10);
    assert.ok(
      answers.every((answer) => !answer.body.errors || answer.body.errors[0]!.extensions?.code === 'VOTE_LIMIT'),
    );
    const likes = accepted.filter((answer) => answer.body.data!.likeComment).length;
    assert.equal(await countsOf(target, id), {
      likes: before.likes + likes,
      dislikes: before.dislikes + accepted.length - likes,
    });
  });

  test('VOTES_PER_ADDRESS=3: the fourth new vote is refused and says why; a kept vote can still be cancelled', async () => {
    const id = (await commentsOfPost(strict))[2]!.id;
    const before = await countsOf(strict, id);
    const first = await like(strict, id);
    assert.not.ok(first.body.errors);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
    assert.match(cookie, /^porchlight_visitor=/);
    for (let n = 0; n < 2; n++) assert.not.ok((await like(strict, id)).body.errors);
    const fourth = await like(strict, id);
    assert.is(fourth.status, 200);
    assert.is(fourth.body.data, null);
    assert.is(fourth.body.errors![0]!.extensions?.code, 'VOTE_LIMIT');
    assert.is(
      fourth.body.errors![0]!.message,
      'Too many votes on this comment came from your network today; try again tomorrow.',
    );
    assert.equal(await countsOf(strict, id), { likes: before.likes + 3, dislikes: before.dislikes });
    // The first reader kept their cookie: taking their vote back is no new vote, and goes through.
    const cancelled = await graphql(strict, CANCEL_LIKE, { commentID: id, locale: 'en' }, { cookie });
    assert.not.ok(cancelled.body.errors);
    assert.equal(await countsOf(strict, id), { likes: before.likes + 2, dislikes: before.dislikes });
  });

  test.run();
}
