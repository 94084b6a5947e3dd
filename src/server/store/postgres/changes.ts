import pg from 'pg';
import type { ChangeStore } from '../store.ts';

/** The channel the triggers of PostgreSQL migration 17 notify on, with the post's id, or `*` for every post. */
export const CHANGES_CHANNEL = 'porchlight_changes';
/** After a lost connection, the first try again and the longest wait between tries. */
const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 30_000;
/**
 * How often the listening connection is asked whether it still answers, and how long it may take: a connection a
 * firewall or a failover dropped without a word raises no error, and would leave changes untold.
 */
export const LISTENER_CHECK_MS = 15_000;
const LISTENER_ANSWER_MS = 5_000;

/**
 * Changes on PostgreSQL are told by the database itself: every write that changes what a post shows fires a
 * trigger that notifies CHANGES_CHANNEL with the post's id, delivered to every instance that listens when the
 * write commits (NOTIFY). One connection of its own listens, outside the pool, since a listening session must
 * stay open (not through PgBouncer in transaction mode, which does not keep one). While it is lost, changes go
 * untold: the listener hears lost(), then watching() once a new connection listens again, tried with a growing
 * wait. It is asked every LISTENER_CHECK_MS whether it still answers.
 */
export function createPostgresChanges(config: pg.ClientConfig): ChangeStore {
  return {
    watchChanges(listener) {
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      const check = setInterval(() => {
        const current = client;
        if (current) current.query('SELECT 1').catch(() => lost(current));
      }, LISTENER_CHECK_MS);
      check.unref();
      let wait = RETRY_FIRST_MS;
      let stopped = false;
      const again = () => {
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = undefined;
          void listen();
        }, wait);
        retry.unref();
        wait = Math.min(wait * 2, RETRY_MOST_MS);
      };
      const lost = (which: pg.Client) => {
        if (client !== which) return;
        client = undefined;
        which.removeAllListeners();
        // An ended client may still emit an error as it goes: it must not become an uncaught one.
        which.on('error', () => {});
        void which.end().catch(() => {});
        listener.lost();
        again();
      };
      const listen = async () => {
        const next = new pg.Client({ ...config, keepAlive: true, query_timeout: LISTENER_ANSWER_MS });
        client = next;
        next.on('error', () => lost(next));
        next.on('end', () => lost(next));
        next.on('notification', ({ payload }) => listener.changed(!payload || payload === '*' ? null : payload));
        try {
          await next.connect();
          await next.query(`LISTEN ${CHANGES_CHANNEL}`);
        } catch {
          lost(next);
          return;
        }
        if (client !== next) return;
        if (stopped) return void next.end().catch(() => {});
        wait = RETRY_FIRST_MS;
        listener.watching();
      };
      void listen();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        clearInterval(check);
        const last = client;
        client = undefined;
        if (last) {
          last.removeAllListeners();
          last.on('error', () => {});
          await last.end().catch(() => {});
        }
      };
    },
  };
}
