import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import { fixtureHtml, hostMarkup, openFixture } from '../../helpers/widget-fixture.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

const test = browserSuite('last comments');
const WIDGET = '[data-porchlight="last-comments"]';

/** What the server itself answers for blog 1, straight from the API. */
async function serverLastComments(url: string) {
  const response = await fetch(`${url}/comments/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query:
        'query RootLastComments($blogID: ID!, $locale: Locale!) { lastComments(blogID: $blogID, locale: $locale) { id text post { id title url } } }',
      variables: { blogID: '1', locale: 'en' },
    }),
  });
  return (
    (await response.json()) as {
      data: { lastComments: { id: string; text: string; post: { title: string; url: string } }[] };
    }
  ).data.lastComments;
}

const links = (page: Page, scope = WIDGET) =>
  page.$$eval(`${scope} li a`, (as) =>
    as.map((a) => ({
      href: a.getAttribute('href'),
      text: a.querySelector('.pl-lc-text')!.textContent,
      post: a.querySelector('.pl-lc-post')!.textContent,
    })),
  );

const fakeAnswer = (lastComments: unknown[]) => ({
  contentType: 'application/json',
  body: JSON.stringify({ data: { lastComments } }),
});
const fake = (id: string, text: string, title = 'A post', url = '/posts/1') => ({
  id,
  text,
  post: { id: '1', title, url },
});

test('home page: one RootLastComments call; each link shows the comment, its post, and points at its anchor', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const operations: string[] = [];
  page.on(
    'request',
    (r) => r.url().endsWith('/comments/graphql') && operations.push(/query (\w+)/.exec(r.postDataJSON().query)![1]!),
  );
  await page.goto(`${server.url}/`);
  await page.waitForSelector(`${WIDGET} li a`);
  const expected = await serverLastComments(server.url);
  assert.ok(expected.length >= 5);
  assert.equal(
    await links(page),
    expected.map((c) => ({ href: `${c.post.url}#ob-comment-${c.id}`, text: c.text, post: `on ${c.post.title}` })),
  );
  assert.equal(operations, ['RootLastComments']);
  // The demo's reply with a list reads as its words, not as the Markdown it was written in.
  assert.ok(
    (await links(page)).some(
      (link) =>
        link.text ===
        'Yes, though the gravel near the aqueduct is loose: walk the bike over the bridge keep to the left after the lock',
    ),
  );
  assert.is(await page.textContent(`${WIDGET} h2`), 'Latest comments');
  assert.equal(pageErrors, []);
  await close();
});

test('comment text is text: markup in it shows as written, line breaks and runs of space read as one space', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.route('**/comments/graphql', (route) =>
    route.fulfill(fakeAnswer([fake('9', 'one\n\ntwo <b>bold</b> &amp; <i>three</i><script>window.pwned=1</script>')])),
  );
  await openFixture(page, server.url, fixtureHtml(`<div data-porchlight="last-comments" data-blog-id="1"></div>`));
  await page.waitForSelector(`${WIDGET} li a`);
  assert.equal(await links(page), [
    {
      href: '/posts/1#ob-comment-9',
      text: 'one two <b>bold</b> &amp; <i>three</i><script>window.pwned=1</script>',
      post: 'on A post',
    },
  ]);
  assert.is(await page.evaluate(() => (window as { pwned?: number }).pwned), undefined);
  assert.is(await page.locator(`${WIDGET} b, ${WIDGET} i`).count(), 0);
  await close();
});

test('a 500 shows the translated graphError text; the placeholder list goes', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.route('**/comments/graphql', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto(`${server.url}/`);
  await page.waitForFunction((sel) => document.querySelector(`${sel} [role=status]`)?.textContent, WIDGET);
  assert.is(
    await page.textContent(`${WIDGET} [role=status]`),
    'Sorry, the latest comments could not be loaded. Please try again later.',
  );
  assert.is(await page.locator(`${WIDGET} ul`).count(), 0);
  await page.goto(`${server.url}/?locale=fr`);
  await page.waitForFunction((sel) => document.querySelector(`${sel} [role=status]`)?.textContent, WIDGET);
  assert.is(
    await page.textContent(`${WIDGET} [role=status]`),
    'Désolé, les derniers commentaires n’ont pas pu être chargés. Réessayez plus tard.',
  );
  assert.is(await page.textContent(`${WIDGET} h2`), 'Derniers commentaires');
  await close();
});

