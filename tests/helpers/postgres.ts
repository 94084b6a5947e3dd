import pg from 'pg';
import { startPostgres } from '../../scripts/postgres.mjs';

/**
 * One throwaway PostgreSQL cluster: the run's own (scripts/test.mjs starts one for all its test files and
 * names it in PORCHLIGHT_TEST_POSTGRES_URL), else one per test process (scripts/postgres.mjs), stopped and
 * removed when the process ends or is stopped by a signal. A fresh database in it for each test that asks,
 * named after the process so that files running side by side never meet. Never skipped: without
 * PostgreSQL the suite fails and says how to get it.
 */
let cluster: Promise<{ url: string; stop(): void }> | undefined;

function started() {
  const shared = process.env.PORCHLIGHT_TEST_POSTGRES_URL;
  if (!cluster && shared) cluster = Promise.resolve({ url: shared, stop() {} });
  if (!cluster) {
    cluster = startPostgres();
    cluster
      .then((running) => {
        process.once('exit', () => running.stop());
        // A test run stopped from outside (Ctrl-C, a CI timeout) removes its cluster too: 'exit' alone does not run then.
        for (const [signal, code] of [
          ['SIGINT', 130],
          ['SIGTERM', 143],
        ] as const)
          process.once(signal, () => {
            running.stop();
            process.exit(code);
          });
      })
      .catch(() => {});
  }
  return cluster;
}

let databases = 0;

/** A new, empty database: its address, and a way to drop it once every connection to it is closed. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { url } = await started();
  const name = `porchlight_test_${process.pid}_${++databases}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const address = new URL(url);
  address.pathname = `/${name}`;
  return {
    url: address.href,
    async drop() {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
