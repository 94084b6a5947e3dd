import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { carouselFixture, TAGS } from '../../helpers/enhancer-fixtures.ts';
import { type RunningServer } from '../../helpers/server.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { axReading, heard, recordLiveRegions } from '../../helpers/heard.ts';
import { openFixture } from '../../helpers/widget-fixture.ts';

const test = browserSuite('tags carousel');

const PATH = '/tags-fixture.html';

async function open(browser: Browser, server: RunningServer, options: BrowserContextOptions & { attrs?: string } = {}) {
  const { attrs = '', ...context } = options;
  const opened = await newPage(browser, {
    reducedMotion: 'reduce',
    viewport: { width: 1024, height: 768 },
    ...context,
  });
  await openFixture(opened.page, server.url, carouselFixture(attrs), {
    path: PATH,
    ready: '#two .porchlight-tags-viewport',
  });
  // Both carousels: one in another language waits for its words (docs/languages.md "Languages"), so it may come second.
  await opened.page.waitForSelector('#one[data-porchlight-state="ready"] .porchlight-tags-viewport');
  return opened;
}

/** Tags wholly inside the viewport of carousel `#id`, left to right; a clone is marked with `*`. */
const shown = (page: Page, id = 'one') =>
  page.evaluate((id) => {
    const root = document.getElementById(id)!;
    const box = root.querySelector('.porchlight-tags-viewport')!.getBoundingClientRect();
    return [...root.querySelectorAll('li')]
      .filter((li) => {
        const r = li.getBoundingClientRect();
        return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
      })
      .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
      .map((li) => li.textContent + (li.inert ? '*' : ''));
  }, id);

const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent);

test('enhances the host list: a named carousel with Previous / Next, 3 tags shown, clones hidden and inert', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await open(browser, server);
  const root = page.locator('#one');
  assert.is(await root.getAttribute('role'), 'region');
  assert.is(await root.getAttribute('aria-label'), 'Tags');
  assert.is(await root.getAttribute('aria-roledescription'), 'carousel');
  assert.ok(await page.getByRole('button', { name: 'Previous tags' }).first().isVisible());
  assert.ok(await page.getByRole('button', { name: 'Next tags' }).first().isVisible());
  assert.equal(await shown(page), ['Walking', 'Baking', 'Photography']);
  const clones = await page.$$eval('#one li[inert]', (items) => items.map((li) => li.getAttribute('aria-hidden')));
  assert.equal(clones, Array(8).fill('true'));
  assert.equal(
    await page.getByRole('region', { name: 'Tags', exact: true }).getByRole('link').allTextContents(),
    ['Walking', 'Baking', 'Photography'],
    'only the real tags in view are exposed',
  );
  assert.equal(pageErrors, []);
  await close();
});

test('Next and Previous move by one and wrap around (infinite)', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.click('#one button[aria-label="Next tags"]');
  assert.equal(await shown(page), ['Baking', 'Photography', 'Night sky']);
  await page.click('#one button[aria-label="Previous tags"]');
  await page.click('#one button[aria-label="Previous tags"]');
  assert.equal(await shown(page), ['Seeds', 'Walking*', 'Baking*'], 'the last real tag, then copies of the first ones');
  for (let i = 0; i < 2; i++) await page.click('#one button[aria-label="Next tags"]');
  assert.equal(await shown(page), ['Baking', 'Photography', 'Night sky']);
  await close();
});

test('with motion, a move past the end slides onto the clones, then settles on the real tags', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server, { reducedMotion: 'no-preference' });
  // Counted as it starts: a 0.3 s slide may be over by the time the page is asked.
  await page.evaluate(() => {
    const w = window as unknown as { slides: number };
    w.slides = 0;
    document
      .querySelector('#one .porchlight-tags-track')!
      .addEventListener('transitionrun', (event) => event.target === event.currentTarget && w.slides++);
  });
  await page.click('#one button[aria-label="Previous tags"]');
  await page.waitForFunction(() => (window as unknown as { slides: number }).slides > 0); // the track slides
  await page.waitForFunction(() => document.querySelector('#one ul')!.getAttribute('style')!.includes('offset:11'));
  await settled(page);
  assert.equal(
    await shown(page),
    ['Seeds', 'Walking*', 'Baking*'],
    'after the slide, a jump (not animated) onto the real last tag',
  );
  await close();
});

