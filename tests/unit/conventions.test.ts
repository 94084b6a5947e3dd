import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// One convention per concern, kept by a test rather than by memory: every
// store declares the interface its view uses (never the ReturnType of its
// factory, which hands the whole object around) and is torn down by
// dispose(), one name for every store.

const files = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => files(join(path, name)))
    : /\.tsx?$/.test(path)
      ? [path]
      : [];
const sources = files('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }));

const offending = (pattern: RegExp) =>
  sources.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

test('no store is known by the ReturnType of its factory', () => {
  assert.ok(sources.length > 100);
  assert.equal(offending(/ReturnType<typeof create/), []);
});

test('one cleanup name: dispose(), never destroy()', () => {
  assert.equal(offending(/\bdestroy\s*[(:]/), []);
  assert.ok(offending(/\bdispose\s*[(:]/).length > 3, 'stores are disposed');
});

test.run();
