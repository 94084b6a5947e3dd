import { rowId } from '../row-id.ts';
import { PRUNE_ADDRESS_VOTES_EVERY } from '../rows.ts';
import type { VoteStore } from '../store.ts';
import { castsNewVote, voteChange, voteDay } from '../vote-rule.ts';
import type { PostgresConnection } from './connection.ts';

/** Readers' votes and their addresses' allowances, on PostgreSQL. */
export function createPostgresVotes(db: PostgresConnection): VoteStore {
  let addressVotesSincePrune = 0;
  return {
    async vote(commentId, visitor, action, needCancel, address = null) {
      const id = rowId(commentId);
      if (id === null) return { ok: false, reason: 'unknown' };
      if (address && ++addressVotesSincePrune >= PRUNE_ADDRESS_VOTES_EVERY) {
        addressVotesSincePrune = 0;
        await db.query('DELETE FROM address_votes WHERE day < $1', [voteDay(address.now)]);
      }
      // The rule's answer for each vote the visitor may hold now: the database picks the one that holds once the
      // comment's row is locked (cast_vote, migration 17), so votes on one comment take turns across every instance,
      // none lost or counted twice, in one round trip.
      const rule = Object.fromEntries(
        ([null, 'like', 'dislike'] as const).map((held) => {
          const change = voteChange(held, action, needCancel);
          return [
            held ?? 'none',
            typeof change === 'string'
              ? { outcome: change }
              : { outcome: 'change', ...change, casts: castsNewVote(held, change) },
          ];
        }),
      );
      const row = await db.one<{ outcome: string; likes: number; dislikes: number }>(
        'SELECT outcome, likes, dislikes FROM cast_vote($1, $2, $3, $4, $5, $6)',
        [id, visitor, rule, address?.hash ?? null, address ? voteDay(address.now) : null, address?.perDay ?? null],
      );
      const { outcome, likes, dislikes } = row!;
      if (outcome === 'unknown' || outcome === 'conflict' || outcome === 'address-limit')
        return { ok: false, reason: outcome };
      return { ok: true, counts: { id: String(id), likes, dislikes } };
    },
  };
}
