import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement, isValidElement } from 'react';
import { laterThreads } from '../../../../src/widgets/comments/hydrate-later.ts';

// The turns of the server's threads to hydrate after the section (hydrate-later.ts), without a page: which threads
// come in which task, and what a thread's view becomes.
test('the threads come two a task, in the order they stand, each turn in a task of its own; all settles after the last', async () => {
  const came: string[][] = [];
  // Whether a task set going in the previous turn had run before this one: each turn comes in a later task.
  const apart: boolean[] = [];
  let ran = true;
  const later = laterThreads(['a', 'b', 'c', 'd', 'e'], (ids) => {
    came.push(ids);
    apart.push(ran);
    ran = false;
    setTimeout(() => (ran = true), 0);
  });
  // None in the task that hydrates the section.
  await Promise.resolve();
  assert.equal(came, []);
  await later.all;
  assert.equal(came, [['a', 'b'], ['c', 'd'], ['e']]);
  assert.equal(apart, [true, true, true]);
  assert.ok(ran, 'all settles in a task after the last turn');
});

test("a server's thread is wrapped for good, with its slice's turn; any other view is left as it is", async () => {
  const later = laterThreads(['a', 'b', 'c'], () => {});
  const view = createElement('li', { key: 'a' });
  const wrapped = later.wrap(view, 'a');
  assert.ok(isValidElement(wrapped));
  assert.is.not(wrapped, view);
  const turnOf = (id: string) => (later.wrap(view, id).props as { turn: { came: boolean } }).turn;
  assert.is(turnOf('a'), turnOf('b'), 'one turn for a slice');
  assert.is.not(turnOf('a'), turnOf('c'));
  assert.is(later.wrap(view, 'posted later'), view);
  assert.not.ok(turnOf('a').came);
  await later.all;
  assert.ok(turnOf('a').came && turnOf('c').came);
  // Its turn come, a thread keeps its wrapper: its element never changes type, so Preact never makes it again.
  assert.is.not(later.wrap(view, 'a'), view);
});

test.run();
