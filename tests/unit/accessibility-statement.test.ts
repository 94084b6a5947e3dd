import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import {
  handWrittenPart,
  readTags,
  rows,
  sourceFiles,
  statement,
  STATEMENT_PATH,
  WIDGETS,
} from '../../scripts/accessibility-statement.ts';

test('ACCESSIBILITY.md is what the tests tag now', () => {
  const committed = readFileSync(STATEMENT_PATH, 'utf8');
  const now = statement(sourceFiles(), handWrittenPart());
  assert.ok(
    committed === now,
    'ACCESSIBILITY.md is out of date with the tests’ WCAG tags or docs/accessibility-statement.md: run `npm run statement` and commit it',
  );
});

test('every WCAG tag names a WCAG 2.2 A/AA criterion and sits right before a test call', () => {
  const problems = sourceFiles().flatMap((f) => readTags(f).problems);
  assert.equal(
    problems.map((p) => `${p.path}:${p.line}: ${p.message}`),
    [],
  );
});

test('every widget has a claim for keyboard (2.1.1), name-role-value (4.1.2) and contrast (1.4.3)', () => {
  const all = rows(sourceFiles());
  for (const widget of WIDGETS)
    for (const id of ['2.1.1', '4.1.2', '1.4.3'])
      assert.is(all[widget].find((r) => r.criterion.id === id)?.status, 'supported', `${widget} ${id}`);
});

test('the generator: a removed test removes its claim; a misplaced or unknown tag is a problem', () => {
  const hand = '# S\n\n<!-- generated: criteria per widget -->\n';
  const file = {
    path: 'a11y/share.test.ts',
    text: "// WCAG 2.1.1\ntest('Tab walk', async () => {});\n// WCAG 2.4.7\ntest(`ring`, () => {});\n// WCAG 1.4.10\nclientOnly(test)(\n  'reflows',\n  () => {},\n);\n",
  };
  const out = statement([file], hand);
  assert.match(out, '| 2.1.1 Keyboard (A) | supported | [Tab walk](a11y/share.test.ts) |');
  assert.match(out, '| 2.1.1 Keyboard (A) | not claimed |  |');
  assert.match(out, '| 1.4.10 Reflow (AA) | supported | [reflows](a11y/share.test.ts) |');
  assert.match(out, '| 1.2.1 Audio-only and Video-only (Prerecorded) (A) | not applicable |');
  const without = statement([{ ...file, text: "test('Tab walk', async () => {});\n" }], hand);
  assert.not.match(without, '[Tab walk]');
  assert.equal(
    readTags({ path: 'x.test.ts', text: "// WCAG 9.9.9\n\ntest('a', () => {});\n" }).problems.map((p) => p.message),
    [
      '9.9.9 is not a WCAG 2.2 A/AA criterion',
      'a WCAG tag not on the line right before test(...) or clientOnly(test)(...)',
    ],
  );
  assert.throws(() => statement([{ path: 'x.test.ts', text: '// WCAG 1.1.1\nfoo();\n' }], hand));
});

test.run();
