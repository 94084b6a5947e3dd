import * as assert from 'uvu/assert';
import { openStore } from '../../src/server/store/open.ts';
import type { Store } from '../../src/server/store/store.ts';
import { freshDatabase } from './postgres.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The hostile-client suite's target (tests/abuse): the built server as `npm start` runs it, as its own
 * process on 127.0.0.1, on SQLite or on a fresh PostgreSQL database, seeded with the demo (or `command`,
 * another entry of the build, such as `porchlight serve`, which seeds only when told). `store` reads (and
 * only reads) the same database from the test's process: what an attack stored, or did not.
 */
export const ENGINES = ['sqlite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

export interface HostileTarget extends RunningServer {
  engine: Engine;
  store: Store;
}

export async function startTarget(
  engine: Engine,
  env: Record<string, string> = {},
  command?: string[],
): Promise<HostileTarget> {
  const database = engine === 'postgres' ? await freshDatabase() : null;
  const server = await startServer({ ...(database ? { DATABASE_URL: database.url } : {}), ...env }, command);
  const store = await openStore(database ? database.url : server.databaseUrl);
  return {
    ...server,
    databaseUrl: database ? database.url : server.databaseUrl,
    engine,
    store,
    async stop() {
      await store.close();
      await server.stop();
      await database?.drop();
    },
  };
}

/** A POST of the API as a browser on the server's own page sends it (same origin, JSON), without cookies unless given. */
export async function graphql(
  target: Pick<RunningServer, 'url'>,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  /** The answer's headers: the cookies it set, a Retry-After. */
  headers: Headers;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}> {
  const response = await fetch(`${target.url}/comments/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: target.url, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** An account signed in through the sign-in popup's form, as a reader's browser does: the cookie line to send back. */
export async function signIn(
  target: Pick<RunningServer, 'url'>,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${target.url}/comments/en/fetch/user`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: target.url },
    body: new URLSearchParams(account).toString(),
  });
  assert.is(response.status, 303, `${account.email} signed in`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}
