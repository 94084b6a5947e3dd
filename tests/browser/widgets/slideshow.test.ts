import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import { enhancerPage, slideshowFixture } from '../../helpers/enhancer-fixtures.ts';
import { openFixture } from '../../helpers/widget-fixture.ts';
import { type RunningServer } from '../../helpers/server.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

const test = browserSuite('slideshow');

const READY = '#one [role=group][aria-label="1 of 5"], #one [role=group][aria-label="1 sur 5"]';

async function open(
  browser: Browser,
  server: RunningServer,
  { clock = true, reducedMotion = 'no-preference' as 'reduce' | 'no-preference', attrs = '' } = {},
) {
  const opened = await newPage(browser, { reducedMotion });
  if (clock) {
    // Paused before the page opens: its timers move only through runFor, however long loading takes.
    await opened.page.clock.install();
    await opened.page.clock.pauseAt(Date.now() + 1000);
  }
  await openFixture(opened.page, server.url, slideshowFixture(attrs), {
    path: '/slideshow-fixture.html',
    ready: READY,
  });
  return opened;
}

/** What a reader of `#id` is shown now: the visible slide's label, the rotation button, the live setting. */
const seen = (page: Page, id = 'one') =>
  page.evaluate((id) => {
    const root = document.getElementById(id)!;
    const visible = [...root.querySelectorAll('[role=group]')].filter((g) =>
      (g as HTMLElement).checkVisibility({ visibilityProperty: true }),
    );
    return {
      slide: visible.map((g) => g.getAttribute('aria-label')).join(','),
      button: root.querySelector('button')!.getAttribute('aria-label'),
      live: root.querySelector('[aria-live]')!.getAttribute('aria-live'),
    };
  }, id);

// WCAG 1.3.1 4.1.2
test('enhances the host list: a named carousel, controls first, slides as "n of N" groups', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await open(browser, server);
  const structure = await page.evaluate(() => {
    const root = document.getElementById('one')!;
    return {
      role: root.getAttribute('role'),
      label: root.getAttribute('aria-label'),
      roledescription: root.getAttribute('aria-roledescription'),
      controls: [...root.querySelectorAll('button')].map((b) => `${b.textContent}: ${b.getAttribute('aria-label')}`),
      firstIsControl: root.firstElementChild!.querySelector('button') !== null,
      slides: [...root.querySelectorAll('[role=group]')].map(
        (g) => `${g.getAttribute('aria-roledescription')}:${g.getAttribute('aria-label')}:${(g as HTMLElement).hidden}`,
      ),
      controlled: root.querySelector('button')!.getAttribute('aria-controls') === root.querySelector('[aria-live]')!.id,
    };
  });
  assert.equal(structure, {
    role: 'region',
    label: 'Canal pictures',
    roledescription: 'carousel',
    // Short words shown, whole phrases as names (the row fits 320px; label in name).
    controls: ['Stop: Stop rotation', 'Previous: Previous slide', 'Next: Next slide'],
    firstIsControl: true,
    slides: ['slide:1 of 5:false', 'slide:2 of 5:true', 'slide:3 of 5:true', 'slide:4 of 5:true', 'slide:5 of 5:true'],
    controlled: true,
  });
  assert.equal(await seen(page), { slide: '1 of 5', button: 'Stop rotation', live: 'off' });
  assert.ok(await page.getByRole('img', { name: 'Canal picture 1' }).isVisible());
  assert.equal(pageErrors, []);
  await close();
});

test('rotates every 5 s and wraps around from the last slide', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.clock.runFor(4000);
  assert.is((await seen(page)).slide, '1 of 5');
  await page.clock.runFor(1000);
  assert.is((await seen(page)).slide, '2 of 5');
  await page.clock.runFor(5000 * 3);
  assert.is((await seen(page)).slide, '5 of 5');
  await page.clock.runFor(5000);
  assert.is((await seen(page)).slide, '1 of 5');
  assert.is((await seen(page, 'two')).slide, '3 of 3', 'the second instance keeps its own time');
  await close();
});

// WCAG 2.2.2
test('mouse over pauses and mouse leave resumes', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  // Over the shown picture, where a reader's mouse goes; the slides share one grid cell, so what the pointer meets
  // there may be a slide's list item rather than the picture: either way it is inside the slideshow.
  await page.hover('#one [role=group]:not([hidden]) img', { force: true });
  await page.clock.runFor(20_000);
  assert.equal(await seen(page), { slide: '1 of 5', button: 'Stop rotation', live: 'polite' });
  await page.mouse.move(1, 1);
  assert.is((await seen(page)).live, 'off');
  await page.clock.runFor(5000);
  assert.is((await seen(page)).slide, '2 of 5');
  await close();
});

// WCAG 2.2.2 4.1.2
test('keyboard focus inside pauses rotation, and the control still says Stop: Enter stops it as the reader meant', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  await page.focus('#before');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement!.getAttribute('aria-label')), 'Stop rotation');
  await page.clock.runFor(20_000);
  assert.equal(await seen(page), { slide: '1 of 5', button: 'Stop rotation', live: 'polite' }, 'paused, not stopped');
  await page.keyboard.press('Enter');
  assert.equal(await seen(page), { slide: '1 of 5', button: 'Start rotation', live: 'polite' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.clock.runFor(20_000);
  assert.equal(
    await seen(page),
    { slide: '1 of 5', button: 'Start rotation', live: 'polite' },
    'leaving keeps it stopped',
  );
  await close();
});

