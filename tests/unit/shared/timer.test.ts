import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { systemTimer } from '../../../src/shared/timer.ts';

test('after() schedules once and its return cancels', async () => {
  let fired = 0;
  systemTimer.after(1, () => fired++);
  const cancel = systemTimer.after(1, () => (fired += 10));
  cancel();
  cancel();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.is(fired, 1);
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
