import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import { type RunningServer } from '../../helpers/server.ts';
import { fixtureHtml, hostMarkup, openFixture } from '../../helpers/widget-fixture.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

const test = browserSuite('share');
const WIDGET = '[data-porchlight="share"]';

/** Share targets never reached for real: any third-party address answers a stand-in page, and is logged. */
async function standInTargets(context: BrowserContext, server: RunningServer) {
  const thirdParty: string[] = [];
  await context.route(
    (url) => !url.href.startsWith(server.url),
    (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Share target</title>' });
    },
  );
  return thirdParty;
}

/**
 * Records window.open calls (and lets them through unless `blocked`). Init
 * scripts are plain strings here: tsx would wrap named functions in a helper
 * the page does not have.
 */
const spyOnOpen = (page: Page, blocked = false) =>
  page.addInitScript(`{
    const calls = (window.openCalls = []);
    const open = window.open.bind(window);
    window.open = (...args) => (calls.push(args), ${blocked} ? null : open(...args));
  }`);
const openCalls = (page: Page) => page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);

const mounted = (page: Page) =>
  page.waitForFunction((sel) => document.querySelector(sel)?.classList.contains('pl-share'), WIDGET);

test('without JavaScript the post page already has real share links', async ({ server, browser }) => {
  const { page, close } = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${server.url}/posts/2`);
  // Visible text without the icon's letter.
  const hrefs = await page.$$eval(`${WIDGET} a`, (as) =>
    as.map((a) => [a.lastChild!.textContent, a.getAttribute('href'), a.getAttribute('target')]),
  );
  const url = encodeURIComponent(`${server.url}/posts/2`);
  assert.equal(hrefs[0], ['Facebook', `https://www.facebook.com/sharer.php?u=${url}`, '_blank']);
  assert.equal(hrefs.at(-1), ['Email', `mailto:?subject=Sourdough%20at%20altitude&body=${url}`, null]);
  assert.equal(
    hrefs.map(([text]) => text),
    ['Facebook', 'X', 'LinkedIn', 'Bluesky', 'Mastodon', 'Email'],
  );
  await close();
});

test('a click opens the target in a centred 600x300 popup; the page stays put; nothing third-party before', async ({
  server,
  browser,
}) => {
  const { page, context, close } = await newPage(browser);
  const thirdParty = await standInTargets(context, server);
  await spyOnOpen(page);
  await page.goto(`${server.url}/posts/2`);
  await mounted(page);
  assert.equal(thirdParty, [], 'no request to any share target before a click');
  const link = page.getByRole('link', { name: 'Share on X (opens in a new window)' });
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await popup.waitForLoadState();
  assert.is(popup.url(), await link.getAttribute('href'));
  const geometry = await page.evaluate(() => ({ x: screenX, y: screenY, w: outerWidth, h: outerHeight }));
  const features = (await openCalls(page))[0]![2] as string;
  assert.is(
    features,
    `width=600,height=300,left=${Math.round(geometry.x + (geometry.w - 600) / 2)},top=${Math.round(geometry.y + (geometry.h - 300) / 2)}`,
  );
  assert.equal(await popup.evaluate(() => [innerWidth, innerHeight]), [600, 300]);
  assert.is(await popup.evaluate(() => window.opener), null, 'the third party cannot reach back');
  assert.is(page.url(), `${server.url}/posts/2`);
  // Besides the target, the popup may have asked that site for its favicon by now; nothing else third-party is fetched.
  assert.equal(
    thirdParty.filter((url) => !url.endsWith('/favicon.ico')),
    [popup.url()],
  );
  await close();
});

test('popup blocked: window.open gives null and the link itself opens the target', async ({ server, browser }) => {
  const { page, context, close } = await newPage(browser);
  await standInTargets(context, server);
  await spyOnOpen(page, true);
  await page.goto(`${server.url}/posts/2`);
  await mounted(page);
  const link = page.getByRole('link', { name: 'Share on Mastodon (opens in a new window)' });
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await opened.waitForLoadState();
  assert.is(opened.url(), await link.getAttribute('href'));
  assert.is((await openCalls(page)).length, 1, 'the popup was tried first');
  await close();
});

test('middle-click and Ctrl+click are the browser’s: no popup, the link’s own action left to it', async ({
  server,
  browser,
}) => {
  const { page, context, close } = await newPage(browser);
  await standInTargets(context, server);
  await spyOnOpen(page);
  // Heard at the window, after the widget's listener on its element: whether anything took the link's action away.
  // Then the test stops the action itself: what the browser does with it (a new tab in a full browser, nothing in
  // the headless shell, which has no tabs) is the browser's, not the widget's.
  await page.addInitScript(`{
    window.leftToBrowser = [];
    for (const type of ['click', 'auxclick'])
      addEventListener(type, (event) => {
        if (!event.target.closest?.('a')) return;
        window.leftToBrowser.push(type + ':' + event.button + ':' + !event.defaultPrevented);
        event.preventDefault();
      });
  }`);
  await page.goto(`${server.url}/posts/2`);
  await mounted(page);
  const link = page.getByRole('link', { name: 'Share on LinkedIn (opens in a new window)' });
  await link.click({ button: 'middle' });
  await link.click({ modifiers: ['Control'] });
  assert.equal(await page.evaluate(() => (window as unknown as { leftToBrowser: string[] }).leftToBrowser), [
    'auxclick:1:true',
    'click:0:true',
  ]);
  assert.is((await openCalls(page)).length, 0);
  assert.is(page.url(), `${server.url}/posts/2`);
  await close();
});

