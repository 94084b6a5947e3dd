import { createApp, type AppOptions } from '../../src/server/app.ts';
import { seedDemo, type SeedOptions } from '../../src/demo/seed.ts';
import { demoSite } from '../../src/demo/site.ts';
import { createSqliteStore, openSqlite } from '../../src/server/store/sqlite.ts';

/** The real app on an in-memory SQLite with the demo seed and the demo blog's pages: no port, no files. */
export async function memoryApp({
  seed = true,
  demo = {},
  ...options
}: { seed?: boolean; demo?: SeedOptions } & Partial<Omit<AppOptions, 'store' | 'demo'>> = {}) {
  const db = openSqlite('sqlite::memory:');
  const store = createSqliteStore(db);
  if (seed) await seedDemo(store, demo);
  const app = await createApp({ store, demo: demoSite, ...options });
  return { app, db, store, close: () => app.close() };
}
