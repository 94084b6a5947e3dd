import { dataOf, type Graphql } from './graphql.ts';
import type { LikeResult, VoteMutation } from './types.ts';

const LIKE = '{id likes dislikes popularity}';
const vote = (name: string, cancel: boolean) =>
  cancel
    ? `mutation ${name}($commentID: ID!, $locale: Locale!) { ${name}(commentID: $commentID, locale: $locale) ${LIKE} }`
    : `mutation ${name}($commentID: ID!, $locale: Locale!, $needCancel: Boolean) { ${name}(commentID: $commentID, locale: $locale, needCancel: $needCancel) ${LIKE} }`;

/** The vote mutations as the API's clients write them. */
export const LIKE_COMMENT = vote('likeComment', false);
export const DISLIKE_COMMENT = vote('dislikeComment', false);
export const CANCEL_LIKE = vote('cancelLike', true);
export const CANCEL_DISLIKE = vote('cancelDislike', true);

const DOCUMENTS: Record<VoteMutation, string> = {
  likeComment: LIKE_COMMENT,
  dislikeComment: DISLIKE_COMMENT,
  cancelLike: CANCEL_LIKE,
  cancelDislike: CANCEL_DISLIKE,
};

/** One vote call; `needCancel` only exists on like/dislike, where a vote can switch sides. Errors in the answer reject. */
export type SendVote = (
  mutation: VoteMutation,
  variables: { commentID: string; locale: string; needCancel?: boolean },
) => Promise<LikeResult>;

export const votesApi =
  (graphql: Graphql): SendVote =>
  async (mutation, variables) =>
    (await dataOf<Record<string, LikeResult>>(graphql(DOCUMENTS[mutation], variables)))[mutation]!;
