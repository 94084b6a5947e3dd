import { dataOf, type Graphql } from './graphql.ts';
import { LOAD_MORE_COMMENTS, LOAD_MORE_REPLIES, ROOT_COMMENTS } from './documents.ts';
import type { ApiComment, CommentList, CommentOrder, Connection, Viewer } from './types.ts';

/** The reading path's queries, one line each over the one fetcher. */
export interface CommentsApi {
  /** The first page, newest first unless `order` says otherwise (the API's CommentOrder). */
  rootComments(
    postID: string,
    locale: string,
    order?: CommentOrder,
  ): Promise<{ viewer: Viewer | null; comments: CommentList }>;
  moreComments(postID: string, locale: string, after: string): Promise<Connection<ApiComment>>;
  moreReplies(postID: string, commentID: string, locale: string, after: string): Promise<Connection<ApiComment>>;
}

export const commentsApi = (graphql: Graphql): CommentsApi => ({
  // Newest first is the API's default: asked without `order`, the spec's variables exactly.
  rootComments: (postID, locale, order) =>
    dataOf(graphql(ROOT_COMMENTS, order === 'newest' ? { postID, locale } : { postID, locale, order })),
  moreComments: async (postID, locale, after) =>
    (await dataOf<{ comments: Connection<ApiComment> }>(graphql(LOAD_MORE_COMMENTS, { postID, locale, after })))
      .comments,
  moreReplies: async (postID, commentID, locale, after) =>
    (
      await dataOf<{ replies: Connection<ApiComment> }>(
        graphql(LOAD_MORE_REPLIES, { postID, commentID, locale, after }),
      )
    ).replies,
});
