import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { importsOf, sourceFiles, valueImportsOf } from '../../../helpers/source-imports.ts';
import { join, relative, resolve } from 'node:path';

// The comment section's modules import one another, types included, without
// a cycle: each part declares what it needs of the section (shared/comments/chunks/,
// interactions.ts, each component's host type), so no part and the section
// (shared/comments/widget.ts) import each other. The section lives in two
// folders: what the server renders too (src/shared/comments) and what only
// the page runs (src/widgets/comments).

const ROOTS = ['src/shared/comments', 'src/widgets/comments'];

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

test('the comment section’s modules form no import cycle, types included', () => {
  assert.ok(files.length > 20, 'the modules were found');
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