// WCAG 2.2.2
test('keyboard focus leaving without Stop resumes rotation', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.focus('#before');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.clock.runFor(20_000);
  assert.equal(await seen(page), { slide: '1 of 5', button: 'Stop rotation', live: 'polite' });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  assert.is(await page.evaluate(() => document.activeElement!.id), 'before');
  assert.is((await seen(page)).live, 'off');
  await page.clock.runFor(5000);
  assert.is((await seen(page)).slide, '2 of 5');
  await close();
});

test('Start rotates though focus is inside, and Tab to Previous and Next keeps it rotating', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server);
  await page.focus('#before');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.is((await seen(page)).button, 'Start rotation');
  await page.keyboard.press('Enter');
  assert.equal(await seen(page), { slide: '1 of 5', button: 'Stop rotation', live: 'off' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement!.getAttribute('aria-label')), 'Next slide');
  assert.is((await seen(page)).button, 'Stop rotation');
  await page.clock.runFor(5000);
  assert.is((await seen(page)).slide, '2 of 5');
  await close();
});

// WCAG 2.2.2
test('Stop by mouse stops for good (leaving does not restart); Start restarts', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.click('#one button[aria-label="Stop rotation"]');
  await page.mouse.move(1, 1);
  await page.clock.runFor(20_000);
  assert.equal(await seen(page), { slide: '1 of 5', button: 'Start rotation', live: 'polite' });
  await page.click('#one button[aria-label="Start rotation"]');
  await page.mouse.move(1, 1);
  await page.clock.runFor(5000);
  assert.equal(await seen(page), { slide: '2 of 5', button: 'Stop rotation', live: 'off' });
  await close();
});

test('nothing below moves as slides change, even slides of different heights, and the controls keep one row at 320px', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 320, height: 640 } });
  const sizes = [
    [800, 450],
    [800, 800],
    [800, 300],
  ];
  const items = sizes.map(
    ([w, h], i) =>
      `<li><figure><img src="/demo-media/towpath-dawn.svg" alt="Picture ${i + 1}" width="${w}" height="${h}"><figcaption>Caption ${i + 1}</figcaption></figure></li>`,
  );
  await openFixture(
    page,
    server.url,
    enhancerPage(
      'Slides of three sizes',
      `<div id="one" data-porchlight="slideshow" data-label="Pictures"><ul>${items.join('')}</ul></div>`,
    ),
    { path: '/slideshow-sizes.html', ready: '#one [role=group]' },
  );
  const measure = () =>
    page.evaluate(() => ({
      slideshow: Math.round(document.getElementById('one')!.getBoundingClientRect().height),
      after: Math.round(document.getElementById('after')!.getBoundingClientRect().top),
      controls: Math.round(document.querySelector('.porchlight-slideshow-controls')!.getBoundingClientRect().height),
    }));
  const first = await measure();
  assert.is(first.controls, 44, 'Stop, Previous and Next on one row of 44px');
  for (let i = 0; i < sizes.length; i++) {
    await page.getByRole('button', { name: 'Next slide' }).click();
    assert.equal(await measure(), first, `after Next ${i + 1}`);
  }
  await close();
});

test('Previous and Next cycle around, and a slide reached by hand gets its full 5 s', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.click('#one button[aria-label="Previous slide"]');
  await page.mouse.move(1, 1);
  assert.is((await seen(page)).slide, '5 of 5');
  await page.clock.runFor(3000);
  await page.click('#one button[aria-label="Next slide"]');
  await page.mouse.move(1, 1);
  assert.is((await seen(page)).slide, '1 of 5');
  await page.clock.runFor(4000);
  assert.is((await seen(page)).slide, '1 of 5');
  await page.clock.runFor(1000);
  assert.is((await seen(page)).slide, '2 of 5');
  await close();
});

test('a hidden page keeps no rotation timer; showing it resumes', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  // A string, so the bundler's name helpers never reach the page.
  const setHidden = (hidden: boolean) =>
    page.evaluate(`Object.defineProperty(document, 'visibilityState', { configurable: true, value: '${hidden ? 'hidden' : 'visible'}' });
      document.dispatchEvent(new Event('visibilitychange'));`);
  await setHidden(true);
  await page.clock.runFor(30_000);
  assert.is((await seen(page)).slide, '1 of 5');
  await setHidden(false);
  await page.clock.runFor(5000);
  assert.is((await seen(page)).slide, '2 of 5');
  await close();
});

