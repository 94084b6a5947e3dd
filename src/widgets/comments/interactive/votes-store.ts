import { batch } from '@preact/signals-react';
import type { Cookies } from '../../../adapters/cookies.ts';
import type { SendVote } from '../../../shared/api/votes.ts';
import type { VoteMutation } from '../../../shared/api/types.ts';
import type { VoteItem } from '../../../shared/comments/chunks/interactions.ts';
import {
  createVoteStates,
  voteCookie,
  type VoteAction,
  type VoteState,
  type VoteStates,
} from '../../../shared/comments/vote-states.ts';
import { logWarning } from '../../../shared/report.ts';

export type { VoteAction, VoteState };

/** Vote cookies live 6 months. */
export const VOTE_COOKIE_MONTHS = 6;

/**
 * The six transitions of a vote: the mutation to send, whether it carries
 * `needCancel` (a switch cancels the opposite vote in the same call), the
 * state after, and the score's change shown before the server answers.
 */
export function transition(
  from: VoteState,
  action: VoteAction,
): { mutation: VoteMutation; needCancel?: boolean; to: VoteState; delta: number } {
  const same = action === 'like' ? 'liked' : 'disliked';
  const sign = action === 'like' ? 1 : -1;
  if (from === same)
    return { mutation: action === 'like' ? 'cancelLike' : 'cancelDislike', to: 'neutral', delta: -sign };
  const mutation = action === 'like' ? 'likeComment' : 'dislikeComment';
  return from === 'neutral'
    ? { mutation, needCancel: false, to: same, delta: sign }
    : { mutation, needCancel: true, to: same, delta: 2 * sign };
}

export interface VotesStoreOptions {
  send: SendVote;
  cookies: Cookies;
  postId: string;
  locale: string;
  /** The states the page already shows (read from the cookies on the reading path). */
  states?: VoteStates;
}

/**
 * Votes per comment: the state read from the cookies, shown at
 * once (optimistic), settled by the server's popularity, and on any failure
 * rolled back with the error flag raised, so a vote the server refused never stays shown. Cookies are
 * written only once the server agreed: 'true' for the new vote, 'false' for
 * the one cancelled.
 */
/** What the votes' view uses: each comment's vote, and casting one. */
export interface VotesStore extends Pick<VoteStates, 'voteOf'> {
  /** Resolves true when the vote was saved, false when it was rolled back (or another was still in flight). */
  vote(comment: VoteItem, action: VoteAction): Promise<boolean>;
}

export function createVotesStore({
  send,
  cookies,
  postId,
  locale,
  states = createVoteStates(cookies, postId),
}: VotesStoreOptions): VotesStore {
  const { voteOf } = states;
  const cookieName = (kind: VoteAction, id: string) => voteCookie(kind, postId, id);

  /** Resolves true when the vote was saved, false when it was rolled back (or another was still in flight). */
  async function vote(comment: VoteItem, action: VoteAction): Promise<boolean> {
    const current = voteOf(comment.id);
    if (current.pending.value) return false;
    const before = { state: current.state.value, popularity: comment.popularity.value };
    const step = transition(before.state, action);
    batch(() => {
      current.pending.value = true;
      current.failed.value = false;
      current.state.value = step.to;
      comment.popularity.value = before.popularity + step.delta;
    });
    try {
      const variables =
        step.needCancel === undefined
          ? { commentID: comment.id, locale }
          : { commentID: comment.id, locale, needCancel: step.needCancel };
      const result = await send(step.mutation, variables);
      comment.popularity.value = result.popularity;
      const liked = step.to === 'liked';
      const disliked = step.to === 'disliked';
      if (liked || before.state === 'liked')
        cookies.write(cookieName('like', comment.id), String(liked), VOTE_COOKIE_MONTHS);
      if (disliked || before.state === 'disliked')
        cookies.write(cookieName('dislike', comment.id), String(disliked), VOTE_COOKIE_MONTHS);
      return true;
    } catch (error) {
      logWarning('vote failed:', error);
      batch(() => {
        current.state.value = before.state;
        comment.popularity.value = before.popularity;
        current.failed.value = true;
      });
      return false;
    } finally {
      current.pending.value = false;
    }
  }

  return { voteOf, vote };
}
