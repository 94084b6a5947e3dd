import { chunkAt } from '../../adapters/module-import.ts';
import type { LazyChunks } from './lazy.ts';

/**
 * lazy.ts as the page build ships it: each chunk is an entry of its own
 * (`widgets/lazy/…`), loaded by address so that a failed, hung or broken
 * load is tried again at a new address on the reader's next attempt,
 * without a reload. Filled in by build.mjs: each chunk's address beside
 * comments.js, a file named after its content hash, so a cached
 * comments.js never meets another build's chunk.
 */
declare const __PORCHLIGHT_LAZY__: Record<keyof LazyChunks, string>;

const load = <T>(address: string, exportName: string) => chunkAt<T>(new URL(address, import.meta.url).href, exportName);

export const lazyChunks: LazyChunks = {
  interactive: load(__PORCHLIGHT_LAZY__.interactive, 'createInteractions'),
  proofOfWork: load(__PORCHLIGHT_LAZY__.proofOfWork, 'createProofOfWork'),
  revealComment: load(__PORCHLIGHT_LAZY__.revealComment, 'revealLinked'),
  ownEditor: load(__PORCHLIGHT_LAZY__.ownEditor, 'createOwnEditor'),
  moderation: load(__PORCHLIGHT_LAZY__.moderation, 'createModerationPanel'),
  formatting: load(__PORCHLIGHT_LAZY__.formatting, 'createFormatting'),
};
