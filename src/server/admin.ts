import { AdminError, FILE_COMMANDS, runAdmin, runFileCommand } from './admin/commands.ts';
import { readConfig } from './config.ts';
import { openStore } from './store/open.ts';

/** `npm run admin -- …` lands here: see admin/commands.ts for the commands. */
const argv = process.argv.slice(2);
const print = (line: string) => console.log(line);
let databaseUrl;
let store;
try {
  databaseUrl = readConfig(process.env).databaseUrl;
  // backup and restore copy the file itself: opening a store first would migrate it, and hold it open.
  if (!FILE_COMMANDS.includes(argv[0]!)) store = await openStore(databaseUrl);
} catch (error) {
  // A database that cannot be had is the operator's to fix: one line, not a stack.
  console.error(`Porchlight admin could not start: ${(error as Error).message}`);
  process.exit(1);
}
try {
  await (store ? runAdmin(argv, store, print) : runFileCommand(argv, databaseUrl, print));
} catch (error) {
  if (!(error instanceof AdminError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await store?.close();
}
