import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  createCarouselStore,
  layoutFor,
  type CarouselOptions,
} from '../../../../src/widgets/tags-carousel/carousel-store.ts';

const carousel = (options: Partial<CarouselOptions> = {}) => createCarouselStore({ count: 8, width: 1024, ...options });

test('defaults: 3 visible, scroll 1; below a 550px window 1 and 1', () => {
  assert.equal(layoutFor(1024, 3, 1), { visible: 3, scroll: 1 });
  assert.equal(layoutFor(550, 4, 2), { visible: 4, scroll: 2 });
  assert.equal(layoutFor(549, 4, 2), { visible: 1, scroll: 1 });
  assert.equal(carousel().state(), { index: 0, position: 0, visible: 3, scroll: 1, count: 8 });
  assert.is(carousel({ width: 549 }).state().visible, 1);
});

test('options from data attributes: strings are read, bad ones are a clear error', () => {
  assert.is(carousel({ visible: '4', scroll: '2' }).state().scroll, 2);
  assert.is(carousel({ visible: '' }).state().visible, 3);
  assert.throws(() => carousel({ visible: 'three' }), /visible: a whole number from 1 \(got "three"\)/);
  assert.throws(() => carousel({ scroll: 0 }), /scroll/);
  assert.throws(() => carousel({ count: 0 }), /at least one item/);
});

test('infinite: next past the end moves onto the clones, then settles on the first', () => {
  const store = carousel({ count: 4 });
  store.next();
  store.next();
  store.next();
  assert.equal([store.state().index, store.state().position], [3, 3]);
  store.next();
  assert.equal([store.state().index, store.state().position], [0, 4]);
  store.settle();
  assert.equal([store.state().index, store.state().position], [0, 0]);
});

test('previous from the first goes to the last by way of the clones', () => {
  const store = carousel({ count: 4 });
  store.previous();
  assert.equal([store.state().index, store.state().position], [3, -1]);
  store.settle();
  assert.is(store.state().position, 3);
});

test('a second move before the first settled carries on along the clones', () => {
  const store = carousel({ count: 4 });
  store.previous();
  store.previous();
  assert.equal([store.state().index, store.state().position], [2, -2]);
  store.settle();
  assert.is(store.state().position, 2);
});

test('moves never run the track past its clones', () => {
  const store = carousel({ count: 4, visible: 3, scroll: 2 });
  for (let i = 0; i < 9; i++) store.next(); // no settle between moves (transitions cut short)
  const { position } = store.state();
  assert.ok(position >= -store.clones && position + 3 - 1 <= 4 - 1 + store.clones, String(position));
});

test('resize re-evaluates the layout and settles the position', () => {
  const changes: number[] = [];
  const store = carousel({ onChange: (s) => changes.push(s.visible) });
  store.previous();
  store.resize(400);
  assert.equal(store.state(), { index: 7, position: 7, visible: 1, scroll: 1, count: 8 });
  store.resize(420);
  assert.equal(changes, [3, 1], 'no change within the same layout');
  store.resize(1200);
  assert.is(store.state().visible, 3);
});

test('drag: past 20% of the width moves one step, 20% or less snaps back', () => {
  const store = carousel();
  assert.is(store.drop(-60, 300), 'snap');
  assert.is(store.drop(-30, 300), 'snap');
  assert.is(store.state().position, 0);
  assert.is(store.drop(-90, 300), 'next');
  assert.is(store.state().position, 1);
  assert.is(store.drop(61, 300), 'previous');
  assert.is(store.state().position, 0);
});

test('reveal: a focused tag (the real one, not a clone) comes fully into view with the least move', () => {
  const store = carousel();
  store.reveal(2);
  assert.is(store.state().position, 0, 'already visible: no move');
  store.reveal(3);
  assert.is(store.state().position, 1, 'one step so that it sits at the right edge');
  store.reveal(7);
  assert.is(store.state().position, 5, 'right edge');
  store.reveal(2);
  assert.is(store.state().position, 2, 'left edge');
  for (let i = 0; i < 3; i++) store.previous();
  store.settle();
  assert.is(store.state().position, 7, 'settled on the last: the two beside it in view are clones');
  store.reveal(0);
  assert.is(store.state().position, 0, 'the real first tag, not its clone beside the last');
});

test('arrow keys: focus moves to the next tag (wrapping) and the strip shifts by one', () => {
  const store = carousel({ count: 4 });
  assert.is(store.arrow(0, 1), 1);
  assert.is(store.state().position, 1);
  assert.is(store.arrow(1, -1), 0);
  assert.is(store.state().position, 0);
  assert.is(store.arrow(0, -1), 3, 'wraps to the last');
  assert.is(store.state().position, 1, 'the real last tag comes into view at the right edge');
  assert.is(store.arrow(3, 1), 0, 'wraps to the first');
  assert.is(store.state().position, 0);
});

test('narrow: one visible, every reveal lands exactly on the tag', () => {
  const store = carousel({ width: 320 });
  for (const i of [4, 1, 7, 0]) {
    store.reveal(i);
    assert.is(store.state().index, i);
  }
});

test.run();
