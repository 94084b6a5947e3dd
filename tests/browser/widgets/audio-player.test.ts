import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { launchBrowser, newPage } from '../../helpers/browser.ts';
import { audioFixture } from '../../helpers/enhancer-fixtures.ts';
import { openFixture } from '../../helpers/widget-fixture.ts';
import { type RunningServer } from '../../helpers/server.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

const test = browserSuite('audio player');

async function open(
  browser: Browser,
  server: RunningServer,
  options: BrowserContextOptions = {},
  audioAttrs?: string,
  oneAttrs?: string,
) {
  const opened = await newPage(browser, options);
  const media: string[] = [];
  opened.page.on('request', (r) => r.url().endsWith('.wav') && media.push(r.url()));
  await openFixture(opened.page, server.url, audioFixture(audioAttrs, oneAttrs), {
    path: '/audio-fixture.html',
    ready: '#two button[aria-pressed]',
  });
  // Both players: one in another language waits for its words (docs/languages.md "Languages"), so it may come second.
  await opened.page.waitForSelector('#one[data-porchlight-state="ready"] button[aria-pressed]');
  return { ...opened, media };
}

const state = (page: Page, id = 'one') =>
  page.evaluate((id) => {
    const root = document.getElementById(id)!;
    const audio = root.querySelector('audio')!;
    const [play, mute] = root.querySelectorAll('button');
    return {
      play: play!.textContent,
      pressed: mute!.getAttribute('aria-pressed'),
      paused: audio.paused,
      muted: audio.muted,
      animations: root.getAnimations({ subtree: true }).length,
    };
  }, id);

/**
 * The player's audio has loaded all it will for now (its network state is not "loading"): a browser plays by
 * itself, if ever, as data arrives, so one that is not loading cannot start on its own. Media that loads must
 * also have asked for something (the requests in `media`), so a check of both is complete at once.
 */
const loadingDone = (page: Page, id = 'one') =>
  page.waitForFunction(
    (id) => document.querySelector<HTMLAudioElement>(`#${id} audio`)!.networkState !== HTMLMediaElement.NETWORK_LOADING,
    id,
  );

/** The player shows it plays (Pause, moving bars): that follows the element's `play` event, later than `paused` turns false. */
const playing = (page: Page, id = 'one') => page.waitForSelector(`#${id}.porchlight-audio-playing`);

// WCAG 1.4.2 4.1.2
test('a group named after the track: Play, Mute (aria-pressed), a looping audio that neither autoplays nor preloads', async ({
  server,
  browser,
}) => {
  const { page, close, media, pageErrors } = await open(browser, server);
  const group = page.getByRole('group', { name: 'Canal evening' });
  assert.equal(await group.getByRole('button').allTextContents(), ['Play', 'Mute']);
  const audio = await page.$eval('#one audio', (a: HTMLAudioElement) => ({
    loop: a.loop,
    preload: a.preload,
    autoplay: a.autoplay,
    controls: a.controls,
    paused: a.paused,
  }));
  assert.equal(audio, { loop: true, preload: 'none', autoplay: false, controls: false, paused: true });
  assert.equal(await state(page), { play: 'Play', pressed: 'false', paused: true, muted: false, animations: 0 });
  await loadingDone(page);
  assert.is(await page.$eval('#one audio', (a: HTMLAudioElement) => a.readyState), 0, 'it has no data at all');
  assert.equal(media, [], 'nothing loads before the reader asks');
  assert.equal(pageErrors, []);
  await close();
});

// WCAG 1.4.2
test('host markup with autoplay still never plays by itself', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, {}, 'autoplay preload="auto" controls');
  await loadingDone(page);
  const audio = await page.$eval('#one audio', (a: HTMLAudioElement) => ({
    autoplay: a.autoplay,
    preload: a.preload,
    loop: a.loop,
    paused: a.paused,
  }));
  assert.equal(audio, { autoplay: false, preload: 'none', loop: true, paused: true });
  await close();
});

test('where the browser allows autoplay, a track the page already started is paused on mount and stays so', async ({
  server,
}) => {
  // The default browser refuses autoplay with sound, which would hide a
  // player that lets it through; this one allows it, as some readers' do.
  const browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
  try {
    const opened = await newPage(browser);
    const { page } = opened;
    // Count every start of sound, whoever causes it.
    await page.addInitScript(`window.__plays = 0; document.addEventListener('playing', () => window.__plays++, true);`);
    // Hold the loader until the host's autoplay has won the race against it.
    await page.route(`${server.url}/widgets/loader.js`, async (route) => {
      await page.waitForFunction(() => !document.querySelector<HTMLAudioElement>('#one audio')?.paused);
      await route.continue();
    });
    await openFixture(page, server.url, audioFixture('autoplay preload="auto" controls'), {
      path: '/audio-fixture.html',
      ready: '#two button[aria-pressed]',
    });
    // Each player by its own ready state: either may mount first.
    await page.waitForSelector('#one[data-porchlight-state="ready"] button[aria-pressed]');
    assert.ok(
      (await page.evaluate(() => (window as unknown as { __plays: number }).__plays)) > 0,
      'the host audio did start before the player mounted',
    );
    const afterMount = await page.evaluate(() => (window as unknown as { __plays: number }).__plays);
    await loadingDone(page);
    await loadingDone(page, 'two');
    const audio = await page.$eval('#one audio', (a: HTMLAudioElement) => ({
      autoplay: a.hasAttribute('autoplay'),
      paused: a.paused,
    }));
    assert.equal(audio, { autoplay: false, paused: true });
    assert.is((await state(page)).play, 'Play');
    assert.is((await state(page, 'two')).paused, true, 'the second player is quiet too');
    assert.is(
      await page.evaluate(() => (window as unknown as { __plays: number }).__plays),
      afterMount,
      'nothing starts again until the reader presses Play',
    );
    await page.click('#one button:text("Play")');
    await playing(page);
    await opened.close();
  } finally {
    await browser.close();
  }
});

