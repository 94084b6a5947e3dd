import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createResultCache } from '../../../../src/server/graphql/result-cache.ts';

test('answers are kept until their time is up', () => {
  let now = 0;
  const cache = createResultCache({ ttlMs: 100, now: () => now });
  cache.set('k', '{"data":1}', cache.generation());
  now = 100;
  assert.is(cache.get('k'), '{"data":1}');
  now = 101;
  assert.is(cache.get('k'), undefined);
});

test('clear() drops everything, and an answer computed across it is not kept', () => {
  const cache = createResultCache();
  const started = cache.generation();
  cache.set('a', '1', started);
  cache.clear();
  assert.is(cache.get('a'), undefined);
  cache.set('b', 'stale', started);
  assert.is(cache.get('b'), undefined);
  cache.set('b', 'fresh', cache.generation());
  assert.is(cache.get('b'), 'fresh');
});

test('the oldest entry goes past the size bound', () => {
  const cache = createResultCache({ maxEntries: 2 });
  for (const key of ['a', 'b', 'c']) cache.set(key, key, cache.generation());
  assert.equal([cache.get('a'), cache.get('b'), cache.get('c')], [undefined, 'b', 'c']);
});

test.run();
