import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commentAnchor, commentIdFromHash, loadUntilShown } from '../../../src/ui/comment-anchor.ts';

test('anchor id and its hash round-trip', () => {
  assert.is(commentAnchor(57), 'ob-comment-57');
  assert.is(commentIdFromHash('#ob-comment-57'), '57');
  assert.is(commentIdFromHash('ob-comment-a1'), 'a1');
  for (const other of ['', '#comments', '#ob-comment-', '#ob-comment-5"x']) assert.is(commentIdFromHash(other), null, other);
});

test('loads page after page until the comment shows, then stops', async () => {
  let pages = 1;
  const shown = await loadUntilShown(() => pages >= 3, () => Promise.resolve(++pages <= 5));
  assert.ok(shown);
  assert.is(pages, 3);
});

test('stops when nothing more can be loaded, or after maxSteps', async () => {
  let calls = 0;
  assert.not.ok(await loadUntilShown(() => false, () => (++calls < 3 ? Promise.resolve(true) : false)));
  assert.is(calls, 3);
  calls = 0;
  assert.not.ok(await loadUntilShown(() => false, () => (++calls, Promise.resolve(true)), 4));
  assert.is(calls, 4);
});

test.run();
