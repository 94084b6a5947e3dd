import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { commentsQuery, commentsReady, SECTION } from '../../helpers/comments-page.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

// A reader who sets their text to 200 % (WCAG 1.4.4) reads every letter: nothing is cut by a box sized for the
// usual text. The page's root font size stands in for the browser's text size, which every rem and em follows.
const test = browserSuite('comments at 200 % text');

// WCAG 1.4.4
test('at 200 % text each avatar’s initial fits in its circle', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  const letters = await page.$$eval(`${SECTION} span.pl-avatar`, (circles) =>
    circles.map((circle) => {
      const box = circle.getBoundingClientRect();
      // The glyph's own box, against the circle's.
      const range = document.createRange();
      range.selectNodeContents(circle);
      const glyph = range.getBoundingClientRect();
      return {
        letter: circle.textContent,
        fits:
          circle.scrollHeight <= circle.clientHeight &&
          circle.scrollWidth <= circle.clientWidth &&
          glyph.top >= box.top &&
          glyph.bottom <= box.bottom,
      };
    }),
  );
  assert.ok(letters.length > 0);
  assert.equal(
    letters.filter((letter) => !letter.fits),
    [],
  );
  await close();
});

test.run();
