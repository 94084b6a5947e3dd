/**
 * The comment section's code that comes after reading begins, one loader per
 * chunk. Hosts that bundle the components themselves (React) get the chunks
 * from their own bundler through these imports; the page build swaps this
 * module for lazy-by-address.ts, which loads the same chunks by address with
 * a time limit and a fresh address on every retry.
 */
export interface LazyChunks {
  /** The form, votes and sign-in, on the reader's first interaction. */
  interactive(): Promise<typeof import('./interactive/interactive.ts')>;
  /** The self-hosted robot check, with the form. */
  proofOfWork(): Promise<typeof import('../../adapters/proof-of-work.ts')>;
  /** What shows a comment a link names (`#ob-comment-N`), only for such a link. */
  revealComment(): Promise<typeof import('../../ui/reveal-comment.ts')>;
  /** Editing and deleting one's own comment, when the reader chooses Edit or Delete. */
  ownEditor(): Promise<typeof import('./own-editor/own-editor.tsx')>;
  /** Moderation in place, for a reader who owns a blog. */
  moderation(): Promise<typeof import('./moderation/moderation-panel.tsx')>;
  /** Formatting help and the preview, when the writer first asks for either. */
  formatting(): Promise<typeof import('./formatting/formatting.tsx')>;
}

export const lazyChunks: LazyChunks = {
  interactive: () => import('./interactive/interactive.ts'),
  proofOfWork: () => import('../../adapters/proof-of-work.ts'),
  revealComment: () => import('../../ui/reveal-comment.ts'),
  ownEditor: () => import('./own-editor/own-editor.tsx'),
  moderation: () => import('./moderation/moderation-panel.tsx'),
  formatting: () => import('./formatting/formatting.tsx'),
};
