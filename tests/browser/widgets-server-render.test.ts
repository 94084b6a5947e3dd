import { pathToFileURL } from 'node:url';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../helpers/axe.ts';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';

// Comment counts and last comments rendered by the server
// (/comments/count/html, /comments/last/html, dist/render/index.js): the
// markup the widgets make in the page, so a page that carries it needs
// none of their code.
const test = browserSuite('counts and last comments rendered on the server', { DEMO_MODERATION: 'off' });

/** Markup in a canonical form (attributes sorted, the server's marker left out), the same for live and parsed nodes. */
const CANONICAL = `(root) => {
  const walk = (node) => {
    if (node.nodeType === 3) return node.data;
    if (node.nodeType !== 1) return '';
    const attrs = [...node.attributes].filter((a) => a.name !== 'data-porchlight-rendered').map((a) => a.name + '="' + a.value + '"').sort();
    return '<' + node.localName + (attrs.length ? ' ' + attrs.join(' ') : '') + '>' + [...node.childNodes].map(walk).join('') + '</' + node.localName + '>';
  };
  return walk(root);
}`;

/** The canonical form of `selector` in the page, and of the same element in `html` parsed. */
async function both(page: Page, selector: string, html: string): Promise<[string, string]> {
  await page.evaluate(`window.canonical = ${CANONICAL}`);
  return page.evaluate(
    ([selector, html]) => {
      const canon = (window as unknown as { canonical: (el: Element) => string }).canonical;
      const template = document.createElement('template');
      template.innerHTML = html;
      return [
        canon(document.querySelector(selector)!),
        canon(template.content.querySelector(selector.split(' ').at(-1)!)!),
      ] as [string, string];
    },
    [selector, html] as const,
  );
}

test("the last comments fragment is the widget's list, link for link", async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/`);
  await page.waitForSelector('[data-porchlight="last-comments"] .pl-lc-list li');
  const fragment = await (await fetch(`${server.url}/comments/last/html?blogID=1&locale=en`)).text();
  const [widget, fromServer] = await both(page, '[data-porchlight="last-comments"] .pl-lc-list', fragment);
  assert.ok(fromServer.includes('#ob-comment-'));
  assert.is(fromServer, widget);
  assert.match(
    fragment,
    /^<h2 class="pl-lc-heading">Latest comments<\/h2><ul class="pl-lc-list" data-porchlight-rendered>/,
  );
  assert.match(fragment, /<p class="pl-lc-status" role="status"><\/p>$/);
  await close();
});

test("the count fragment is the widget's link, in either language", async ({ server, browser }) => {
  for (const locale of ['en', 'fr']) {
    const { page, close } = await newPage(browser);
    await page.goto(`${server.url}/examples/counts?locale=${locale}`);
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('[data-porchlight="comment-count"] a')?.textContent ?? ''),
    );
    const [postId, href] = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[data-porchlight="comment-count"]')!;
      return [el.dataset.postId!, el.dataset.href!];
    });
    const fragment = await (
      await fetch(
        `${server.url}/comments/count/html?postID=${postId}&locale=${locale}&href=${encodeURIComponent(href)}`,
      )
    ).text();
    const [widget, fromServer] = await both(page, '[data-porchlight="comment-count"] a', fragment);
    assert.match(fromServer, /\d+ comm/);
    assert.is(fromServer, widget, locale);
    await close();
  }
});

test('a page carrying them loads nothing for them: the loader alone, and axe finds nothing', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${server.url}/examples/server-rendered`);
  await page.waitForLoadState('networkidle');
  // What the widgets load; the demo blog's own files (/demo/: the reader's scheme, scheme.js) are the blog's.
  assert.equal(
    requests.filter((path) => path !== '/examples/server-rendered' && !path.startsWith('/demo/')),
    ['/widgets/loader.js'],
  );
  const counts = await page.locator('[data-porchlight="comment-count"] a').allTextContents();
  assert.ok(counts.length >= 5 && counts.every((text) => /^\d+ comments?$/.test(text)), counts.join(', '));
  assert.ok((await page.locator('[data-porchlight="last-comments"] .pl-lc-list a').count()) >= 5);
  const states = await page.$$eval('[data-porchlight]', (els) =>
    els.map((el) => (el as HTMLElement).dataset.porchlightState),
  );
  assert.ok(
    states.every((state) => state === 'ready'),
    states.join(),
  );
  assert.equal(await axeViolations(page, 'main'), []);
  assert.equal(pageErrors, []);
  await close();
});

test('the fragments are cacheable and revalidate with 304; an unknown post is a 404', async ({ server }) => {
  for (const address of [`${server.url}/comments/count/html?postID=1`, `${server.url}/comments/last/html?blogID=1`]) {
    const first = await fetch(address);
    assert.is(first.status, 200, address);
    assert.match(
      first.headers.get('cache-control')!,
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    assert.is((await fetch(address, { headers: { 'if-none-match': first.headers.get('etag')! } })).status, 304);
  }
  assert.is((await fetch(`${server.url}/comments/count/html?postID=999999`)).status, 404);
  // A tag a compressing proxy made weak still matches; a parameter given twice is the asker's mistake.
  const section = await fetch(`${server.url}/comments/html?postID=1`);
  assert.is(
    (
      await fetch(`${server.url}/comments/html?postID=1`, {
        headers: { 'if-none-match': `W/${section.headers.get('etag')}` },
      })
    ).status,
    304,
  );
  assert.is((await fetch(`${server.url}/comments/html?postID=1&postID=2`)).status, 400);
});

test('the Node API gives the same markup as the fragments', async ({ server }) => {
  const api = (await import(
    pathToFileURL('dist/render/index.js').href
  )) as typeof import('../../src/shared/render-node.ts');
  assert.is(
    await api.renderCommentCount({ postId: '1', locale: 'fr', href: '/posts/1#comments', server: server.url }),
    await (
      await fetch(
        `${server.url}/comments/count/html?postID=1&locale=fr&href=${encodeURIComponent('/posts/1#comments')}`,
      )
    ).text(),
  );
  assert.is(
    await api.renderLastComments({ blogId: '1', locale: 'en', server: server.url }),
    await (await fetch(`${server.url}/comments/last/html?blogID=1&locale=en`)).text(),
  );
});

test.run();
