import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import { type RunningServer } from '../../helpers/server.ts';
import { fixtureHtml, hostMarkup, openFixture } from '../../helpers/widget-fixture.ts';
import { DEMO_SLIDES } from '../../../src/demo/media.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

const test = browserSuite('print');

interface Printed {
  inFrame: boolean;
  lang: string;
  title: string;
  body: string;
  css: string;
  imagesLoaded: boolean[];
  /** Widgets, forms, buttons and navigation the printed page would show. */
  shown: number;
  frame: { ariaHidden: string | null; tabIndex: string | null; inert: boolean; width: number; height: number };
  focused: string;
}

/**
 * `print` stubbed in every frame (the print frame included): it records what
 * would have been printed, as the browser would see it, then fires
 * `afterprint` as a browser does once its dialog closes. A plain string:
 * tsx would wrap named functions in a helper the page lacks.
 */
const stubPrint = (page: Page, { afterprint = true } = {}) =>
  page.addInitScript(`{
    top.printed = top.printed || [];
    ${afterprint ? '' : 'delete Object.getPrototypeOf(window).onafterprint; delete window.onafterprint;'}
    window.print = () => {
      const frame = window.frameElement;
      const box = frame && frame.getBoundingClientRect();
      top.printed.push({
        inFrame: window !== top,
        lang: document.documentElement.lang,
        title: document.title,
        body: document.body.innerHTML,
        css: [...document.querySelectorAll('style')].map((s) => s.textContent).join(''),
        imagesLoaded: [...document.images].map((i) => i.complete && i.naturalWidth > 0),
        shown: [...document.querySelectorAll('nav, form, button, [data-porchlight]')].filter((e) => getComputedStyle(e).display !== 'none').length,
        frame: frame && { ariaHidden: frame.getAttribute('aria-hidden'), tabIndex: frame.getAttribute('tabindex'), inert: frame.inert, width: box.width, height: box.height },
        focused: top.document.activeElement.textContent,
      });
      ${afterprint ? "dispatchEvent(new Event('afterprint'));" : ''}
    };
  }`);

const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed?: Printed[] }).printed || []);
const framesLeft = (page: Page) => page.locator('iframe').count();

const POST = `
<img data-porchlight-print="logo" src="/demo/logo.svg" alt="Porchlight demo blog">
<article>
  <h2 data-porchlight-print="title">Bread & "butter" — 東京</h2>
  <div data-porchlight-print="text"><p>First paragraph.</p><p>Second &lt;one&gt;.</p></div>
  <div data-porchlight-print="html"><p>Some <em>rich</em> text<script>top.runs = (top.runs || 0) + 1</script></p><button>Like</button><span data-porchlight="comment-count">9 comments</span><img src="/demo/logo.svg?inline" alt="inline" onload="top.loads = (top.loads || 0) + 1"></div>
  <div data-porchlight-print="images"><img src="/slow.svg" alt="A slow picture"><img src="/demo/logo.svg?2" alt=""></div>
  <blockquote data-porchlight-print="quote">Print is not dead.</blockquote>
</article>
<nav><a href="/">Home</a></nav>
<div id="p1" data-porchlight="print"></div>
<div id="p2" data-porchlight="print" data-locale="fr"></div>`;

/**
 * An image the print frame asks for is held back until the test lets it go (`release`); `asked` is that
 * request reaching the server. The page's own copy comes at once, so the page loads.
 */
async function heldImage(page: Page, server: RunningServer) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let heard: () => void = () => {};
  const asked = new Promise<void>((resolve) => (heard = resolve));
  await page.route(`${server.url}/slow.svg`, async (route) => {
    if (route.request().frame() !== page.mainFrame()) {
      heard();
      await released;
    }
    await route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>',
    });
  });
  return { asked, release };
}

test('click: the hidden A4 frame gets the marked parts, print is called on it once images loaded, then it goes', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await stubPrint(page);
  const image = await heldImage(page, server);
  await openFixture(page, server.url, fixtureHtml(POST));
  const button = page.getByRole('button', { name: 'Print this post' });
  await button.click();
  // The frame asks for the picture and is refused it for now: no print until it has come.
  await image.asked;
  assert.equal(await printed(page), [], 'print waits for the images');
  image.release();
  await page.waitForFunction(() => (window as unknown as { printed?: unknown[] }).printed?.length === 1);
  const [job] = await printed(page);
  assert.ok(job!.inFrame, 'print was called on the frame, not the page');
  assert.is(job!.lang, 'en');
  assert.is(job!.title, 'Bread & "butter" — 東京');
  assert.equal(job!.imagesLoaded, [true, true, true, true], 'logo, inline image and both pictures had loaded');
  assert.equal(job!.frame, {
    ariaHidden: 'true',
    tabIndex: '-1',
    inert: true,
    width: job!.frame.width,
    height: job!.frame.height,
  });
  // 21cm x 29.7cm at 96 CSS px per inch.
  assert.ok(
    Math.abs(job!.frame.width - (21 / 2.54) * 96) < 1 && Math.abs(job!.frame.height - (29.7 / 2.54) * 96) < 1,
    JSON.stringify(job!.frame),
  );
  const body = job!.body;
  assert.match(
    body,
    /^<p class="logo"><img src="http:\/\/[^"]+\/demo\/logo\.svg" alt="Porchlight demo blog"><\/p><h1>Bread &amp; "butter" — 東京<\/h1>/,
  );
  assert.match(body, /<p>First paragraph\.<\/p><p>Second &lt;one&gt;\.<\/p>/);
  assert.match(
    body,
    /<div><p>Some <em>rich<\/em> text<\/p><button>Like<\/button><span data-porchlight="comment-count"[^>]*>.*?<\/span><img src="\/demo\/logo\.svg\?inline" alt="inline"><\/div>/,
  );
  assert.match(
    body,
    /<figure><img src="http:\/\/[^"]+\/slow\.svg" alt="A slow picture"><\/figure><figure><img src="[^"]+\?2" alt=""><\/figure>/,
  );
  assert.match(body, /<blockquote><p>Print is not dead\.<\/p><\/blockquote>$/);
  assert.not.match(body, /script|onload|Home/);
  assert.match(job!.css, /@page\{size:A4/);
  assert.is(job!.shown, 0, 'the print stylesheet hides the widget and the button');
  // The host's own script and handler ran once each, on the page; never again in the frame.
  assert.equal(
    await page.evaluate(() => [
      (window as unknown as { runs?: number }).runs,
      (window as unknown as { loads?: number }).loads,
    ]),
    [1, 1],
  );
  assert.is(job!.focused, 'Print this post');
  await page.waitForFunction(() => !document.querySelector('iframe'));
  assert.is(await page.evaluate(() => document.activeElement!.textContent), 'Print this post');
  assert.equal(pageErrors, []);
  await close();
});