test('a GraphQL error in a 200 answer shows the same text', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await openFixture(page, server.url, fixtureHtml(`<div data-porchlight="last-comments" data-blog-id="999"></div>`));
  await page.waitForFunction((sel) => document.querySelector(`${sel} [role=status]`)?.textContent, WIDGET);
  assert.match((await page.textContent(`${WIDGET} [role=status]`)) as string, /could not be loaded/);
  await close();
});

test('while loading, the space is reserved: what follows does not jump when the list arrives', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/comments/graphql', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(`${server.url}/`);
  await page.waitForSelector(`${WIDGET} ul[aria-busy="true"]`, { state: 'attached' });
  const below = () => page.evaluate((sel) => document.querySelector(sel)!.getBoundingClientRect().bottom, WIDGET);
  const loading = await below();
  release();
  await page.waitForSelector(`${WIDGET} li a`);
  const loaded = await below();
  // Ten rows of one height each: widgets.css holds exactly their space (data-rows).
  assert.ok(Math.abs(loaded - loading) <= 1, `moved by ${loaded - loading}px`);
  await close();
});

/** Holds every GraphQL request until the test lets it through (to the real server) or answers it. */
async function holdGraphQL(page: Page) {
  const held: Route[] = [];
  let arrived!: () => void;
  const first = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/comments/graphql', (route) => {
    held.push(route);
    arrived();
  });
  return { first, held };
}

const HOST_LIST = `<div data-porchlight="last-comments" data-blog-id="1"><h2>From the host</h2><ul><li><a href="/posts/2">An older comment</a></li></ul></div>`;

test('a list the host rendered stays until the fresh one arrives, which replaces it', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  const { first, held } = await holdGraphQL(page);
  await openFixture(page, server.url, fixtureHtml(HOST_LIST));
  await first;
  await page.waitForSelector(`${WIDGET} [role=status]`, { state: 'attached' });
  assert.equal(await page.$$eval(`${WIDGET} a`, (as) => as.map((a) => a.textContent)), ['An older comment']);
  assert.is(await page.locator(`${WIDGET} h2`).count(), 1, 'the host heading is kept, not doubled');
  await held[0]!.fallback();
  await page.waitForSelector(`${WIDGET} li a[href*="#ob-comment-"]`);
  assert.ok((await links(page)).length >= 5);
  assert.is(await page.locator(`${WIDGET} a:text("An older comment")`).count(), 0);
  await close();
});

test('on failure a host-rendered list is kept beside the error text', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.route('**/comments/graphql', (route) => route.fulfill({ status: 503, body: '' }));
  await openFixture(page, server.url, fixtureHtml(HOST_LIST));
  await page.waitForFunction((sel) => document.querySelector(`${sel} [role=status]`)?.textContent, WIDGET);
  assert.equal(await page.$$eval(`${WIDGET} a`, (as) => as.map((a) => a.textContent)), ['An older comment']);
  await close();
});

// WCAG 1.3.1 3.1.2
test('heading level is an option; a widget in another language than the page says so with lang', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await openFixture(
    page,
    server.url,
    fixtureHtml(`<div id="a" data-porchlight="last-comments" data-blog-id="1" data-heading-level="3"></div>
     <div id="b" data-porchlight="last-comments" data-blog-id="1" data-locale="fr"></div>`),
  );
  await page.waitForSelector('#a li a');
  await page.waitForSelector('#b li a');
  assert.is(await page.textContent('#a h3'), 'Latest comments');
  assert.is(await page.getAttribute('#a', 'lang'), null);
  assert.is(await page.textContent('#b h2'), 'Derniers commentaires');
  assert.is(await page.getAttribute('#b', 'lang'), 'fr');
  assert.match((await links(page, '#b'))[0]!.post!, /^sur /);
  await close();
});

