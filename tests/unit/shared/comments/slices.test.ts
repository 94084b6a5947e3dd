import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CommentItem } from '../../../../src/shared/comments/comments-store.ts';
import { SLICE, drawn, drawnAnew, sliced, type Slices } from '../../../../src/shared/comments/components/use-slices.ts';

// Which of a list's threads are drawn, slice by slice (use-slices.ts); these are its rules, without a page.
const threads = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => ({ id: String(from + n) }) as CommentItem);

test('a page of more comes a slice at a time after the threads drawn', () => {
  const listed = threads(0, 30);
  let slices: Slices = { last: listed[19]!, count: 20 };
  assert.is(drawn(listed, slices), 20);
  const seen: number[] = [];
  while (drawn(listed, slices) < listed.length)
    seen.push(drawn(listed, (slices = sliced(listed, drawn(listed, slices)))));
  assert.equal(seen, [22, 24, 26, 28, 30]);
  assert.is(SLICE, 2);
});

test('a thread posted at the top takes no thread drawn out of the document, and is drawn at once', () => {
  const listed = threads(0, 30);
  const slices = { last: listed[29]!, count: 30 };
  const posted = [...threads(100, 1), ...listed];
  assert.is(drawn(posted, slices), 31, 'through the last thread drawn, wherever it now stands');
  // Then the last thread edited (a new item): the count, remembered as 31 once all were drawn, stands.
  const edited = [...posted.slice(0, -1), { ...posted.at(-1)! }];
  assert.is(drawn(edited, { last: posted.at(-1)!, count: 31 }), 31);
  // A count alone would have drawn 30 of 31: the last thread out of the document for a task.
});

test('where the last thread drawn is no longer listed (deleted, or a new list), the count stands, within the list', () => {
  const listed = threads(0, 30);
  const slices = { last: listed[29]!, count: 30 };
  assert.is(drawn(listed.slice(0, 29), slices), 29);
  assert.is(drawn(threads(500, 10), slices), 10, 'a sort’s page kept in its element, drawn at once');
  // Never less than a first slice: a sort's page kept in the list's element (a form, an editor or focus in it:
  // use-gone.ts) is drawn whole, even after a short list (a thread kept with a form open in it, past the count, would
  // be made again, what is typed in it lost).
  assert.is(drawn(threads(500, 10), { last: listed[2]!, count: 3 }), 10);
  assert.is(drawn(threads(0, 5), { last: null, count: 20 }), 5, 'a first page within the first slice');
  assert.is(drawn(threads(0, 40), { last: null, count: Infinity }), 40, 'the server’s list, taken over at once');
});

test('a list drawn anew (a sort’s, in a new element) starts from a slice, or through the thread focus goes to', () => {
  assert.is(drawnAnew(threads(500, 10), 0), SLICE);
  assert.is(drawnAnew(threads(500, 10), 7), 7);
  assert.is(drawnAnew(threads(500, 1), 0), 1, 'within the list');
});

test.run();
