import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mediaQuery, prefersReducedMotion } from '../../../src/adapters/media-query.ts';

function fakeWindow(matches: boolean) {
  const list = Object.assign(new EventTarget(), { matches });
  const queries: string[] = [];
  const win = { matchMedia: (query: string) => (queries.push(query), list) } as unknown as Window;
  const change = (value: boolean) => {
    list.matches = value;
    list.dispatchEvent(Object.assign(new Event('change'), { matches: value }));
  };
  return { win, queries, change };
}

test('answers now and on every change, until unwatched', () => {
  const { win, change } = fakeWindow(false);
  const query = mediaQuery('(min-width: 550px)', win);
  assert.is(query.matches(), false);
  const seen: boolean[] = [];
  const off = query.watch((m) => seen.push(m));
  change(true);
  off();
  change(false);
  assert.equal(seen, [true]);
  assert.is(query.matches(), false);
});

test('reduced motion asks the standard query', () => {
  const { win, queries } = fakeWindow(true);
  assert.ok(prefersReducedMotion(win).matches());
  assert.equal(queries, ['(prefers-reduced-motion: reduce)']);
});

test.run();
