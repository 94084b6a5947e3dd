import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { axeViolations } from '../../helpers/axe.ts';

// The accessibility statement on the built demo server (README "Accessibility statement"): the page
// that states conformance must itself pass what it claims an automated check can find.
const test = browserSuite('accessibility statement page');

test('/accessibility: the statement with its heading and links to the tests; zero axe violations', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  const response = await page.goto(`${server.url}/accessibility`);
  assert.is(response!.status(), 200);
  assert.is(await page.locator('h1').textContent(), 'Accessibility statement');
  assert.ok((await page.locator('main a[href$=".test.ts"]').count()) > 0, 'links to the tests');
  assert.is(await page.locator('main table').count(), 9, 'a table per widget');
  assert.equal(await axeViolations(page, 'body'), []);
  await close();
});

test.run();
