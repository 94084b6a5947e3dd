import { pathToFileURL } from 'node:url';
import * as assert from 'uvu/assert';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';

// The comment section rendered on the server (GET /comments/html, the same
// components on preact-render-to-string) is the markup the widget renders in
// the page for the same data: what a reader sees before any script is what
// the upgrade will find.
const test = browserSuite('comment section rendered on the server', { DEMO_MODERATION: 'off' });

/**
 * A canonical form of markup, the same for a live element and parsed text:
 * elements with their attributes sorted (style as the browser reads it), text
 * as it is, and the per-section id prefix (pl1 in the page, plp1 from the
 * server) named alike. A select's value follows at the end.
 */
const CANONICAL = `(root) => {
  const walk = (node) => {
    if (node.nodeType === 3) return node.data;
    if (node.nodeType !== 1) return '';
    // What only a reader without script reads is the server's alone: the client leaves these empty.
    if (node.localName === 'noscript') return '<noscript></noscript>';
    // A select's choice: an option's selected attribute from the server, its property in the page (compared apart).
    const attrs = [...node.attributes]
      .filter((a) => !(node.localName === 'option' && a.name === 'selected'))
      .map((a) => [a.name, a.name === 'style' ? node.style.cssText : a.value.replace(/\\bplp?\\d+(?=P|_R_|:|-)/g, 'ID')])
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, value]) => name + '="' + value + '"');
    return '<' + node.localName + (attrs.length ? ' ' + attrs.join(' ') : '') + '>' + [...node.childNodes].map(walk).join('') + '</' + node.localName + '>';
  };
  return walk(root) + [...root.querySelectorAll('select')].map((select) => ' | select ' + select.name + '=' + select.value).join('');
}`;

for (const locale of ['en', 'fr'])
  test(`in ${locale}: the server's section is the page's, element for element`, async ({ server, browser }) => {
    const { page, close } = await newPage(browser, {
      viewport: { width: 1280, height: 800 },
      timezoneId: 'UTC',
      locale: locale === 'fr' ? 'fr-FR' : 'en-US',
    });
    await page.goto(`${server.url}/examples/comments?locale=${locale}`);
    await page.waitForFunction(() => {
      const section = document.querySelector('.pl-comments');
      return section && !section.hasAttribute('aria-busy') && /\d/.test(section.querySelector('h2')!.textContent!);
    });
    const postId = await page.getAttribute('[data-porchlight="comments"]', 'data-post-id');
    const answer = await page.request.get(`${server.url}/comments/html?postID=${postId}&locale=${locale}`);
    assert.is(answer.status(), 200);
    const fragment = await answer.text();
    await page.evaluate(`window.canonical = ${CANONICAL}`);
    const [client, fromServer] = await page.evaluate((html) => {
      const canon = (window as unknown as { canonical: (el: Element) => string }).canonical;
      const template = document.createElement('template');
      template.innerHTML = html;
      return [canon(document.querySelector('.pl-comments')!), canon(template.content.firstElementChild!)];
    }, fragment);
    assert.ok(fromServer.includes('ob-comment-'), 'the fragment holds the comments');
    // The same moments, in the same zone here (UTC): the server's markup names it, as its readers may be anywhere.
    assert.is(fromServer.replace(/ UTC<\/time>/g, '</time>'), client);
    await close();
  });

test('the fragment is cacheable, the same for every reader, and answers a revalidation with 304', async ({
  server,
}) => {
  const address = `${server.url}/comments/html?postID=1&locale=en`;
  const first = await fetch(address);
  const etag = first.headers.get('etag');
  assert.is(first.status, 200);
  assert.match(first.headers.get('content-type')!, /^text\/html/);
  assert.match(first.headers.get('cache-control')!, /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
  assert.ok(etag);
  const body = await first.text();
  // Another reader, with cookies of their own: the same bytes.
  const other = await fetch(address, {
    headers: { cookie: 'porchlight_visitor=someone; porchlight_session=whatever' },
  });
  assert.is(await other.text(), body);
  assert.is(other.headers.get('etag'), etag);
  const again = await fetch(address, { headers: { 'if-none-match': etag! } });
  assert.is(again.status, 304);
  assert.is(await again.text(), '');
  const unknown = await fetch(`${server.url}/comments/html?postID=999999`);
  assert.is(unknown.status, 404);
  assert.match(unknown.headers.get('cache-control')!, /no-store/);
});

test('the Node API (dist/render/index.js) gives a platform rendering its pages in Node the fragment’s section, byte for byte', async ({
  server,
}) => {
  // The built module, as a platform would import it (on Preact, like the server), not the source.
  const { renderCommentSection } = (await import(
    pathToFileURL('dist/render/index.js').href
  )) as typeof import('../../src/shared/render-node.ts');
  for (const locale of ['en', 'fr']) {
    const fragment = await (await fetch(`${server.url}/comments/html?postID=1&locale=${locale}`)).text();
    const section = await renderCommentSection({ postId: '1', locale, server: server.url });
    assert.is(fragment.slice(0, section.length), section, locale);
    // After the section, the fragment names the post's comment feed; a platform's own page carries that link in its head.
    assert.match(
      fragment.slice(section.length),
      /^\n<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/comments\/feeds\/posts\/1\.atom\?locale=(en|fr)">$/,
    );
  }
  await renderCommentSection({ postId: '999999', server: server.url }).then(
    () => assert.unreachable('rendered a post the server does not know'),
    (error: Error) => assert.match(error.message, /999999/),
  );
});

test.run();
