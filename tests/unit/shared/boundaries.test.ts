import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The line between the server and the page's code (README "Folder map"): the
// server imports its own modules and src/shared only, what both sides use.
// Anything else it needs moves to src/shared first.

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));

/** The relative modules a file imports (statically, dynamically or as types), resolved to paths under the repository. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((found) => relative(resolve('.'), resolve(dirname(file), found[1]!)));
}

test('the server imports nothing from the page’s side but src/shared', () => {
  const crossing = files('src/server').flatMap((file) => importsOf(file).filter((target) => !/^src\/(server|shared)\//.test(target)).map((target) => `${file} → ${target}`));
  assert.equal(crossing, []);
});

test('the check sees imports (it would fail on one)', () => {
  assert.ok(importsOf('src/server/routes/fragment.ts').some((target) => target.startsWith('src/shared/')));
});

test.run();
