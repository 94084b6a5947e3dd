import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { castsNewVote, voteChange, voteDay } from '../../../../src/server/store/vote-rule.ts';

test('a new vote is one cast where the visitor had none: changing sides and cancelling are not', () => {
  const change = (current: 'like' | 'dislike' | null, action: Parameters<typeof voteChange>[1], needCancel = false) => {
    const made = voteChange(current, action, needCancel);
    if (typeof made === 'string') throw new Error(made);
    return castsNewVote(current, made);
  };
  assert.ok(change(null, 'like'));
  assert.ok(change(null, 'dislike'));
  assert.not.ok(change('like', 'dislike', true), 'the same voter changing sides');
  assert.not.ok(change('like', 'cancelLike'));
  assert.not.ok(change('dislike', 'cancelDislike'));
});

test('votes are counted by the UTC day they are cast on', () => {
  assert.is(voteDay(new Date('2026-03-01T23:59:59.999Z')), '2026-03-01');
  assert.is(voteDay(new Date('2026-03-02T00:00:00.000Z')), '2026-03-02');
  assert.is(voteDay(new Date('2026-03-02T00:30:00.000+01:00')), '2026-03-01');
});

test.run();
