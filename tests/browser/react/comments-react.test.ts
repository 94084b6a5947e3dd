import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import type { Browser } from 'playwright';
import { launchBrowser, newPage } from '../../helpers/browser.ts';
import { commentsReady, formOpened, recordOperations } from '../../helpers/comments-page.ts';
import { startServer, type RunningServer } from '../../helpers/server.ts';
import { renderCommentSection } from '../../../src/shared/render-node.ts';

// The React build (dist/lib/react.js, react as a peer) renders the same
// comment section under real React 19: a host app bundled here from
// node_modules' react and react-dom, no alias anywhere.
const test = suite<{ server: RunningServer; browser: Browser; bundle: string }>('comment section under real React');

/** A React host app around `contents`, bundled from node_modules' react and react-dom (development build), no alias anywhere. */
async function hostBundle(contents: string): Promise<string> {
  const built = await esbuild.build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  return built.outputFiles[0]!.text;
}

test.before(async (context) => {
  context.bundle = await hostBundle(`import { createElement, version } from 'react';
import { createRoot } from 'react-dom/client';
import { Comments } from './dist/lib/react.js';
window.hostReactVersion = version;
createRoot(document.getElementById('host')).render(createElement(Comments, { postId: '1', locale: 'en', recaptchaSrc: '/comments/captcha-standin/api.js?render=explicit' }));`);
  context.server = await startServer({ DEMO_MODERATION: 'off' });
  context.browser = await launchBrowser();
});
test.after(async ({ server, browser }) => {
  await browser.close();
  await server.stop();
});

test('the React bundle carries React itself and no Preact', ({ bundle }) => {
  assert.ok(bundle.includes('react-dom'), 'react-dom is bundled from node_modules');
  assert.not.ok(/node_modules\/preact\//.test(bundle), 'no Preact in the React host');
});

test('load, vote and reply under React', async ({ server, browser, bundle }) => {
  const { page, close, pageErrors, consoleErrors } = await newPage(browser);
  await page.route(`${server.url}/react-host`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>React host</title></head><body><main><h1>React host</h1><div id="host"></div></main><script type="module" src="/react-host.js"></script></body></html>',
    }),
  );
  await page.route(`${server.url}/react-host.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle }),
  );
  const sent = recordOperations(page);
  await page.goto(`${server.url}/react-host`);
  await commentsReady(page, '#host');
  assert.match(
    await page.evaluate(() => String((window as unknown as { hostReactVersion: string }).hostReactVersion)),
    /^19\./,
  );
  assert.ok(
    await page.evaluate(() =>
      Object.keys(document.getElementById('host')!).some((k) => k.startsWith('__reactContainer')),
    ),
    'React owns the root',
  );
  assert.is(await page.locator('#host .pl-comments > .pl-list > li').count(), 10);

  const article = page.locator('#host article').first();
  const like = article.getByRole('button', { name: 'Like', exact: true });
  const before = await article.locator('.pl-score').textContent();
  await like.click();
  await page.waitForFunction(() => document.querySelector('#host article button[aria-pressed=true]'));
  await page.waitForFunction((b) => document.querySelector('#host article .pl-score')!.textContent !== b, before);

  const reply = article.getByRole('button', { name: /^Reply to / });
  await reply.click();
  assert.is(await reply.getAttribute('aria-expanded'), 'true');
  await formOpened(page);
  await page.getByLabel('Name (required)').fill('React reader');
  await page.getByLabel('Comment (required)').fill('Typed under React');
  assert.is(await page.getByLabel('Comment (required)').inputValue(), 'Typed under React');
  await page.getByRole('button', { name: /^Post reply/ }).click();
  await page.waitForFunction(
    () => document.activeElement?.matches('#host .pl-replies > li:first-child > article') ?? false,
  );
  assert.is(await page.locator('#host .pl-replies article .pl-name').first().textContent(), 'React reader');
  assert.equal(
    sent.map((s) => s.name),
    ['RootComments', 'likeComment', 'addComment'],
  );
  assert.equal(pageErrors, []);
  assert.equal(
    consoleErrors.filter((e) => !/status of 404/.test(e)),
    [],
    'no React warnings either',
  );
  await close();
});

test('theme="dark" wraps the section in the element themes.css paints, in the dark palette', async ({
  server,
  browser,
}) => {
  const bundle = await hostBundle(`import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Comments } from './dist/lib/react.js';
createRoot(document.getElementById('host')).render(createElement(Comments, { postId: '1', locale: 'en', theme: 'dark' }));`);
  const { page, close, pageErrors } = await newPage(browser, { colorScheme: 'light' });
  await page.route(`${server.url}/react-themed`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>React host</title><link rel="stylesheet" href="/widgets/themes.css"></head><body><main><h1>React host</h1><div id="host"></div></main><script type="module" src="/react-themed.js"></script></body></html>',
    }),
  );
  await page.route(`${server.url}/react-themed.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle }),
  );
  await page.goto(`${server.url}/react-themed`);
  await commentsReady(page, '#host');
  const themed = await page.$eval('#host > [data-porchlight="comments"]', (el) => ({
    theme: el.getAttribute('data-theme'),
    holdsSection: !!el.querySelector(':scope > .pl-comments'),
    color: getComputedStyle(el.querySelector('.pl-comments')!).color,
    background: getComputedStyle(el).backgroundColor,
  }));
  // The dark palette of themes.css on a light page: pale text (#ececf1) on a dark ground (#161618).
  assert.equal(themed, {
    theme: 'dark',
    holdsSection: true,
    color: 'rgb(236, 236, 241)',
    background: 'rgb(22, 22, 24)',
  });
  assert.equal(pageErrors, []);
  await close();
});

