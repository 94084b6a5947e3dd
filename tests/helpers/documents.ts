/**
 * The documents a real client of the API sends (docs/api.md "The API"), written out as
 * plain text, with the operation names and variable types clients use. The
 * server must accept them exactly like this: no builder, no interpolation.
 */
export const ROOT_COMMENTS = `query RootComments($postID: ID!, $locale: Locale!) {
  viewer {
    name
    email
    avatar
    blogs {
      edges { node { id url name } }
      pageInfo { endCursor hasNextPage }
    }
  }
  comments(postID: $postID, locale: $locale) {
    recaptchaPublicKey
    commentsOverblogAllowed
    commentsOverblogAllowedVotes
    pageInfo { endCursor hasNextPage }
    edges {
      cursor
      node {
        id
        date
        comment
        popularity
        user { isAuthor avatar name website }
        replies {
          pageInfo { endCursor hasNextPage }
          edges {
            node {
              id
              date
              comment
              popularity
              user { isAuthor avatar name website }
            }
          }
        }
      }
    }
  }
}`;

export const LOAD_MORE_COMMENTS = `query LoadMoreComments($after: String!, $locale: Locale!, $postID: ID!) {
  comments(postID: $postID, locale: $locale, after: $after) {
    recaptchaPublicKey
    commentsOverblogAllowed
    commentsOverblogAllowedVotes
    pageInfo { endCursor hasNextPage }
    edges {
      node {
        id
        date
        comment
        popularity
        user { isAuthor avatar name website }
        replies {
          pageInfo { endCursor hasNextPage }
          edges {
            node {
              id
              date
              comment
              popularity
              user { isAuthor avatar name website }
            }
          }
        }
      }
    }
  }
}`;

export const LOAD_MORE_REPLIES = `query LoadMoreReplies($after: String!, $commentID: ID!, $locale: Locale!, $postID: ID!) {
  replies(postID: $postID, commentID: $commentID, locale: $locale, after: $after) {
    pageInfo { endCursor hasNextPage }
    edges {
      node {
        id
        date
        comment
        popularity
        user { isAuthor avatar name website }
      }
    }
  }
}`;

export const VIEWER = `query Viewer {
  viewer {
    name
    email
    avatar
    blogs {
      edges { node { id url name } }
      pageInfo { endCursor hasNextPage }
    }
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
    replies {
      pageInfo { endCursor hasNextPage }
      edges { node { id } }
    }
  }
}`;

export const LIKE_COMMENT = `mutation likeComment($commentID: ID!, $locale: Locale!, $needCancel: Boolean) {
  likeComment(commentID: $commentID, locale: $locale, needCancel: $needCancel) {
    id
    likes
    dislikes
    popularity
  }
}`;

export const DISLIKE_COMMENT = `mutation dislikeComment($commentID: ID!, $locale: Locale!, $needCancel: Boolean) {
  dislikeComment(commentID: $commentID, locale: $locale, needCancel: $needCancel) {
    id
    likes
    dislikes
    popularity
  }
}`;

export const CANCEL_LIKE = `mutation cancelLike($commentID: ID!, $locale: Locale!) {
  cancelLike(commentID: $commentID, locale: $locale) {
    id
    likes
    dislikes
    popularity
  }
}`;

export const CANCEL_DISLIKE = `mutation cancelDislike($commentID: ID!, $locale: Locale!) {
  cancelDislike(commentID: $commentID, locale: $locale) {
    id
    likes
    dislikes
    popularity
  }
}`;
