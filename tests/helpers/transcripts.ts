import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as assert from 'uvu/assert';

/** Where the reviewed transcripts live: one text file per journey, one spoken phrase a line. */
export const TRANSCRIPTS = fileURLToPath(new URL('../../a11y/transcripts/', import.meta.url));

/** Set UPDATE_TRANSCRIPTS=1 to write what is spoken now over the stored transcripts (a11y/transcripts/README.md). */
const updating = process.env.UPDATE_TRANSCRIPTS === '1';

/**
 * Compares what a journey spoke with its stored transcript,
 * a11y/transcripts/`name`.txt, and fails with a line diff when they differ:
 * a change to what readers hear is then reviewed like a change to code, in
 * the same commit as the change that caused it. With UPDATE_TRANSCRIPTS=1 it
 * writes the file instead, for that review.
 */
export function matchesTranscript(name: string, phrases: string[]): void {
  const file = `${TRANSCRIPTS}${name}.txt`;
  // One phrase a line: a phrase that itself runs over lines (a multi-line comment) keeps its breaks visible.
  const spoken = phrases.map((phrase) => phrase.replace(/\r?\n/g, '⏎')).join('\n') + '\n';
  if (updating) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, spoken);
    return;
  }
  if (!existsSync(file))
    assert.unreachable(`no transcript a11y/transcripts/${name}.txt: write it with UPDATE_TRANSCRIPTS=1, then read it`);
  assert.fixture(
    spoken,
    readFileSync(file, 'utf8'),
    `what is spoken differs from a11y/transcripts/${name}.txt (if the change is meant, UPDATE_TRANSCRIPTS=1 and review the diff)`,
  );
}