test('Play plays (label switches, the bars move); Pause pauses (they stop)', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  const wav = page.waitForRequest(/\.wav$/);
  await page.click('#one button:text("Play")');
  await playing(page);
  const on = await state(page);
  assert.equal(
    { ...on, animations: on.animations > 0 },
    { play: 'Pause', pressed: 'false', paused: false, muted: false, animations: true },
  );
  await wav; // the track loads on demand
  await page.click('#one button:text("Pause")');
  assert.equal(await state(page), { play: 'Play', pressed: 'false', paused: true, muted: false, animations: 0 });
  assert.is((await state(page, 'two')).play, 'Play', 'the other player is untouched');
  await close();
});

// WCAG 4.1.2
test('Mute toggles aria-pressed and the element, its name unchanged', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.click('#one button:text("Mute")');
  assert.equal(await state(page), { play: 'Play', pressed: 'true', paused: true, muted: true, animations: 0 });
  assert.is(await page.getByRole('button', { name: 'Mute', pressed: true }).count(), 1);
  await page.keyboard.press('Space');
  assert.equal(await state(page), { play: 'Play', pressed: 'false', paused: true, muted: false, animations: 0 });
  await close();
});

test('pauses, plays and mutes made elsewhere (media keys, the OS) show at once', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.click('#one button:text("Play")');
  await playing(page);
  await page.evaluate(() => document.querySelector<HTMLAudioElement>('#one audio')!.pause());
  await page.waitForFunction(() => document.querySelector('#one button')!.textContent === 'Play');
  assert.is((await state(page)).animations, 0, 'the bars stop with it');
  await page.evaluate(() => document.querySelector<HTMLAudioElement>('#one audio')!.play());
  await page.waitForFunction(() => document.querySelector('#one button')!.textContent === 'Pause');
  await page.evaluate(() => (document.querySelector<HTMLAudioElement>('#one audio')!.muted = true));
  await page.waitForFunction(
    () => document.querySelector('#one [aria-pressed]')!.getAttribute('aria-pressed') === 'true',
  );
  await close();
});

test('it loops: playing past the end starts again instead of ending', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  await page.click('#one button:text("Play")');
  await playing(page);
  // play() flips paused at once; the length is known only once the metadata is in.
  await page.waitForFunction(() => Number.isFinite(document.querySelector<HTMLAudioElement>('#one audio')!.duration));
  const looped = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const audio = document.querySelector<HTMLAudioElement>('#one audio')!;
        audio.currentTime = audio.duration - 0.2;
        let last = audio.currentTime;
        audio.addEventListener('ended', () => resolve(false));
        audio.addEventListener('timeupdate', () => {
          if (audio.currentTime < last) resolve(true);
          last = audio.currentTime;
        });
      }),
  );
  assert.ok(looped);
  assert.is((await state(page)).play, 'Pause');
  await close();
});

test('under reduced motion the bars never move, even while playing', async ({ server, browser }) => {
  const { page, close } = await open(browser, server, { reducedMotion: 'reduce' });
  await page.click('#one button:text("Play")');
  await playing(page);
  assert.is((await state(page)).play, 'Pause');
  assert.is(await page.evaluate(() => document.getAnimations().length), 0);
  await close();
});

// WCAG 2.4.4
test('the provider link names track and provider and says it opens a new window', async ({ server, browser }) => {
  const { page, close } = await open(browser, server);
  const link = page.getByRole('link', { name: '“Canal evening” on Porchlight Sounds (opens in a new window)' });
  assert.is(await link.count(), 1);
  assert.is(await link.getAttribute('target'), '_blank');
  assert.match((await link.getAttribute('rel'))!, /noopener/);
  await close();
});

test('the demo post page carries the player, and its track is a real WAV', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/2?comments=client`);
  await page.waitForSelector('[data-porchlight="audio-player"] button[aria-pressed]');
  assert.is(await page.getByRole('group', { name: 'Canal evening' }).count(), 1);
  await page.click('[data-porchlight="audio-player"] button:text("Play")');
  await page.waitForFunction(() => {
    const audio = document.querySelector<HTMLAudioElement>('[data-porchlight="audio-player"] audio')!;
    return !audio.paused && audio.duration > 3.9 && audio.duration < 4.1;
  });
  await close();
});

// WCAG 3.1.2
test('in French: Lecture / Pause and Couper le son, the new-window note too, with lang on the root', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, server, {}, undefined, 'data-locale="fr"');
  assert.is(await page.getAttribute('#one', 'lang'), 'fr');
  const group = page.getByRole('group', { name: 'Canal evening' });
  assert.equal(await group.getByRole('button').allTextContents(), ['Lecture', 'Couper le son']);
  assert.is(
    await group
      .getByRole('link', { name: '“Canal evening” on Porchlight Sounds (s’ouvre dans une nouvelle fenêtre)' })
      .count(),
    1,
  );
  await group.getByRole('button', { name: 'Lecture' }).click();
  await playing(page);
  assert.is((await state(page)).play, 'Pause');
  assert.is(await page.getAttribute('#two', 'lang'), null, 'the English player on the same page has none');
  await close();
});

test.run();
