import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { axeViolations } from '../../helpers/axe.ts';
import { axOf } from '../../helpers/heard.ts';

// The accessibility statement on the built demo server (docs/contributing.md "Accessibility statement"): the page
// that states conformance must itself pass what it claims an automated check can find.
const test = browserSuite('accessibility statement page');

test('/accessibility: the statement with its heading and the tests named; zero axe violations; 320px wide, only its tables scroll', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 320, height: 640 } });
  const response = await page.goto(`${server.url}/accessibility`);
  assert.is(response!.status(), 200);
  assert.is(await page.locator('h1').textContent(), 'Accessibility statement');
  // The tests are the repository's files, named by their path: no link this server would answer with a 404.
  assert.ok((await page.locator('main code', { hasText: /\.test\.ts$/ }).count()) > 0, 'the tests named');
  assert.is(await page.locator('main a[href$=".ts"], main a[href^="docs/"]').count(), 0, 'no link into the repository');
  assert.is(await page.locator('main table').count(), 9, 'a table per widget');
  // Reflow: the page is never wider than the reader's 320px; each table scrolls in a region the keyboard reaches.
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 320, 'no sideways scroll of the page');
  const region = page.getByRole('region', { name: 'comments', exact: true });
  assert.ok(await region.evaluate((el) => el.scrollWidth > el.clientWidth), 'the table scrolls in its region');
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.activeElement!.scrollLeft > 0);
  assert.equal(await axeViolations(page, 'body'), []);
  await close();
});

test('each row of a table is named by its first cell, the criterion: Chromium reads it as a row header', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/accessibility`);
  const row = page.getByRole('region', { name: 'comments', exact: true }).locator('tbody tr').first();
  const [first, second] = [row.locator('th, td').nth(0), row.locator('th, td').nth(1)];
  assert.equal(await axOf(page, first), {
    role: 'rowheader',
    name: '1.1.1 Non-text Content (A)',
    description: '',
    ignored: false,
  });
  assert.is((await axOf(page, second)).role, 'cell');
  await close();
});

test.run();
