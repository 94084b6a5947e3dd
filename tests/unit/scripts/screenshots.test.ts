import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { MAX_HEIGHT, SCHEMES, SHOTS, WIDGETS, WIDTHS } from '../../../scripts/screenshots.ts';

// The pictures (docs/embedding.md "Screenshots", and the README's row of them) are what `npm run screenshots` writes:
// the documents link each file the script takes and no other, and each file is there, a PNG no wider than its viewport and no taller
// than the script cuts it. A widget added without its pictures, or a picture renamed in one place only, fails here.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its header: the IHDR chunk comes first, its width and height big-endian after its type. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('one shot per widget, width and scheme, each its own file', () => {
  assert.is(SHOTS.length, WIDGETS.length * WIDTHS.length * SCHEMES.length);
  assert.is(new Set(SHOTS.map((shot) => shot.file)).size, SHOTS.length);
  for (const shot of SHOTS) assert.is(shot.file, `docs/screenshots/${shot.widget}-${shot.width}-${shot.scheme}.png`);
});

/** The pictures a document links, as paths from the repository's root (docs/ links them from beside them). */
const linkedFrom = (document: string, prefix: string) =>
  [...readFileSync(document, 'utf8').matchAll(new RegExp(`\\]\\((${prefix}screenshots/[^)\\s]+)\\)`, 'g'))].map(
    ([, file]) => `docs/${file!.slice(prefix.length)}`,
  );

test('the documents link exactly the files the script writes: every one in the gallery, and the README a row', () => {
  const gallery = linkedFrom('docs/embedding.md', '');
  const row = linkedFrom('README.md', 'docs/');
  assert.equal([...new Set(gallery)].sort(), SHOTS.map((shot) => shot.file).sort());
  assert.is(gallery.length, new Set(gallery).size, 'each once in the gallery');
  assert.ok(row.length > 0, 'the README shows a row of them');
  assert.is(row.length, new Set(row).size, 'each once in the README');
  for (const file of row) assert.ok(gallery.includes(file), file);
  const embedding = readFileSync('docs/embedding.md', 'utf8');
  assert.match(embedding, /^## Screenshots$/m);
  assert.match(embedding, /`npm run screenshots`/);
});

test('every picture is there: a PNG, no wider than its viewport, no taller than the cut', () => {
  const problems: string[] = [];
  for (const shot of SHOTS) {
    if (!existsSync(shot.file)) {
      problems.push(`${shot.file}: missing (npm run screenshots)`);
      continue;
    }
    const size = pngSize(readFileSync(shot.file));
    if (!size) problems.push(`${shot.file}: not a PNG`);
    else if (!size.width || !size.height) problems.push(`${shot.file}: empty`);
    else if (size.width > shot.width)
      problems.push(`${shot.file}: ${size.width} px wide at a ${shot.width} px viewport`);
    else if (size.height > MAX_HEIGHT) problems.push(`${shot.file}: ${size.height} px tall, above ${MAX_HEIGHT}`);
  }
  assert.equal(problems, []);
});

test('the size is read from the header: a PNG’s IHDR, and nothing from what is not a PNG', () => {
  const header = Buffer.alloc(24);
  PNG_SIGNATURE.copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(328, 16);
  header.writeUInt32BE(700, 20);
  assert.equal(pngSize(header), { width: 328, height: 700 });
  assert.is(pngSize(Buffer.from('GIF89a, not a PNG at all')), null);
  assert.is(pngSize(header.subarray(0, 20)), null);
});

test.run();
