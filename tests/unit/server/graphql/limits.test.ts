import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, getOperationAST } from 'graphql';
import { MAX_COST, MAX_DEPTH, measureOperation } from '../../../../src/server/graphql/limits.ts';
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

test.run();
