import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { blogPage, fixtureHtml, openFixture } from '../../helpers/widget-fixture.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { startBlogSite } from '../../helpers/blog-site.ts';
import { axeViolations } from '../../helpers/axe.ts';

const test = browserSuite('comment count');

const countTexts = (page: import('playwright').Page) =>
  page.$$eval('[data-porchlight="comment-count"] a', (links) =>
    links.map((a) => [a.textContent, a.getAttribute('href')]),
  );

const countsLoaded = (page: import('playwright').Page) =>
  page.waitForFunction(() => {
    const links = [...document.querySelectorAll('[data-porchlight="comment-count"] a')];
    return links.length === 5 && links.every((a) => /\d/.test(a.textContent!));
  });

test('the home page shows each post’s count, in English, as links to its comments', async ({ server, browser }) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.goto(`${server.url}/`);
  await countsLoaded(page);
  const texts = await countTexts(page);
  assert.is(texts.length, 5);
  assert.match(texts[0]![0]!, /^\d{2} comments$/);
  assert.equal(texts.slice(1), [
    ['0 comments', '/posts/2#comments'],
    ['1 comment', '/posts/3#comments'],
    ['2 comments', '/posts/4#comments'],
    ['3 comments', '/posts/5#comments'],
  ]);
  assert.equal(pageErrors, []);
  await close();
});

