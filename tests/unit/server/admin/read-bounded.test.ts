import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileTooLargeError, readBounded } from '../../../../src/server/admin/read-bounded.ts';

const dir = mkdtempSync(join(tmpdir(), 'porchlight-bounded-'));
const MB = 1024 * 1024;

test('a file within the limit is read whole, as UTF-8, chunk boundaries and all', async () => {
  const path = join(dir, 'fits.txt');
  const text = `${'é'.repeat(MB / 2 + 3)}fin`;
  writeFileSync(path, text);
  assert.is(await readBounded(path, 2), text);
});

test('a file past the limit is refused before it is read, naming its size, the limit and how to raise it', async () => {
  const path = join(dir, 'big.txt');
  writeFileSync(path, Buffer.alloc(MB + MB / 2, 'x'));
  try {
    await readBounded(path, 1);
    assert.unreachable('read');
  } catch (error) {
    assert.instance(error, FileTooLargeError);
    assert.is(
      (error as Error).message,
      'the file is 1.5 MB, past the import limit of 1 MB (raise it with --max-mb, at most 2048)',
    );
  }
});

test('a file that states no size (a device) is counted as it is read, and refused past the limit', async () => {
  try {
    await readBounded('/dev/zero', 1);
    assert.unreachable('read');
  } catch (error) {
    assert.instance(error, FileTooLargeError);
    assert.match((error as Error).message, /^the file is at least 2\.0 MB, past the import limit of 1 MB/);
  }
});

test.after(() => rmSync(dir, { recursive: true, force: true }));

test.run();
