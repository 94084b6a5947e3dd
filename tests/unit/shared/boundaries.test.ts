import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { importsOf, runClosure, sourceFiles, valueImportsOf } from '../../helpers/source-imports.ts';

// The line between the server and the page's code (docs/architecture.md "Folder map"): the
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

// The demo blog (src/demo) is what `npm start` shows, not what a platform runs: its pages, seed and media live
// there alone, and the server, which never imports it, is handed it by the entries that offer the demo. The
// demo may use the server's parts and src/shared, as any page the server renders does, but not the page's side.

const DEMO = /^src\/demo\//;
/**
 * The entries that hand the demo to the server, for SEED=demo alone (create-server.ts decides); `porchlight serve`
 * (src/server-package/cli.ts) is not one: the production entry never seeds, and holds no demo to seed.
 */
const DEMO_ENTRIES = [
  'src/server-package/server.ts', // `createServer` of porchlight/server with SEED=demo
];
/** The demo's own paths, as a route registration names them. */
const DEMO_ROUTE = /\bapp\.get\b[^(]*\(\s*[`'](\/[`']|\/posts\/|\/tags\/|\/examples\/|\/demo-media\/|\/accessibility)/;

test('nothing in src/server imports src/demo', () => {
  const crossing = sourceFiles('src/server').flatMap((file) =>
    importsOf(file)
      .filter((target) => DEMO.test(target))
      .map((target) => `${file} → ${target}`),
  );
  assert.equal(crossing, []);
});

test('the demo blog’s pages, seed and media are in src/demo, not in anything the server runs', () => {
  const runs = [...runClosure(sourceFiles('src/server'))];
  const demoCode = runs.filter((file) => /\b(seedDemo|DEMO_ACCOUNTS|DEMO_SLIDES)\b/.test(readFileSync(file, 'utf8')));
  assert.equal(demoCode, []);
  const routes = sourceFiles('src/server').filter((file) => DEMO_ROUTE.test(readFileSync(file, 'utf8')));
  assert.equal(routes, []);
  assert.ok(
    sourceFiles('src/demo').some((file) => DEMO_ROUTE.test(readFileSync(file, 'utf8'))),
    'the rule sees the demo’s routes where they are',
  );
});

test('only the entries that offer the demo import it from outside src/demo', () => {
  const importers = sourceFiles('src').filter(
    (file) => !DEMO.test(file) && importsOf(file).some((target) => DEMO.test(target)),
  );
  assert.equal(importers.sort(), [...DEMO_ENTRIES].sort());
});

test('the demo and the package’s server entries run the server’s side only', () => {
  const runs = [...runClosure([...sourceFiles('src/demo'), ...sourceFiles('src/server-package')])];
  assert.ok(runs.includes('src/server/serve.ts'), 'the closure reaches the server the demo runs on');
  assert.equal(
    runs.filter((file) => !DEMO.test(file) && !BOTH_SIDES.test(file) && !file.startsWith('src/server-package/')),
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
