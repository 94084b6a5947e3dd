import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commentIdFromHash, revealComment, revealLinked, type RevealableList } from '../../../src/ui/reveal-comment.ts';

test('the comment id a hash asks for', () => {
  assert.is(commentIdFromHash('#ob-comment-57'), '57');
  assert.is(commentIdFromHash('ob-comment-a1'), 'a1');
  for (const other of ['', '#comments', '#ob-comment-', '#ob-comment-5"x', '#ob-comment-5/6'])
    assert.is(commentIdFromHash(other), null, other);
});

interface Thread {
  id: string;
  moreReplies: { value: boolean };
  hidden: string[][];
}

/**
 * A list shaped like the comment section's store: `pages` of thread ids
 * still to load; each thread's further replies in pages of its own.
 */
function fakeList(shown: Thread[], pages: Thread[][], { failing = false } = {}) {
  const calls: string[] = [];
  const listed = new Set<string>(shown.map((t) => t.id));
  const list: RevealableList<Thread> = {
    find: (id) => listed.has(id) || undefined,
    comments: { value: shown },
    moreComments: { value: pages.length > 0 },
    async loadMore() {
      calls.push('more comments');
      if (failing) return null;
      const page = pages.shift()!;
      page.forEach((t) => listed.add(t.id));
      list.comments.value = [...list.comments.value, ...page];
      list.moreComments.value = pages.length > 0;
      return page[0]!.id;
    },
    async loadMoreReplies(thread) {
      calls.push(`more replies of ${thread.id}`);
      if (failing) return null;
      const page = thread.hidden.shift()!;
      page.forEach((id) => listed.add(id));
      thread.moreReplies.value = thread.hidden.length > 0;
      return page[0]!;
    },
  };
  return { list, calls };
}

const thread = (id: string, ...hidden: string[][]): Thread => ({
  id,
  moreReplies: { value: hidden.length > 0 },
  hidden,
});

test('already listed: no request', async () => {
  const { list, calls } = fakeList([thread('9')], [[thread('5')]]);
  assert.ok(await revealComment(list, '9'));
  assert.equal(calls, []);
});

test('on a later page: more comments until it is there, and no further', async () => {
  const { list, calls } = fakeList([thread('9')], [[thread('7')], [thread('5')], [thread('3')]]);
  assert.ok(await revealComment(list, '5'));
  assert.equal(calls, ['more comments', 'more comments']);
});

test('in collapsed replies of a thread on a later page: pages first, then that thread’s replies', async () => {
  const { list, calls } = fakeList([thread('9')], [[thread('7', ['71'], ['70'])]]);
  assert.ok(await revealComment(list, '70'));
  assert.equal(calls, ['more comments', 'more replies of 7', 'more replies of 7']);
});

test('threads are searched in turn; a thread exhausted is left', async () => {
  const { list, calls } = fakeList([thread('9', ['91']), thread('8', ['81'])], []);
  assert.ok(await revealComment(list, '81'));
  assert.equal(calls, ['more replies of 9', 'more replies of 8']);
});

test('never there (deleted, held): everything loaded once, then false', async () => {
  const { list, calls } = fakeList([thread('9', ['91'])], [[thread('7')]]);
  assert.not.ok(await revealComment(list, '1'));
  assert.equal(calls, ['more comments', 'more replies of 9']);
});

test('a failing server is asked once, not in a loop', async () => {
  const { list, calls } = fakeList([thread('9', ['91'])], [[thread('7')]], { failing: true });
  assert.not.ok(await revealComment(list, '7'));
  assert.equal(calls, ['more comments']);
});

test('bounded: never more than maxPages requests', async () => {
  const pages = Array.from({ length: 100 }, (_, i) => [thread(`t${i}`)]);
  const { list, calls } = fakeList([thread('first')], pages);
  assert.not.ok(await revealComment(list, 'missing', 5));
  assert.is(calls.length, 5);
});

/** As the comment section's store: a page takes a moment, and asking while one loads brings nothing. */
function slowList(pages: Thread[][]) {
  const { list } = fakeList([thread('first')], pages);
  const load = list.loadMore.bind(list);
  let loading = false;
  list.loadMore = async () => {
    if (loading) return null;
    loading = true;
    await new Promise((resolve) => setTimeout(resolve, 5));
    loading = false;
    return load();
  };
  return list;
}

test('a link followed while another is still searching: both searched in turn, only the one the hash names is shown', async () => {
  const list = slowList([[thread('a')], [thread('b')], [thread('c')]]);
  const shown: string[] = [];
  let hash = '#ob-comment-b';
  const first = revealLinked(
    list,
    (id) => shown.push(id),
    () => hash,
  );
  await new Promise((resolve) => setTimeout(resolve, 1));
  hash = '#ob-comment-c';
  const second = revealLinked(
    list,
    (id) => shown.push(id),
    () => hash,
  );
  await Promise.all([first, second]);
  assert.ok(list.find('b') && list.find('c'), 'both loaded');
  assert.equal(shown, ['c'], 'b was found after the hash moved on');
});

test('a hash that names no comment searches nothing', async () => {
  const { list, calls } = fakeList([thread('first')], [[thread('a')]]);
  const shown: string[] = [];
  await revealLinked(
    list,
    (id) => shown.push(id),
    () => '#comments',
  );
  assert.equal([calls, shown], [[], []]);
});

test.run();
