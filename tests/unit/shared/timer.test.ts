import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { systemTimer } from '../../../src/shared/timer.ts';

test('after() schedules once and its return cancels', () => {
  // The platform's own timers, stood in for: what is scheduled runs when the test says, not after a guessed while.
  const scheduled = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  globalThis.setTimeout = ((fn: () => void, ms: number) => (scheduled.set(next, { fn, ms }), next++)) as never;
  globalThis.clearTimeout = ((id?: number) => void scheduled.delete(id!)) as never;
  try {
    let fired = 0;
    systemTimer.after(1, () => fired++);
    const cancel = systemTimer.after(5, () => (fired += 10));
    cancel();
    cancel();
    assert.equal(
      [...scheduled.values()].map(({ ms }) => ms),
      [1],
      'one left, for its own time',
    );
    for (const { fn } of scheduled.values()) fn();
    assert.is(fired, 1);
  } finally {
    Object.assign(globalThis, real);
  }
});

test('now() is the clock read when called, so a clock faked after import is the one used', () => {
  const real = Date.now;
  Date.now = () => 1234;
  try {
    assert.is(systemTimer.now(), 1234);
  } finally {
    Date.now = real;
  }
});

test.run();