test('moves fade in with motion, and not at all under reduced motion, which never rotates', async ({
  server,
  browser,
}) => {
  const moving = await open(browser, server);
  // Counted as it starts: a 0.4 s fade may be over by the time the page is asked.
  await moving.page.evaluate(() => {
    const w = window as unknown as { fades: number };
    w.fades = 0;
    document
      .getElementById('one')!
      .addEventListener(
        'animationstart',
        (event) => (event.target as Element).getAttribute('aria-label') === '2 of 5' && w.fades++,
      );
  });
  await moving.page.click('#one button[aria-label="Next slide"]');
  await moving.page.waitForFunction(() => (window as unknown as { fades: number }).fades > 0); // a fade runs with motion allowed
  await moving.close();

  const { page, close } = await open(browser, server, { reducedMotion: 'reduce' });
  await page.clock.runFor(60_000);
  assert.equal(await seen(page), { slide: '1 of 5', button: 'Start rotation', live: 'polite' });
  await page.click('#one button[aria-label="Next slide"]');
  assert.is((await seen(page)).slide, '2 of 5');
  assert.is(await page.evaluate(() => document.getAnimations().length), 0);
  await page.click('#one button[aria-label="Previous slide"]');
  assert.is(await page.evaluate(() => document.getAnimations().length), 0);
  await close();
});

test('under reduced motion it never starts by itself, but Start is an opt-in that rotates', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server, { reducedMotion: 'reduce' });
  await page.clock.runFor(60_000);
  assert.equal(await seen(page), { slide: '1 of 5', button: 'Start rotation', live: 'polite' });
  await page.click('#one button[aria-label="Start rotation"]');
  await page.mouse.move(1, 1);
  await page.clock.runFor(5000);
  assert.equal(await seen(page), { slide: '2 of 5', button: 'Stop rotation', live: 'off' });
  assert.is(await page.evaluate(() => document.getAnimations().length), 0, 'still without a fade');
  await close();
});

test('switching reduced motion on while it rotates stops the rotation', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.clock.runFor(5000);
  assert.is((await seen(page)).slide, '2 of 5');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(
    () => document.querySelector('#one button')!.getAttribute('aria-label') === 'Start rotation',
  );
  await page.clock.runFor(20_000);
  assert.equal(await seen(page), { slide: '2 of 5', button: 'Start rotation', live: 'polite' });
  await close();
});

test('a swipe past 20% of the width moves one slide; 10% does not', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  const box = (await page.locator('#one [aria-live]').boundingBox())!;
  const drag = async (fraction: number) => {
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.6, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * (0.6 - fraction), y, { steps: 5 });
    await page.mouse.up();
  };
  await page.click('#one button[aria-label="Stop rotation"]');
  await drag(0.1);
  assert.is((await seen(page)).slide, '1 of 5');
  await drag(0.3);
  assert.is((await seen(page)).slide, '2 of 5');
  await close();
});

// WCAG 3.1.2
test('in French: translated roledescriptions, positions and controls, with lang on the root', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server, { clock: false, attrs: 'data-locale="fr"' });
  const root = page.locator('#one');
  assert.is(await root.getAttribute('lang'), 'fr');
  assert.is(await root.getAttribute('aria-roledescription'), 'carrousel');
  assert.is(await page.locator('#one [role=group]').first().getAttribute('aria-roledescription'), 'diapositive');
  assert.equal(
    await page
      .locator('#one button')
      .evaluateAll((buttons) => buttons.map((b) => `${b.textContent}: ${b.getAttribute('aria-label')}`)),
    ['Arrêter: Arrêter le défilement', 'Précédente: Diapositive précédente', 'Suivante: Diapositive suivante'],
  );
  await page.evaluate(() =>
    (window as unknown as { Porchlight: { unmount(el: Element): Promise<void> } }).Porchlight.unmount(
      document.getElementById('one')!,
    ),
  );
  assert.is(await root.getAttribute('lang'), null, 'unmount leaves the host markup as it was');
  await close();
});

test('unmount clears the timers and gives back the plain list', async ({ server, browser }) => {
  const { page, close, pageErrors } = await open(browser, server);
  await page.evaluate(() =>
    (window as unknown as { Porchlight: { unmount(el: Element): Promise<void> } }).Porchlight.unmount(
      document.getElementById('one')!,
    ),
  );
  const after = await page.evaluate(() => ({
    buttons: document.querySelectorAll('#one button').length,
    hidden: document.querySelectorAll('#one [hidden]').length,
    role: document.getElementById('one')!.getAttribute('role'),
    items: document.querySelectorAll('#one > ul > li').length,
  }));
  assert.equal(after, { buttons: 0, hidden: 0, role: null, items: 5 });
  await page.clock.runFor(20_000);
  assert.is((await seen(page, 'two')).slide, '2 of 3', 'the other instance still runs');
  assert.equal(pageErrors, []);
  await close();
});

// WCAG 1.1.1
test('the demo post page carries the slideshow with real alt text', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?comments=client`);
  await page.waitForSelector('[data-porchlight="slideshow"] [role=group]');
  const alts = await page
    .locator('[data-porchlight="slideshow"] img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
  assert.is(alts.length, 5);
  for (const alt of alts) assert.ok(alt.length > 30 && alt.startsWith('Drawing of '), alt);
  const loaded = await page
    .locator('[data-porchlight="slideshow"] img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  assert.is(loaded, 800);
  await close();
});

test.run();