test('with motion, a second click during a slide carries on the same way', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { reducedMotion: 'no-preference' });
  await page.click('#one button[aria-label="Previous tags"]');
  await page.click('#one button[aria-label="Previous tags"]');
  await page.waitForFunction(() => document.querySelector('#one ul')!.getAttribute('style')!.includes('offset:10'));
  await settled(page);
  assert.equal(await shown(page), ['Gardening', 'Seeds', 'Walking*']);
  await close();
});

test('reduced motion: no transition, no animation after moves', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  for (const name of ['Next tags', 'Previous tags', 'Previous tags']) {
    await page.click(`#one button[aria-label="${name}"]`);
    assert.is(await page.evaluate(() => document.getAnimations().length), 0);
  }
  assert.equal(await shown(page), ['Seeds', 'Walking*', 'Baking*']);
  await close();
});

test('below a 550px window: 1 visible, scroll 1; re-evaluated on resize', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { viewport: { width: 549, height: 800 } });
  assert.equal(await shown(page), ['Walking']);
  await page.click('#one button[aria-label="Next tags"]');
  assert.equal(await shown(page), ['Baking']);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.waitForFunction(() => document.querySelector('#one ul')!.getAttribute('style')!.includes('visible:3'));
  assert.equal(await shown(page), ['Baking', 'Photography', 'Night sky']);
  await page.setViewportSize({ width: 549, height: 800 });
  await page.waitForFunction(() => document.querySelector('#one ul')!.getAttribute('style')!.includes('visible:1'));
  assert.equal(await shown(page), ['Baking']);
  await close();
});

test('data-visible and data-scroll set the wide layout', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { attrs: 'data-visible="4" data-scroll="2"' });
  assert.equal(await shown(page), ['Walking', 'Baking', 'Photography', 'Night sky']);
  await page.click('#one button[aria-label="Next tags"]');
  assert.equal(await shown(page), ['Photography', 'Night sky', 'Repairs', 'Audio']);
  await close();
});

// WCAG 2.1.1 2.4.3
test('Tab walk: Previous, every real tag in order (each scrolled fully into view), Next, then out', async ({
  server,
  browser,
}) => {
  for (const width of [1024, 549]) {
    const { page, close } = await open(browser, server, { viewport: { width, height: 800 } });
    await page.focus('#before');
    const walk: string[] = [];
    for (let i = 0; i < TAGS.length + 3; i++) {
      await page.keyboard.press('Tab');
      walk.push((await focused(page))!);
      const tag = await page.evaluate(() => document.activeElement!.closest('#one li')?.textContent);
      if (tag) assert.ok((await shown(page)).includes(tag), `${tag} in view at ${width}px: ${await shown(page)}`);
    }
    assert.equal(walk, ['Previous tags', ...TAGS, 'Next tags', 'Previous tags']);
    assert.ok(
      await page.evaluate(() => document.activeElement!.closest('#two') !== null),
      'the walk leaves the first carousel',
    );
    for (let i = 0; i < TAGS.length + 1; i++) await page.keyboard.press('Shift+Tab');
    assert.is(await focused(page), 'Walking');
    assert.ok((await shown(page)).includes('Walking'));
    await close();
  }
});

