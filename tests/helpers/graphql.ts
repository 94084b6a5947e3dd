import type { ExecutionResult } from 'graphql';
import { createStandInVerifier, type CaptchaVerifier } from '../../src/server/captcha/verifier.ts';
import type { ErrorLog } from '../../src/server/graphql/context.ts';
import { createGraphQLHandler } from '../../src/server/graphql/handle.ts';
import { createSchema } from '../../src/server/graphql/schema.ts';
import { seedDemo, type SeedOptions } from '../../src/demo/seed.ts';
import { createSqliteStore, openSqlite } from '../../src/server/store/sqlite.ts';
import type { Account, Store } from '../../src/server/store/store.ts';
import type Database from 'better-sqlite3';

/**
 * The server's logger as the tests without a server have it: what the API reports (a resolver's unexpected
 * error, a mail that failed) is printed, where the server would log it.
 */
export const testLog: ErrorLog = { error: (detail, message) => console.error(message ?? 'error', detail) };

/** What a test drives the API through: the database, its store, one request, one count. */
/** Who runs an operation, and the server's settings it runs under. */
export interface RunAs {
  viewer?: Account | null;
  visitor?: string;
  editWindowMs?: number;
  addressHash?: string;
  votesPerAddress?: number;
}

export interface ResolverHarness {
  db: Database.Database;
  store: Store;
  run(query: string, variables?: Record<string, unknown>, as?: RunAs): Promise<ExecutionResult & { status: number }>;
  count(sql: string, ...params: unknown[]): number;
}

/**
 * The API in-process, as the server core is pure: the transport-free handler over the store on
 * an in-memory SQLite with the demo seed. No HTTP, no port.
 */
export async function resolverHarness(
  demo: SeedOptions = {},
  captcha: CaptchaVerifier = createStandInVerifier(),
): Promise<ResolverHarness> {
  const db = openSqlite('sqlite::memory:');
  const store = createSqliteStore(db);
  await seedDemo(store, demo);
  const prepare = createGraphQLHandler(createSchema(), { onInternalError: (error) => testLog.error(error) });
  let visitors = 0;
  async function run(query: string, variables: Record<string, unknown> = {}, as: RunAs = {}) {
    const prepared = prepare({ query, variables });
    if (!prepared.ok) return { status: prepared.status, ...prepared.result } as ExecutionResult & { status: number };
    const visitor = as.visitor ?? `visitor-${++visitors}`;
    const result = await prepared.run({
      store,
      log: testLog,
      viewer: as.viewer ?? null,
      visitor: () => visitor,
      captcha,
      remoteIp: '127.0.0.1',
      editWindowMs: as.editWindowMs,
      addressHash: as.addressHash,
      votesPerAddress: as.votesPerAddress,
    });
    return { status: 200, ...JSON.parse(JSON.stringify(result)) } as ExecutionResult & { status: number };
  }
  const count = (sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;
  return { db, store, run, count };
}

/** A stand-in captcha token the verifier accepts once. */
export const passToken = (n = Math.floor(Math.random() * 1e9)) => `standin.pass.${Date.now()}.token${n}abcdef`;
