/**
 * The documents a real client of the API sends (spec §7), written out as
 * text with the operation names and variable types clients use. The server
 * must accept them exactly like this.
 */
const COMMENT_FIELDS = `
      id
      date
      comment
      popularity
      user { isAuthor avatar name website }`;

const CONNECTION_FIELDS = `
    recaptchaPublicKey
    commentsOverblogAllowed
    commentsOverblogAllowedVotes
    pageInfo { endCursor hasNextPage }`;

export const ROOT_COMMENTS = `query RootComments($postID: ID!, $locale: Locale!) {
  viewer {
    name
    email
    avatar
    blogs { edges { node { id url name } } pageInfo { endCursor hasNextPage } }
  }
  comments(postID: $postID, locale: $locale) {${CONNECTION_FIELDS}
    edges {
      cursor
      node {${COMMENT_FIELDS}
        replies {
          pageInfo { endCursor hasNextPage }
          edges { node {${COMMENT_FIELDS}
          } }
        }
      }
    }
  }
}`;

export const LOAD_MORE_COMMENTS = `query LoadMoreComments($after: String!, $locale: Locale!, $postID: ID!) {
  comments(postID: $postID, locale: $locale, after: $after) {${CONNECTION_FIELDS}
    edges {
      node {${COMMENT_FIELDS}
        replies {
          pageInfo { endCursor hasNextPage }
          edges { node {${COMMENT_FIELDS}
          } }
        }
      }
    }
  }
}`;

export const LOAD_MORE_REPLIES = `query LoadMoreReplies($after: String!, $commentID: ID!, $locale: Locale!, $postID: ID!) {
  replies(postID: $postID, commentID: $commentID, locale: $locale, after: $after) {
    pageInfo { endCursor hasNextPage }
    edges { node {${COMMENT_FIELDS}
    } }
  }
}`;

export const VIEWER = `query Viewer {
  viewer {
    name
    email
    avatar
    blogs { edges { node { id url name } } pageInfo { endCursor hasNextPage } }
  }
}`;

export const ROOT_LAST_COMMENTS = `query RootLastComments($blogID: ID!, $locale: Locale!) {
  lastComments(blogID: $blogID, locale: $locale) {
    id
    comment
    post { id title url }
  }
}`;

export const ADD_COMMENT = `mutation addComment($comment: String!, $commentID: ID, $locale: Locale!, $postID: ID!, $recaptcha: String, $user: CommentUserInput!) {
  addComment(comment: $comment, commentID: $commentID, locale: $locale, postID: $postID, recaptcha: $recaptcha, user: $user) {
    id
    date
    comment
    popularity
    isVisible
    user { isAuthor avatar name website }
    replies { pageInfo { endCursor hasNextPage } edges { node { id } } }
  }
}`;

const voteMutation = (name: string, withCancel: boolean) => `mutation ${name}($commentID: ID!, $locale: Locale!${withCancel ? ', $needCancel: Boolean' : ''}) {
  ${name}(commentID: $commentID, locale: $locale${withCancel ? ', needCancel: $needCancel' : ''}) {
    id
    likes
    dislikes
    popularity
  }
}`;

export const LIKE_COMMENT = voteMutation('likeComment', true);
export const DISLIKE_COMMENT = voteMutation('dislikeComment', true);
export const CANCEL_LIKE = voteMutation('cancelLike', false);
export const CANCEL_DISLIKE = voteMutation('cancelDislike', false);
