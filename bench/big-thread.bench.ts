/**
 * The reader's side of a big thread (docs/self-hosting.md "At scale: a million comments"): the big post of the
 * million-comment database (big-database.ts, 10,000 threads and 40,000 replies), read in Chromium with the CPU
 * slowed 4×, as its server renders it (the demo's post page). Each step is a reader's act, and for each the
 * longest task the page held while it ran (a long task is one over 50 ms; the goal is none):
 *
 * - the upgrade on intent: focus comes into the server-rendered section, and its components take its markup;
 * - "More comments", pressed until 2,000 comments are shown;
 * - Tab pressed then from one thread into the next, as a keyboard reader walks the list (ten threads across it);
 * - a Like pressed then, on the last comment shown, once scrolled to (the scroll is not the press's): the time to its
 *   feedback (the button busy or pressed);
 * - find-in-page: every comment shown is in the document, the first and the last found by the browser's find;
 * - sorting, oldest first (the oldest threads are the long ones);
 * - a 500-reply thread opened: its "More replies" pressed until every reply shows.
 *
 * PORCHLIGHT_BENCH_COMMENTS shrinks the database for a quick look, as for the scale part.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { launchBrowser, newPage } from '../tests/helpers/browser.ts';
import { startServer } from '../tests/helpers/server.ts';
import { BIG_POST, bigSqliteDatabase, shapeFromEnv } from './big-database.ts';

const SECTION = '[data-porchlight="comments"]';
const LOADED = 2_000;
/** How much the CPU is slowed: 4, as a mid-range phone; BIG_THREAD_SLOWDOWN=1 for a look at this machine's own speed. */
const SLOWDOWN = Number(process.env.BIG_THREAD_SLOWDOWN ?? 4);
/** Every long task, as the page saw it: installed before the page's own scripts. */
const WATCH_TASKS = `window.__tasks = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__tasks.push(entry.duration); })
  .observe({ type: 'longtask', buffered: true });`;

interface Step {
  what: string;
  acts: number;
  longest: number;
  over50: number;
  /** The longest task of each act, for the median act (one outlier sets `longest`). */
  perAct?: number[];
}

/** The middle of the acts' longest tasks. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The long tasks seen since `from` (an index into the page's list): the longest, and how many. */
async function tasksSince(page: Page, from: number): Promise<{ longest: number; over50: number; next: number }> {
  const tasks = (await page.evaluate('window.__tasks')) as number[];
  const mine = tasks.slice(from);
  return { longest: Math.max(0, ...mine), over50: mine.length, next: tasks.length };
}

const articles = (page: Page) => page.locator(`${SECTION} article`).count();

/** A step of repeated acts: each act's long tasks added as it ends, the step made of them once it is done. */
function repeatedActs(): { add(act: { longest: number; over50: number }): void; step(what: string): Step } {
  const perAct: number[] = [];
  let over50 = 0;
  return {
    add(act) {
      perAct.push(act.longest);
      over50 += act.over50;
    },
    step: (what) => ({ what, acts: perAct.length, longest: Math.max(0, ...perAct), over50, perAct }),
  };
}

/** The page let settle: two frames, then idle. */
const settled = (page: Page) =>
  page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 5000 }))))',
  );

/**
 * The last comment's Like brought into view, and the page let settle: what the press then holds is the press's, not
 * the scroll's (a reader scrolls to a comment before pressing on it).
 */
async function scrollToLastLike(page: Page): Promise<void> {
  await page.evaluate((root) => [...document.querySelectorAll(`${root} .pl-like`)].at(-1)!.scrollIntoView(), SECTION);
  await settled(page);
}

const THREADS = `${SECTION} .pl-list:not(.pl-replies, .pl-pinned) > li`;

/**
 * Focus put on the last control of the thread `n` of the list of threads, in view: a Tab from there goes into the
 * next thread.
 */
async function focusEndOfThread(page: Page, n: number): Promise<void> {
  const focused = await page.evaluate(
    ({ threads, n }) => {
      const controls = document
        .querySelectorAll(threads)
        [n]!.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea');
      const last = controls[controls.length - 1]!;
      last.focus();
      last.scrollIntoView({ block: 'center' });
      return document.activeElement === last;
    },
    { threads: THREADS, n },
  );
  if (!focused) throw new Error(`the end of thread ${n} took no focus`);
}

