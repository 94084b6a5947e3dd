import * as assert from 'uvu/assert';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { DOCUMENTS, htmlBlocksOf, readDocument } from '../helpers/markdown-documents.ts';
import { fixtureHtml, openFixture } from '../helpers/widget-fixture.ts';

// Every ```html block in README.md and docs/ is markup a blog copies as it stands: each is served on a page of
// the server's origin with the loader, and every widget it names must mount there without a page error. A
// snippet that names a removed widget, a renamed attribute or markup a widget cannot enhance fails here,
// before a reader pastes it.

const test = browserSuite('docs-snippets');

/** The address the documents give the Porchlight server; the page's own origin stands for it here. */
const DOCUMENTED_ORIGIN = 'https://comments.example';

const snippets = DOCUMENTS.flatMap((document) =>
  htmlBlocksOf(readDocument(document)).map(({ line, html }) => ({ where: `${document}:${line}`, html })),
);

/**
 * A snippet as the fixture page carries it: the page brings its own loader, the widgets' stylesheet is
 * served from the page's origin, and the head's own elements (a feed's `<link rel="alternate">`) go to the
 * head. What is left is the body, as written.
 */
function onPage(html: string): { head: string; body: string; widgetsCss: boolean; script: 'loader.js' | 'counts.js' } {
  const served = html.replaceAll(`${DOCUMENTED_ORIGIN}/`, '/');
  const loader = /<script\s+src="\/widgets\/(loader|counts)\.js"[^>]*><\/script>/g;
  const stylesheet = /<link\s+rel="stylesheet"\s+href="\/widgets\/widgets\.css"\s*\/?>/g;
  const headLinks = /<link\s+rel="alternate"[^>]*>/g;
  return {
    // A page of counts alone includes counts.js in place of the loader (docs/embedding.md "A page of counts alone").
    script: /\/widgets\/counts\.js/.test(served) ? 'counts.js' : 'loader.js',
    widgetsCss: stylesheet.test(served),
    head: (served.match(headLinks) ?? []).join('\n'),
    body: served.replace(loader, '').replace(stylesheet, '').replace(headLinks, '').trim(),
  };
}

test('the documents hold snippets, and the page builder reads them as a blog writes them', () => {
  assert.ok(snippets.length >= 3, String(snippets.length));
  assert.ok(
    snippets.some(({ where }) => where.startsWith('README.md:')),
    'the README shows the lightest embed',
  );
  const page = onPage(
    `<link rel="alternate" type="application/atom+xml" href="/feed.atom">\n<div data-porchlight="share"></div>\n<script src="${DOCUMENTED_ORIGIN}/widgets/loader.js" async></script>`,
  );
  assert.equal(page, {
    script: 'loader.js',
    widgetsCss: false,
    head: '<link rel="alternate" type="application/atom+xml" href="/feed.atom">',
    body: '<div data-porchlight="share"></div>',
  });
});

for (const { where, html } of snippets)
  test(`${where}: every widget it names mounts, with no page error`, async ({ server, browser }) => {
    const { page, close, pageErrors } = await newPage(browser);
    const { head, body, widgetsCss, script } = onPage(html);
    await openFixture(page, server.url, fixtureHtml(body, { title: where, head, widgetsCss, script }));
    const widgets = await page.$$eval('[data-porchlight]', (els) =>
      els.map((el) => el.getAttribute('data-porchlight')),
    );
    if (widgets.length) {
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-porchlight]')].every((el) =>
            ['ready', 'failed'].includes(el.getAttribute('data-porchlight-state') ?? ''),
          ),
        undefined,
        { timeout: 10_000 },
      );
      const states = await page.$$eval('[data-porchlight]', (els) =>
        els.map((el) => `${el.getAttribute('data-porchlight')}: ${el.getAttribute('data-porchlight-state')}`),
      );
      assert.equal(
        states,
        widgets.map((widget) => `${widget}: ready`),
      );
    } else {
      // A snippet for the page's head names no widget: what it links must be there to be linked.
      const hrefs = await page.$$eval('head link[rel="alternate"]', (els) => els.map((el) => el.getAttribute('href')!));
      assert.ok(hrefs.length > 0, `${where} names no widget and links nothing`);
      for (const href of hrefs) {
        const response = await page.request.get(new URL(href, server.url).href);
        assert.is(response.status(), 200, href);
      }
    }
    assert.equal(
      pageErrors.map((error) => error.message),
      [],
    );
    await close();
  });

test.run();
