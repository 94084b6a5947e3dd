import * as assert from 'uvu/assert';
import { newPage } from '../helpers/browser.ts';
import { startBlogSite } from '../helpers/blog-site.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { htmlBlocksOf, readDocument } from '../helpers/markdown-documents.ts';
import { blogPage, fixtureHtml, openFixture } from '../helpers/widget-fixture.ts';

const test = browserSuite('loader');

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

/** The widgets' files a page fetched, by path, in the order asked for; the runtime's and the section's chunks as `chunks/`. */
const widgetFiles = (requests: string[]) =>
  requests
    .map((url) => new URL(url).pathname)
    .filter((path) => path.startsWith('/widgets/'))
    .map((path) => path.replace(/^\/widgets\/chunks\/.*/, 'chunks/').replace(/^\/widgets\//, ''));

test('the README’s first snippet reads the section as HTML with its look, and no runtime until the reader moves', async ({
  server,
  browser,
}) => {
  const [snippet] = htmlBlocksOf(readDocument('README.md'));
  const { page, close, pageErrors } = await newPage(browser);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  // As a blog pastes it, with the server's origin for the documented one; the fixture brings its own loader.
  const body = snippet!.html
    .replaceAll('https://comments.example/', '/')
    .replace(/<script[^>]*loader\.js[^>]*><\/script>/, '');
  assert.match(body, /<link rel="stylesheet" href="\/widgets\/widgets\.css">/, 'the snippet links the space holders');
  await openFixture(page, server.url, fixtureHtml(body));
  const section = page.locator('[data-porchlight="comments"] .pl-comments');
  await section.locator('article').first().waitFor();
  assert.ok((await section.locator('article').count()) > 5, 'the comments are shown');
  // Its look came with it: the section's own spacing and the buttons' target size, not the browser's defaults.
  assert.is(await section.evaluate((el) => getComputedStyle(el).display), 'flow-root');
  assert.equal(
    [...new Set(widgetFiles(requests))].sort(),
    ['comments-fetch.js', 'comments-read.js', 'comments.css', 'loader.js', 'widgets.css'],
    'no runtime and no section code before the reader moves',
  );
  assert.ok(requests.some((url) => new URL(url).pathname === '/comments/html'));
  // The reader's first move brings the components, which take the section over.
  await section.getByRole('button', { name: 'Add a comment' }).click();
  await page.locator('[data-porchlight="comments"][data-porchlight-live]').waitFor();
  await page.getByLabel('Comment (required)').waitFor();
  assert.ok(widgetFiles(requests).includes('comments-upgrade.js'));
  assert.not.ok(widgetFiles(requests).includes('comments.js'), 'the section is never drawn again from the API');
  assert.equal(pageErrors, []);
  await close();
});

test('the default embed whose look cannot be had draws the section in the page, styled, rather than bare', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.route('**/widgets/comments.css', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await openFixture(
    page,
    server.url,
    fixtureHtml('<div id="comments" data-porchlight="comments" data-post-id="1"></div>', { widgetsCss: true }),
  );
  const section = page.locator('[data-porchlight="comments"] .pl-comments');
  await section.locator('article').first().waitFor();
  // The section's own code brings its look with it (comments-widget.tsx): never comments without their styles.
  assert.is(await section.evaluate((el) => getComputedStyle(el).display), 'flow-root');
  assert.ok(widgetFiles(requests).includes('comments.js'), 'drawn here, from the API');
  assert.equal(pageErrors, []);
  await close();
});

test('data-render="client" has the section drawn in the page from the API', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await openFixture(
    page,
    server.url,
    fixtureHtml('<div id="comments" data-porchlight="comments" data-post-id="1" data-render="client"></div>'),
  );
  await page.locator('[data-porchlight="comments"] .pl-comments article').first().waitFor();
  const files = widgetFiles(requests);
  assert.ok(files.includes('comments.js'));
  assert.not.ok(files.includes('comments-fetch.js'));
  assert.not.ok(requests.some((url) => new URL(url).pathname === '/comments/html'));
  await close();
});

test.run();
