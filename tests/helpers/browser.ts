import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/chromium.mjs';

/**
 * Debian's Chromium through Playwright (it cannot download its own here): its headless shell where it is
 * installed, else the full browser (scripts/chromium.mjs). CHROMIUM_PATH overrides the path for machines whose
 * Chromium lives elsewhere.
 * Under `npm test` the run's one Chromium (PORCHLIGHT_TEST_BROWSER_WS, which scripts/test.mjs starts) is
 * connected to instead of starting one per file: each test's pages live in a context of their own, and
 * closing the browser then closes those contexts and the connection, not the run's Chromium.
 * `extraArgs` are for the few tests that need a browser set up otherwise
 * (one that lets pages autoplay sound, so "never autoplays" can fail): they always start their own.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const shared = process.env.PORCHLIGHT_TEST_BROWSER_WS;
  if (shared && extraArgs.length === 0) return chromium.connect(shared);
  const executablePath = findTestChromium();
  if (!executablePath)
    throw new Error('No Chromium: set CHROMIUM_PATH or install Debian chromium (npm test does it as root).');
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A fresh page that fails the test on uncaught page errors, collecting console errors for assertions. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page: Page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => pageErrors.push(error));
  return { page, context, consoleErrors, pageErrors, close: () => context.close() };
}
