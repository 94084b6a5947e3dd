import { createApp } from '../../src/server/app.ts';
import { seedDemo } from '../../src/server/seed.ts';
import { createSqliteStore, openSqlite } from '../../src/server/store/sqlite.ts';

/** The real app on an in-memory SQLite with the demo seed: no port, no files. */
export async function memoryApp({ seed = true } = {}) {
  const db = openSqlite('sqlite::memory:');
  if (seed) seedDemo(db);
  const store = createSqliteStore(db);
  const app = await createApp({ store });
  return { app, db, store, close: () => app.close() };
}
