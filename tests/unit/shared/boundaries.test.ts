import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { importsOf, sourceFiles } from '../../helpers/source-imports.ts';

// The line between the server and the page's code (README "Folder map"): the
// server imports its own modules and src/shared only, what both sides use.
// Anything else it needs moves to src/shared first.

test('the server imports nothing from the page’s side but src/shared', () => {
  const crossing = sourceFiles('src/server').flatMap((file) => importsOf(file).filter((target) => !/^src\/(server|shared)\//.test(target)).map((target) => `${file} → ${target}`));
  assert.equal(crossing, []);
});

test('the check sees imports (it would fail on one)', () => {
  assert.ok(importsOf('src/server/routes/fragment.ts').some((target) => target.startsWith('src/shared/')));
});

test.run();
