import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// A comment that cites a document a clone of the repository does not hold
// sends its reader looking for nothing: a comment says its reason itself, or
// points to README.md (a section by its heading, which must be there) or docs/accessibility-decisions.md.
// The patterns are put together from pieces so this file does not match them.
const SECTION = '\u00a7';
const design = ['DES', 'IGN'].join('');
const CITATIONS = [
  new RegExp(`${design} ${SECTION}[0-9]+`, 'i'),
  new RegExp(`${design}\\.md`),
  // Capitalised at a sentence's start, or possessive, too.
  new RegExp(`${['sp', 'ec'].join('')}('s)? ${SECTION}[0-9]+`, 'i'),
  new RegExp(`${['A1', '1Y'].join('')}\\.md`),
  new RegExp(`${['ST', 'YLE'].join('')}( principle)? [0-9]+`),
];

const ROOTS = ['src', 'tests', 'scripts', 'a11y', 'bench', '.ci', 'build.mjs', 'docs'];
const SKIPPED = new Set(['node_modules', 'dist', 'fixtures']);
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|wav|mp3|ogg|woff2?|ttf|otf|pdf|zip|gz|br|db|sqlite)$/i;

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => files(join(path, entry.name)));
}

const texts = ROOTS.flatMap(files)
  .filter((file) => !BINARY.test(file))
  .map((file) => ({ file, bytes: readFileSync(file) }))
  // A file with a NUL byte is binary whatever its name says.
  .filter(({ bytes }) => !bytes.includes(0))
  .map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));

test('there are files to check, this one among them', () => {
  assert.ok(texts.length > 100, String(texts.length));
  assert.ok(texts.some(({ file }) => file.endsWith('docs-citations.test.ts')));
});

test('the patterns find what they are meant to', () => {
  const samples = [
    `${'Sp'}ec ${SECTION}9: a drag`,
    `(${design} ${SECTION}3)`,
    `${design}.md`,
    `(${'sp'}ec ${SECTION}4)`,
    `${'A1'}1Y.md`,
    `${'ST'}YLE principle 5`,
    `${'ST'}YLE 12`,
  ];
  for (const sample of samples)
    assert.ok(
      CITATIONS.some((pattern) => pattern.test(sample)),
      sample,
    );
  for (const fine of ['README "The API"', 'docs/accessibility-decisions.md', 'WCAG 2.2.2', 'a design choice'])
    assert.not.ok(
      CITATIONS.some((pattern) => pattern.test(fine)),
      fine,
    );
});

test('no source, test or script cites a document the repository does not hold', () => {
  const found: string[] = [];
  for (const { file, text } of texts) {
    text.split('\n').forEach((line, index) => {
      const pattern = CITATIONS.find((candidate) => candidate.test(line));
      if (pattern) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  assert.equal(found, [], `say the reason, or cite README.md or docs/accessibility-decisions.md:\n${found.join('\n')}`);
});

test('every README section a comment names is a heading of README.md', () => {
  const headings = new Set(
    readFileSync('README.md', 'utf8')
      .split('\n')
      .flatMap((line) => /^#{2,4} (.+)$/.exec(line)?.[1] ?? []),
  );
  const missing: string[] = [];
  for (const { file, text } of texts)
    for (const [, quoted] of text.matchAll(/README "([^"]+)"/g)) {
      // A name may run onto the comment's next line.
      const name = quoted!.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ');
      if (!headings.has(name) && !file.endsWith('docs-citations.test.ts')) missing.push(`${file}: README "${name}"`);
    }
  assert.equal(missing, [], `no such heading in README.md:\n${missing.join('\n')}`);
});

test.run();