// WCAG 4.1.2 4.1.3
test('what a reader hears: only the tags in view are in the accessibility tree; Previous, Next and a drag say which are shown', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  await recordLiveRegions(page, '#one');
  await page.reload();
  await page.waitForSelector('#two .porchlight-tags-viewport');
  const links = async () =>
    (await axReading(page, page.locator('#one'))).filter((node) => node.role === 'link').map((node) => node.name);
  assert.equal(await links(), ['Walking', 'Baking', 'Photography']);
  const status = page.locator('#one [role=status]');
  assert.is(await status.textContent(), '', 'present from mount, empty');
  await page.click('#one button[aria-label="Next tags"]');
  assert.equal(await links(), ['Baking', 'Photography', 'Night sky']);
  assert.is(await status.textContent(), `Tags 2–4 of ${TAGS.length}`);
  assert.equal(await axeViolations(page, '#one'), [], 'axe: tags out of view hidden, none focusable by Tab');
  await page.click('#one button[aria-label="Previous tags"]');
  await page.click('#one button[aria-label="Previous tags"]');
  assert.is(
    await status.textContent(),
    `Tags ${TAGS.length}, 1–2 of ${TAGS.length}`,
    'past the end it wraps, and says so',
  );
  // The real tags of what is shown (clones stand in for them on screen, inert), in the list's own order.
  assert.equal(await links(), ['Walking', 'Baking', TAGS.at(-1)], 'the real tags shown, not their clones');
  // An arrow on a button moves the tags like the button does, and says so.
  await page.keyboard.press('ArrowRight');
  assert.is(await status.textContent(), 'Tags 1–3 of 8');
  // Arrows on a tag move focus, which says where the reader is: nothing more is said.
  await page.focus('#one li:not([inert]) a >> nth=0');
  await page.keyboard.press('ArrowRight');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Baking');
  assert.equal(await heard(page), ['Tags 2–4 of 8', 'Tags 1–3 of 8', 'Tags 8, 1–2 of 8', 'Tags 1–3 of 8']);
  // A drag that moves says so; one that snaps back moved nothing, and says nothing.
  // The carousel says a move as the drag ends, within the gesture (no transition under reduced motion).
  await mouseDrag(page, 0.1);
  assert.is((await heard(page)).length, 4);
  await mouseDrag(page, 0.3);
  assert.equal((await heard(page)).slice(4), ['Tags 3–5 of 8']);
  await close();
});

// WCAG 2.1.1
test('arrow keys while focus is inside: focus the next / previous tag, wrapping, and shift by one', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  await page.focus('#one li:not([aria-hidden]) a');
  await page.keyboard.press('ArrowRight');
  assert.is(await focused(page), 'Baking');
  assert.equal(await shown(page), ['Baking', 'Photography', 'Night sky']);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.is(await focused(page), 'Seeds');
  assert.ok((await shown(page)).includes('Seeds'));
  const scrolled = await page.evaluate(() => scrollY);
  assert.is(scrolled, 0, 'arrows do not scroll the page');
  await page.focus('#after');
  await page.keyboard.press('ArrowRight');
  assert.is(await focused(page), 'After', 'no page-wide key handler');
  await close();
});

/**
 * The tag links the page's clicks followed: a click on a link that no handler prevented (read on window, as it
 * bubbles, after the carousel's own handlers). The browser starts a followed link's navigation a moment after
 * the click, so the URL or the requests right after a gesture could miss it; the click itself is dispatched
 * within the gesture, so this list is complete as soon as the gesture is done.
 */
async function followedLinks(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const followed: string[] = [];
    (window as unknown as { followed: string[] }).followed = followed;
    addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link && !event.defaultPrevented) followed.push(link.textContent ?? '');
    });
  });
  return () => page.evaluate(() => (window as unknown as { followed: string[] }).followed.slice());
}

/** Drags the first carousel's viewport leftwards by `fraction` of its width, starting on a tag link. */
async function mouseDrag(page: Page, fraction: number) {
  const box = (await page.locator('#one .porchlight-tags-viewport').boundingBox())!;
  const start = (await page.locator('#one li:not([aria-hidden]) a', { hasText: 'Baking' }).boundingBox())!;
  const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - box.width * fraction, y, { steps: 8 });
  await page.mouse.up();
}

test('mouse drag: 10% snaps back, 30% moves one step, and the link it started on is not followed', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  const followed = await followedLinks(page);
  await mouseDrag(page, 0.1);
  assert.equal(await followed(), [], 'a short drag is not a click either');
  assert.equal(await shown(page), ['Walking', 'Baking', 'Photography']);
  await mouseDrag(page, 0.3);
  assert.equal(await followed(), []);
  assert.equal(await shown(page), ['Baking', 'Photography', 'Night sky']);
  assert.ok(page.url().endsWith(PATH), page.url());
  await page.mouse.click(...(await center(page, '#one li:not([aria-hidden]) a >> text=Photography')));
  await page.waitForURL(/tag=Photography/);
  await close();
});

