import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  /** e.g. http://127.0.0.1:39201 (no trailing slash) */
  url: string;
  /** The throwaway database's DATABASE_URL, for tests that look at what was stored. */
  databaseUrl: string;
  /** What it printed to stdout up to and including its URL line. */
  stdout: string;
  /** The server's process, for tests that wait for its exit or read how it ended. */
  process: ChildProcess;
  /** Sends SIGTERM as an operator's supervisor does, for tests of the stop itself: an exit then is no surprise. */
  terminate(): void;
  /** Everything it has printed so far, stdout and stderr as they came. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built server (dist/server/main.js, so `npm test` builds first) on a
 * free port with a throwaway database the demo seed filled (a copy of one seeded for the run, see
 * seededDemo; `seedOnStart` seeds it as the server starts instead): what `npm start` runs, minus the build. Its robot check is the stand-in the browser tests
 * drive, unless the caller says otherwise (`ROBOT_CHECK: ''` for the proof of
 * work `npm start` runs). `command` is another entry of the build to run instead, such as
 * `['dist/server/cli.js', 'serve']`, the package's `porchlight serve`.
 */
export async function startServer(
  env: Record<string, string> = {},
  command: string[] = ['dist/server/main.js'],
  { seedOnStart = false }: { seedOnStart?: boolean } = {},
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-test-'));
  const databaseUrl = `sqlite:${join(dir, 'test.db')}`;
  const seedsTheDemo =
    !seedOnStart && !('DATABASE_URL' in env) && !('SEED' in env) && command[0] === 'dist/server/main.js';
  if (seedsTheDemo) {
    // A database closed with its write-ahead log beside it is whole with that log: the two travel together.
    const template = await seededDemo(env);
    if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, join(dir, 'test.db-wal'));
    copyFileSync(template, join(dir, 'test.db'));
  }
  const { child, url, stdout, output } = await launch(
    { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ROBOT_CHECK: 'standin', ...env },
    command,
  );
  // A server that dies under a suite leaves every later test with a refused connection: say why, once.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`[test server ${url} exited (${code ?? signal}) during the suite]\n${output().slice(-4000)}`);
  });
  return {
    url,
    databaseUrl,
    stdout,
    process: child,
    terminate: () => {
      stopping = true;
      child.kill('SIGTERM');
    },
    output,
    stop: async () => {
      stopping = true;
      // A process ended by a signal has no exit code: waiting for its exit then would wait on an event long past,
      // and the run would end there, its later suites never run.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // A server that does not finish shutting down (a connection held open) must not hold the whole run.
        const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(late);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts the built server and resolves once it says its address, or rejects with all it said. */
async function launch(env: NodeJS.ProcessEnv, command: string[]) {
  const child: ChildProcess = spawn(process.execPath, command, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stdout = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A bound, not a wait: a start this slow has hung, and the server it was is stopped, or its open pipes
    // would keep the test's process alive after its last test.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within a minute:\n${output}`));
    }, 60_000);
    // `npm start`'s banner line on stdout, or `porchlight serve`'s JSON line on stderr.
    const started = () => {
      const match = /Porchlight (?:demo:|serving at) (http:\/\/[^\s/"]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      stdout += chunk;
      started();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk;
      started();
    });
    child.once('exit', (code) => {
      // A start refused (a bad setting) ends the bound too: its timer would hold the test's process a minute.
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return { child, url, stdout, output: () => output };
}

/**
 * A SQLite database the demo seed has filled, with the demo settings `env` gives, made once per run.
 * The seed hashes its accounts' passwords with scrypt, slow on purpose, and writes a few hundred comments:
 * about a second of every server start. A test server on the demo (no DATABASE_URL, no SEED, `npm start`'s
 * entry) starts instead on a copy of what that same seed wrote, a few minutes old at most. Tests of the
 * seed itself pass a DATABASE_URL, a SEED or `seedOnStart`, and get the seed run for them. The copies live in the run's
 * folder (PORCHLIGHT_TEST_CACHE, which scripts/test.mjs makes and removes), or in this process's own.
 */
const demoTemplates = new Map<string, Promise<string>>();
let processCache: string | undefined;

function seededDemo(env: Record<string, string>): Promise<string> {
  const settings = ['DEMO_MODERATION', 'DEMO_CAPTCHA'].map((name) => `${name}=${env[name] ?? ''}`).join('&');
  if (!demoTemplates.has(settings)) demoTemplates.set(settings, makeTemplate(env, settings));
  return demoTemplates.get(settings)!;
}

async function makeTemplate(env: Record<string, string>, settings: string): Promise<string> {
  let cache = process.env.PORCHLIGHT_TEST_CACHE;
  if (!cache) {
    if (!processCache) {
      const made = mkdtempSync(join(tmpdir(), 'porchlight-seeded-'));
      process.once('exit', () => rmSync(made, { recursive: true, force: true }));
      processCache = made;
    }
    cache = processCache;
  }
  const folder = join(cache, `demo-${Buffer.from(settings).toString('base64url')}`);
  if (existsSync(folder)) return join(folder, 'demo.db');
  // Seeded in a folder no other file sees, then moved into place whole: files running side by side may make
  // the same one at once, and the first move wins (a folder is never moved onto a full one).
  const dir = mkdtempSync(join(cache, 'seeding-'));
  const seeding = join(dir, 'demo.db');
  const { DEMO_MODERATION, DEMO_CAPTCHA } = env;
  const { child } = await launch(
    {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${seeding}`,
      ROBOT_CHECK: 'standin',
      ...(DEMO_MODERATION === undefined ? {} : { DEMO_MODERATION }),
      ...(DEMO_CAPTCHA === undefined ? {} : { DEMO_CAPTCHA }),
    },
    ['dist/server/main.js'],
  );
  // Stopped before a test's copy is made, so that nothing writes to the files as they are copied.
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  try {
    renameSync(dir, folder);
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
  return join(folder, 'demo.db');
}
