import { signal, type Signal } from '@preact/signals-react';
import type { CookieJar } from '../../adapters/cookies.ts';

export type VoteState = 'neutral' | 'liked' | 'disliked';
export type VoteAction = 'like' | 'dislike';

export interface CommentVote {
  state: Signal<VoteState>;
  pending: Signal<boolean>;
  failed: Signal<boolean>;
}

/** The vote cookies' names: `ob_comment_like_{postID}_{commentID}` / `ob_comment_dislike_…`. */
export const voteCookie = (kind: VoteAction, postId: string, id: string) => `ob_comment_${kind}_${postId}_${id}`;

/**
 * What the page shows of each comment's vote, read from the cookies when
 * first asked ('true' marks the state). The reading path needs only
 * this; the code that votes (interactive/votes-store.ts) loads on first interaction.
 */
/** Each comment's vote as the page shows it, made when first asked. */
export interface VoteStates {
  voteOf(id: string): CommentVote;
}

export function createVoteStates(cookies: Pick<CookieJar, 'read'>, postId: string): VoteStates {
  const votes = new Map<string, CommentVote>();
  return {
    voteOf(id: string): CommentVote {
      let vote = votes.get(id);
      if (!vote) {
        const marked = (kind: VoteAction) => cookies.read(voteCookie(kind, postId, id)) === 'true';
        const state: VoteState = marked('like') ? 'liked' : marked('dislike') ? 'disliked' : 'neutral';
        votes.set(id, (vote = { state: signal(state), pending: signal(false), failed: signal(false) }));
      }
      return vote;
    },
  };
}