test('a section React rendered on the server is hydrated by React in place: no node changes, and the first press acts', async ({
  server,
  browser,
}) => {
  // Rendered here, in Node, by the source under real React (react-dom/server), as a React platform would.
  const markup = await renderCommentSection({ postId: '1', locale: 'en', server: server.url });
  assert.match(markup, /_R_/, "React's own ids");
  const bundle = await hostBundle(`import { upgrade } from './dist/lib/react.js';
window.upgradeHost = () => upgrade(document.getElementById('host'), { postId: '1', locale: 'en' }).then(() => (window.live = true));`);
  const { page, close, pageErrors, consoleErrors } = await newPage(browser, { timezoneId: 'UTC' });
  await page.route(`${server.url}/react-ssr-host`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>React host</title></head><body><main><h1>React host</h1><div id="host">${markup}</div></main><script type="module" src="/react-ssr-host.js"></script></body></html>`,
    }),
  );
  await page.route(`${server.url}/react-ssr-host.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle }),
  );
  await page.goto(`${server.url}/react-ssr-host`);
  await page.waitForFunction(() => typeof (window as unknown as { upgradeHost?: unknown }).upgradeHost === 'function');
  await page.evaluate(
    `window.changes = []; new MutationObserver((records) => records.forEach((r) => window.changes.push(r.type + ' ' + (r.attributeName || '') + ' ' + r.target.nodeName + (r.target.className ? '.' + r.target.className : '') + (r.addedNodes.length || r.removedNodes.length ? ' +' + [...r.addedNodes].map((n) => n.nodeName + ':' + n.textContent) + ' -' + [...r.removedNodes].map((n) => n.nodeName + ':' + n.textContent) : '')))).observe(document.getElementById('host'), { subtree: true, childList: true, attributes: true, characterData: true })`,
  );
  await page.evaluate(() => (window as unknown as { upgradeHost: () => Promise<void> }).upgradeHost());
  await page.waitForFunction(() => (window as unknown as { live?: boolean }).live === true);
  // Beside the mark the upgrade leaves on the host element itself (docs/server-rendering.md "Comments as HTML").
  assert.equal(
    (await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).filter(
      (change) => change !== 'attributes data-porchlight-live DIV',
    ),
    [],
    'hydration changed nothing the server rendered',
  );
  assert.ok(
    await page.evaluate(() =>
      Object.keys(document.getElementById('host')!).some((k) => k.startsWith('__reactContainer')),
    ),
    'React owns the root',
  );
  const like = page.locator('#host .pl-like').first();
  await like.click();
  await page.waitForFunction(() => document.querySelector('#host .pl-like')!.getAttribute('aria-pressed') === 'true');
  assert.equal(pageErrors, []);
  assert.equal(
    consoleErrors.filter((text) => /hydrat/i.test(text)),
    [],
    'React reports no hydration mismatch',
  );
  await close();
});

test.run();
