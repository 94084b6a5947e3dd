import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listeners } from '../../../src/ui/dom.ts';
import { swipe } from '../../../src/ui/swipe.ts';

/**
 * The drag surface's rules, on a stand-in element: Node's EventTarget
 * dispatches the same way, so the click guard is exercised directly (in
 * Chromium, pointer capture alone already keeps a dragged link from being
 * followed, so no browser test reaches it).
 */
// The direction a line reads in, as the browser computes it: the stand-in's own `dir` here.
globalThis.getComputedStyle = ((el: { dir?: string }) => ({ direction: el.dir || 'ltr' })) as never;

function surface(dir = 'ltr') {
  const el = Object.assign(new EventTarget(), {
    dir,
    clientWidth: 300,
    captured: [] as number[],
    setPointerCapture(id: number) {
      el.captured.push(id);
    },
  });
  const ends: [number, number][] = [];
  const moves: number[] = [];
  const events = listeners();
  swipe(el as unknown as HTMLElement, events, {
    onMove: (dx) => moves.push(dx),
    onEnd: (dx, width) => ends.push([dx, width]),
  });
  const send = (type: string, props: Record<string, number> = {}) => {
    const event = Object.assign(new Event(type, { cancelable: true }), { button: 0, pointerId: 1, ...props });
    el.dispatchEvent(event);
    return event;
  };
  return { el, ends, moves, send, events };
}

test('a press that moves past the slop is a drag: captured, followed, ended with its distance and the width', () => {
  const { el, ends, moves, send } = surface();
  send('pointerdown', { clientX: 100 });
  send('pointermove', { clientX: 104 });
  assert.equal(moves, [], 'within the slop: not a drag yet');
  send('pointermove', { clientX: 40 });
  send('pointerup', { clientX: 30 });
  assert.equal(el.captured, [1]);
  assert.equal(moves, [-60]);
  assert.equal(ends, [[-70, 300]]);
});

test('the click that ends a drag is swallowed (the link is not followed); the next click goes through', () => {
  const { send } = surface();
  send('pointerdown', { clientX: 100 });
  send('pointermove', { clientX: 160 });
  send('pointerup', { clientX: 160 });
  assert.ok(send('click', { detail: 1 }).defaultPrevented, 'the drag’s click');
  assert.not.ok(send('click', { detail: 1 }).defaultPrevented, 'a later click');
});

test('a press without a drag clicks; Enter on a link (a click with detail 0) always goes through', () => {
  const { ends, send } = surface();
  send('pointerdown', { clientX: 100 });
  send('pointerup', { clientX: 103 });
  assert.not.ok(send('click', { detail: 1 }).defaultPrevented);
  send('pointerdown', { clientX: 100 });
  send('pointermove', { clientX: 200 });
  send('pointerup', { clientX: 200 });
  assert.not.ok(send('click', { detail: 0 }).defaultPrevented, 'keyboard activation');
  assert.equal(ends, [[100, 300]]);
});

test('a cancelled drag ends at 0; other buttons, other pointers and the browser’s own link dragging are ignored or refused', () => {
  const { ends, moves, send } = surface();
  send('pointerdown', { clientX: 100, button: 2 });
  send('pointermove', { clientX: 200 });
  assert.equal(moves, [], 'right button');
  send('pointerdown', { clientX: 100 });
  send('pointermove', { clientX: 200, pointerId: 2 });
  assert.equal(moves, [], 'another pointer');
  send('pointermove', { clientX: 150 });
  send('pointercancel', { clientX: 150 });
  assert.equal(ends, [[0, 300]]);
  assert.ok(send('dragstart').defaultPrevented);
});

test('right to left, distances run the other way: a drag to the right goes toward the start of the line', () => {
  const { ends, moves, send } = surface('rtl');
  send('pointerdown', { clientX: 100 });
  send('pointermove', { clientX: 160 });
  send('pointerup', { clientX: 170 });
  assert.equal(moves, [-60]);
  assert.equal(ends, [[-70, 300]]);
});

test('off() removes every listener', () => {
  const { events, ends, send } = surface();
  events.off();
  send('pointerdown', { clientX: 0 });
  send('pointermove', { clientX: 100 });
  send('pointerup', { clientX: 100 });
  assert.equal(ends, []);
});

test.run();
