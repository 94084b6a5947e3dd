import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { importsOf, runClosure, sourceFiles, valueImportsOf } from '../../helpers/source-imports.ts';

// The line between the server and the page's code (README "Folder map"): the
// server imports its own modules and src/shared only, what both sides use,
// and src/shared runs nothing of the page's side either, so the server never
// loads the form, the votes or a browser adapter. Anything else it needs
// moves to src/shared first. Nor does src/shared name the page's side, not
// even a type: what the section asks of the code that comes later (the
// form, the votes, the editor, moderation) is declared in
// src/shared/comments/chunks/, and those chunks implement it.

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

test('src/shared imports nothing from src/widgets, types included', () => {
  const crossing = sourceFiles('src/shared').flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith('src/widgets/'))
      .map((target) => `${file} → ${target}`),
  );
  assert.equal(crossing, []);
});

test('the checks see imports (they would fail on one)', () => {
  assert.ok(importsOf('src/server/routes/fragment.ts').some((target) => target.startsWith('src/shared/')));
  // The page's own modules run the page's side: the closure finds it.
  assert.ok(
    [...runClosure(['src/widgets/comments/upgrade.ts'])].some((file) =>
      file.startsWith('src/widgets/comments/interactive/'),
    ),
  );
  // A type names a module too, and one named through `typeof import(…)` runs nothing; a dynamic import does.
  assert.ok(
    importsOf('src/widgets/comments/interactive/interactions.ts').includes(
      'src/shared/comments/chunks/interactions.ts',
    ),
  );
  assert.ok(importsOf('src/shared/comments/section/env.ts').includes('src/ui/reveal-comment.ts'));
  assert.not.ok(valueImportsOf('src/shared/comments/section/env.ts').includes('src/ui/reveal-comment.ts'));
  assert.ok(valueImportsOf('src/widgets/comments/lazy.ts').some((target) => target.includes('/interactive/')));
});

test.run();
