/**
 * The proof-of-work solver as readers run it: the built widget chunk in
 * Chromium, solving challenges the built server hands out at its default
 * difficulty, in its Worker (the way the comment form runs it). Reported
 * as the median and p95 of 30 solves, beside what a long task would be:
 * the solver runs off the main thread, so the page's longest task while
 * solving is reported too.
 */
import { existsSync, readdirSync } from 'node:fs';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { startServer } from '../tests/helpers/server.ts';

const RUNS = 30;

export async function run(): Promise<void> {
  const chunk =
    existsSync('dist/widgets/lazy') &&
    readdirSync('dist/widgets/lazy').find((name) => name.startsWith('proof-of-work-'));
  if (!chunk) throw new Error('no dist/widgets/lazy/proof-of-work-*.js: build first');
  const server = await startServer({ ROBOT_CHECK: '' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/posts/1`);
    const result = await page.evaluate(
      async ({ src, runs }) => {
        const longest = { task: 0 };
        new PerformanceObserver((list) =>
          list.getEntries().forEach((entry) => (longest.task = Math.max(longest.task, entry.duration))),
        ).observe({ type: 'longtask' });
        const pow = await import(src);
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const challenge = await pow.fetchChallenge('/comments/robot-check?postID=1');
          const start = performance.now();
          const solution = await pow.solveOffThread(challenge.parameters);
          times.push(performance.now() - start);
          if (!solution) throw new Error('not solved');
        }
        return { times, longestTask: longest.task };
      },
      { src: `/widgets/lazy/${chunk}`, runs: RUNS },
    );
    const sorted = [...result.times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const p95 = sorted[Math.ceil(0.95 * sorted.length) - 1]!;
    console.log(
      `| solve in Chromium (Worker, default difficulty) | runs ${RUNS} | median ${median.toFixed(0)} ms | p95 ${p95.toFixed(0)} ms |`,
    );
    console.log(
      `| longest main-thread task while solving | ${result.longestTask ? `${result.longestTask.toFixed(0)} ms` : 'none over 50 ms'} |`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
