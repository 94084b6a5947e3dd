import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserTimers } from '../../../src/adapters/timers.ts';

test('browser timers run and cancel callbacks and read the clock', async () => {
  const timers = browserTimers();
  const ran: string[] = [];
  timers.setTimeout(() => ran.push('a'), 1);
  timers.clearTimeout(timers.setTimeout(() => ran.push('b'), 1));
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(ran, ['a']);
  assert.ok(Math.abs(timers.now() - Date.now()) < 50);
});

test.run();
