import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { fixtureHtml, openFixture } from '../../helpers/widget-fixture.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

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

test.run();
