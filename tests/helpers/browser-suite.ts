import { suite } from 'uvu';
import type { Browser } from 'playwright';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface BrowserSuiteContext {
  server: RunningServer;
  browser: Browser;
}

/**
 * A uvu suite whose tests share one reference server (on a fresh database,
 * with `env` as its settings) and one Chromium, started before the first
 * test and stopped after the last.
 */
export function browserSuite(name: string, env: Record<string, string> = {}) {
  const test = suite<BrowserSuiteContext>(name);
  test.before(async (context) => {
    context.server = await startServer(env);
    context.browser = await launchBrowser();
  });
  // A server that died under the suite fails every test after it at once, with what it printed last, rather
  // than leaving each to meet a refused connection of its own, or to wait out a timeout for an answer.
  test.before.each(({ server }) => {
    const ended = server.process.exitCode ?? server.process.signalCode;
    if (ended !== null)
      throw new Error(`the test server exited (${ended}) during the suite:\n${server.output().slice(-4000)}`);
  });
  // TEST_TIMES=1 prints each test's time (docs/contributing.md "Scripts and test steps"): where a slow file spends it.
  let started = 0;
  test.before.each(() => void (started = Date.now()));
  test.after.each(() => void (process.env.TEST_TIMES && console.log(`\n  ${Date.now() - started} ms`)));
  test.after(async ({ server, browser }) => {
    // Either may be missing when the start failed: that failure is the one to read, not a second one here.
    // Bounded: a Chromium that does not close in time is left to the run's end, rather than hang the run.
    if (browser) await Promise.race([browser.close(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
    await server?.stop();
  });
  return test;
}
