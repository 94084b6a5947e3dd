import type { Graphql, GraphqlResponse } from './graphql.ts';
import { COMMENT } from './fragments.ts';
import type { ApiComment } from './types.ts';

/** A writer's change to their own comment, answered raw: a refused text is the editor's to show, field by field. */
export const EDIT_COMMENT = `mutation editComment($commentID: ID!, $locale: Locale!, $comment: String!, $editKey: String) {
  editComment(commentID: $commentID, locale: $locale, comment: $comment, editKey: $editKey) { ${COMMENT} isVisible }
}`;

export const DELETE_OWN_COMMENT = `mutation deleteOwnComment($commentID: ID!, $locale: Locale!, $editKey: String) {
  deleteOwnComment(commentID: $commentID, locale: $locale, editKey: $editKey) { id isVisible deleted }
}`;

/** The blog's author removes a shown comment (a thread with its replies). */
export const DELETE_COMMENT = `mutation deleteComment($commentID: ID!, $locale: Locale!) {
  deleteComment(commentID: $commentID, locale: $locale) { id isVisible deleted }
}`;

type Removed = { id: string; isVisible: boolean; deleted: boolean };

export interface OwnCommentApi {
  edit(
    commentID: string,
    locale: string,
    comment: string,
    editKey?: string,
  ): Promise<GraphqlResponse<{ editComment: ApiComment }>>;
  remove(commentID: string, locale: string, editKey?: string): Promise<GraphqlResponse<{ deleteOwnComment: Removed }>>;
  removeAsAuthor(commentID: string, locale: string): Promise<GraphqlResponse<{ deleteComment: Removed }>>;
}

export const ownCommentApi = (graphql: Graphql): OwnCommentApi => ({
  edit: (commentID, locale, comment, editKey) => graphql(EDIT_COMMENT, { commentID, locale, comment, editKey }),
  remove: (commentID, locale, editKey) => graphql(DELETE_OWN_COMMENT, { commentID, locale, editKey }),
  removeAsAuthor: (commentID, locale) => graphql(DELETE_COMMENT, { commentID, locale }),
});
