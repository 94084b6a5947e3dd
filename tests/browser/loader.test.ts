import * as assert from 'uvu/assert';
import { newPage } from '../helpers/browser.ts';
import { startBlogSite } from '../helpers/blog-site.ts';
import { browserSuite } from '../helpers/browser-suite.ts';

const test = browserSuite('loader');

/** A blog on its own origin that embeds the widgets from the Porchlight server, as from a CDN. */
const blogPage = (widgets: string, body = '') => `<!doctype html><html lang="en"><head><title>Blog</title>
<script src="${widgets}/widgets/loader.js" async></script></head><body><main><h1>A post</h1>${body}</main></body></html>`;

test('mounts from another origin: chunks resolve against the loader’s URL', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const blog = await startBlogSite({
    '/post.html': blogPage(
      server.url,
      `<span data-porchlight="comment-count" data-post-id="4" data-src="${server.url}/comments/count"></span>`,
    ),
  });
  const BLOG = blog.url;
  await page.goto(`${BLOG}/post.html`);
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-porchlight] a')?.textContent || ''));
  assert.is(await page.textContent('[data-porchlight] a'), '2 comments');
  assert.ok(requests.includes(`${server.url}/widgets/comment-count.js`));
  assert.not.ok(requests.some((url) => url.startsWith(`${BLOG}/`) && url.endsWith('.js')));
  assert.is(await page.evaluate(() => location.origin), BLOG);
  await close();
  await blog.stop();
});

test('only the chunks a page uses are fetched', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-porchlight="comment-count"] a')?.textContent || ''),
  );
  // The widgets this page marks, and nothing else (shared chunks aside).
  const used = await page.$$eval('[data-porchlight]', (els) =>
    els.map((el) => `/widgets/${(el as HTMLElement).dataset.porchlight}.js`),
  );
  const widgetScripts = scripts.filter((path) => path.startsWith('/widgets/') && !path.startsWith('/widgets/chunks/'));
  assert.ok(used.includes('/widgets/comment-count.js'));
  assert.equal([...new Set(widgetScripts)].sort(), [...new Set([...used, '/widgets/loader.js'])].sort());
  assert.not.ok(widgetScripts.includes('/widgets/slideshow.js'), 'a widget the page does not use is not fetched');
  await close();
});

test('one widget failing is logged and never stops another', async ({ server, browser }) => {
  const { page, close, consoleErrors } = await newPage(browser);
  const blog = await startBlogSite({
    '/post.html': blogPage(
      server.url,
      `<div data-porchlight="no-such-widget"></div>
       <span id="ok" data-porchlight="comment-count" data-post-id="3" data-src="${server.url}/comments/count"></span>`,
    ),
  });
  await page.goto(`${blog.url}/post.html`);
  await page.waitForFunction(() => document.querySelector('#ok a')?.textContent === '1 comment');
  assert.ok(consoleErrors.some((text) => text.includes('[porchlight] no-such-widget failed')));
  await close();
  await blog.stop();
});

test('Porchlight.mount(el) mounts elements added later, once however often it is called', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/2?comments=client`);
  await page.waitForFunction(() => 'Porchlight' in window);
  await page.evaluate(async () => {
    const box = document.createElement('div');
    box.innerHTML = '<span data-porchlight="comment-count" data-post-id="5"></span>';
    document.querySelector('main')!.append(box);
    const { Porchlight } = window as unknown as { Porchlight: { mount(el: Element): Promise<void> } };
    await Promise.all([Porchlight.mount(box), Porchlight.mount(box)]);
  });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-post-id="5"] a').length === 1 &&
      document.querySelector('[data-post-id="5"] a')!.textContent === '3 comments',
  );
  await close();
});

test.run();
