import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { importsOf, sourceFiles } from '../../../helpers/source-imports.ts';
import { dirname, join, relative, resolve } from 'node:path';

// The comment section's modules import one another, types included, without
// a cycle: each part declares what it needs of the section (form/types.ts,
// interactions.ts, each component's host type), so no part and the section
// (widget.ts) import each other.

const ROOT = 'src/widgets/comments';

/** What `file` imports within `root` (types included). */
const importsWithin = (file: string, root = ROOT): string[] => importsOf(file).filter((target) => target.startsWith(`${root}/`) && existsSync(target));

/** The cycles in the import graph of `files`, each as the path that closes it. */
function cycles(files: string[], root = ROOT): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') return void found.push([...path.slice(path.indexOf(file)), file].join(' → '));
    state.set(file, 'open');
    for (const next of importsWithin(file, root)) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  files.forEach((file) => visit(file, []));
  return found;
}

const files = sourceFiles(ROOT);

test('the comment section’s modules form no import cycle, types included', () => {
  assert.ok(files.length > 20, 'the modules were found');
  assert.equal(cycles(files), []);
});

test('the reading part imports no code of the interactive part: what the server renders and the first page shows carries none of it', () => {
  const valueImports = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*?from '(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'/gm)].map((found) =>
      relative(resolve('.'), resolve(dirname(file), (found[1] ?? found[2])!)),
    );
  const reading = files.filter((file) => file.startsWith(`${ROOT}/reading/`));
  assert.ok(reading.length > 10, 'the reading part was found');
  assert.equal(reading.flatMap((file) => valueImports(file).filter((target) => target.startsWith(`${ROOT}/interactive/`)).map((target) => `${file} → ${target}`)), []);
});

test('the check finds a cycle when there is one, a type import included', () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-cycle-'));
  writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
  writeFileSync(join(dir, 'b.ts'), "import type { A } from './c.ts';\nexport const b = 1 as unknown as A;\n");
  writeFileSync(join(dir, 'c.ts'), "import type { a } from './a.ts';\nexport type A = typeof a;\n");
  const root = relative(resolve('.'), dir);
  const found = cycles(['a.ts', 'b.ts', 'c.ts'].map((file) => join(root, file)), root);
  rmSync(dir, { recursive: true, force: true });
  assert.is(found.length, 1);
  assert.match(found[0]!, /a\.ts → .*b\.ts → .*c\.ts → .*a\.ts$/);
});

test.run();
