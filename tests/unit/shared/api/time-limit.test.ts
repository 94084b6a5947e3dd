import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withinLimit } from '../../../../src/shared/api/time-limit.ts';

const never = () => new Promise<never>(() => {});

test('work that settles in time is what the call gives, and its signal is never aborted', async () => {
  let seen: AbortSignal | null = null;
  const value = await withinLimit(async (signal) => ((seen = signal), 42), 20);
  assert.is(value, 42);
  await new Promise((resolve) => setTimeout(resolve, 40));
  assert.is(seen!.aborted, false, 'the timer is cleared once the work is done');
  await withinLimit(() => Promise.reject(new Error('refused')), 20).then(
    () => assert.unreachable(),
    (error) => assert.is(error.message, 'refused', 'a failure in time is the failure itself'),
  );
});

test('work that does not settle within the limit rejects as aborted, and its signal aborts', async () => {
  let seen: AbortSignal | null = null;
  await withinLimit((signal) => ((seen = signal), never()), 20).then(
    () => assert.unreachable(),
    (error) => assert.is(error.name, 'AbortError'),
  );
  assert.ok(seen!.aborted);
});

test('an answer after the limit is dropped: the call stays rejected', async () => {
  let answer: (value: string) => void = () => {};
  const call = withinLimit(() => new Promise<string>((resolve) => (answer = resolve)), 10);
  const outcome = call.then(
    () => 'resolved',
    () => 'rejected',
  );
  await new Promise((resolve) => setTimeout(resolve, 30));
  answer('late');
  assert.is(await outcome, 'rejected');
});

test.run();
