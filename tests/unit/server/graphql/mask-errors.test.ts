import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { INTERNAL_MESSAGE, maskUnexpectedErrors } from '../../../../src/server/graphql/mask-errors.ts';

// What graphql-js hands back when a resolver throws: the thrown error wrapped, at its path.
const thrown = (error: Error, path: string[]) => new GraphQLError(error.message, { path, originalError: error });

test('an unexpected error keeps its path but loses its message; the original is reported', () => {
  const cause = new Error('SQLITE_BUSY: database is locked');
  const reported: Error[] = [];
  const masked = maskUnexpectedErrors({ data: { comments: null }, errors: [thrown(cause, ['comments'])] }, (e) =>
    reported.push(e),
  );
  assert.equal(masked.data, { comments: null });
  assert.equal(JSON.parse(JSON.stringify(masked.errors)), [
    { message: INTERNAL_MESSAGE, path: ['comments'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
  ]);
  assert.equal(reported, [cause]);
});

test('errors thrown on purpose, and graphql’s own, pass unchanged and unreported', () => {
  const notFound = new GraphQLError('No such post.', { extensions: { code: 'NOT_FOUND' } });
  const result: ExecutionResult = {
    data: null,
    errors: [
      thrown(notFound, ['comments']),
      new GraphQLError('Variable "$postID" of required type "ID!" was not provided.'),
    ],
  };
  const reported: Error[] = [];
  assert.is(
    maskUnexpectedErrors(result, (e) => reported.push(e)),
    result,
  );
  assert.equal(reported, []);
});

test.run();