// WCAG 3.1.2
test('each comment says the language it was written in, the post title the list’s; unknown is lang=""', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.route('**/comments/graphql', (route) =>
    route.fulfill(
      fakeAnswer([
        { ...fake('3', 'Quel héron patient !'), lang: 'fr' },
        { ...fake('2', 'An imported comment'), lang: '' },
        // An older server says nothing of it: unknown too.
        fake('1', 'An older comment'),
      ]),
    ),
  );
  await openFixture(
    page,
    server.url,
    fixtureHtml(`<div data-porchlight="last-comments" data-blog-id="1" data-locale="ar"></div>`, { lang: 'ar' }),
  );
  await page.waitForSelector(`${WIDGET} li a`);
  // The language Chromium hands a screen reader for each part (`:lang()`), and the attribute that says it.
  const spoken = () =>
    page.$$eval(`${WIDGET} li a`, (as) =>
      as.map((a) => {
        const [text, post] = [a.querySelector('.pl-lc-text')!, a.querySelector('.pl-lc-post')!];
        return {
          text: text.getAttribute('lang'),
          french: text.matches(':lang(fr)'),
          arabic: text.matches(':lang(ar)'),
          post: post.matches(':lang(ar)'),
        };
      }),
    );
  assert.equal(await spoken(), [
    { text: 'fr', french: true, arabic: false, post: true },
    { text: '', french: false, arabic: false, post: true },
    { text: '', french: false, arabic: false, post: true },
  ]);
  // The list the server renders says the same: the demo's comments were written in English.
  await page.unroute('**/comments/graphql');
  const fragment = await (await fetch(`${server.url}/comments/last/html?blogID=1&locale=ar`)).text();
  await page.setContent(`<html lang="ar"><body><div class="pl-lc">${fragment}</div></body></html>`);
  const fromServer = await page.$$eval('.pl-lc-text', (spans) =>
    spans.map((s) => [s.getAttribute('lang'), s.matches(':lang(ar)')]),
  );
  assert.ok(fromServer.length >= 5);
  for (const [lang, arabic] of fromServer) assert.equal([lang, arabic], ['en', false]);
  await close();
});

test('unmount gives back exactly the markup the host rendered: its heading and list, no class, no lang', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  const host = `<div id="a" data-porchlight="last-comments" data-blog-id="1"><h2>From the host</h2><ul><li><a href="/posts/2">An older comment</a></li></ul></div>`;
  const bare = `<div id="b" data-porchlight="last-comments" data-blog-id="1" data-locale="fr"></div>`;
  await openFixture(page, server.url, fixtureHtml(host + bare));
  await page.waitForSelector('#a li a[href*="#ob-comment-"]');
  await page.waitForSelector('#b li a');
  await page.evaluate(() =>
    (window as unknown as { Porchlight: { unmount(el?: Element): Promise<void> } }).Porchlight.unmount(),
  );
  assert.is(await hostMarkup(page, 'a'), host);
  assert.is(await hostMarkup(page, 'b'), bare);
  await close();
});

test('an empty blog says so instead of showing an empty list', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.route('**/comments/graphql', (route) => route.fulfill(fakeAnswer([])));
  await openFixture(page, server.url, fixtureHtml(`<div data-porchlight="last-comments" data-blog-id="1"></div>`));
  await page.waitForSelector(`${WIDGET} .pl-lc-empty`);
  assert.is(await page.textContent(`${WIDGET} .pl-lc-empty`), 'No comments yet.');
  assert.is(await page.locator(`${WIDGET} ul`).count(), 0);
  await close();
});

// WCAG 1.4.10
test('at 320px a very long word wraps: no horizontal scroll, the link stays inside the screen', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 320, height: 640 } });
  const word = 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt'.repeat(2);
  await page.route('**/comments/graphql', (route) => route.fulfill(fakeAnswer([fake('1', word, word)])));
  await openFixture(page, server.url, fixtureHtml(`<div data-porchlight="last-comments" data-blog-id="1"></div>`));
  await page.waitForSelector(`${WIDGET} li a`);
  const box = await page.evaluate((sel) => {
    const r = document.querySelector(`${sel} li a`)!.getBoundingClientRect();
    return { scroll: document.documentElement.scrollWidth, right: r.right, height: r.height };
  }, WIDGET);
  assert.ok(box.scroll <= 320, JSON.stringify(box));
  assert.ok(box.right <= 320, JSON.stringify(box));
  await close();
});

test.run();
