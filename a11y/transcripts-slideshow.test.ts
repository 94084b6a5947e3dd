import type { Browser } from 'playwright';
import { newPage } from '../tests/helpers/browser.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';
import { slideshowFixture } from '../tests/helpers/enhancer-fixtures.ts';
import { type RunningServer } from '../tests/helpers/server.ts';
import { matchesTranscript } from '../tests/helpers/transcripts.ts';
import { startScreenReader } from '../tests/helpers/virtual-screen-reader.ts';
import { openFixture } from '../tests/helpers/widget-fixture.ts';

// What a screen reader says in the slideshow (a11y/transcripts/README.md).
const test = browserSuite('a11y transcripts: slideshow');

async function open(browser: Browser, server: RunningServer) {
  const opened = await newPage(browser);
  // Paused before the page opens: the slides move only as the reader's own commands let time pass.
  await opened.page.clock.install();
  await opened.page.clock.pauseAt(Date.now() + 1000);
  await openFixture(opened.page, server.url, slideshowFixture(), {
    path: '/slideshow-fixture.html',
    ready: '#one [role=group][aria-label="1 of 5"]',
  });
  const reader = await startScreenReader(opened.page, '#one', { pausedClockStep: 10 });
  return { ...opened, reader };
}

// The reader reads the carousel with the virtual cursor, then tabs onto Stop: it still says "Stop rotation"
// (keyboard focus pauses, it does not stop), Enter stops it, and Next moves by hand.
test('reading the slideshow, stopping it from the keyboard and moving by hand', async ({ server, browser }) => {
  const { page, close, reader } = await open(browser, server);
  await reader.next(16);
  await page.focus('#before');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // Away and back, to hear what the pressed button says now.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await reader.next(4);
  matchesTranscript('slideshow-reading-and-stopping', await reader.spoken());
  await close();
});

test.run();