/** Whether focus is in the thread `n` of the list of threads. */
const focusIn = (page: Page, n: number) =>
  page.evaluate(({ threads, n }) => document.querySelectorAll(threads)[n]!.contains(document.activeElement), {
    threads: THREADS,
    n,
  });

/** One press on the last comment's Like, timed in the page: milliseconds to its feedback. */
const likeLast = (page: Page) =>
  page.evaluate(`new Promise((resolve) => {
    const likes = document.querySelectorAll('${SECTION} .pl-like');
    const like = likes[likes.length - 1];
    const start = performance.now();
    like.click();
    const look = () => {
      if (like.getAttribute('aria-disabled') === 'true' || like.getAttribute('aria-pressed') === 'true') resolve(performance.now() - start);
      else requestAnimationFrame(look);
    };
    look();
  })`) as Promise<number>;

export async function run(): Promise<void> {
  const shape = shapeFromEnv();
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-big-thread-'));
  const file = join(dir, 'big.db');
  await bigSqliteDatabase(file, shape);
  const server = await startServer({
    DATABASE_URL: `sqlite:${file}`,
    RATE_LIMIT_READ_COST: '1000000000',
    RATE_LIMIT_MUTATIONS: '100000',
    LOG_LEVEL: 'warn',
  });
  const browser = await launchBrowser();
  const steps: Step[] = [];
  try {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await context.addInitScript(WATCH_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(`${server.url}/posts/${BIG_POST}`);
    await page.waitForSelector(`${SECTION} article`);
    let seen = await tasksSince(page, 0);
    steps.push({ what: 'the server-rendered page read (no upgrade)', acts: 1, ...seen });

    await page.locator(`${SECTION} button`).first().focus();
    await page.waitForSelector(`${SECTION}[data-porchlight-live]`, { state: 'attached' });
    // The components own the markup: what their first render and effects hold comes with it, before the page idles.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    seen = await tasksSince(page, seen.next);
    steps.push({ what: 'the upgrade on intent (focus into the section)', acts: 1, ...seen });

    let shown = await articles(page);
    const morePresses = repeatedActs();
    while (shown < LOADED) {
      // A reader presses the button where it is in view: it is brought there, and the page let settle, first (the
      // scroll is the reader's). Pressed in the page: what is measured is the section's work, not the driver's
      // checks around a click.
      await page.evaluate((root) => {
        const buttons = document.querySelectorAll<HTMLButtonElement>(`${root} section > button`);
        [...buttons].find((each) => each.textContent === 'More comments')!.scrollIntoView({ block: 'end' });
      }, SECTION);
      await settled(page);
      seen = await tasksSince(page, seen.next);
      await page.evaluate((root) => {
        const buttons = document.querySelectorAll<HTMLButtonElement>(`${root} section > button`);
        [...buttons].find((each) => each.textContent === 'More comments')!.click();
      }, SECTION);
      await page.waitForFunction(
        ({ root, before }) => document.querySelectorAll(`${root} article`).length > before,
        { root: SECTION, before: shown },
        { polling: 100 },
      );
      // The rest of the page (threads come a few per task), focus on its first comment, and their frames: the press's too.
      await settled(page);
      shown = await articles(page);
      seen = await tasksSince(page, seen.next);
      morePresses.add(seen);
    }
    steps.push(morePresses.step(`"More comments" until ${shown.toLocaleString('en')} comments are shown`));

    // A keyboard reader's walk: Tab from the end of a thread into the next, ten times across the list.
    const threadCount = await page.locator(THREADS).count();
    const tabs = repeatedActs();
    for (let step = 1; step <= 10; step++) {
      const from = Math.floor((threadCount - 2) * (step / 10));
      await focusEndOfThread(page, from);
      await settled(page);
      seen = await tasksSince(page, seen.next);
      await page.keyboard.press('Tab');
      await settled(page);
      if (!(await focusIn(page, from + 1))) throw new Error(`Tab from thread ${from} did not land in the next`);
      seen = await tasksSince(page, seen.next);
      tabs.add(seen);
    }
    steps.push(tabs.step('Tab from one thread into the next'));

    await scrollToLastLike(page);
    seen = await tasksSince(page, seen.next);
    const feedback = await likeLast(page);
    await page.waitForFunction((root) => {
      const likes = document.querySelectorAll(`${root} .pl-like`);
      return likes[likes.length - 1]?.getAttribute('aria-pressed') === 'true';
    }, SECTION);
    seen = await tasksSince(page, seen.next);
    steps.push({ what: `a Like on the last of ${shown.toLocaleString('en')} comments`, acts: 1, ...seen });

    const [first, last] = await page.evaluate((root) => {
      const bodies = document.querySelectorAll(`${root} article .pl-body`);
      return [bodies[0]?.textContent ?? '', bodies[bodies.length - 1]?.textContent ?? ''];
    }, SECTION);
    const inDocument = await articles(page);
    const found = await page.evaluate(
      ([a, b]) => {
        const find = (window as unknown as { find(text: string): boolean }).find.bind(window);
        window.getSelection()?.removeAllRanges();
        const one = find(a!);
        window.getSelection()?.removeAllRanges();
        return one && find(b!);
      },
      [first.trim().slice(0, 40), last.trim().slice(0, 40)],
    );

    // The order is picked, then applied with Sort (a closed select arrowed through would sort at each step). Focus is in
    // the select, as a reader's is who picks from it: a script's pick moves none, and focus left in a thread of the
    // list the sort puts out would be sent to Sort (comment-section.tsx), as for a reader who Tabs into the list meanwhile.
    await page.focus(`${SECTION} select`);
    await page.selectOption(`${SECTION} select`, 'oldest');
    await page.evaluate(
      (root) => document.querySelector<HTMLFormElement>(`${root} form.pl-sort`)!.requestSubmit(),
      SECTION,
    );
    await page.waitForFunction(
      (root) => document.querySelector(`${root} [role=status]`)?.textContent?.includes('Oldest first'),
      SECTION,
      { polling: 100 },
    );
    // The list the sort put out leaves a slice per task (use-gone.ts): those tasks are the sort's too.
    await page.waitForFunction((root) => !document.querySelector(`${root} .pl-gone`), SECTION, { polling: 100 });
    seen = await tasksSince(page, seen.next);
    steps.push({ what: 'sorted, oldest first', acts: 1, ...seen });

    // Found in the page by its text, not by a role: working out every name of a big list is slow in itself. The
    // first thread of the list of threads: not the first item of every reply list, nor the pinned list's.
    const firstThread = `${THREADS}:first-child`;
    const replies = () => page.locator(`${firstThread} article`).count();
    const pressMoreReplies = () =>
      page.evaluate((root) => {
        const button = [...document.querySelectorAll<HTMLButtonElement>(`${root} button`)].find((each) =>
          each.textContent?.startsWith('More replies'),
        );
        button?.click();
        return Boolean(button);
      }, firstThread);
    const replyPresses = repeatedActs();
    for (;;) {
      const before = await replies();
      if (!(await pressMoreReplies())) break;
      await page.waitForFunction(
        ({ root, before }) => document.querySelectorAll(`${root} article`).length > before,
        { root: firstThread, before },
        { polling: 100 },
      );
      await settled(page);
      seen = await tasksSince(page, seen.next);
      replyPresses.add(seen);
    }
    steps.push(replyPresses.step(`a thread of ${(await replies()) - 1} replies opened`));

    console.log(
      `\nThe big post (${(shape.big.top + shape.big.replies).toLocaleString('en')} comments) in Chromium, CPU slowed ${SLOWDOWN}×; a long task is one over 50 ms:\n`,
    );
    console.log('| the reader | acts | longest task ms | longest task ms, median act | tasks over 50 ms |');
    console.log('|---|---:|---:|---:|---:|');
    for (const step of steps)
      console.log(
        `| ${step.what} | ${step.acts} | ${Math.round(step.longest)} | ${Math.round(median(step.perAct ?? [step.longest]))} | ${step.over50} |`,
      );
    console.log(
      `\nLike pressed with ${shown.toLocaleString('en')} comments shown: feedback after ${Math.round(feedback)} ms (goal: 100 ms). Find-in-page found the first and the last comment shown: ${found ? 'yes' : 'NO'}; comments in the document then: ${inDocument.toLocaleString('en')}.`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
