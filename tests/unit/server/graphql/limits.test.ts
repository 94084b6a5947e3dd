import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, getOperationAST } from 'graphql';
import { MAX_COST, MAX_DEPTH, MAX_EXPENSIVE_FIELDS, measureOperation } from '../../../../src/server/graphql/limits.ts';
import * as documents from '../../../helpers/documents.ts';

const measure = (query: string) => {
  const document = parse(query);
  return measureOperation(document, getOperationAST(document)!);
};

test('the real clients’ documents sit well inside the limits', () => {
  for (const [name, query] of Object.entries(documents)) {
    const size = measure(query);
    assert.ok(size.depth <= MAX_DEPTH - 2, `${name} depth ${size.depth}`);
    assert.ok(size.cost <= MAX_COST / 2, `${name} cost ${size.cost}`);
  }
});

test('depth counts nested fields, through fragments', () => {
  assert.is(measure('{ viewer { name } }').depth, 2);
  assert.is(measure('query { ...F } fragment F on Query { viewer { blogs { edges { node { id } } } } }').depth, 5);
});

test('list fields multiply what sits under them, and aliases add up', () => {
  const one = measure('{ comments(postID: "1", locale: en) { edges { node { id } } } }').cost;
  const two = measure(
    '{ a: comments(postID: "1", locale: en) { edges { node { id } } } b: comments(postID: "1", locale: en) { edges { node { id } } } }',
  ).cost;
  assert.is(one, 1 + 10 + 10 + 10);
  assert.is(two, 2 * one);
});

test('a post’s held comments count as the page the server returns, not as one', () => {
  assert.is(measure('{ moderation(postID: "1", locale: en) { held { id } } }').cost, 1 + 1 + 20);
});

test('fragment cycles do not hang the measure', () => {
  const size = measure('query { ...A } fragment A on Query { viewer { name } ...B } fragment B on Query { ...A }');
  assert.is(size.depth, 2);
});

test('a mutation’s own fields are counted, through fragments and aliases; __typename changes nothing', () => {
  const vote = 'likeComment(commentID: "1", locale: en) { id }';
  assert.is(measure(`mutation { ${vote} }`).topFields, 1);
  assert.is(measure(`mutation { a: ${vote} b: ${vote} __typename }`).topFields, 2);
  assert.is(
    measure(`mutation { ...F ... on Mutation { c: ${vote} } } fragment F on Mutation { a: ${vote} b: ${vote} }`)
      .topFields,
    3,
  );
  // Nested fields are the answer's shape, not more changes.
  assert.is(measure(`mutation { ${vote.replace('{ id }', '{ id likes dislikes popularity }')} }`).topFields, 1);
});

test('expensive fields are counted wherever they sit, aliases and fragments included', () => {
  const preview = 'commentPreview(comment: "x", locale: en)';
  assert.is(measure(`{ ${preview} }`).expensive, 1);
  assert.is(measure(`{ comments(postID: "1", locale: en) { edges { node { id } } } }`).expensive, 0);
  assert.is(measure(`{ a: ${preview} ...F } fragment F on Query { b: ${preview} c: ${preview} }`).expensive, 3);
});

test('the real clients’ documents ask for at most one expensive field', () => {
  for (const [name, query] of Object.entries(documents))
    assert.ok(measure(query).expensive <= 1, `${name} asks for ${measure(query).expensive}`);
  assert.ok(MAX_EXPENSIVE_FIELDS >= 1);
});

test.run();
