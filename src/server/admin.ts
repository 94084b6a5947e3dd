import { AdminError, runAdmin } from './admin/commands.ts';
import { readConfig } from './config.ts';
import { createSqliteStore, openSqlite } from './store/sqlite.ts';

/** `npm run admin -- …` lands here: see admin/commands.ts for the commands. */
const store = createSqliteStore(openSqlite(readConfig(process.env).databaseUrl));
try {
  await runAdmin(process.argv.slice(2), store, (line) => console.log(line));
} catch (error) {
  if (!(error instanceof AdminError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await store.close();
}
