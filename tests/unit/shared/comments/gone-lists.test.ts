import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CommentItem } from '../../../../src/shared/comments/comments-store.ts';
import { goneLists, type GoneLists, type Keeping } from '../../../../src/shared/comments/components/use-gone.ts';

// The list a sort put out of a long list leaves ten threads a task (use-gone.ts); these are its rules, without a page.
const threads = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => ({ id: String(from + n) }) as CommentItem);
const ids = (list: CommentItem[] | undefined) => list?.map((thread) => Number(thread.id)) ?? [];
const free: Keeping = { busy: false, focused: false };

/** The lists once `listing` lists `threads`, every one of them drawn. */
function shown(lists: GoneLists, listing: number, listed: CommentItem[], held = free) {
  const now = lists.at(listing, listed, 50, held);
  lists.drew(listed, false);
  return now;
}

test('a sort of a long list keeps the old list on its way out, under the old key; the new list takes a new one', () => {
  const lists = goneLists(1);
  const old = threads(0, 60);
  assert.equal(shown(lists, 1, old), { key: 1, gone: null });
  const sorted = threads(55, 10);
  const now = shown(lists, 2, sorted);
  assert.is(now.key, 2);
  assert.is(now.gone!.key, 1);
  assert.equal(ids(now.gone!.threads), ids(old.slice(0, 55)), 'a thread listed again is the new list’s alone');
  // Ten threads a task, from the end, until none: then the list is gone.
  for (let left = 45; left > 0; left -= 10) {
    lists.slice(shown(lists, 2, sorted).gone!);
    assert.is(shown(lists, 2, sorted).gone!.threads.length, left);
  }
  lists.slice(shown(lists, 2, sorted).gone!);
  assert.equal(shown(lists, 2, sorted), { key: 2, gone: null });
});

test('the old list is what was drawn of it, out of the new list, and leaves once the new list is drawn', () => {
  const lists = goneLists(1);
  lists.at(1, threads(0, 60), 50, free);
  lists.drew(threads(0, 56), false);
  const now = lists.at(2, threads(50, 10), 50, free);
  lists.drew(threads(50, 2), true);
  assert.is(lists.leaving(), null, 'none leaves while the new list draws');
  assert.equal(ids(now.gone!.threads), ids(threads(0, 50)));
  lists.drew(threads(50, 10), false);
  assert.is(lists.leaving(), now.gone, 'then a slice may');
});

test('a page of more that brings back a thread still on its way out shows it once, in the new list', () => {
  const lists = goneLists(1);
  shown(lists, 1, threads(0, 60));
  shown(lists, 2, threads(100, 10));
  const more = [...threads(100, 10), ...threads(20, 5)];
  assert.equal(ids(shown(lists, 2, more).gone!.threads), [...ids(threads(0, 20)), ...ids(threads(25, 35))]);
});

test('a short list goes at once, its new list a new element; with focus in it, it keeps its element', () => {
  const short = goneLists(1);
  shown(short, 1, threads(0, 50));
  assert.equal(shown(short, 2, threads(100, 10)), { key: 2, gone: null });
  const focused = goneLists(1);
  shown(focused, 1, threads(0, 50));
  assert.equal(shown(focused, 2, threads(100, 10), { busy: false, focused: true }), { key: 1, gone: null });
  // Focus in a long list's thread: the list goes out all the same, and focus follows its comment (comment-section.tsx).
  const long = goneLists(1);
  shown(long, 1, threads(0, 60));
  assert.is(shown(long, 2, threads(100, 10), { busy: false, focused: true }).key, 2);
});

test('with a form or an editor open, a list goes at once and keeps its element and key', () => {
  for (const count of [10, 60]) {
    const busy = goneLists(1);
    shown(busy, 1, threads(0, count));
    assert.equal(shown(busy, 2, threads(100, 10), { busy: true, focused: false }), { key: 1, gone: null });
  }
});

test('the first list shown is drawn in the element the section came with', () => {
  const lists = goneLists(0);
  shown(lists, 0, []);
  assert.equal(shown(lists, 1, threads(0, 10)), { key: 0, gone: null });
});

test('a second sort while a list is on its way out, the first page of the first shown: that list goes on leaving, a slice a task', () => {
  const lists = goneLists(1);
  shown(lists, 1, threads(0, 60));
  const first = shown(lists, 2, threads(100, 10)).gone!;
  lists.slice(first);
  const second = shown(lists, 3, threads(200, 10));
  assert.is(second.key, 3, 'the new list a new element, the short one it replaced gone at once');
  assert.is(second.gone!.key, 1);
  assert.equal(ids(second.gone!.threads), ids(threads(0, 50)));
  assert.is(lists.leaving(), second.gone);
  // A thread the newest list takes again leaves the old list at once, as at the first sort.
  assert.equal(ids(shown(lists, 4, threads(40, 5)).gone!.threads), [...ids(threads(0, 40)), ...ids(threads(45, 5))]);
});

test('a second sort of a long list while another is on its way out: that one goes at once, and a slice meant for it does nothing', () => {
  const lists = goneLists(1);
  shown(lists, 1, threads(0, 60));
  const first = shown(lists, 2, threads(100, 60)).gone!;
  const second = shown(lists, 3, threads(200, 10));
  assert.is(second.gone!.key, 2);
  assert.equal(ids(second.gone!.threads), ids(threads(100, 60)));
  lists.slice(first);
  assert.is(shown(lists, 3, threads(200, 10)).gone, second.gone, 'unchanged by a stale slice');
});

test.run();
