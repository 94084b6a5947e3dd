import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../../../src/demo/seed.ts';
import { freshDatabase } from '../../helpers/postgres.ts';
import { startServer } from '../../helpers/server.ts';

// What `npm start` runs after the build: dist/server/main.js, as a process.
const count = async (url: string, postID: string) =>
  (await fetch(`${url}/comments/count?postID=${postID}&callback=c`)).text();

test('creates and seeds the database, serves pages, widgets and counts, and prints its URL', async () => {
  const server = await startServer({}, undefined, { seedOnStart: true });
  assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  const home = await fetch(`${server.url}/`);
  assert.is(home.status, 200);
  assert.match(await home.text(), /Walking the old canal path/);
  assert.is((await fetch(`${server.url}/posts/1?comments=client`)).status, 200);
  assert.is((await fetch(`${server.url}/posts/999?comments=client`)).status, 404);
  const loader = await fetch(`${server.url}/widgets/loader.js`);
  assert.is(loader.status, 200);
  assert.is(loader.headers.get('access-control-allow-origin'), '*');
  assert.is(await count(server.url, '4'), 'c(2);');
  await server.stop();
});

test('prints the demo accounts with their passwords, then the URL to open', async () => {
  const server = await startServer();
  const lines = server.stdout.split('\n');
  for (const account of [DEMO_ACCOUNTS.author, DEMO_ACCOUNTS.reader])
    assert.ok(
      lines.some((line) => line.includes(`${account.email} / ${account.password}`)),
      `${account.email} in:\n${server.stdout}`,
    );
  assert.match(server.stdout, /\bauthor@porchlight\.test\b/);
  assert.match(server.stdout, /\breader@porchlight\.test\b/);
  assert.ok(lines.includes(`Porchlight demo: ${server.url}/`), server.stdout);
  await server.stop();
});

test('a restart keeps the data and does not seed twice; SEED=none leaves a new database empty', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-main-'));
  const DATABASE_URL = `sqlite:${join(dir, 'kept.db')}`;
  const first = await startServer({ DATABASE_URL });
  const before = await count(first.url, '1');
  await first.stop();
  const second = await startServer({ DATABASE_URL });
  assert.is(await count(second.url, '1'), before);
  await second.stop();
  const empty = await startServer({ SEED: 'none' });
  assert.is((await fetch(`${empty.url}/comments/count?postID=1&callback=c`)).status, 404);
  await empty.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('a bad setting stops the server with a clear message', () => {
  const run = spawnSync(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: 'eighty' },
    encoding: 'utf8',
  });
  assert.is.not(run.status, 0);
  assert.is(run.stderr.trim(), 'Porchlight could not start: PORT must be a port number (got "eighty")');
});

test('a malformed or unreachable DATABASE_URL stops the server in one line, with no password in it', () => {
  const start = (DATABASE_URL: string) =>
    spawnSync(process.execPath, ['dist/server/main.js'], { env: { ...process.env, DATABASE_URL }, encoding: 'utf8' });
  const malformed = start('postgres://');
  assert.is(malformed.status, 1);
  assert.is(
    malformed.stderr.trim(),
    'Porchlight could not start: DATABASE_URL must look like postgres://USER:PASSWORD@HOST:PORT/DATABASE (got postgres://)',
  );
  const unreachable = start('postgres://porchlight:secret@127.0.0.1:1/porchlight');
  assert.is(unreachable.status, 1);
  assert.match(
    unreachable.stderr.trim(),
    /^Porchlight could not start: could not use PostgreSQL at 127\.0\.0\.1:1\/porchlight: connect ECONNREFUSED[^\n]*$/,
  );
  assert.not.match(unreachable.stderr, /secret/);
});

test('on PostgreSQL: two instances starting at once on an empty database migrate and seed it once, and both serve it', async () => {
  const database = await freshDatabase();
  const started = await Promise.allSettled([
    startServer({ DATABASE_URL: database.url }),
    startServer({ DATABASE_URL: database.url }),
  ]);
  const servers = started.flatMap((each) => (each.status === 'fulfilled' ? [each.value] : []));
  try {
    assert.is(
      servers.length,
      2,
      started.map((each) => (each.status === 'rejected' ? String(each.reason) : 'started')).join('\n'),
    );
    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
    assert.match(await (await fetch(`${first.url}/posts/1`)).text(), /Comments \(54\)/);
    assert.is(await count(first.url, '4'), 'c(2);');
    assert.is(await count(second.url, '1'), 'c(54);');
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
});

test.run();
