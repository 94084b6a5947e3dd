import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// One convention per concern, kept by a test rather than by memory: every
// store declares the interface its view uses (never the ReturnType of its
// factory, which hands the whole object around) and is torn down by
// dispose(), one name for every store; every stylesheet places things by
// logical properties, so a widget written right to left mirrors (README
// "Languages").

const files = (path: string, kind = /\.tsx?$/): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => files(join(path, name), kind))
    : kind.test(path)
      ? [path]
      : [];
const sources = files('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }));
// A value in parentheses (calc(44px + 0.25rem)) counts as one.
const stylesheets = files('src', /\.css$/).map((file) => ({
  file,
  text: readFileSync(file, 'utf8').replace(/\([^()]*\)/g, '()'),
}));

const offending = (pattern: RegExp, among = sources) =>
  among.flatMap(({ file, text }) =>
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

test('stylesheets place things by logical properties: nothing left, right, top or bottom', () => {
  assert.ok(stylesheets.length > 10);
  // A physical side, an offset, an alignment or a float; and a four-value margin, padding or inset,
  // whose second and fourth values are the right and the left.
  const physical =
    /^\s*((margin|padding|border|inset|scroll-margin|scroll-padding)-(left|right|top|bottom)|(left|right|top|bottom)\s*:|(text-align|float|clear)\s*:\s*(left|right)\b|(margin|padding|inset)\s*:\s*\S+\s+\S+\s+\S+\s+\S+)/;
  for (const line of [
    '  padding-left: 1rem;',
    '  border-right: 0;',
    '  top: 0;',
    '  margin: 0 0 0 1rem;',
    '  text-align: left;',
  ])
    assert.ok(physical.test(line), line);
  assert.equal(offending(physical, stylesheets), []);
  assert.ok(offending(/inline-start|inline-end/, stylesheets).length > 3, 'the logical properties are seen');
});

test.run();
