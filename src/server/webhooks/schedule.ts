/**
 * When a delivery is tried (docs/self-hosting.md "Webhooks"), as the Standard Webhooks specification recommends:
 * at once, then 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours after the event, and a last time a
 * day after it. A delivery that fails that last time is kept as failed.
 */
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
export const ATTEMPT_OFFSETS_MS = [0, 5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 24 * HOUR];

/**
 * When to try again after the `attempts`-th attempt (1 for the first) failed at `now`: the next offset's distance
 * from this one, so the schedule keeps its shape whatever time an attempt took; null when that was the last.
 */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const done = ATTEMPT_OFFSETS_MS[attempts - 1];
  const next = ATTEMPT_OFFSETS_MS[attempts];
  if (done === undefined || next === undefined) return null;
  return new Date(now.getTime() + next - done);
}
