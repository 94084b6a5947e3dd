import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

// The demo blog's own stylesheet, as a reader who prints a page, or reads it large on a narrow screen, sees it.
const test = browserSuite('demo site stylesheet');

test('printing a post page prints the post alone: no widgets, comments, site navigation or headings left empty', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?comments=client`);
  // Every widget mounted, so what they add is on the page too.
  await page.waitForSelector('[data-porchlight="slideshow"] [role=group]');
  await page.waitForSelector('[data-porchlight="audio-player"] button');
  await page.waitForSelector('[data-porchlight="print"] button');
  await page.waitForSelector('#comments button');
  await page.emulateMedia({ media: 'print' });
  // No named helpers inside: the test runner's transform would wrap them in one the page lacks.
  const printed = await page.evaluate(() => ({
    shown: [...document.querySelectorAll('[data-porchlight], #comments, header, nav')]
      .filter((el) => (el as HTMLElement).checkVisibility())
      .map((el) => el.getAttribute('data-porchlight') || el.tagName),
    text: document.body.innerText.split(/\n+/),
    post: [
      document.querySelector('[data-porchlight-print="title"]')!.textContent,
      document.querySelector('[data-porchlight-print="text"]')!.textContent,
    ],
  }));
  assert.equal(printed.shown, [], 'widgets, the comment section and the site header do not print');
  assert.equal(printed.text, printed.post, 'the title and the text, nothing else');
  await close();
});

test('at 320px wide with text at 200 %, the header fits the screen: nothing in it pushes the page sideways', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 320, height: 640 } });
  for (const path of ['/', '/posts/1', '/examples/states']) {
    await page.goto(`${server.url}${path}`);
    // The root's size stands in for the browser's text size, which the site's rem and em follow.
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    const header = await page.locator('header.site').evaluate((el) => ({
      right: Math.max(...[el, ...el.querySelectorAll('*')].map((part) => part.getBoundingClientRect().right)),
      switcher: getComputedStyle(el.querySelector('.scheme-switcher')!).display,
    }));
    assert.is.not(header.switcher, 'none', 'the scheme switcher shows (the widest part)');
    assert.ok(header.right <= 320, `${path}: the header reaches ${header.right}px`);
  }
  await close();
});

test.run();
