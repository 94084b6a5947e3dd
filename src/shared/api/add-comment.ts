import type { Graphql, GraphqlResponse } from './graphql.ts';
import { COMMENT, PAGE } from './fragments.ts';
import type { ApiComment, NewComment } from './types.ts';

/**
 * The addComment mutation, answered raw: the form maps validation errors
 * itself (each under its field), so they must reach it whole. Only the form chunk imports it.
 */
export const ADD_COMMENT = `mutation addComment($comment: String!, $commentID: ID, $locale: Locale!, $postID: ID!, $recaptcha: String, $user: CommentUserInput!, $notifyReplies: Boolean) {
  addComment(comment: $comment, commentID: $commentID, locale: $locale, postID: $postID, recaptcha: $recaptcha, user: $user, notifyReplies: $notifyReplies) {
    ${COMMENT} isVisible editKey editableUntil replyMail replies{edges{node{${COMMENT}}}${PAGE}}
  }
}`;

export type AddComment = (input: NewComment) => Promise<GraphqlResponse<{ addComment: ApiComment }>>;

export const addCommentApi =
  (graphql: Graphql): AddComment =>
  (input) =>
    graphql(ADD_COMMENT, { ...input });
