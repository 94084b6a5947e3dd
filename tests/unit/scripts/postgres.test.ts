import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBin } from '../../../scripts/postgres.mjs';

// Where the PostgreSQL tests find their server, and what they say when there is none.

test('PG_BIN is the folder to use, or a clear error that says how to get PostgreSQL', () => {
  const empty = mkdtempSync(join(tmpdir(), 'porchlight-no-pg-'));
  assert.throws(
    () => postgresBin({ PG_BIN: empty }),
    (error: Error) =>
      error.message.includes(`PG_BIN=${empty} holds no initdb and pg_ctl`) &&
      error.message.includes('apt-get install postgresql'),
  );
  rmSync(empty, { recursive: true });
});

test('without PG_BIN, Debian’s newest postgresql package is found', () => {
  assert.match(postgresBin({}), /\/bin$/);
});

test.run();
