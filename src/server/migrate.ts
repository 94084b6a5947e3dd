import { readConfig } from './config.ts';
import { MIGRATIONS } from './store/migrations.ts';
import { openStore } from './store/open.ts';

/**
 * `porchlight migrate`: opening a store migrates it (one transaction per version, under an advisory lock
 * on PostgreSQL), so this opens it, says where it stands and closes it. An operator can run it before
 * starting new instances. Returns the exit code: 1 with one line when the database cannot be had.
 */
export async function migrate(
  env: Record<string, string | undefined>,
  say: (line: string) => void,
  complain: (line: string) => void,
): Promise<number> {
  try {
    const store = await openStore(readConfig(env).databaseUrl);
    await store.close();
  } catch (error) {
    complain(`Porchlight could not migrate: ${(error as Error).message}`);
    return 1;
  }
  say(`The database is at schema version ${MIGRATIONS.at(-1)!.version}.`);
  return 0;
}
