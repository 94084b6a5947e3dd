import { rowId } from '../row-id.ts';
import { PRUNE_ADDRESS_VOTES_EVERY } from '../rows.ts';
import type { VoteStore } from '../store.ts';
import { castsNewVote, voteChange, voteDay, type VoteKind } from '../vote-rule.ts';
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
      // The comment's row is locked for the read-modify-write: votes on one comment take turns, across
      // every instance on the database, so none is lost or counted twice.
      return db.transaction(async (client) => {
        const locked = await client.query<{ likes: number; dislikes: number }>(
          'SELECT likes, dislikes FROM comments WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!locked.rowCount) return { ok: false, reason: 'unknown' } as const;
        const current =
          (
            await client.query<{ kind: VoteKind }>('SELECT kind FROM votes WHERE comment_id = $1 AND visitor = $2', [
              id,
              visitor,
            ])
          ).rows[0]?.kind ?? null;
        const change = voteChange(current, action, needCancel);
        if (change === 'conflict') return { ok: false, reason: 'conflict' } as const;
        if (change === 'unchanged') return { ok: true, counts: { id: String(id), ...locked.rows[0]! } } as const;
        // A new vote is counted against its address's allowance first, in this transaction: no row comes back when
        // the day's allowance is spent, and then nothing changes. A row of an earlier day starts again at this vote.
        if (address && castsNewVote(current, change)) {
          const counted = await client.query(
            `INSERT INTO address_votes (comment_id, address_hash, day, votes) VALUES ($1, $2, $3, 1)
             ON CONFLICT (comment_id, address_hash) DO UPDATE SET
               votes = CASE WHEN address_votes.day = EXCLUDED.day THEN address_votes.votes + 1 ELSE 1 END,
               day = EXCLUDED.day
             WHERE address_votes.day <> EXCLUDED.day OR address_votes.votes < $4
             RETURNING votes`,
            [id, address.hash, voteDay(address.now), address.perDay],
          );
          if (!counted.rowCount) return { ok: false, reason: 'address-limit' } as const;
        }
        if (change.kind)
          await client.query(
            'INSERT INTO votes (comment_id, visitor, kind) VALUES ($1, $2, $3) ON CONFLICT (comment_id, visitor) DO UPDATE SET kind = EXCLUDED.kind',
            [id, visitor, change.kind],
          );
        else await client.query('DELETE FROM votes WHERE comment_id = $1 AND visitor = $2', [id, visitor]);
        const counts = await client.query<{ likes: number; dislikes: number }>(
          'UPDATE comments SET likes = likes + $1, dislikes = dislikes + $2 WHERE id = $3 RETURNING likes, dislikes',
          [change.likes, change.dislikes, id],
        );
        return { ok: true, counts: { id: String(id), ...counts.rows[0]! } } as const;
      });
    },
  };
}
