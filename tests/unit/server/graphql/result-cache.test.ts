import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createResultCache } from '../../../../src/server/graphql/result-cache.ts';

/** What the route does for a key readers keep asking for: misses twice, then keeps the answer. */
const askedTwice = (cache: ReturnType<typeof createResultCache>, key: string) => {
  assert.is(cache.get(key), undefined);
  assert.is(cache.get(key), undefined);
};

test('answers are kept until their time is up', () => {
  let now = 0;
  const cache = createResultCache({ ttlMs: 100, now: () => now });
  askedTwice(cache, 'k');
  cache.set('k', '{"data":1}', cache.generation());
  now = 100;
  assert.is(cache.get('k'), '{"data":1}');
  now = 101;
  assert.is(cache.get('k'), undefined);
});

test('clear() drops everything, and an answer computed across it is not kept', () => {
  const cache = createResultCache();
  const started = cache.generation();
  askedTwice(cache, 'a');
  cache.set('a', '1', started);
  cache.clear();
  assert.is(cache.get('a'), undefined);
  askedTwice(cache, 'b');
  cache.set('b', 'stale', started);
  assert.is(cache.get('b'), undefined);
  cache.set('b', 'fresh', cache.generation());
  assert.is(cache.get('b'), 'fresh');
});

test('the oldest entry goes past the size bound', () => {
  const cache = createResultCache({ maxEntries: 2 });
  for (const key of ['a', 'b', 'c']) {
    askedTwice(cache, key);
    cache.set(key, key, cache.generation());
  }
  assert.equal([cache.get('a'), cache.get('b'), cache.get('c')], [undefined, 'b', 'c']);
});

test('an answer asked for once is not kept: one-off requests never push out what readers keep asking for', () => {
  let now = 0;
  const cache = createResultCache({ maxEntries: 2, ttlMs: 100, now: () => now });
  askedTwice(cache, 'popular');
  cache.set('popular', 'P', cache.generation());
  for (let n = 0; n < 10; n++) {
    assert.is(cache.get(`one-off ${n}`), undefined);
    cache.set(`one-off ${n}`, 'O', cache.generation());
  }
  assert.is(cache.get('popular'), 'P');
  assert.is(cache.get('one-off 9'), undefined, 'a second ask misses once more, and is kept from then');
  cache.set('one-off 9', 'O', cache.generation());
  assert.is(cache.get('one-off 9'), 'O');
  // Asked again only after its lifetime: still once within it.
  assert.is(cache.get('late'), undefined);
  now = 101;
  assert.is(cache.get('late'), undefined);
  cache.set('late', 'L', cache.generation());
  assert.is(cache.get('late'), undefined);
});

test('drop() forgets the answers of one tag only, and one computed across it is not kept', () => {
  const cache = createResultCache();
  for (const [key, tag] of [
    ['a1', 'a'],
    ['a2', 'a'],
    ['b1', 'b'],
  ]) {
    askedTwice(cache, key);
    cache.set(key, key, cache.generation(), tag);
  }
  const started = cache.generation();
  askedTwice(cache, 'c');
  cache.drop('a');
  assert.is(cache.has('a1'), false);
  assert.is(cache.has('a2'), false);
  assert.is(cache.get('b1'), 'b1', 'another tag is kept');
  cache.set('c', 'stale', started, 'c');
  assert.is(cache.has('c'), false, 'computed before the drop');
});

test('has() tells whether get() would answer, without counting as a request', () => {
  let now = 0;
  const cache = createResultCache({ ttlMs: 100, now: () => now });
  assert.is(cache.has('k'), false);
  assert.is(cache.has('k'), false);
  cache.set('k', 'v', cache.generation());
  assert.is(cache.has('k'), false, 'asking has() twice is not asking twice');
  askedTwice(cache, 'k');
  cache.set('k', 'v', cache.generation());
  assert.is(cache.has('k'), true);
  now = 101;
  assert.is(cache.has('k'), false, 'past its time');
});

test.run();
