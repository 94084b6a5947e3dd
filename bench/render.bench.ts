import * as esbuild from 'esbuild';
import type { Page } from 'playwright';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { startServer } from '../tests/helpers/server.ts';

/**
 * The comment section's render cost in Chromium, for posts of 20, 200 and
 * 1000 comments (a third of them replies), three ways:
 *
 * - preact: the page build (dist/widgets/comments.js and its chunks);
 * - react: the React build (dist/lib/react.js) under real React 19;
 * - static: the same markup the Preact build produced, injected as HTML
 *   (the floor: no framework, no data, no stores).
 *
 * Each run times from script start (importing the widget's code: fetch from
 * this machine, parse, run) and from the call that starts it (mount or
 * innerHTML) to every comment in the DOM and laid out. Data comes
 * from a fetch stub in the page, so no network is measured. Medians of
 * RUNS runs, printed as ratios to the floor, with the JS heap after render
 * (after a GC) and the longest task seen (long tasks are those over 50 ms).
 */
const SIZES = [20, 200, 1000];
const RUNS = 5;

type Way = 'preact' | 'react' | 'static';

function answer(total: number) {
  const edges: unknown[] = [];
  let made = 0;
  const comment = (id: number, replyTo?: number) => ({
    id: String(id),
    date: '10/01/2026 14:11',
    comment: `Comment ${id}${replyTo ? ` replying to ${replyTo}` : ''}: a few words about the towpath,<br>on two lines &amp; an entity.`,
    popularity: id % 7,
    user: {
      isAuthor: id % 11 === 0,
      avatar: null,
      name: `Reader ${id}`,
      website: id % 5 === 0 ? `https://reader${id}.example` : null,
    },
  });
  while (made < total) {
    const id = ++made;
    const replies: unknown[] = [];
    for (let r = 0; r < 2 && made < total && id % 3 === 1; r++) replies.push({ node: comment(++made, id) });
    edges.push({
      node: { ...comment(id), replies: { edges: replies, pageInfo: { endCursor: null, hasNextPage: false } } },
    });
  }
  return {
    data: {
      viewer: null,
      comments: {
        recaptchaPublicKey: null,
        commentsOverblogAllowed: true,
        commentsOverblogAllowedVotes: true,
        edges,
        pageInfo: { endCursor: null, hasNextPage: false },
      },
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function reactHostBundle(): Promise<string> {
  const built = await esbuild.build({
    stdin: {
      contents: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Comments } from './dist/lib/react.js';
window.mountReact = (el, options) => createRoot(el).render(createElement(Comments, options));`,
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return built.outputFiles[0]!.text;
}

/** One timed render; returns ms, heap bytes, longest task ms, and the section's markup. */
async function measureOnce(page: Page, base: string, way: Way, total: number, markup: string) {
  await page.goto(`${base}/bench-host`);
  const result = await page.evaluate(
    ({ way, total, markup }) =>
      // oxlint-disable-next-line no-async-promise-executor -- the import is part of what is timed
      new Promise<{ ms: number; fromScript: number; longest: number; html: string }>(async (resolve) => {
        const w = window as unknown as Record<string, any>;
        const el = document.getElementById('host')!;
        let longest = 0;
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => (longest = Math.max(longest, e.duration))),
        ).observe({ type: 'longtask', buffered: false });
        // Script start: the widget's code is fetched (from this machine), parsed and run, then mounted.
        const scriptStart = performance.now();
        if (way === 'preact') w.widget = await import('/widgets/comments.js' as string);
        if (way === 'react') await import('/bench-react.js' as string);
        const start = performance.now();
        const done = () => {
          void document.body.offsetHeight;
          const end = performance.now();
          setTimeout(
            () =>
              resolve({
                ms: end - start,
                fromScript: end - scriptStart,
                longest,
                html: (document.getElementById('porchlight-comments-css')?.outerHTML || '') + el.innerHTML,
              }),
            60,
          );
        };
        if (way === 'static') {
          el.innerHTML = markup;
          return done();
        }
        const observer = new MutationObserver(() => {
          if (el.querySelectorAll('article').length === total) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(el, { childList: true, subtree: true });
        const options = { postId: '1', locale: 'en', countSrc: '/bench-count' };
        if (way === 'preact') w.widget.mount(el, options);
        else w.mountReact(el, options);
      }),
    { way, total, markup },
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return { ...result, heap: usedSize };
}

export async function run(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  const react = await reactHostBundle();
  try {
    console.log(
      `Render to a complete section, median of ${RUNS} runs (data from an in-page stub; the static floor is the same markup set as HTML).\n`,
    );
    console.log(
      '| comments | way | script start → rendered (ms) | ratio to static | mount → rendered (ms) | ratio to static | JS heap after render (MB) | longest task (ms) |',
    );
    console.log('|---:|---|---:|---:|---:|---:|---:|---:|');
    for (const total of SIZES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const data = JSON.stringify(answer(total));
      // tsx keeps function names with a helper the page does not have.
      await page.addInitScript(
        () => ((globalThis as unknown as { __name: (f: unknown) => unknown }).__name = (f) => f),
      );
      await page.addInitScript((data) => {
        const real = window.fetch.bind(window);
        window.fetch = (input, init) =>
          String(input).endsWith('/comments/graphql')
            ? Promise.resolve(new Response(data, { headers: { 'Content-Type': 'application/json' } }))
            : real(input, init);
      }, data);
      await page.route(`${server.url}/bench-host`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><main><h1>Bench</h1><div id="host"></div></main></body></html>',
        }),
      );
      await page.route(`${server.url}/bench-react.js`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: react }),
      );
      await page.route(`${server.url}/bench-count?**`, (route) => {
        const callback = new URL(route.request().url()).searchParams.get('callback');
        return route.fulfill({ contentType: 'application/javascript', body: `${callback}(${total});` });
      });
      let markup: string;
      const rows: Record<Way, { ms: number[]; fromScript: number[]; heap: number[]; longest: number[] }> = {
        preact: { ms: [], fromScript: [], heap: [], longest: [] },
        react: { ms: [], fromScript: [], heap: [], longest: [] },
        static: { ms: [], fromScript: [], heap: [], longest: [] },
      };
      // The floor needs the Preact build's markup (styles come along inside it); then the three ways interleave.
      markup = (await measureOnce(page, server.url, 'preact', total, '')).html;
      for (let i = 0; i < RUNS; i++)
        for (const way of ['preact', 'react', 'static'] as Way[]) {
          const r = await measureOnce(page, server.url, way, total, markup);
          rows[way].ms.push(r.ms);
          rows[way].fromScript.push(r.fromScript);
          rows[way].heap.push(r.heap);
          rows[way].longest.push(r.longest);
        }
      const floor = median(rows.static.ms);
      for (const way of ['preact', 'react', 'static'] as Way[]) {
        const ms = median(rows[way].ms);
        const fromScript = median(rows[way].fromScript);
        console.log(
          `| ${total} | ${way} | ${fromScript.toFixed(1)} | ${(fromScript / floor).toFixed(2)} | ${ms.toFixed(1)} | ${(ms / floor).toFixed(2)} | ${(median(rows[way].heap) / 1e6).toFixed(2)} | ${median(rows[way].longest).toFixed(0)} |`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
