import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * free port with a throwaway, freshly seeded database: what `npm start`
 * runs, minus the build. Its robot check is the stand-in the browser tests
 * drive, unless the caller says otherwise (`ROBOT_CHECK: ''` for the proof of
 * work `npm start` runs). `command` is another entry of the build to run instead, such as
 * `['dist/server/cli.js', 'serve']`, the package's `porchlight serve`.
 */
export async function startServer(
  env: Record<string, string> = {},
  command: string[] = ['dist/server/main.js'],
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-test-'));
  const databaseUrl = `sqlite:${join(dir, 'test.db')}`;
  const child: ChildProcess = spawn(process.execPath, command, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ROBOT_CHECK: 'standin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A bound for a start that will not come, not a guess at a start's length: on a machine busy with other
    // runs a start has taken more than 15 s, and a suite that gives up then is lost whole.
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      stdout += chunk;
      const match = /Porchlight demo: (http:\/\/[^\s/]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  // A server that dies under a suite leaves every later test with a refused connection: say why, once.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`[test server ${url} exited (${code ?? signal}) during the suite]\n${output.slice(-4000)}`);
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
    output: () => output,
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
