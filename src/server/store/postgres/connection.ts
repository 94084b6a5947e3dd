import type pg from 'pg';
import { StoreUnavailableError } from '../unavailable.ts';

// Node's network errors, and SQLSTATE classes 08 (connection exception) and 57P01-03 (the server shutting
// down or starting): the database is away, not the request at fault.
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const isConnectionLost = (error: unknown): boolean => {
  const { code = '', message = '' } = (error ?? {}) as { code?: string; message?: string };
  return (
    NETWORK.has(code) ||
    /^08|^57P0[123]$/.test(code) ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  );
};
const translated = (error: unknown): never => {
  throw isConnectionLost(error) ? new StoreUnavailableError(error) : error;
};

/** Statements sent through the pool, or through one connection inside a transaction. */
export interface PostgresQueries {
  query<R extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
}

/** Statements inside a transaction, and what is to run once it has committed (never if it rolls back). */
export interface PostgresTransaction extends PostgresQueries {
  afterCommit(task: () => void): void;
}

/** The one connection helper every part of the PostgreSQL engine shares. */
export interface PostgresConnection extends PostgresQueries {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Whether the statement changed a row. */
  changed(sql: string, params: unknown[]): Promise<boolean>;
  /** `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (client: PostgresTransaction) => Promise<T>): Promise<T>;
  end(): Promise<void>;
}

/**
 * The pool as the store uses it: a lost connection surfaces as
 * StoreUnavailableError, anything else as it is. A statement with
 * parameters is a named one, so that each connection has PostgreSQL parse
 * and plan it once rather than on every call (the store's statements are a
 * fixed set of texts).
 */
export function postgresConnection(pool: pg.Pool): PostgresConnection {
  const names = new Map<string, string>();
  const statement = (text: string, values: unknown[]): pg.QueryConfig => {
    if (!values.length) return { text, values };
    let name = names.get(text);
    if (!name) names.set(text, (name = `porchlight_${names.size + 1}`));
    return { name, text, values };
  };
  const query = <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    pool.query<R>(statement(sql, params)).catch(translated);
  const all = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => (await query(sql, params)).rows as T[];

  return {
    query,
    all,
    one: async <T>(sql: string, params: unknown[] = []): Promise<T | undefined> => (await all<T>(sql, params))[0],
    changed: async (sql, params) => ((await query(sql, params)).rowCount ?? 0) > 0,
    async transaction(work) {
      const client = await pool.connect().catch(translated);
      const committed: (() => void)[] = [];
      const onClient: PostgresTransaction = {
        query: <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
          client.query<R>(statement(sql, params)).catch(translated),
        afterCommit: (task) => void committed.push(task),
      };
      let broken: Error | undefined;
      try {
        await onClient.query('BEGIN');
        const result = await work(onClient);
        await onClient.query('COMMIT');
        for (const task of committed) task();
        return result;
      } catch (error) {
        // A connection that failed mid-transaction is not given back to the pool: the server rolls it back.
        await onClient.query('ROLLBACK').catch((rollbackFailed: Error) => (broken = rollbackFailed));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    end: () => pool.end(),
  };
}
