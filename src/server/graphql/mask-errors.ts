import { GraphQLError, type ExecutionResult } from 'graphql';
import { isUnavailable, UNAVAILABLE_MESSAGE } from '../store/unavailable.ts';

export const INTERNAL_MESSAGE = 'Internal server error.';

/**
 * Errors the API means to send are GraphQLErrors (NOT_FOUND, VALIDATION, …).
 * Anything else a resolver throws (SQLITE_BUSY, a bug) is the server's
 * failure: its message can name tables, files or queries, so the client gets
 * a generic INTERNAL_SERVER_ERROR at the same path, and the original goes to
 * `report` for the operator.
 */
export function maskUnexpectedErrors(result: ExecutionResult, report: (error: Error) => void): ExecutionResult {
  if (!result.errors?.some(isUnexpected)) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      if (!isUnexpected(error)) return error;
      // The database away for a moment is no bug: UNAVAILABLE, which the route answers with 503 and Retry-After.
      if (isUnavailable(error.originalError))
        return new GraphQLError(UNAVAILABLE_MESSAGE, {
          nodes: error.nodes,
          path: error.path,
          extensions: { code: 'UNAVAILABLE' },
        });
      report(error.originalError!);
      return new GraphQLError(INTERNAL_MESSAGE, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    }),
  };
}

// graphql-js wraps what a resolver throws; a GraphQLError inside was thrown on purpose.
const isUnexpected = (error: GraphQLError) =>
  error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
