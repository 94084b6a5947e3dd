import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { windowTimer } from '../../../src/adapters/timer.ts';

test('after() schedules once and its return cancels', async () => {
  const timer = windowTimer(globalThis as unknown as Window);
  let fired = 0;
  timer.after(1, () => fired++);
  const cancel = timer.after(1, () => (fired += 10));
  cancel();
  cancel();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.is(fired, 1);
});

test.run();
