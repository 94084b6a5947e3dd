import type { Graphql, GraphqlResponse } from './graphql.ts';
import { ADD_COMMENT } from './documents.ts';
import type { ApiComment, NewComment } from './types.ts';

/**
 * The addComment mutation, answered raw: the form maps validation errors
 * itself (spec §5), so they must reach it whole. Only the form chunk imports it.
 */
export type AddComment = (input: NewComment) => Promise<GraphqlResponse<{ addComment: ApiComment }>>;

export const addCommentApi =
  (graphql: Graphql): AddComment =>
  (input) =>
    graphql(ADD_COMMENT, { ...input });
