import { PRUNE_HITS_EVERY, PRUNE_PROOFS_EVERY } from '../rows.ts';
import type { LimitStore } from '../store.ts';
import type { PostgresConnection } from './connection.ts';

/** The robot check's settings and used proofs, and the rate limits' hits, on PostgreSQL. */
export function createPostgresLimits(db: PostgresConnection): LimitStore {
  let proofsSincePrune = 0;
  let hitsSincePrune = 0;
  return {
    async keepSetting(name, value) {
      // The first writer wins, among instances too: the insert that loses changes nothing, and the stored value is read back.
      const row = await db.one<{ value: string }>(
        `WITH offered AS (INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING value)
         SELECT value FROM offered UNION ALL SELECT value FROM settings WHERE name = $1 LIMIT 1`,
        [name, value],
      );
      return row!.value;
    },
    async useRobotProof(signature, expiresAt) {
      if (++proofsSincePrune >= PRUNE_PROOFS_EVERY) {
        proofsSincePrune = 0;
        await db.query('DELETE FROM robot_proofs WHERE expires_at < now()');
      }
      return db.changed(
        'INSERT INTO robot_proofs (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING',
        [signature, expiresAt],
      );
    },
    async countHit(key, windowMs, now, weight = 1) {
      if (++hitsSincePrune >= PRUNE_HITS_EVERY) {
        hitsSincePrune = 0;
        await db.query('DELETE FROM rate_hits WHERE window_ends < $1', [now]);
      }
      // One statement, the row locked by its conflict: hits from every instance count, none twice.
      // A window that has ended starts again at this hit (SET reads the row as it was). The count stops at a
      // billion: a flood of refused, weighty requests never overflows the INTEGER column.
      const row = await db.one<{ hits: number; window_ends: Date }>(
        `INSERT INTO rate_hits (key, hits, window_ends) VALUES ($1, $4, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_hits.window_ends <= $2 THEN $4 ELSE LEAST(rate_hits.hits + $4, 1000000000) END,
           window_ends = CASE WHEN rate_hits.window_ends <= $2 THEN EXCLUDED.window_ends ELSE rate_hits.window_ends END
         RETURNING hits, window_ends`,
        [key, now, new Date(now.getTime() + windowMs), weight],
      );
      return { hits: row!.hits, msLeft: row!.window_ends.getTime() - now.getTime() };
    },
  };
}
