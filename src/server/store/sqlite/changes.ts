import type Database from 'better-sqlite3';
import type { ChangeStore } from '../store.ts';

/** How often the connection asks whether another has written: the bound on seeing the admin command's change. */
export const SQLITE_CHANGE_POLL_MS = 100;

/**
 * Changes on SQLite come only from another connection to the same file (the admin command, a second process):
 * SQLite's `data_version` moves when one commits, never for this connection's own writes. It cannot say
 * which post changed, so every post is then taken as changed. Asking is a read of a counter in memory.
 */
export function createSqliteChanges(db: Database.Database): ChangeStore {
  return {
    watchChanges(listener) {
      const version = () => db.pragma('data_version', { simple: true }) as number;
      let seen = version();
      listener.watching();
      const poll = setInterval(() => {
        // A closed database is the store's end: nothing is left to tell.
        if (!db.open) return;
        const now = version();
        if (now !== seen) listener.changed(null);
        seen = now;
      }, SQLITE_CHANGE_POLL_MS);
      poll.unref();
      return async () => clearInterval(poll);
    },
  };
}
