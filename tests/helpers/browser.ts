import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { findChromium } from '../../scripts/chromium.mjs';

/**
 * Debian's Chromium through Playwright (it cannot download its own here).
 * CHROMIUM_PATH overrides the path for machines whose Chromium lives elsewhere.
 * `extraArgs` are for the few tests that need a browser set up otherwise
 * (one that lets pages autoplay sound, so "never autoplays" can fail).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('No Chromium: set CHROMIUM_PATH or install Debian chromium (npm test does it as root).');
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
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
