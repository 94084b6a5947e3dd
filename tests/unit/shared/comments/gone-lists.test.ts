import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CommentItem } from '../../../../src/shared/comments/comments-store.ts';
import { goneLists } from '../../../../src/shared/comments/components/use-gone.ts';

// The list a sort put out of a long list leaves ten threads a task (use-gone.ts); these are its rules, without a page.
const threads = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => ({ id: String(from + n) }) as CommentItem);
const ids = (list: CommentItem[] | undefined) => list?.map((thread) => Number(thread.id)) ?? [];

test('a sort of a long list keeps the old list on its way out, under the old key; the new list takes a new one', () => {
  const lists = goneLists(1);
  const old = threads(0, 60);
  assert.equal(lists.at(1, old, 50, false), { key: 1, gone: null });
  const sorted = threads(55, 10);
  const now = lists.at(2, sorted, 50, false);
  assert.is(now.key, 2);
  assert.is(now.gone!.key, 1);
  assert.equal(ids(now.gone!.threads), ids(old.slice(0, 55)), 'a thread listed again is the new list’s alone');
  // Ten threads a task, from the end, until none: then the list is gone.
  for (let left = 45; left > 0; left -= 10) {
    lists.slice(lists.at(2, sorted, 50, false).gone!);
    assert.is(lists.at(2, sorted, 50, false).gone!.threads.length, left);
  }
  lists.slice(lists.at(2, sorted, 50, false).gone!);
  assert.equal(lists.at(2, sorted, 50, false), { key: 2, gone: null });
});

test('a page of more that brings back a thread still on its way out shows it once, in the new list', () => {
  const lists = goneLists(1);
  lists.at(1, threads(0, 60), 50, false);
  lists.at(2, threads(100, 10), 50, false);
  const more = [...threads(100, 10), ...threads(20, 5)];
  assert.equal(ids(lists.at(2, more, 50, false).gone!.threads), [...ids(threads(0, 20)), ...ids(threads(25, 35))]);
});

test('a short list, or one with a form or an editor open, goes at once, and the list keeps its key', () => {
  const short = goneLists(1);
  short.at(1, threads(0, 50), 50, false);
  assert.equal(short.at(2, threads(100, 10), 50, false), { key: 1, gone: null });
  const busy = goneLists(1);
  busy.at(1, threads(0, 60), 50, false);
  assert.equal(busy.at(2, threads(100, 10), 50, true), { key: 1, gone: null });
});

test('a second sort while a list is on its way out: that list goes at once, and a slice meant for it does nothing', () => {
  const lists = goneLists(1);
  lists.at(1, threads(0, 60), 50, false);
  const first = lists.at(2, threads(100, 60), 50, false).gone!;
  const second = lists.at(3, threads(200, 10), 50, false);
  assert.is(second.gone!.key, 2);
  assert.equal(ids(second.gone!.threads), ids(threads(100, 60)));
  lists.slice(first);
  assert.is(lists.at(3, threads(200, 10), 50, false).gone, second.gone, 'unchanged by a stale slice');
});

test.run();
