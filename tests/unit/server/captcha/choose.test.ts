import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseRobotCheck } from '../../../../src/server/captcha/choose.ts';
import type { ProofOfWorkVerifier } from '../../../../src/server/captcha/verifier.ts';
import { readConfig } from '../../../../src/server/config.ts';
import { createApp } from '../../../../src/server/app.ts';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';
import { proofToken, TEST_SECRET, USE } from '../../../helpers/robot-check.ts';

const settings = (db: Database.Database) =>
  db.prepare('SELECT name, value FROM settings').all() as { name: string; value: string }[];

const choose = (env: Record<string, string>, store = createSqliteStore(openSqlite('sqlite::memory:'))) =>
  chooseRobotCheck(readConfig({ ROBOT_CHECK_DIFFICULTY: '20', ...env }), store);

test('Google’s keys pick reCAPTCHA, ROBOT_CHECK=standin the stand-in, nothing the proof of work', async () => {
  assert.is(
    (await choose({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret', ROBOT_CHECK: 'standin' })).kind,
    'recaptcha',
  );
  assert.is((await choose({ ROBOT_CHECK: 'standin' })).kind, 'standin');
  assert.is((await choose({})).kind, 'proof-of-work');
});

test('without ROBOT_CHECK_SECRET a secret is generated once, kept in the database, and every server on it agrees', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-'));
  const url = `sqlite:${join(dir, 'shared.db')}`;
  const [dbA, dbB] = [openSqlite(url), openSqlite(url)];
  const a = (await choose({}, createSqliteStore(dbA))) as ProofOfWorkVerifier;
  const b = (await choose({}, createSqliteStore(dbB))) as ProofOfWorkVerifier;
  const kept = settings(dbA);
  assert.is(kept.length, 1);
  assert.match(kept[0]!.value, /^[0-9a-f]{64}$/);
  // A challenge one server handed out is accepted by the other, once for both.
  const token = await proofToken(await a.challenge(USE));
  assert.is(await b.verify(token, 'ip', USE), 'ok');
  assert.is(await a.verify(token, 'ip', USE), 'used');
  // A restart keeps it.
  dbA.close();
  const again = openSqlite(url);
  assert.equal(settings(again), kept);
  assert.is(
    await ((await choose({}, createSqliteStore(again))) as ProofOfWorkVerifier).verify(
      await proofToken(await b.challenge(USE)),
      'ip',
      USE,
    ),
    'ok',
  );
  again.close();
  dbB.close();
  rmSync(dir, { recursive: true });
});

test('ROBOT_CHECK_SECRET overrides the kept secret: challenges signed with it, none generated', async () => {
  const db = openSqlite('sqlite::memory:');
  const fromEnv = (await choose({ ROBOT_CHECK_SECRET: TEST_SECRET }, createSqliteStore(db))) as ProofOfWorkVerifier;
  assert.equal(settings(db), []);
  const kept = (await choose({}, createSqliteStore(db))) as ProofOfWorkVerifier;
  const other = (await choose(
    { ROBOT_CHECK_SECRET: TEST_SECRET },
    createSqliteStore(openSqlite('sqlite::memory:')),
  )) as ProofOfWorkVerifier;
  const token = await proofToken(await fromEnv.challenge(USE));
  assert.is(await kept.verify(token, 'ip', USE), 'invalid');
  assert.is(await other.verify(token, 'ip', USE), 'ok');
});

test('createApp’s default is the proof of work, with the secret kept in its store', async () => {
  const db = openSqlite('sqlite::memory:');
  const store = createSqliteStore(db);
  await seedDemo(store);
  const app = await createApp({ store });
  // The robot check's secret, the key that hashes writers' addresses (auth/address-hash.ts), and the one that signs
  // the links mailed to writers for their data (auth/writer-link.ts).
  assert.equal(
    settings(db)
      .map((s) => s.name)
      .sort(),
    ['address-hash-key', 'robot-check-secret', 'writer-link-key'],
  );
  const res = await app.inject('/comments/robot-check?postID=1');
  assert.is(res.statusCode, 200);
  const root = await app.inject({
    method: 'POST',
    url: '/comments/graphql',
    payload: { query: '{ comments(postID: "1", locale: en) { recaptchaPublicKey } }' },
  });
  assert.is(root.json().data.comments.recaptchaPublicKey, null);
  await app.close();
});

test.run();
