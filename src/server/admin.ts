import { AdminError, runAdmin } from './admin/commands.ts';
import { readConfig } from './config.ts';
import { openStore } from './store/open.ts';

/** `npm run admin -- …` lands here: see admin/commands.ts for the commands. */
let store;
try {
  store = await openStore(readConfig(process.env).databaseUrl);
} catch (error) {
  // A database that cannot be had is the operator's to fix: one line, not a stack.
  console.error(`Porchlight admin could not start: ${(error as Error).message}`);
  process.exit(1);
}
try {
  await runAdmin(process.argv.slice(2), store, (line) => console.log(line));
} catch (error) {
  if (!(error instanceof AdminError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await store.close();
}
