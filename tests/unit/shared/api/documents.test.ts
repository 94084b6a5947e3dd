import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'graphql';
import type { NewComment } from '../../../../src/shared/api/types.ts';
import * as readingDocuments from '../../../../src/shared/api/documents.ts';
import { ADD_COMMENT } from '../../../../src/shared/api/add-comment.ts';
import { DELETE_OWN_COMMENT, EDIT_COMMENT } from '../../../../src/shared/api/own-comment.ts';
import { VIEWER_QUERY } from '../../../../src/shared/api/viewer.ts';
import { CANCEL_DISLIKE, CANCEL_LIKE, DISLIKE_COMMENT, LIKE_COMMENT } from '../../../../src/shared/api/votes.ts';

const documents = {
  ...readingDocuments,
  ADD_COMMENT,
  EDIT_COMMENT,
  DELETE_OWN_COMMENT,
  VIEWER_QUERY,
  LIKE_COMMENT,
  DISLIKE_COMMENT,
  CANCEL_LIKE,
  CANCEL_DISLIKE,
};

// The operation names and variable types a client of this API sends, which the server must accept as written.
const EXPECTED: Record<string, [string, string, string[]]> = {
  // `$order` is optional: the spec's document with a reader's sort order added (docs/embedding.md "Sorting").
  ROOT_COMMENTS: ['query', 'RootComments', ['$postID: ID!', '$locale: Locale!', '$order: CommentOrder']],
  LOAD_MORE_COMMENTS: ['query', 'LoadMoreComments', ['$after: String!', '$locale: Locale!', '$postID: ID!']],
  LOAD_MORE_REPLIES: [
    'query',
    'LoadMoreReplies',
    ['$after: String!', '$commentID: ID!', '$locale: Locale!', '$postID: ID!'],
  ],
  VIEWER_QUERY: ['query', 'Viewer', []],
  // `$notifyReplies` is optional: the spec's document with reply mail added (docs/moderation.md "Reply notifications").
  ADD_COMMENT: [
    'mutation',
    'addComment',
    [
      '$comment: String!',
      '$commentID: ID',
      '$locale: Locale!',
      '$postID: ID!',
      '$recaptcha: String',
      '$user: CommentUserInput!',
      '$notifyReplies: Boolean',
    ],
  ],
  EDIT_COMMENT: [
    'mutation',
    'editComment',
    ['$commentID: ID!', '$locale: Locale!', '$comment: String!', '$editKey: String'],
  ],
  DELETE_OWN_COMMENT: ['mutation', 'deleteOwnComment', ['$commentID: ID!', '$locale: Locale!', '$editKey: String']],
  LIKE_COMMENT: ['mutation', 'likeComment', ['$commentID: ID!', '$locale: Locale!', '$needCancel: Boolean']],
  DISLIKE_COMMENT: ['mutation', 'dislikeComment', ['$commentID: ID!', '$locale: Locale!', '$needCancel: Boolean']],
  CANCEL_LIKE: ['mutation', 'cancelLike', ['$commentID: ID!', '$locale: Locale!']],
  CANCEL_DISLIKE: ['mutation', 'cancelDislike', ['$commentID: ID!', '$locale: Locale!']],
};

for (const [exportName, [kind, name, variables]] of Object.entries(EXPECTED)) {
  test(`${name}: a ${kind} document with the API's variable types`, () => {
    const text = (documents as Record<string, string>)[exportName]!;
    const parsed = parse(text);
    assert.is(parsed.definitions.length, 1);
    const op = parsed.definitions[0] as import('graphql').OperationDefinitionNode;
    assert.is(op.operation, kind);
    assert.is(op.name?.value, name);
    const declared = (op.variableDefinitions ?? []).map(
      (v) => `$${v.variable.name.value}: ${text.slice(v.type.loc!.start, v.type.loc!.end)}`,
    );
    assert.equal(declared, variables);
  });
}

test('RootComments asks for the viewer and every field of the comment list', () => {
  for (const field of [
    'viewer',
    'recaptchaPublicKey',
    'commentsOverblogAllowed',
    'commentsOverblogAllowedVotes',
    'endCursor',
    'hasNextPage',
    'isAuthor',
    'avatar',
    'website',
    'popularity',
    'replies',
  ])
    assert.ok(readingDocuments.ROOT_COMMENTS.includes(field), field);
  assert.ok(documents.ADD_COMMENT.includes('isVisible'));
});

test('everything the form sends is a variable addComment declares and passes on (a new field left out would silently be dropped)', () => {
  // Required<>: a field added to NewComment fails to compile here until it is listed.
  const every: Required<NewComment> = {
    postID: '1',
    locale: 'en',
    comment: 'c',
    commentID: '2',
    recaptcha: 'r',
    user: {},
    notifyReplies: true,
  };
  for (const name of Object.keys(every)) {
    assert.match(ADD_COMMENT, new RegExp(`\\$${name}:`), `declared: ${name}`);
    assert.match(ADD_COMMENT, new RegExp(`\\b${name}: \\$${name}\\b`), `passed on: ${name}`);
  }
});

test.run();
