import type Database from 'better-sqlite3';
import { PRUNE_HITS_EVERY, PRUNE_PROOFS_EVERY } from '../rows.ts';
import type { LimitStore } from '../store.ts';

/** The robot check's settings and used proofs, and the rate limits' hits, on SQLite. */
export function createSqliteLimits(db: Database.Database): LimitStore {
  const q = {
    offerSetting: db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)'),
    setting: db.prepare('SELECT value FROM settings WHERE name = ?'),
    useProof: db.prepare('INSERT OR IGNORE INTO robot_proofs (signature, expires_at) VALUES (?, ?)'),
    pruneProofs: db.prepare('DELETE FROM robot_proofs WHERE expires_at < ?'),
    // A window that has ended starts again at this hit (SET reads the row as it was). The count stops at a
    // billion, as on PostgreSQL, where the column is a 32-bit INTEGER.
    hit: db.prepare(
      `INSERT INTO rate_hits (key, hits, window_ends) VALUES (@key, @weight, @ends)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN window_ends <= @now THEN @weight ELSE MIN(hits + @weight, 1000000000) END,
         window_ends = CASE WHEN window_ends <= @now THEN excluded.window_ends ELSE window_ends END
       RETURNING hits, window_ends`,
    ),
    pruneHits: db.prepare('DELETE FROM rate_hits WHERE window_ends < ?'),
  };
  // Expired proofs can never be replayed (their challenge is refused first):
  // clearing them every so many uses keeps the table to about one window's worth.
  let proofsSincePrune = 0;
  let hitsSincePrune = 0;

  return {
    async keepSetting(name, value) {
      q.offerSetting.run(name, value);
      return (q.setting.get(name) as { value: string }).value;
    },
    async useRobotProof(signature, expiresAt) {
      if (++proofsSincePrune >= PRUNE_PROOFS_EVERY) {
        proofsSincePrune = 0;
        q.pruneProofs.run(new Date().toISOString());
      }
      return q.useProof.run(signature, expiresAt.toISOString()).changes === 1;
    },
    async countHit(key, windowMs, now, weight = 1) {
      if (++hitsSincePrune >= PRUNE_HITS_EVERY) {
        hitsSincePrune = 0;
        q.pruneHits.run(now.toISOString());
      }
      const row = q.hit.get({
        key,
        weight,
        now: now.toISOString(),
        ends: new Date(now.getTime() + windowMs).toISOString(),
      }) as { hits: number; window_ends: string };
      return { hits: row.hits, msLeft: Date.parse(row.window_ends) - now.getTime() };
    },
  };
}
