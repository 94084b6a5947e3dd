import { newPage } from '../tests/helpers/browser.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';
import { carouselFixture } from '../tests/helpers/enhancer-fixtures.ts';
import { matchesTranscript } from '../tests/helpers/transcripts.ts';
import { startScreenReader } from '../tests/helpers/virtual-screen-reader.ts';
import { openFixture } from '../tests/helpers/widget-fixture.ts';

// What a screen reader says in the tags carousel (a11y/transcripts/README.md).
const test = browserSuite('a11y transcripts: tags carousel');

// The reader reads the carousel with the virtual cursor, tabs to the first tag, moves with the arrow keys,
// then shifts the tags with Next; each move waits for the carousel to settle, so nothing depends on timing.
test('reading the tags, moving with the arrow keys and with Next', async ({ server, browser }) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
  await openFixture(page, server.url, carouselFixture(), {
    path: '/tags-fixture.html',
    ready: '#two .porchlight-tags-viewport',
  });
  // The instance read, by its own ready state: either may mount first.
  await page.waitForSelector('#one[data-porchlight-state="ready"] .porchlight-tags-viewport');
  const reader = await startScreenReader(page, '#one');
  const settled = () => page.waitForFunction(() => document.getAnimations().length === 0);
  await reader.next(12);
  await page.focus('#before');
  for (const key of ['Tab', 'Tab', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) {
    await page.keyboard.press(key);
    await settled();
  }
  await page.click('#one button[aria-label="Next tags"]');
  await settled();
  await page.focus('#one button[aria-label="Next tags"]');
  await page.keyboard.press('Shift+Tab');
  matchesTranscript('tags-carousel-reading-and-moving', await reader.spoken());
  await close();
});

test.run();
