import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { seedDemo } from './seed.ts';
import { createSqliteStore, openSqlite } from './store/sqlite.ts';

/** `npm start` lands here (after the build): open or create the database, seed it when empty, serve. */
process.on('uncaughtException', (error) => {
  // A bad setting or an unopenable database is the operator's to fix: one line, not a stack.
  console.error(`Porchlight could not start: ${error.message}`);
  process.exit(1);
});
const config = readConfig(process.env);
const db = openSqlite(config.databaseUrl);
const store = createSqliteStore(db);
if (config.seed === 'demo' && (await store.isEmpty())) seedDemo(db);

const app = await createApp({ store });
const address = await app.listen({ port: config.port, host: config.host });
console.log(`Porchlight demo: ${address}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, async () => {
    await app.close();
    await store.close();
    process.exit(0);
  });
