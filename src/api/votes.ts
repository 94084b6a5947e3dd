import { dataOf, type Graphql } from './graphql.ts';
import { CANCEL_DISLIKE, CANCEL_LIKE, DISLIKE_COMMENT, LIKE_COMMENT } from './documents.ts';
import type { LikeResult, VoteMutation } from './types.ts';

const DOCUMENTS: Record<VoteMutation, string> = {
  likeComment: LIKE_COMMENT,
  dislikeComment: DISLIKE_COMMENT,
  cancelLike: CANCEL_LIKE,
  cancelDislike: CANCEL_DISLIKE,
};

/** One vote call; `needCancel` only exists on like/dislike (spec §7). Errors in the answer reject. */
export type SendVote = (mutation: VoteMutation, variables: { commentID: string; locale: string; needCancel?: boolean }) => Promise<LikeResult>;

export const votesApi =
  (graphql: Graphql): SendVote =>
  async (mutation, variables) =>
    (await dataOf<Record<string, LikeResult>>(graphql(DOCUMENTS[mutation], variables)))[mutation]!;
