import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Timer } from '../../../../src/shared/timer.ts';
import {
  createSlideshowStore,
  SLIDESHOW_INTERVAL,
  type SlideshowState,
} from '../../../../src/widgets/slideshow/slideshow-store.ts';

/** A fake clock: timers fire only when the test advances time. */
function fakeTimer() {
  let now = 0;
  let pending: { at: number; fn: () => void }[] = [];
  const timer: Pick<Timer, 'after'> = {
    after(ms, fn) {
      const entry = { at: now + ms, fn };
      pending.push(entry);
      return () => void (pending = pending.filter((e) => e !== entry));
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (let next; (next = pending.filter((e) => e.at <= until).sort((a, b) => a.at - b.at)[0]);) {
      pending = pending.filter((e) => e !== next);
      now = next.at;
      next.fn();
    }
    now = until;
  };
  return { timer, advance, pendingCount: () => pending.length };
}

const setup = (options: { count?: number; reducedMotion?: boolean; hidden?: boolean } = {}) => {
  const clock = fakeTimer();
  const changes: SlideshowState[] = [];
  const store = createSlideshowStore({ count: 5, timer: clock.timer, onChange: (s) => changes.push(s), ...options });
  return { store, clock, changes };
};

test('rotates every 5000 ms, wrapping from the last slide to the first', () => {
  const { store, clock } = setup({ count: 3 });
  assert.is(SLIDESHOW_INTERVAL, 5000);
  assert.is(store.state().index, 0);
  clock.advance(4999);
  assert.is(store.state().index, 0);
  clock.advance(1);
  assert.is(store.state().index, 1);
  clock.advance(10_000);
  assert.is(store.state().index, 0);
});

test('previous and next cycle around', () => {
  const { store } = setup();
  store.previous();
  assert.is(store.state().index, 4);
  store.next();
  store.next();
  assert.is(store.state().index, 1);
});

test('a move by hand gives the new slide its full interval', () => {
  const { store, clock } = setup();
  clock.advance(4000);
  store.next();
  clock.advance(4000);
  assert.is(store.state().index, 1);
  clock.advance(1000);
  assert.is(store.state().index, 2);
});

test('hover pauses and leaving resumes; it never stops for good', () => {
  const { store, clock } = setup();
  store.setHovered(true);
  assert.equal(store.state(), { index: 0, count: 5, stopped: false, rotating: false });
  clock.advance(20_000);
  assert.is(store.state().index, 0);
  store.setHovered(false);
  assert.ok(store.state().rotating);
  clock.advance(5000);
  assert.is(store.state().index, 1);
});

test('Stop stops until Start; toggle switches', () => {
  const { store, clock } = setup();
  store.stop();
  clock.advance(20_000);
  assert.equal(store.state(), { index: 0, count: 5, stopped: true, rotating: false });
  store.setHovered(true);
  store.setHovered(false);
  assert.not.ok(store.state().rotating, 'leaving after a stop does not restart');
  store.toggle();
  assert.ok(store.state().rotating);
  store.toggle();
  assert.ok(store.state().stopped);
  store.start();
  clock.advance(5000);
  assert.is(store.state().index, 1);
});

test('keyboard focus pauses without stopping: the control still offers Stop, which then stops for good', () => {
  const { store, clock } = setup();
  store.setFocused(true);
  clock.advance(20_000);
  assert.equal(store.state(), { index: 0, count: 5, stopped: false, rotating: false });
  store.toggle();
  assert.equal(store.state(), { index: 0, count: 5, stopped: true, rotating: false }, 'Stop pressed while paused');
  store.setFocused(false);
  clock.advance(20_000);
  assert.equal(store.state(), { index: 0, count: 5, stopped: true, rotating: false }, 'leaving does not restart');
});

test('focus leaving resumes a pause; Start rotates though focus is still inside', () => {
  const { store, clock } = setup();
  store.setFocused(true);
  store.setFocused(false);
  clock.advance(5000);
  assert.is(store.state().index, 1);
  store.setFocused(true);
  store.stop();
  store.toggle();
  assert.equal(store.state(), { index: 1, count: 5, stopped: false, rotating: true });
  clock.advance(5000);
  assert.is(store.state().index, 2);
});

test('reduced motion: never rotates by itself', () => {
  const { store, clock } = setup({ reducedMotion: true });
  assert.equal(store.state(), { index: 0, count: 5, stopped: true, rotating: false });
  clock.advance(60_000);
  assert.is(store.state().index, 0);
  assert.is(clock.pendingCount(), 0);
});

test("reduced motion: Start is the reader's own choice and rotates", () => {
  const { store, clock } = setup({ reducedMotion: true });
  store.start();
  clock.advance(5000);
  assert.equal(store.state(), { index: 1, count: 5, stopped: false, rotating: true });
});

test('a hidden page keeps no timer; showing it again resumes', () => {
  const { store, clock } = setup();
  store.setHidden(true);
  assert.is(clock.pendingCount(), 0);
  clock.advance(20_000);
  assert.is(store.state().index, 0);
  store.setHidden(false);
  clock.advance(5000);
  assert.is(store.state().index, 1);
  const hiddenAtStart = setup({ hidden: true });
  assert.is(hiddenAtStart.clock.pendingCount(), 0);
});

test('one slide: nothing to rotate', () => {
  const { store, clock } = setup({ count: 1 });
  assert.is(clock.pendingCount(), 0);
  store.next();
  assert.is(store.state().index, 0);
});

test('swipe: past 20% of the width one slide on or back, less stays', () => {
  const { store } = setup();
  assert.is(store.drop(-30, 300), 'snap');
  assert.is(store.state().index, 0, '10% is not enough');
  assert.is(store.drop(-61, 300), 'next');
  assert.is(store.state().index, 1);
  assert.is(store.drop(90, 300), 'previous');
  assert.is(store.state().index, 0);
});

test('dispose clears the timer and silences the store', () => {
  const { store, clock, changes } = setup();
  store.dispose();
  assert.is(clock.pendingCount(), 0);
  const seen = changes.length;
  clock.advance(20_000);
  assert.is(changes.length, seen);
});

test('a slideshow without slides is an error', () => {
  assert.throws(() => setup({ count: 0 }), /at least one slide/);
});

test.run();
