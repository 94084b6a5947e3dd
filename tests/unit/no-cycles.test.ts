import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { importsOf, sourceFiles, valueImportsOf } from '../helpers/source-imports.ts';
import { join, relative, resolve } from 'node:path';

// No module of src imports itself back, types included: a cycle, even of
// types only, means two modules each need the other, and neither can be read
// (or moved) alone. Each part declares what it needs of another (the comment
// section's shared/comments/chunks/ and each component's host type, the store's
// per-aggregate interfaces), and what two modules share lives in a third that
// both import. The comment section lives in two folders: what the server
// renders too (src/shared/comments) and what only the page runs
// (src/widgets/comments); the reading part runs none of the interactive one.

const ROOTS = ['src'];

/** What `file` imports within `roots` (types included). */
const importsWithin = (file: string, roots = ROOTS): string[] =>
  importsOf(file).filter((target) => roots.some((root) => target.startsWith(`${root}/`)) && existsSync(target));

/** The cycles in the import graph of `files`, each as the path that closes it. */
function cycles(files: string[], roots = ROOTS): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') return void found.push([...path.slice(path.indexOf(file)), file].join(' → '));
    state.set(file, 'open');
    for (const next of importsWithin(file, roots)) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  files.forEach((file) => visit(file, []));
  return found;
}

const files = ROOTS.flatMap((root) => sourceFiles(root));

test('the modules of src form no import cycle, types included', () => {
  assert.ok(files.length > 200, 'the modules were found');
  assert.ok(
    files.includes('src/server/store/rows.ts') && files.includes('src/widgets/comments/comments-widget.tsx'),
    'server and widgets alike',
  );
  assert.equal(cycles(files), []);
});

test('the reading part imports no code of the interactive part: what the server renders and the first page shows carries none of it', () => {
  const reading = sourceFiles('src/shared/comments');
  assert.ok(reading.length > 10, 'the reading part was found');
  assert.equal(
    reading.flatMap((file) =>
      valueImportsOf(file)
        .filter((target) => target.startsWith('src/widgets/comments/interactive/'))
        .map((target) => `${file} → ${target}`),
    ),
    [],
  );
});

test('the check finds a cycle when there is one, a type import included', () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-cycle-'));
  writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
  writeFileSync(join(dir, 'b.ts'), "import type { A } from './c.ts';\nexport const b = 1 as unknown as A;\n");
  writeFileSync(join(dir, 'c.ts'), "import type { a } from './a.ts';\nexport type A = typeof a;\n");
  const root = relative(resolve('.'), dir);
  const found = cycles(
    ['a.ts', 'b.ts', 'c.ts'].map((file) => join(root, file)),
    [root],
  );
  rmSync(dir, { recursive: true, force: true });
  assert.is(found.length, 1);
  assert.match(found[0]!, /a\.ts → .*b\.ts → .*c\.ts → .*a\.ts$/);
});

test.run();
