import * as assert from 'uvu/assert';
import { focusState } from '../tests/helpers/a11y-checks.ts';
import { axeViolations } from '../tests/helpers/axe.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';

// Comment count: a link to the comments reading "12 comments",
// a neutral "Comments" before load or on failure, no live region. The home
// page is the fixture: <html lang>, <main>, an <h1> and five instances.
const test = browserSuite('a11y: comment count');
const COUNTS = '[data-porchlight="comment-count"]';

// WCAG 1.1.1 1.3.1 1.4.3 2.4.4 4.1.2
test('loaded: zero axe violations, each count a named link, no live region', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/`);
  await page.waitForFunction(
    (sel) => [...document.querySelectorAll(`${sel} a`)].filter((a) => /\d/.test(a.textContent!)).length === 5,
    COUNTS,
  );
  assert.equal(await axeViolations(page, 'main'), []);
  const names = await page.getByRole('link', { name: /^\d+ comments?$/ }).count();
  assert.is(names, 5);
  assert.is(await page.locator(`${COUNTS} [aria-live], ${COUNTS}[aria-live], ${COUNTS} [role=status]`).count(), 0);
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 4.1.2
test('before load and on failure: zero violations, the neutral name, never empty', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.route('**/comments/count?**', (route) => route.abort());
  await page.goto(`${server.url}/?locale=fr`);
  await page.waitForSelector(`${COUNTS} a`);
  assert.equal(await axeViolations(page, 'main'), []);
  assert.is(await page.getByRole('link', { name: 'Commentaires', exact: true }).count(), 5);
  await close();
});

// WCAG 2.1.1 2.4.7
test('keyboard: Tab reaches every count link, focus is visible with a 2px+ outline', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/4`);
  await page.waitForFunction((sel) => /\d/.test(document.querySelector(`${sel} a`)?.textContent || ''), COUNTS);
  const walk: string[] = [];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    walk.push(await page.evaluate(() => `${document.activeElement!.tagName} ${document.activeElement!.textContent}`));
  }
  assert.ok(walk.includes('A 2 comments'), walk.join(' | '));
  await page.focus(`${COUNTS} a`);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await focusState(page);
  assert.ok(ring.focusVisible);
  assert.ok(ring.outlineWidth >= 2 && ring.outlineStyle !== 'none', JSON.stringify(ring));
  await close();
});

test.run();
