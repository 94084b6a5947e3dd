import type { Browser, CDPSession, Page } from 'playwright';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { startServer } from '../tests/helpers/server.ts';

/**
 * The comment section three ways, as a reader on a slow phone gets it (CPU
 * slowed 4x, 150 ms of latency and 1.6 Mbit/s through the DevTools
 * protocol):
 *
 * - server-included: the page carries the section the server rendered
 *   (/examples/server-comments); the loader runs comments-read.js;
 * - placeholder-fetched: the page holds the mount point only, marked
 *   data-fragment (/examples/fragment-comments); one request brings the HTML;
 * - client-rendered: the mount point only, and the section's code renders it
 *   from the API (/examples/comments), as before.
 *
 * For each: the time from navigation to the first comment painted; the
 * bytes of code (widget JS) and of data (API answers, or the fragment) on
 * the wire; then the first press on Like, cold (the reader's first move is
 * the press) and prefetched (the pointer came over the section first, and
 * the code had time to come): time to visible feedback (the button busy or
 * pressed) and to completion (pressed), and every byte of code fetched by
 * the time the cold press was done. Medians of RUNS runs, one run of
 * everything, and ratios to the client-rendered way.
 */
const RUNS = 3;
const WAYS = [
  ['server-included', '/examples/server-comments'],
  ['placeholder-fetched', '/examples/fragment-comments'],
  ['client-rendered', '/examples/comments'],
] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Paint times, seen from the page: the first frame with a comment in it. */
const WATCH_PAINT = `{
  const start = performance.now();
  const look = () => {
    if (document.querySelector('[data-porchlight="comments"] article.pl-comment')) requestAnimationFrame(() => (window.firstComment = performance.now() - start));
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}`;

async function slowed(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
  return cdp;
}

/** Bytes on the wire (as encoded, headers included) of widget code and of comment data. */
function countBytes(cdp: CDPSession) {
  const urls = new Map<string, string>();
  const bytes = { code: 0, data: 0 };
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, new URL(event.request.url).pathname));
  cdp.on('Network.loadingFinished', (event) => {
    const path = urls.get(event.requestId) ?? '';
    if (path.startsWith('/widgets/')) bytes.code += event.encodedDataLength;
    else if (/^\/comments\/(graphql|count|html)/.test(path)) bytes.data += event.encodedDataLength;
  });
  return bytes;
}

/** One press on the first Like: milliseconds to the button busy or pressed, and to pressed. (A string: the runner's transform would wrap named functions in a helper the page lacks.) */
const press = (page: Page) =>
  page.evaluate(`new Promise((resolve) => {
    const like = document.querySelector('.pl-like');
    const start = performance.now();
    let feedback = 0;
    const look = () => {
      const now = performance.now() - start;
      if (!feedback && (like.getAttribute('aria-disabled') === 'true' || like.getAttribute('aria-pressed') === 'true')) feedback = now;
      if (like.getAttribute('aria-pressed') === 'true') resolve([feedback || now, now]);
      else requestAnimationFrame(look);
    };
    like.click();
    requestAnimationFrame(look);
  })`) as Promise<[number, number]>;

async function once(browser: Browser, url: string, prefetch: boolean) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const cdp = await slowed(page);
  const bytes = countBytes(cdp);
  await page.addInitScript(WATCH_PAINT);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { firstComment?: number }).firstComment !== undefined, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  const painted = await page.evaluate(() => (window as unknown as { firstComment: number }).firstComment);
  const reading = { ...bytes };
  await page.locator('[data-porchlight="comments"]').scrollIntoViewIfNeeded();
  if (prefetch) {
    // The pointer comes over the button first: the press waits until what that set off has come (on a server-rendered
    // section, the votes alone; on one the client rendered, the voting code).
    const votingCode = page.waitForResponse(
      (response) => /\/widgets\/(lazy\/comments-interactive|comments-votes\.js)/.test(response.url()),
      { timeout: 60_000 },
    );
    await page.locator('.pl-like').first().hover();
    await votingCode;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  }
  const [feedback, done] = await press(page);
  // Every byte of code the page fetched by the time the vote was done, reading included.
  const codeByLike = bytes.code;
  await context.close();
  return { painted, reading, feedback, done, codeByLike };
}

export async function run(): Promise<void> {
  const server = await startServer({ DEMO_MODERATION: 'off' });
  const browser = await launchBrowser();
  try {
    const rows: {
      way: string;
      painted: number;
      code: number;
      data: number;
      cold: [number, number];
      warm: [number, number];
      codeByLike: number;
    }[] = [];
    for (const [way, path] of WAYS) {
      const cold = [];
      const warm = [];
      for (let i = 0; i < RUNS; i++) {
        cold.push(await once(browser, `${server.url}${path}`, false));
        warm.push(await once(browser, `${server.url}${path}`, true));
      }
      const all = [...cold, ...warm];
      rows.push({
        way,
        painted: median(all.map((r) => r.painted)),
        code: median(all.map((r) => r.reading.code)),
        data: median(all.map((r) => r.reading.data)),
        cold: [median(cold.map((r) => r.feedback)), median(cold.map((r) => r.done))],
        warm: [median(warm.map((r) => r.feedback)), median(warm.map((r) => r.done))],
        codeByLike: median(cold.map((r) => r.codeByLike)),
      });
    }
    const base = rows.find((row) => row.way === 'client-rendered')!;
    const ratio = (value: number, of: number) => (of ? (value / of).toFixed(2) : '-');
    console.log(
      `The comment section three ways, CPU slowed 4x, 150 ms latency, 1.6 Mbit/s, 360x640; medians of ${RUNS * 2} loads (${RUNS} per press). Bytes as sent (compressed, headers included) while reading, before any press.\n`,
    );
    console.log(
      '| way | first comment painted (ms) | ratio | code read (B) | data read (B) | Like, cold: feedback / done (ms) | Like, prefetched: feedback / done (ms) | code by the first Like done, cold (B) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows)
      console.log(
        `| ${row.way} | ${row.painted.toFixed(0)} | ${ratio(row.painted, base.painted)} | ${row.code} | ${row.data} | ${row.cold[0].toFixed(0)} / ${row.cold[1].toFixed(0)} | ${row.warm[0].toFixed(0)} / ${row.warm[1].toFixed(0)} | ${row.codeByLike} |`,
      );
  } finally {
    await browser.close();
    await server.stop();
  }
}
