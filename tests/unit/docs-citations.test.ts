import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { headingsOf } from '../helpers/markdown-documents.ts';

// A comment that cites a document a clone of the repository does not hold
// sends its reader looking for nothing: a comment says its reason itself, or
// points to README.md or a file of docs/ (a section by its heading, which must be there).
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
  assert.equal(found, [], `say the reason, or cite README.md or a file of docs/:\n${found.join('\n')}`);
});

/**
 * A citation names a document and one of its headings: `README "Security"`, `docs/self-hosting.md "Security"`,
 * possessive (`README's "Two commands"`), and the document may end one comment line with its heading on the
 * next, which a citation written at a line's end often does.
 */
const CITED = /\b(README|docs\/[\w-]+\.md)(?:'s)?(?: |\s*\n\s*(?:\*|\/\/)?\s*)"([^"]+)"/g;

/** Every citation in a text, as the document it names (README is README.md) and its heading on one line. */
function citationsIn(text: string): { document: string; heading: string }[] {
  return [...text.matchAll(CITED)].map(([, document, quoted]) => ({
    document: document === 'README' ? 'README.md' : document!,
    // A name may run onto the comment's next line.
    heading: quoted!.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' '),
  }));
}

test('citations are read whole: the document, and a heading that may run onto the next line', () => {
  assert.equal(citationsIn('// (README "Two\n// commands")'), [{ document: 'README.md', heading: 'Two commands' }]);
  assert.equal(citationsIn(' * by address (docs/moderation.md\n * "Importing comments"), a reply'), [
    { document: 'docs/moderation.md', heading: 'Importing comments' },
  ]);
  assert.equal(citationsIn(`as the README's "Two commands" promise`), [
    { document: 'README.md', heading: 'Two commands' },
  ]);
  assert.equal(citationsIn('docs/accessibility-statement.md, "Assistive technologies"'), []);
  assert.equal(headingsOf('# Title\n## Two\n```sh\n# a comment in a block\n```\n##### too deep\n'), ['Title', 'Two']);
});

test('every docs/ file a comment or a document names is there', () => {
  // A document renamed (docs/ACCESSIBILITY.md became docs/accessibility-decisions.md) leaves its old name
  // in comments that no heading check reaches: a citation without a heading must still name a real file.
  const missing: string[] = [];
  for (const { file, text } of [...texts, { file: 'README.md', text: readFileSync('README.md', 'utf8') }])
    for (const [document] of text.matchAll(/\bdocs\/[\w-]+\.md\b/g))
      if (!existsSync(document) && !file.endsWith('docs-citations.test.ts')) missing.push(`${file}: ${document}`);
  assert.equal(missing, []);
});

test('every section a comment cites is a heading of the README or of the docs/ file it names', () => {
  const headings = new Map<string, Set<string>>();
  const headingsOfFile = (document: string) => {
    if (!headings.has(document))
      headings.set(document, new Set(existsSync(document) ? headingsOf(readFileSync(document, 'utf8')) : []));
    return headings.get(document)!;
  };
  const missing: string[] = [];
  for (const { file, text } of [...texts, { file: 'README.md', text: readFileSync('README.md', 'utf8') }])
    for (const { document, heading } of citationsIn(text))
      if (!headingsOfFile(document).has(heading) && !file.endsWith('docs-citations.test.ts'))
        missing.push(`${file}: ${document} "${heading}"`);
  assert.equal(missing, [], `no such heading in the document named:\n${missing.join('\n')}`);
});

test.run();
