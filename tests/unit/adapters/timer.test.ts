import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { windowTimer } from '../../../src/adapters/timer.ts';

test('after() schedules once and its return cancels', () => {
  // The window's own timers, stood in for: what is scheduled runs when the test says, not after a guessed while.
  const scheduled = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  const timer = windowTimer({
    setTimeout: ((fn: () => void, ms: number) => (scheduled.set(next, { fn, ms }), next++)) as Window['setTimeout'],
    clearTimeout: (id?: number) => void scheduled.delete(id!),
  });
  let fired = 0;
  timer.after(1, () => fired++);
  const cancel = timer.after(5, () => (fired += 10));
  cancel();
  cancel();
  assert.equal(
    [...scheduled.values()].map(({ ms }) => ms),
    [1],
    'one left, for its own time',
  );
  scheduled.forEach(({ fn }) => fn());
  assert.is(fired, 1);
});

test.run();
