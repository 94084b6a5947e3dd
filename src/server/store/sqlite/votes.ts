import type Database from 'better-sqlite3';
import { rowId } from '../row-id.ts';
import { PRUNE_ADDRESS_VOTES_EVERY } from '../rows.ts';
import type { VoteAction, VoterAddress, VoteStore } from '../store.ts';
import { castsNewVote, voteChange, voteDay, type VoteKind } from '../vote-rule.ts';

/** Readers' votes and their addresses' allowances, on SQLite. */
export function createSqliteVotes(db: Database.Database): VoteStore {
  const q = {
    counts: db.prepare('SELECT id, likes, dislikes FROM comments WHERE id = ?'),
    voteOf: db.prepare('SELECT kind FROM votes WHERE comment_id = ? AND visitor = ?'),
    setVote: db.prepare('INSERT OR REPLACE INTO votes (comment_id, visitor, kind) VALUES (?, ?, ?)'),
    dropVote: db.prepare('DELETE FROM votes WHERE comment_id = ? AND visitor = ?'),
    bump: db.prepare('UPDATE comments SET likes = likes + ?, dislikes = dislikes + ? WHERE id = ?'),
    // One more vote from an address on a comment, unless its day's allowance is spent: no row comes back then.
    // A row of an earlier day starts again at this vote (SET reads the row as it was).
    countAddressVote: db.prepare(
      `INSERT INTO address_votes (comment_id, address_hash, day, votes) VALUES (@comment, @hash, @day, 1)
       ON CONFLICT (comment_id, address_hash) DO UPDATE SET
         votes = CASE WHEN day = excluded.day THEN votes + 1 ELSE 1 END,
         day = excluded.day
       WHERE day <> excluded.day OR votes < @perDay
       RETURNING votes`,
    ),
    pruneAddressVotes: db.prepare('DELETE FROM address_votes WHERE day < ?'),
  };
  let addressVotesSincePrune = 0;

  // A vote moves at most two counters; the whole read-modify-write is one
  // transaction, so simultaneous votes can neither lose nor double a count.
  // A new vote is counted against its address's allowance in the same transaction: refused, it changes nothing.
  const vote = db.transaction(
    (
      commentId: number,
      visitor: string,
      action: VoteAction,
      needCancel: boolean,
      address: VoterAddress | null,
    ): 'done' | 'conflict' | 'address-limit' => {
      const current = (q.voteOf.get(commentId, visitor) as { kind: VoteKind } | undefined)?.kind ?? null;
      const change = voteChange(current, action, needCancel);
      if (change === 'conflict') return 'conflict';
      if (change === 'unchanged') return 'done';
      if (
        address &&
        castsNewVote(current, change) &&
        !q.countAddressVote.get({
          comment: commentId,
          hash: address.hash,
          day: voteDay(address.now),
          perDay: address.perDay,
        })
      )
        return 'address-limit';
      if (change.kind) q.setVote.run(commentId, visitor, change.kind);
      else q.dropVote.run(commentId, visitor);
      q.bump.run(change.likes, change.dislikes, commentId);
      return 'done';
    },
  );

  return {
    async vote(commentId, visitor, action, needCancel, address = null) {
      const id = rowId(commentId);
      if (id === null || !q.counts.get(id)) return { ok: false, reason: 'unknown' };
      if (address && ++addressVotesSincePrune >= PRUNE_ADDRESS_VOTES_EVERY) {
        addressVotesSincePrune = 0;
        q.pruneAddressVotes.run(voteDay(address.now));
      }
      const outcome = vote(id, visitor, action, needCancel, address);
      if (outcome !== 'done') return { ok: false, reason: outcome };
      const row = q.counts.get(id) as { id: number; likes: number; dislikes: number };
      return { ok: true, counts: { id: String(row.id), likes: row.likes, dislikes: row.dislikes } };
    },
  };
}