test('in French, 0 and 1 are singular and the link reads in French', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/?locale=fr`);
  await countsLoaded(page);
  const texts = (await countTexts(page)).map(([text]) => text);
  assert.match(texts[0]!, /^\d{2} commentaires$/);
  assert.equal(texts.slice(1), ['0 commentaire', '1 commentaire', '2 commentaires', '3 commentaires']);
  await close();
});

test('a failing count endpoint leaves the neutral text, never "undefined"', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.route('**/comments/count?**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('porchlight'));
  await page.goto(`${server.url}/`);
  await warned;
  const texts = (await countTexts(page)).map(([text]) => text);
  assert.equal(texts, Array(5).fill('Comments'));
  await close();
});

test('an answer that is not a count leaves the neutral text', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.route('**/comments/count?**', (route) => {
    const callback = new URL(route.request().url()).searchParams.get('callback');
    return route.fulfill({ contentType: 'application/javascript', body: `${callback}(undefined);` });
  });
  await page.goto(`${server.url}/?locale=fr`);
  // The callbacks are gone only once they ran: wait for the widgets to have mounted first.
  await page.waitForFunction(() => document.querySelectorAll('[data-porchlight="comment-count"] a').length === 5);
  await page.waitForFunction(() => !Object.keys(window).some((k) => k.startsWith('porchlight') && k !== 'Porchlight'));
  const texts = (await countTexts(page)).map(([text]) => text);
  assert.equal(texts, Array(5).fill('Commentaires'));
  await close();
});

test('a data-src with a query of its own keeps it and still gets the count', async ({ server, browser }) => {
  const { page, close, pageErrors } = await newPage(browser);
  const request = page.waitForRequest('**/comments/count?**');
  await openFixture(
    page,
    server.url,
    fixtureHtml('<span data-porchlight="comment-count" data-post-id="3" data-src="/comments/count?site=blog1"></span>'),
  );
  const query = new URL((await request).url()).searchParams;
  assert.is(query.get('site'), 'blog1');
  assert.is(query.get('postID'), '3');
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-porchlight="comment-count"] a')?.textContent ?? ''),
  );
  assert.is(await page.textContent('[data-porchlight="comment-count"] a'), '1 comment');
  assert.equal(pageErrors, []);
  await close();
});

test('the post id is sent encoded, and the locale whose words the count comes with', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  const request = page.waitForRequest('**/comments/count?**');
  await openFixture(
    page,
    server.url,
    fixtureHtml('<span data-porchlight="comment-count" data-post-id="a b&amp;c"></span>'),
  );
  assert.match((await request).url(), /\/comments\/count\?postID=a%20b%26c&locale=en&callback=/);
  await close();
});

test('a count that hangs gives up after 8 s: neutral text, tag gone, a late answer is harmless', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.clock.install();
  let held: import('playwright').Route | undefined;
  const requested = new Promise<void>((resolve) =>
    page.route('**/comments/count?**', (route) => {
      held = route; // answered only after the widget gave up
      resolve();
    }),
  );
  // A page with the count alone: the demo post page's comment section asks for the count too.
  await openFixture(page, server.url, fixtureHtml('<span data-porchlight="comment-count" data-post-id="3"></span>'));
  await requested;
  assert.is(await page.locator('script[src*="/comments/count"]').count(), 1);
  await page.clock.runFor(8000);
  assert.is(await page.locator('script[src*="/comments/count"]').count(), 0);
  assert.is(await page.textContent('[data-porchlight="comment-count"] a'), 'Comments');
  const callback = new URL(held!.request().url()).searchParams.get('callback');
  await held!.fulfill({ contentType: 'application/javascript', body: `${callback}(5);` });
  await page.waitForFunction((name) => !(name! in window), callback);
  assert.is(await page.textContent('[data-porchlight="comment-count"] a'), 'Comments');
  assert.equal(pageErrors, []);
  await close();
});

/** A blog's index on its own origin with counts alone: counts.js from the Porchlight server, no loader. */
const countsAlone = (widgets: string, body: string) =>
  blogPage(widgets, body, { script: 'counts.js', widgetsCss: true });

test('a page of counts alone on another origin: counts.js and one answer a count, nothing else, in each count’s language', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  const count = (post: number, extra = '') =>
    `<p><span data-porchlight="comment-count" data-post-id="${post}" data-href="/posts/${post}" data-src="${server.url}/comments/count"${extra}></span></p>`;
  const blog = await startBlogSite({ '/': countsAlone(server.url, count(4) + count(5, ' data-locale="fr"')) });
  await page.goto(`${blog.url}/`);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-porchlight="comment-count"]')].every(
      (el) => el.getAttribute('data-porchlight-state') === 'ready' && /\d/.test(el.textContent!),
    ),
  );
  assert.equal(await countTexts(page), [
    ['2 comments', '/posts/4'],
    ['3 commentaires', '/posts/5'],
  ]);
  // The French count says its language on a page in English.
  assert.equal(await page.$eval('[data-post-id="5"]', (el) => [el.getAttribute('lang'), el.getAttribute('dir')]), [
    'fr',
    'ltr',
  ]);
  assert.equal(scripts.sort(), ['/comments/count', '/comments/count', '/widgets/counts.js']);
  assert.equal(await axeViolations(page, 'main'), []);
  assert.equal(pageErrors, []);
  await close();
  await blog.stop();
});

test('counts.js: a count that cannot be had reads the neutral word, and a count the server rendered is left as it is', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.route('**/comments/count?**', (route) => route.abort('failed'));
  const rendered = `<p><span data-porchlight="comment-count" data-post-id="1" id="rendered"><a href="/posts/1#comments" data-porchlight-rendered="">12 comments</a></span></p>`;
  const blog = await startBlogSite({
    '/': countsAlone(
      server.url,
      `<p><span data-porchlight="comment-count" data-post-id="4" data-src="${server.url}/comments/count"></span></p>${rendered}`,
    ),
  });
  const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('porchlight'));
  await page.goto(`${blog.url}/`);
  await warned;
  assert.is(await page.textContent('[data-post-id="4"] a'), 'Comments');
  assert.is(await page.getAttribute('[data-post-id="4"]', 'data-porchlight-state'), 'ready');
  assert.is(await page.textContent('#rendered a'), '12 comments');
  assert.is(await page.getAttribute('#rendered', 'data-porchlight-state'), 'ready');
  await close();
  await blog.stop();
});

test.run();
