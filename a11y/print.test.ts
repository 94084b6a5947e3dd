import * as assert from 'uvu/assert';
import { axeViolations } from '../tests/helpers/axe.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { focusState, tabWalk } from '../tests/helpers/a11y-checks.ts';
import { fixtureHtml, openFixture } from '../tests/helpers/widget-fixture.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';

// Print: a <button> "Print this post"; the frame aria-hidden,
// tabindex -1, out of the tab order, removed afterwards; focus stays put.
const test = browserSuite('a11y: print');
const TWO = `<article><h2 data-porchlight-print="title">A post</h2><p data-porchlight-print="text">Its text, with <a href="#x">a link</a>.</p></article>
<div id="p1" data-porchlight="print"></div>
<div id="p2" data-porchlight="print" data-locale="fr"></div>
<p><a href="#end">End of the page</a></p>`;

// print() that leaves the dialog "open": the frame stays until the test fires afterprint.
const HELD_PRINT = `window.print = () => { top.printCalls = (top.printCalls || 0) + 1; top.finishPrint = () => dispatchEvent(new Event('afterprint')); };`;

// WCAG 1.1.1 1.3.1 1.4.3 2.4.3 3.1.2 4.1.2
test('idle and while printing: zero axe violations; the frame is hidden, inert and out of the tab order', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.addInitScript(HELD_PRINT);
  await openFixture(page, server.url, fixtureHtml(TWO));
  await page.waitForSelector('#p2 button');
  assert.equal(await axeViolations(page, 'main'), [], 'idle');
  assert.is(await page.getByRole('button', { name: 'Print this post', exact: true }).count(), 1);
  assert.is(await page.getByRole('button', { name: 'Imprimer cet article', exact: true }).count(), 1);
  assert.equal([await page.getAttribute('#p1', 'lang'), await page.getAttribute('#p2', 'lang')], [null, 'fr']);

  await page.focus('#p1 button');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window as unknown as { printCalls?: number }).printCalls === 1);
  assert.equal(await axeViolations(page, 'body'), [], 'printing');
  assert.equal(await page.$eval('iframe', (f) => [f.getAttribute('aria-hidden'), f.tabIndex, f.inert]), [
    'true',
    -1,
    true,
  ]);
  // The frame's link is never reached: Tab goes from the button on through the page.
  const walk = await tabWalk(page, { count: 2 });
  assert.equal(
    walk.map((s) => `${s.widget}:${s.name}`),
    ['p2:Imprimer cet article', ':End of the page'],
  );
  await page.evaluate(() => (window as unknown as { finishPrint(): void }).finishPrint());
  await page.waitForFunction(() => !document.querySelector('iframe'));
  assert.equal(await axeViolations(page, 'main'), [], 'after printing');
  await close();
});

// WCAG 2.1.1 2.4.3 2.4.7 2.4.11
test('keyboard: Tab reaches both buttons; after printing focus is still on the button, visible and unobscured', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.addInitScript(`window.print = () => dispatchEvent(new Event('afterprint'));`);
  await openFixture(page, server.url, fixtureHtml(TWO));
  await page.waitForSelector('#p2 button');
  const walk = await tabWalk(page, { count: 4 });
  assert.equal(
    walk.map((s) => `${s.widget}:${s.tag}:${s.role}:${s.name}`),
    [
      ':a:link:a link',
      'p1:button:button:Print this post',
      'p2:button:button:Imprimer cet article',
      ':a:link:End of the page',
    ],
  );
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await page.waitForFunction(() => !document.querySelector('iframe'));
  const ring = await focusState(page);
  assert.ok(
    !ring.isBody && ring.focusVisible && ring.outlineWidth >= 2 && ring.outlineStyle !== 'none',
    JSON.stringify(ring),
  );
  assert.ok(ring.unobscured && ring.height >= 24 && ring.width >= 24, JSON.stringify(ring));
  assert.is(await page.evaluate(() => document.activeElement!.closest('[data-porchlight]')!.id), 'p1');
  await close();
});

// WCAG 1.4.10
test('at 320px: no horizontal scroll from the button or the off-screen frame', async ({ server, browser }) => {
  const { page, close } = await newPage(browser, { viewport: { width: 320, height: 600 } });
  await page.addInitScript(HELD_PRINT);
  await openFixture(page, server.url, fixtureHtml(TWO));
  await page.click('#p1 button');
  await page.waitForFunction(() => (window as unknown as { printCalls?: number }).printCalls === 1);
  assert.ok(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= 320 && document.documentElement.scrollHeight <= innerHeight + 1,
    ),
  );
  await close();
});

// The harness itself: a scan reaches into a same-origin frame, as the print frame is, and reports what it finds
// there; and it keeps to the harness's tags, one of which (wcag22aa) is all that asks for the target size rule.
test('the scan sees a violation inside a same-origin frame, one in the page, and one only the WCAG 2.2 tag asks for', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  const tiny = 'all: unset; display: inline-block; inline-size: 8px; block-size: 8px';
  await openFixture(
    page,
    server.url,
    fixtureHtml(
      `<iframe title="A frame" srcdoc="<!doctype html><html lang=en><title>In a frame</title><main><img src=/demo/logo.svg></main>"></iframe>
<p><button></button></p>
<p><button style="${tiny}">x</button><button style="${tiny}">y</button></p>`,
    ),
  );
  await page.frameLocator('iframe').locator('img').waitFor();
  const found = (await axeViolations(page, 'body')).map((line) => line.split(' — ')[0]!);
  for (const expected of ['image-alt: iframe', 'button-name: ', 'target-size: '])
    assert.ok(
      found.some((line) => line.startsWith(expected)),
      `${expected}…\n${found.join('\n')}`,
    );
  await close();
});

test.run();
