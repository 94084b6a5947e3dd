import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { MIGRATIONS } from '../../../../src/server/store/migrations.ts';

// The probes an orchestrator asks (docs/self-hosting.md "Health"): alive, and ready to serve from its database.
const latest = Math.max(...MIGRATIONS.map(({ version }) => version));

test('/healthz and /readyz answer 200, never cached, however often they are asked', async () => {
  // An allowance of reads and of changes far below what is asked: the probes spend neither.
  const { app, close } = await memoryApp({ readCostPerMinute: 5, mutationsPerMinute: 5 });
  for (const path of ['/healthz', '/readyz']) {
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.inject(path)));
    assert.equal([...new Set(answers.map((answer) => answer.statusCode))], [200], path);
    assert.is(answers[0]!.headers['cache-control'], 'no-store', path);
  }
  assert.is((await app.inject('/healthz')).body, 'serving\n');
  assert.is((await app.inject('/readyz')).body, `ready: schema ${latest}\n`);
  await close();
});

test('/readyz is 503, saying why, when the schema is behind the code or the database does not answer', async () => {
  const { app, db, close } = await memoryApp();
  // A database an older release left, before this one's migrations ran (another instance mid-deploy).
  db.pragma(`user_version = ${latest - 1}`);
  const behind = await app.inject('/readyz');
  assert.is(behind.statusCode, 503);
  assert.is(behind.body, `not ready: the database's schema is at ${latest - 1}, this server's at ${latest}\n`);
  // The process still serves: alive, not ready.
  assert.is((await app.inject('/healthz')).statusCode, 200);
  // Ahead of the code (a newer instance migrated it during a rolling deploy): its later migrations only add, ready.
  db.pragma(`user_version = ${latest + 1}`);
  assert.is((await app.inject('/readyz')).statusCode, 200);
  db.close();
  const gone = await app.inject('/readyz');
  assert.is(gone.statusCode, 503);
  assert.is(gone.body, 'not ready: the database does not answer\n');
  assert.is(gone.headers['cache-control'], 'no-store');
  await close();
});

test.run();
