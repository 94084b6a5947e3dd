/**
 * The operations, written as text the way the API's clients send them
 * (spec §7, DESIGN §3: names, variables and their types exactly). Each
 * document is its own export; `addComment` lives with the form's code
 * (add-comment.ts) so the reading path never ships it.
 */
import { COMMENT, PAGE } from './fragments.ts';

const THREAD = `${COMMENT} replies{edges{node{${COMMENT}}}${PAGE}}`;
const VIEWER = `viewer{name email avatar blogs{edges{node{id url name}}${PAGE}}}`;
const LIKE = '{id likes dislikes popularity}';

export const ROOT_COMMENTS = `query RootComments($postID: ID!, $locale: Locale!) {
  ${VIEWER}
  comments(postID: $postID, locale: $locale) {
    recaptchaPublicKey commentsOverblogAllowed commentsOverblogAllowedVotes
    edges{node{${THREAD}}} ${PAGE}
  }
}`;

export const LOAD_MORE_COMMENTS = `query LoadMoreComments($after: String!, $locale: Locale!, $postID: ID!) {
  comments(postID: $postID, locale: $locale, after: $after) { edges{node{${THREAD}}} ${PAGE} }
}`;

export const LOAD_MORE_REPLIES = `query LoadMoreReplies($after: String!, $commentID: ID!, $locale: Locale!, $postID: ID!) {
  replies(postID: $postID, commentID: $commentID, locale: $locale, after: $after) { edges{node{${COMMENT}}} ${PAGE} }
}`;

export const VIEWER_QUERY = `query Viewer { ${VIEWER} }`;

const vote = (name: string, cancel: boolean) =>
  cancel
    ? `mutation ${name}($commentID: ID!, $locale: Locale!) { ${name}(commentID: $commentID, locale: $locale) ${LIKE} }`
    : `mutation ${name}($commentID: ID!, $locale: Locale!, $needCancel: Boolean) { ${name}(commentID: $commentID, locale: $locale, needCancel: $needCancel) ${LIKE} }`;

export const LIKE_COMMENT = vote('likeComment', false);
export const DISLIKE_COMMENT = vote('dislikeComment', false);
export const CANCEL_LIKE = vote('cancelLike', true);
export const CANCEL_DISLIKE = vote('cancelDislike', true);
