import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { importsOf, runClosure, sourceFiles, valueImportsOf } from '../../helpers/source-imports.ts';

// The line between the server and the page's code (docs/architecture.md "Folder map"): the
// server imports its own modules and src/shared only, what both sides use,
// and src/shared runs nothing of the page's side either, so the server never
// loads the form, the votes or a browser adapter. Anything else it needs
// moves to src/shared first. (Types may still name the page's side: they
// are gone when the code runs.)

const BOTH_SIDES = /^src\/(server|shared)\//;

test('the server imports nothing from the page’s side but src/shared', () => {
  const crossing = sourceFiles('src/server').flatMap((file) =>
    importsOf(file)
      .filter((target) => !BOTH_SIDES.test(target))
      .map((target) => `${file} → ${target}`),
  );
  assert.equal(crossing, []);
});

test('nothing the server runs, followed import by import, lies outside src/server and src/shared', () => {
  const runs = runClosure(sourceFiles('src/server'));
  assert.ok(
    [...runs].some((file) => file.startsWith('src/shared/comments/components/')),
    'the closure reaches the comment components the renderer uses',
  );
  assert.equal(
    [...runs].filter((file) => !BOTH_SIDES.test(file)),
    [],
  );
});

test('the checks see imports (they would fail on one)', () => {
  assert.ok(importsOf('src/server/routes/fragment.ts').some((target) => target.startsWith('src/shared/')));
  // The page's own modules run the page's side: the closure finds it.
  assert.ok(
    [...runClosure(['src/widgets/comments/upgrade.ts'])].some((file) =>
      file.startsWith('src/widgets/comments/interactive/'),
    ),
  );
  // A type named through `typeof import(…)` runs nothing; a dynamic import does.
  assert.not.ok(valueImportsOf('src/shared/comments/widget.ts').some((target) => target.includes('/interactive/')));
  assert.ok(valueImportsOf('src/widgets/comments/lazy.ts').some((target) => target.includes('/interactive/')));
});

test.run();
