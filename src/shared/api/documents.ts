/**
 * The operations, written as text the way the API's clients send them
 * (names, variables and their types exactly, as the server accepts them). Each
 * document lives with the code that sends it, so the reading path ships
 * only these three: `Viewer` and the votes are in viewer.ts and votes.ts,
 * `addComment` in add-comment.ts, each loaded on first interaction.
 */
import { COMMENT, PAGE, VIEWER } from './fragments.ts';

const THREAD = `${COMMENT} replies{edges{node{${COMMENT}}}${PAGE}}`;

/**
 * `$order` is optional: without it, the spec's RootComments exactly; with
 * it, the first page in the order the reader picked (docs/embedding.md "Sorting").
 */
export const ROOT_COMMENTS = `query RootComments($postID: ID!, $locale: Locale!, $order: CommentOrder) {
  ${VIEWER}
  comments(postID: $postID, locale: $locale, order: $order) {
    recaptchaPublicKey commentsOverblogAllowed commentsOverblogAllowedVotes replyMail pinned{${THREAD}}
    edges{node{${THREAD}}} ${PAGE}
  }
}`;

export const LOAD_MORE_COMMENTS = `query LoadMoreComments($after: String!, $locale: Locale!, $postID: ID!) {
  comments(postID: $postID, locale: $locale, after: $after) { edges{node{${THREAD}}} ${PAGE} }
}`;

export const LOAD_MORE_REPLIES = `query LoadMoreReplies($after: String!, $commentID: ID!, $locale: Locale!, $postID: ID!) {
  replies(postID: $postID, commentID: $commentID, locale: $locale, after: $after) { edges{node{${COMMENT}}} ${PAGE} }
}`;
