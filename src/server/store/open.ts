import { createPostgresStore, openPostgres } from './postgres.ts';
import { createSqliteStore, openSqlite } from './sqlite.ts';
import type { Store } from './store.ts';

/**
 * The Store DATABASE_URL names (docs/self-hosting.md "Running on PostgreSQL"):
 * `sqlite:PATH` (the default, one blog on one machine) or
 * `postgres://USER:PASSWORD@HOST:PORT/DATABASE` (several instances on one
 * database). Rejects with one readable line when the address is malformed
 * or the database cannot be reached, never with a password in it.
 */
export async function openStore(databaseUrl: string): Promise<Store> {
  if (databaseUrl.startsWith('sqlite:')) return createSqliteStore(openSqlite(databaseUrl));
  if (/^postgres(ql)?:/.test(databaseUrl)) return createPostgresStore(await openPostgres(databaseUrl));
  throw new Error(
    `DATABASE_URL must start with sqlite: or postgres:// (got "${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}")`,
  );
}