const center = async (page: Page, selector: string): Promise<[number, number]> => {
  const box = (await page.locator(selector).boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
};

test('touch swipe: 10% snaps back, 30% moves one step, and the link is not followed', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { hasTouch: true, isMobile: false });
  const followed = await followedLinks(page);
  const cdp = await page.context().newCDPSession(page);
  const swipe = async (fraction: number) => {
    const box = (await page.locator('#one .porchlight-tags-viewport').boundingBox())!;
    const [x, y] = await center(page, '#one li:not([aria-hidden]) a >> text=Baking');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 8; step++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x - (box.width * fraction * step) / 8, y }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await swipe(0.1);
  assert.equal(await shown(page), ['Walking', 'Baking', 'Photography']);
  await swipe(0.3);
  assert.equal(await followed(), []);
  assert.equal(await shown(page), ['Baking', 'Photography', 'Night sky']);
  assert.ok(page.url().endsWith(PATH), page.url());
  await close();
});

// WCAG 1.4.10
test('at 320px: no page scroll sideways, and both buttons and a tag on screen', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { viewport: { width: 320, height: 640 } });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.is(overflow, 0);
  for (const selector of ['#one button[aria-label="Previous tags"]', '#one button[aria-label="Next tags"]']) {
    const box = (await page.locator(selector).boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= 320 && box.width >= 44, JSON.stringify(box));
  }
  assert.equal(await shown(page), ['Walking']);
  await close();
});

test('a bad option is a clear error that leaves the plain list as it was', async ({ server, browser }) => {
  const { page, close, consoleErrors } = await newPage(browser);
  const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes('tags-carousel failed'));
  await openFixture(page, server.url, carouselFixture('data-visible="three"'), { path: PATH });
  await logged;
  assert.ok(
    consoleErrors.some((text) => text.includes('visible: a whole number from 1 (got "three")')),
    consoleErrors.join('\n'),
  );
  const untouched = await page.evaluate(() => {
    const root = document.getElementById('one')!;
    return {
      buttons: root.querySelectorAll('button').length,
      attributes: root.getAttributeNames().sort(),
      items: root.querySelectorAll('li').length,
    };
  });
  // The loader notes that it failed (data-porchlight-state), which lets the space holders go.
  assert.equal(untouched, {
    buttons: 0,
    attributes: ['data-label', 'data-porchlight', 'data-porchlight-state', 'data-visible', 'id'],
    items: TAGS.length,
  });
  await close();
});

test('the demo home page carries a tags carousel and a tags dropdown', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/`);
  await page.waitForSelector('[data-porchlight="tags-carousel"] .porchlight-tags-viewport');
  await page.waitForSelector('[data-porchlight="tags-dropdown"] button[aria-expanded]');
  assert.is(
    await page.getByRole('region', { name: 'Tags', exact: true }).getByRole('link').count(),
    3,
    'the three in view',
  );
  assert.ok(
    (await page.locator('[data-porchlight="tags-carousel"] li:not([inert]) a').count()) >= 5,
    'every tag is there',
  );
  await close();
});

// WCAG 3.1.2
test('in French: translated roledescription and button names, with lang on the root', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { attrs: 'data-locale="fr"' });
  const root = page.locator('#one');
  assert.is(await root.getAttribute('lang'), 'fr');
  assert.is(await root.getAttribute('aria-roledescription'), 'carrousel');
  assert.is(await root.getAttribute('aria-label'), 'Tags', 'the host’s own name stays');
  assert.equal(
    await page.locator('#one > button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
    ['Mots-clés précédents', 'Mots-clés suivants'],
  );
  await page.getByRole('button', { name: 'Mots-clés suivants' }).first().click();
  assert.equal(await shown(page), ['Baking', 'Photography', 'Night sky']);
  await close();
});

test.run();
