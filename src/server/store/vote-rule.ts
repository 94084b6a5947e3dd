import type { VoteAction } from './store.ts';

export type VoteKind = 'like' | 'dislike';

/** What one vote does to a comment: the visitor's vote afterwards and how each counter moves. */
export interface VoteChange {
  /** The visitor's vote once applied; null removes it. */
  kind: VoteKind | null;
  likes: number;
  dislikes: number;
}

/**
 * The voting rule both engines apply inside their transaction (docs/api.md "The API", Votes): a
 * vote already cast is a no-op (`unchanged`); switching sides needs
 * `needCancel` (the API's "cancel the other first"), otherwise it is a
 * `conflict`; cancelling a vote that is not there changes nothing.
 */
export function voteChange(
  current: VoteKind | null,
  action: VoteAction,
  needCancel: boolean,
): VoteChange | 'unchanged' | 'conflict' {
  const wanted = action === 'like' || action === 'dislike' ? action : null;
  const cancelled = action === 'cancelLike' ? 'like' : action === 'cancelDislike' ? 'dislike' : null;
  const change: VoteChange = { kind: null, likes: 0, dislikes: 0 };
  if (wanted) {
    if (current === wanted) return 'unchanged';
    if (current !== null && !needCancel) return 'conflict';
    if (current === 'like') change.likes--;
    if (current === 'dislike') change.dislikes--;
    if (wanted === 'like') change.likes++;
    else change.dislikes++;
    change.kind = wanted;
    return change;
  }
  if (current !== cancelled) return 'unchanged';
  if (cancelled === 'like') change.likes--;
  else change.dislikes--;
  return change;
}

/**
 * Whether a change casts a vote where the visitor had none: what an address's daily allowance on a comment counts
 * (docs/self-hosting.md "Votes from one address"). Changing sides and cancelling are the same voter's, and cost nothing.
 */
export const castsNewVote = (current: VoteKind | null, change: VoteChange): boolean =>
  current === null && change.kind !== null;

/** The day (UTC) an address's votes are counted in, as YYYY-MM-DD. */
export const voteDay = (now: Date): string => now.toISOString().slice(0, 10);
