import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDocumentCache } from '../../../../src/server/graphql/document-cache.ts';
import { createSchema } from '../../../../src/server/graphql/schema.ts';

const schema = createSchema();
const real = '{ viewer { name } }';
const valid = (i: number) => `{ a${i}: viewer { name } }`;

test('a document that validates is kept; one that does not parse or validate is answered with its errors and not kept', () => {
  const cache = createDocumentCache(schema);
  assert.ok('document' in cache.check(real));
  assert.ok(cache.has(real));
  for (const junk of ['{ viewer { ', '{ nothing }', 'not graphql at all']) {
    assert.ok('errors' in cache.check(junk), junk);
    assert.not.ok(cache.has(junk), junk);
  }
});

test('a stream of distinct junk documents cannot push out the ones clients send', () => {
  const cache = createDocumentCache(schema, 10);
  cache.check(real);
  for (let i = 0; i < 500; i++) cache.check(i % 2 ? `{ junk${i} }` : `{ viewer { name ${i}`);
  assert.ok(cache.has(real));
});

test('past its size the least recently used document goes, not one still in use', () => {
  const cache = createDocumentCache(schema, 3);
  cache.check(real);
  cache.check(valid(1));
  cache.check(valid(2));
  cache.check(real); // used again: now the most recent
  cache.check(valid(3));
  assert.ok(cache.has(real));
  assert.not.ok(cache.has(valid(1)));
  assert.ok(cache.has(valid(2)) && cache.has(valid(3)));
});

test.run();
