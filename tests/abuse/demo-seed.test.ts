import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../../src/demo/seed.ts';
import { openStore } from '../../src/server/store/open.ts';
import { ENGINES, startTarget, type Engine } from '../helpers/hostile.ts';
import { freshDatabase } from '../helpers/postgres.ts';

// The demo's accounts have passwords the README publishes: on a server others can reach, they are
// anyone's way into the author's moderation.
const { author } = DEMO_ACCOUNTS;

/** The sign-in popup's form, sent as the README's reader would: 303 signed in, 401 refused. */
const signIn = async (url: string, email: string, password: string) => {
  const response = await fetch(`${url}/comments/en/fetch/user`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { status: response.status, page: await response.text() };
};

/** A database for one engine that the test removes again: SQLite's file in a folder, or a fresh PostgreSQL one. */
async function database(engine: Engine) {
  if (engine === 'postgres') return freshDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-seed-'));
  return { url: `sqlite:${join(dir, 'fresh.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

for (const engine of ENGINES) {
  test(`${engine}: porchlight serve on a fresh database seeds nothing, so the README's demo password signs no one in`, async () => {
    const target = await startTarget(engine, {}, ['dist/server/cli.js', 'serve']);
    try {
      assert.not.match(target.output(), /Demo accounts|canal-heron-42/);
      const attempt = await signIn(target.url, author.email, author.password);
      assert.is(attempt.status, 401);
      assert.match(attempt.page, /id="sign-in-error"[^>]*role="alert"/);
      assert.is(await target.store.findAccountByEmail(author.email), null);
      assert.is(await target.store.getBlog('1'), null);
      assert.ok(await target.store.isEmpty());
      // Nor the demo blog's pages: a deployment that did not ask for the demo serves the API and its own pages.
      for (const page of ['/', '/posts/1', '/examples/states', '/accessibility'])
        assert.is((await fetch(`${target.url}${page}`)).status, 404, page);
    } finally {
      await target.stop();
    }
  });

  test(`${engine}: npm start's entry on a public HOST without SEED refuses in one line, exit status 1, and writes nothing`, async () => {
    const db = await database(engine);
    try {
      const run = spawnSync(process.execPath, ['dist/server/main.js'], {
        env: { ...process.env, PORT: '0', HOST: '0.0.0.0', DATABASE_URL: db.url, SEED: '' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      assert.is(run.status, 1, run.stderr);
      assert.is(
        run.stderr.trim(),
        "Porchlight could not start: SEED is unset and HOST=0.0.0.0 is reachable from other machines: the demo accounts' passwords are published, so set SEED=none for an empty database, or SEED=demo to seed the demo anyway",
      );
      assert.is(run.stdout, '');
      if (engine === 'sqlite') assert.not.ok(existsSync(db.url.slice('sqlite:'.length)), 'no database file made');
      else {
        const store = await openStore(db.url);
        assert.ok(await store.isEmpty());
        await store.close();
      }
    } finally {
      await db.drop();
    }
  });

  test(`${engine}: npm start's entry on a public HOST with SEED=demo seeds the demo, as the operator asked`, async () => {
    const target = await startTarget(engine, { HOST: '0.0.0.0', SEED: 'demo' });
    try {
      assert.match(target.stdout, /author@porchlight\.test \/ canal-heron-42/);
      assert.is((await signIn(target.url, author.email, author.password)).status, 303);
      assert.ok(await target.store.findAccountByEmail(author.email));
    } finally {
      await target.stop();
    }
  });
}

for (const engine of ENGINES)
  test(`${engine}: porchlight serve with SEED=demo refuses in one JSON line pointing at npm start, exit status 1, and writes nothing`, async () => {
    const db = await database(engine);
    try {
      const run = spawnSync(process.execPath, ['dist/server/cli.js', 'serve'], {
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: db.url, SEED: 'demo' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      assert.is(run.status, 1, run.stderr);
      assert.is(run.stdout, '');
      const lines = run.stderr.trim().split('\n');
      assert.is(lines.length, 1, run.stderr);
      const line = JSON.parse(lines[0]!);
      assert.is(line.level, 60);
      assert.is(
        line.msg,
        "Porchlight could not start: SEED=demo: this server never seeds the demo blog, whose accounts' passwords are published; the demo is `npm start` in a checkout of Porchlight. Unset SEED, or set SEED=none",
      );
      if (engine === 'sqlite') assert.not.ok(existsSync(db.url.slice('sqlite:'.length)), 'no database file made');
      else {
        const store = await openStore(db.url);
        assert.ok(await store.isEmpty());
        await store.close();
      }
    } finally {
      await db.drop();
    }
  });

test('npm start on loopback with SEED unset still seeds the demo, as the README\'s "Two commands" promise', async () => {
  const target = await startTarget('sqlite', { SEED: '' });
  try {
    assert.is((await signIn(target.url, author.email, author.password)).status, 303);
  } finally {
    await target.stop();
  }
});

test.run();
