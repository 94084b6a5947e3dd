import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { ENGINES, startTarget, type HostileTarget } from '../helpers/hostile.ts';
import { until } from '../helpers/until.ts';
import { OVERLOADED_MESSAGE } from '../../src/server/policy/overload.ts';

// `porchlight serve`, the production entry (docs/self-hosting.md "Running it as a service"): every setting checked
// before anything opens, JSON lines only, and 503 with Retry-After past its bounds (docs/self-hosting.md "Overload").

const SERVE = ['dist/server/cli.js', 'serve'];

interface LogLine {
  level: number;
  time: number;
  msg: string;
  [field: string]: unknown;
}

/** Every line the process wrote, each parsed as the JSON it must be. */
function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
}

const exited = (target: HostileTarget) =>
  new Promise<number | null>((resolve) => {
    if (target.process.exitCode !== null) resolve(target.process.exitCode);
    else target.process.once('exit', (code) => resolve(code));
  });

for (const engine of ENGINES)
  test(`${engine}: porchlight serve logs its start and its stop as JSON lines, and nothing else`, async () => {
    const target = await startTarget(engine, { LOG_LEVEL: '' }, SERVE);
    try {
      assert.is((await fetch(`${target.url}/readyz`)).status, 200);
      const exit = exited(target);
      target.terminate();
      assert.is(await exit, 0);
      const lines = logLines(target.output());
      const start = lines.find((line) => line.msg === `Porchlight serving at ${target.url}/`);
      assert.ok(start, target.output());
      assert.is(start.level, 30);
      assert.is(start.address, target.url);
      assert.is(start.robotCheck, 'standin');
      assert.is(start.replyNotifications, 'off (no SMTP_URL)');
      const stop = lines.find((line) => line.msg === 'Porchlight stopping: finishing requests in flight');
      assert.ok(stop, target.output());
      assert.is(stop.signal, 'SIGTERM');
      // Nothing of the request above at the default level (info): the start and the stop alone.
      assert.equal(
        lines.filter((line) => line.level === 30),
        [start, stop],
      );
      assert.is(target.stdout, '');
    } finally {
      await target.stop();
    }
  });

test('a bad setting stops porchlight serve in one JSON line naming it, exit status 1', () => {
  for (const [name, value] of [
    ['PORT', 'eighty'],
    ['LOG_LEVEL', 'loud'],
    ['OVERLOAD_EVENT_LOOP_DELAY_MS', 'soon'],
    ['OVERLOAD_HEAP_MB', '-1'],
    ['TRUST_PROXY', 'everyone'],
    ['OIDC_PROVIDERS', 'Staff'],
    ['HOST', '[::1]'],
    ['MAIL_FROM', 'nobody'],
  ]) {
    const run = spawnSync(process.execPath, SERVE, {
      env: { ...process.env, DATABASE_URL: 'sqlite::memory:', [name]: value },
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.is(run.status, 1, `${name}: ${run.stderr}`);
    assert.is(run.stdout, '');
    const lines = logLines(run.stderr);
    assert.is(lines.length, 1, run.stderr);
    assert.is(lines[0]!.level, 60);
    assert.ok(lines[0]!.msg.startsWith(`Porchlight could not start: ${name} `), lines[0]!.msg);
  }
});

test('a port already taken stops porchlight serve in one JSON line naming HOST and PORT', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as AddressInfo;
  try {
    const run = spawnSync(process.execPath, SERVE, {
      env: { ...process.env, DATABASE_URL: 'sqlite::memory:', PORT: String(port) },
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.is(run.status, 1, run.stderr);
    const lines = logLines(run.stderr).filter((line) => line.level === 60);
    assert.is(lines.length, 1, run.stderr);
    assert.match(
      lines[0]!.msg,
      new RegExp(`^Porchlight could not start: could not listen at HOST=127\\.0\\.0\\.1 PORT=${port}: .*EADDRINUSE`),
    );
  } finally {
    taken.close();
  }
});

test('a misspelt setting is a warning at start naming it, and the server serves', async () => {
  const target = await startTarget('sqlite', { SHUTDOWN_SECOND: '5' }, SERVE);
  try {
    assert.is((await fetch(`${target.url}/healthz`)).status, 200);
    const warning = logLines(target.output()).find((line) => line.msg.startsWith('SHUTDOWN_SECOND '));
    assert.ok(warning, target.output());
    assert.is(warning.level, 40);
    assert.is(
      warning.msg,
      'SHUTDOWN_SECOND is not a Porchlight setting and is ignored: did you mean SHUTDOWN_SECONDS?',
    );
  } finally {
    await target.stop();
  }
});

for (const engine of ENGINES)
  test(`${engine}: past its memory bound porchlight serve answers 503 with Retry-After, and its probes 200`, async () => {
    // One megabyte of heap: past it from the first measure, a second after the start.
    const target = await startTarget(engine, { OVERLOAD_HEAP_MB: '1' }, SERVE);
    try {
      const refused = (await until(
        async () => {
          const answer = await fetch(`${target.url}/comments/count?postID=1&callback=c`);
          return answer.status === 503 ? answer : null;
        },
        { what: 'a 503', timeout: 10_000, every: 100 },
      ))!;
      assert.is(refused.headers.get('retry-after'), '2');
      assert.is(refused.headers.get('cache-control'), 'no-store');
      assert.is(await refused.text(), `${OVERLOADED_MESSAGE}\n`);
      for (const probe of ['/healthz', '/readyz']) assert.is((await fetch(`${target.url}${probe}`)).status, 200, probe);
      const warning = logLines(target.output()).find((line) => line.msg.startsWith('overloaded'));
      assert.ok(warning, target.output());
      assert.is(warning.level, 40);
      assert.ok((warning.overload as { heapUsedBytes: number }).heapUsedBytes > 1024 * 1024);
    } finally {
      await target.stop();
    }
  });

test.run();
