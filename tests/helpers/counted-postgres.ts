import type pg from 'pg';
import { createPostgresStore, openPostgres } from '../../src/server/store/postgres.ts';
import type { Store } from '../../src/server/store/store.ts';
import { freshDatabase } from './postgres.ts';

/**
 * A PostgreSQL store on a fresh database whose every round trip to the server counts: the pool's statements and
 * those of a transaction's own connection, BEGIN and COMMIT among them. `sent()` gives their texts since the
 * last call, for a test or the bench to count what one request costs.
 */
export async function countedPostgres(): Promise<{ store: Store; sent(): string[]; close(): Promise<void> }> {
  const database = await freshDatabase();
  const pool = await openPostgres(database.url);
  let texts: string[] = [];
  const text = (statement: unknown) =>
    typeof statement === 'string' ? statement : String((statement as { text?: string })?.text ?? '');
  const query = pool.query.bind(pool);
  pool.query = ((...args: Parameters<typeof query>) => {
    texts.push(text(args[0]));
    return (query as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.query;
  // A transaction's connection, taken without a callback: its statements count until it goes back. The pool's own
  // query() takes a connection by callback, and is counted above.
  const connect = pool.connect.bind(pool);
  pool.connect = ((...args: unknown[]) => {
    if (args.length) return (connect as (...a: unknown[]) => unknown)(...args);
    return connect().then((client: pg.PoolClient) => {
      const { query: clientQuery, release } = client;
      client.query = ((...args: Parameters<typeof clientQuery>) => {
        texts.push(text(args[0]));
        return (clientQuery as (...a: unknown[]) => unknown).apply(client, args);
      }) as typeof client.query;
      client.release = (...args: Parameters<typeof release>) => {
        client.query = clientQuery;
        client.release = release;
        return release.apply(client, args);
      };
      return client;
    });
  }) as typeof pool.connect;
  return {
    store: createPostgresStore(pool),
    sent() {
      const since = texts;
      texts = [];
      return since;
    },
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}
