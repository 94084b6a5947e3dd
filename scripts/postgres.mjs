// A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a
// temporary folder, pg_ctl on a free port of 127.0.0.1 (and a socket in that
// folder), removed again by stop(). The binaries are $PG_BIN's, else the
// newest of Debian's postgresql package (/usr/lib/postgresql/N/bin), else
// pg_config's. PostgreSQL refuses to run as root, so as root the cluster
// belongs to the `postgres` user the package creates (runuser).
//
//   node scripts/postgres.mjs      starts one, prints its DATABASE_URL, stops it on Ctrl-C
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const HOW_TO_GET_IT =
  "PostgreSQL is needed for the PostgreSQL tests: install Debian's package (apt-get install postgresql) or set PG_BIN to a folder holding initdb and pg_ctl.";

/** The folder holding initdb and pg_ctl, or an error that says how to get one. */
export function postgresBin(env = process.env) {
  const candidates = [];
  // A folder named in PG_BIN is the one to use, or an error: never another one instead.
  if (env.PG_BIN) candidates.push(env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (!env.PG_BIN && existsSync(debian))
    candidates.push(
      ...readdirSync(debian)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(debian, version, 'bin')),
    );
  const pgConfig = env.PG_BIN ? null : spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig?.status === 0) candidates.push(pgConfig.stdout.trim());
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found)
    throw new Error(env.PG_BIN ? `PG_BIN=${env.PG_BIN} holds no initdb and pg_ctl. ${HOW_TO_GET_IT}` : HOW_TO_GET_IT);
  return found;
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster; resolves to `{ url, stop }`. `url` names its `postgres`
 * database as the superuser `porchlight` (trust authentication: it listens
 * on 127.0.0.1 only, and lives as long as the run).
 */
export async function startPostgres({ bin = postgresBin() } = {}) {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-pg-'));
  const run = (command, args) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  if (asRoot) {
    const ids = (name) => Number(execFileSync('id', [name, 'postgres'], { encoding: 'utf8' }).trim());
    try {
      chownSync(dir, ids('-u'), ids('-g'));
    } catch {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`PostgreSQL will not run as root, and there is no postgres user to run it as. ${HOW_TO_GET_IT}`);
    }
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  try {
    run('initdb', ['-D', data, '-U', 'porchlight', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${error.stderr || error.message}`);
  }
  let stopped = false;
  return {
    url: `postgres://porchlight@127.0.0.1:${port}/postgres`,
    port,
    /** Stops the server, keeping its data: the database goes away, as in a restart or a failover. */
    pause() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    /** Starts it again on the same port, with the same data. */
    resume() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cluster = await startPostgres();
  console.log(`DATABASE_URL=${cluster.url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (cluster.stop(), process.exit(0)));
  setInterval(() => {}, 1 << 30);
}