// WCAG 2.1.1
test('keyboard: Enter on a focused link opens the popup too', async ({ server, browser }) => {
  const { page, context, close } = await newPage(browser);
  await standInTargets(context, server);
  await spyOnOpen(page);
  await page.goto(`${server.url}/posts/2`);
  await mounted(page);
  await page.getByRole('link', { name: 'Share on Bluesky (opens in a new window)' }).focus();
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  assert.match(popup.url(), /^https:\/\/bsky\.app\/intent\/compose\?text=/);
  assert.match((await openCalls(page))[0]![2] as string, /^width=600,height=300,/);
  await close();
});

test('an empty mount point gets the list, with Pinterest for a post with an image, in its locale', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await openFixture(
    page,
    server.url,
    fixtureHtml(`<div id="a" data-porchlight="share" data-url="https://blog.example/p/1" data-title="Ça & “ça”" data-image="https://blog.example/i.jpg" data-mastodon="toot.example"></div>
     <div id="b" data-porchlight="share" data-locale="fr"></div>`),
  );
  await page.waitForSelector('#a a');
  await page.waitForSelector('#b a');
  const a = await page.$$eval('#a a', (as) => as.map((x) => x.getAttribute('aria-label') || x.textContent));
  assert.equal(a, [
    'Share on Facebook (opens in a new window)',
    'Share on X (opens in a new window)',
    'Share on LinkedIn (opens in a new window)',
    'Share on Bluesky (opens in a new window)',
    'Share on Mastodon (opens in a new window)',
    'Share on Pinterest (opens in a new window)',
    '@Email',
  ]);
  assert.match(
    (await page.getAttribute('#a a[aria-label*="Mastodon"]', 'href'))!,
    /^https:\/\/toot\.example\/share\?text=%C3%87a%20%26%20%E2%80%9C%C3%A7a%E2%80%9D%20https/,
  );
  // Without data-url the page's own address (no fragment) is shared, titled by the page.
  const fr = await page.getAttribute('#b a[aria-label^="Partager sur X"]', 'href');
  assert.is(new URL(fr!).searchParams.get('url'), page.url());
  assert.is(new URL(fr!).searchParams.get('text'), 'Fixture');
  assert.is(await page.getAttribute('#b', 'lang'), 'fr');
  await close();
});

test('with the Web Share API, a native Share button comes first and shares title and address', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  // A reader who cancels the native sheet: the promise rejects with AbortError, which is no error.
  await page.addInitScript(`{
    const shared = (window.shared = []);
    Object.defineProperty(navigator, 'share', { value: (data) => (shared.push(data), Promise.reject(new DOMException('cancelled', 'AbortError'))) });
  }`);
  await page.goto(`${server.url}/posts/3`);
  await page.waitForSelector(`${WIDGET} button`);
  assert.is(await page.evaluate((sel) => document.querySelector(sel)!.firstElementChild!.tagName, WIDGET), 'BUTTON');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: { title: string; url: string }[] }).shared);
  assert.equal(
    shared.map(({ title, url }) => ({ title, url })),
    [{ title: 'A winter of night photography', url: `${server.url}/posts/3` }],
  );
  await close();
});

test('without the Web Share API there is no Share button', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.addInitScript(`Object.defineProperty(Navigator.prototype, 'share', { value: undefined });`);
  await page.goto(`${server.url}/posts/3`);
  await mounted(page);
  assert.is(await page.locator(`${WIDGET} button`).count(), 0);
  await close();
});

test('unmount gives back the host markup as it was (links the widget rendered go, class and lang too), clicks are the browser’s again', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await spyOnOpen(page);
  const own = `<div id="own" data-porchlight="share" data-url="https://b.example/p" data-title="T" data-locale="fr"></div>`;
  const host = `<div id="host" data-porchlight="share"><ul><li><a href="https://x.com/intent/tweet?url=a" target="_blank">X</a></li></ul></div>`;
  await openFixture(page, server.url, fixtureHtml(own + host));
  await page.waitForSelector('#own a');
  await page.waitForFunction(() => document.querySelector('#host')!.classList.contains('pl-share'));
  await page.evaluate(() => (window as unknown as { Porchlight: { unmount(): Promise<void> } }).Porchlight.unmount());
  assert.is(await hostMarkup(page, 'own'), own);
  assert.is(await hostMarkup(page, 'host'), host);
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('#host a')!.addEventListener('click', (e) => e.preventDefault()),
  );
  await page.click('#host a');
  assert.is((await openCalls(page)).length, 0);
  await close();
});

test.run();
