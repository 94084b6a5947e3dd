/**
 * The one wait for a state the test can only look at, not listen to: a mail arriving, a port that comes to
 * refuse, a count a server-side timer changes. It looks every `every` ms and fails past `timeout` with what
 * it waited for, so a wait that never ends fails its test with a reason instead of holding the run; every
 * other wait in the suite is on an event (a navigation, a ready attribute, a response, a process's exit).
 */
export async function until<T>(
  condition: () => T | Promise<T>,
  { timeout = 5_000, every = 20, what = 'the condition' }: { timeout?: number; every?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${timeout} ms`);
    // Not a delay that stands for an event: the next look, bounded by the deadline above.
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
