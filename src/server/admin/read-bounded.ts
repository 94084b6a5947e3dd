import { open } from 'node:fs/promises';

/** How big a file the import commands read unless told otherwise (`--max-mb`): far past any blog's export. */
export const DEFAULT_IMPORT_MAX_MB = 100;
/** `--max-mb` up to this: the file is held in memory whole, and parsed there, several times its size. */
export const MAX_IMPORT_MAX_MB = 2048;

/** A file past the bound: the message names the file's size and the limit, and how to raise it. */
export class FileTooLargeError extends Error {}

const MB = 1024 * 1024;
const CHUNK = 1024 * 1024;

/**
 * A file's text, read only up to `maxMb` megabytes: an export is read whole into memory (and parsed there), so a
 * file past any sensible export is refused before it can take the machine's memory. Read in chunks, not from its
 * stated size alone: a device or a pipe states none, and a file can grow while it is read.
 */
export async function readBounded(path: string, maxMb: number): Promise<string> {
  const limit = maxMb * MB;
  const file = await open(path, 'r');
  try {
    const stated = (await file.stat()).size;
    if (stated > limit) throw tooLarge(stated, maxMb);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK);
      const { bytesRead } = await file.read(chunk, 0, CHUNK, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > limit) throw tooLarge(total, maxMb, 'at least ');
      chunks.push(chunk.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    await file.close();
  }
}

const tooLarge = (bytes: number, maxMb: number, atLeast = '') =>
  new FileTooLargeError(
    `the file is ${atLeast}${(bytes / MB).toFixed(1)} MB, past the import limit of ${maxMb} MB (raise it with --max-mb, at most ${MAX_IMPORT_MAX_MB})`,
  );