test('an html section cannot make the print frame go elsewhere, re-base its addresses, load stylesheets or play sound', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await stubPrint(page);
  // Never cached, so the frame would have to ask again if it kept the link.
  let stylesheetLoads = 0;
  await page.route(`${server.url}/sneaky.css`, (route) => {
    stylesheetLoads++;
    return route.fulfill({
      contentType: 'text/css',
      headers: { 'cache-control': 'no-store' },
      body: 'p { display: none }',
    });
  });
  // The refresh waits a minute so that the fixture page itself stays put while the test runs.
  await openFixture(
    page,
    server.url,
    fixtureHtml(
      `<div data-porchlight-print="html"><p>Kept</p><meta http-equiv="refresh" content="60;url=/moved"><base href="/demo/">` +
        `<link rel="stylesheet" href="/sneaky.css"><audio src="/demo-media/canal-evening.wav" autoplay></audio><video autoplay></video></div>
    <div data-porchlight="print"></div>`,
    ),
  );
  await page.waitForSelector('[data-porchlight="print"] button');
  const before = stylesheetLoads;
  await page.getByRole('button', { name: 'Print this post' }).click();
  await page.waitForFunction(() => (window as unknown as { printed?: unknown[] }).printed?.length === 1);
  const [job] = await printed(page);
  assert.is(job!.body.replace(/^.*<\/h1>/, ''), '<div><p>Kept</p></div>');
  assert.is(stylesheetLoads, before, 'the frame never asked for the stylesheet');
  await close();
});

test('a browser without afterprint: the frame goes as soon as print returns', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await stubPrint(page, { afterprint: false });
  await openFixture(page, server.url, fixtureHtml(POST.replace('/slow.svg', '/demo/logo.svg?3')));
  await page.getByRole('button', { name: 'Print this post' }).click();
  await page.waitForFunction(() => (window as unknown as { printed?: unknown[] }).printed?.length === 1);
  await page.waitForFunction(() => !document.querySelector('iframe'));
  await close();
});

// WCAG 2.1.1 2.4.3
test('keyboard: Tab to the button, Enter and Space each print once; focus stays on the button', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await stubPrint(page);
  await openFixture(page, server.url, fixtureHtml(POST.replace('/slow.svg', '/demo/logo.svg?4')));
  await page.waitForSelector('#p1 button');
  await page.focus('#p1 button');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window as unknown as { printed?: unknown[] }).printed?.length === 1);
  await page.waitForFunction(() => !document.querySelector('iframe'));
  await page.keyboard.press('Space');
  await page.waitForFunction(() => (window as unknown as { printed?: unknown[] }).printed?.length === 2);
  await page.waitForFunction(() => !document.querySelector('iframe'));
  assert.is(await page.evaluate(() => document.activeElement!.closest('[data-porchlight]')!.id), 'p1');
  assert.is(await framesLeft(page), 0);
  await close();
});

test('unmount gives back the host element as it was: no button, no lang', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  const host = `<div id="p2" data-porchlight="print" data-locale="fr"></div>`;
  await openFixture(page, server.url, fixtureHtml(host));
  await page.waitForSelector('#p2 button');
  assert.is(await page.getAttribute('#p2', 'lang'), 'fr');
  await page.evaluate(() =>
    (window as unknown as { Porchlight: { unmount(el?: Element): Promise<void> } }).Porchlight.unmount(),
  );
  assert.is(await hostMarkup(page, 'p2'), host);
  await close();
});

test('French button; the demo post page prints its title, text, the blog logo and the slideshow’s pictures', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await stubPrint(page);
  await openFixture(page, server.url, fixtureHtml(POST));
  assert.is(await page.textContent('#p2 button'), 'Imprimer cet article');
  await page.goto(`${server.url}/posts/4?comments=client`);
  await page.getByRole('button', { name: 'Print this post' }).click();
  await page.waitForFunction(() => (window as unknown as { printed?: unknown[] }).printed?.length === 1);
  const [job] = await printed(page);
  assert.is(
    job!.body,
    `<p class="logo"><img src="${server.url}/demo/logo.svg" alt=""></p><h1>Repairing a 1970s tape deck</h1><p>Belts, capstans and the smell of isopropyl alcohol.</p>` +
      // The demo marks its slideshow `images`: every slide prints, the hidden ones too, each as a figure.
      DEMO_SLIDES.map(
        ({ file, alt }) => `<figure><img src="${server.url}/demo-media/${file}" alt="${alt}"></figure>`,
      ).join(''),
  );
  assert.equal(job!.imagesLoaded, [true, ...DEMO_SLIDES.map(() => true)]);
  await close();
});

test.run();
