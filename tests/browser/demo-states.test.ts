import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../helpers/axe.ts';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { heard, recordLiveRegions } from '../helpers/heard.ts';

// /examples/states (docs/theming.md "Theming"): every widget in each state a reader meets, each state under its caption in
// a light and a dark cell. The markup writes some states (counts of many, one and none; last comments of a blog
// with none; widgets pointed at a server that does not answer); the page's script presses the widgets' own
// buttons for the rest once they are ready, sending nothing that changes the blog.
const test = browserSuite('demo states', { DEMO_MODERATION: 'off' });

const CAPTIONS = [
  ['Comment count', ['Many comments', 'One comment', 'No comments yet', 'The count could not be had']],
  ['Last comments', ['Loaded', 'No comments yet', 'They could not be had']],
  ['Share', ['At rest', 'A link focused']],
  ['Print', ['At rest']],
  ['Slideshow', ['At rest', 'Stopped', 'On its second slide']],
  ['Audio player', ['Stopped', 'Muted']],
  ['Tags carousel', ['At its start', 'Moved on']],
  ['Tags dropdown', ['Closed', 'Open']],
  ['Comment section', ['Could not load', 'No comments yet', 'The form open, a menu open, votes pressed']],
] as const;

/** Every widget mounted, the counts and last comments answered: the page at rest, as it loads. */
const atRest = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-porchlight]')].every(
        (el) => el.dataset.porchlightState === 'ready',
      ) &&
      [...document.querySelectorAll('[data-porchlight="comment-count"]:not([data-src]) a')].every((a) =>
        /\d/.test(a.textContent ?? ''),
      ) &&
      !document.querySelector('[data-porchlight="last-comments"] [aria-busy]'),
    null,
    { timeout: 60_000 },
  );

/** "Show every state" pressed from the keyboard, then every state the script reaches reached (it marks the body when done). */
async function shown(page: Page) {
  await page.getByRole('button', { name: 'Show every state' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.body.dataset.states === 'shown', null, { timeout: 60_000 });
  await atRest(page);
}

/** What the page logs about the address that does not answer, on purpose; anything else is a fault. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (line) =>
      !/\/examples\/unreachable|status of 404|comments failed to load: Error: 404|\[porchlight\] (last comments|error)/.test(
        line,
      ),
  );

/** The widgets of one state's cells: for each side, `name theme` of each widget there. */
const cellsOf = (page: Page, caption: string) =>
  page.evaluate((id) => {
    return [...document.querySelectorAll<HTMLElement>(`#${id} + p + .state-pair > .state-cell`)].map((cell) => ({
      side: cell.dataset.column,
      widgets: [...cell.querySelectorAll<HTMLElement>('[data-porchlight]')].map(
        (el) => `${el.dataset.porchlight} ${el.dataset.theme}`,
      ),
      text: cell.innerText,
    }));
  }, caption);

test('every widget in every state, under its caption, a light cell beside a dark one; nothing the script presses sends a change', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors, consoleErrors } = await newPage(browser, {
    colorScheme: 'light',
    viewport: { width: 1280, height: 800 },
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
  });
  await page.goto(`${server.url}/examples/states`);
  await shown(page);

  // The captions: a heading per widget, one per state below it.
  const outline = await page.evaluate(() =>
    [...document.querySelectorAll('section.state-widget')].map((section) => [
      section.querySelector('h2')!.textContent,
      [...section.querySelectorAll('h3')].map((h3) => h3.textContent),
    ]),
  );
  assert.equal(
    outline,
    CAPTIONS.map(([name, states]) => [name, [...states]]),
  );
  // Each state: a light cell, then a dark one, each widget forced to its cell's theme.
  const pairs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.state-pair')].map((pair) =>
      [...pair.querySelectorAll<HTMLElement>('.state-cell')].map((cell) => ({
        side: cell.dataset.column,
        themes: [...cell.querySelectorAll<HTMLElement>('[data-porchlight]')].map((el) => el.dataset.theme),
      })),
    ),
  );
  assert.is(pairs.length, CAPTIONS.flatMap(([, states]) => states).length);
  for (const pair of pairs) {
    assert.equal(
      pair.map(({ side }) => side),
      ['light', 'dark'],
    );
    for (const { side, themes } of pair) for (const theme of themes) assert.is(theme, side);
  }

  // Counts of many, one and none, and one that could not be had.
  for (const [id, text] of [
    ['state-count-many', '54 comments'],
    ['state-count-one', '1 comment'],
    ['state-count-none', '0 comments'],
    ['state-count-failed', 'Comments'],
  ] as const)
    for (const cell of await cellsOf(page, id))
      assert.match(cell.text, new RegExp(`\\n${text}$`), `${id} ${cell.side}`);

  // Last comments: ten, none, and a failure said.
  const last = await page.evaluate(() =>
    ['state-last-loaded', 'state-last-empty', 'state-last-failed'].map((id) =>
      [...document.querySelectorAll(`#${id} + p + .state-pair [data-porchlight="last-comments"]`)].map((el) => ({
        links: el.querySelectorAll('li a').length,
        empty: el.querySelector('.pl-lc-empty')?.textContent ?? null,
        status: el.querySelector('[role="status"]')!.textContent,
      })),
    ),
  );
  assert.equal(last[0], Array(2).fill({ links: 10, empty: null, status: '' }));
  assert.equal(last[1], Array(2).fill({ links: 0, empty: 'No comments yet.', status: '' }));
  for (const failed of last[2]!) {
    assert.is(failed.links, 0);
    assert.ok(failed.status.length > 10, `the failure is said: ${failed.status}`);
  }

  // The focus: on the light side's first share link, its ring shown, the page still at its top.
  const focus = await page.evaluate(() => {
    const active = document.activeElement!;
    return {
      inFocused: Boolean(active.closest('[data-porchlight="share"][data-demo-state="focused"][data-theme="light"]')),
      ring: active.matches(':focus-visible') && getComputedStyle(active).outlineStyle !== 'none',
      scrollY,
    };
  });
  assert.equal(focus, { inFocused: true, ring: true, scrollY: 0 });

  // Slideshows stopped (their rotation button offers Start), the last one on its second slide.
  const slideshows = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-porchlight="slideshow"][data-demo-state]')].map((el) => ({
      state: el.dataset.demoState,
      rotation: el.querySelector('.porchlight-slideshow-controls > button')!.getAttribute('aria-label'),
      live: el.querySelector('.porchlight-slideshow-slides')!.getAttribute('aria-live'),
      shown: [...el.querySelectorAll<HTMLElement>('[role="group"]')].findIndex((group) => !group.hidden),
    })),
  );
  assert.equal(slideshows, [
    { state: 'stopped', rotation: 'Start rotation', live: 'polite', shown: 0 },
    { state: 'stopped', rotation: 'Start rotation', live: 'polite', shown: 0 },
    { state: 'next', rotation: 'Start rotation', live: 'polite', shown: 1 },
    { state: 'next', rotation: 'Start rotation', live: 'polite', shown: 1 },
  ]);
  const muted = page.locator('[data-porchlight="audio-player"][data-demo-state="muted"]');
  assert.is(await muted.count(), 2);
  for (let i = 0; i < 2; i++) {
    assert.is(await muted.nth(i).getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed'), 'true');
    assert.ok(await muted.nth(i).getByRole('button', { name: 'Play' }).isVisible(), 'still stopped');
  }
  // Carousels moved on by one: the first tag out of view, the second in.
  const carousels = await page.evaluate(() =>
    [...document.querySelectorAll('[data-porchlight="tags-carousel"][data-demo-state="next"]')].map((el) =>
      [...el.querySelectorAll('li:not([inert])')].slice(0, 2).map((li) => li.getAttribute('aria-hidden')),
    ),
  );
  assert.equal(carousels, [
    ['true', null],
    ['true', null],
  ]);

  // The dropdowns: open where asked, their lists shown; closed elsewhere.
  for (const [selector, expanded] of [
    ['[data-porchlight="tags-dropdown"][data-demo-state="open"]', 'true'],
    ['[data-porchlight="tags-dropdown"]:not([data-demo-state])', 'false'],
  ] as const) {
    const dropdowns = page.locator(selector);
    assert.is(await dropdowns.count(), 2);
    for (let i = 0; i < 2; i++) {
      const dropdown = dropdowns.nth(i);
      assert.is(await dropdown.getByRole('button', { name: 'All tags' }).getAttribute('aria-expanded'), expanded);
      assert.is(await dropdown.getByRole('link', { name: 'Walking' }).isVisible(), expanded === 'true');
    }
  }

  // The comment sections, on the light side on this visit: one failed, one empty, and one with its form and a
  // comment's menu open, its first thread liked and its second disliked.
  const sections = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-porchlight="comments"]')].map((el) => ({
      theme: el.dataset.theme,
      note: el.querySelector('.pl-note')?.textContent ?? null,
      retry: Boolean(el.querySelector('.pl-note button')),
      form: Boolean(el.querySelector('form.pl-form')?.checkVisibility()),
      add: el.querySelector('.pl-bar > button[aria-controls]')?.getAttribute('aria-expanded') ?? null,
      menus: [...el.querySelectorAll('[role="menu"]')].filter((menu) => menu.checkVisibility()).length,
      expanded: el.querySelector('.pl-menu > button')?.getAttribute('aria-expanded') ?? null,
      pressed: [...el.querySelectorAll('.pl-list > li')].map((li) =>
        [...li.querySelectorAll('.pl-vote[aria-pressed="true"]')].map((vote) => vote.textContent),
      ),
    })),
  );
  assert.equal(sections, [
    {
      theme: 'light',
      note: 'The comments could not be loaded. Try again',
      retry: true,
      form: false,
      add: null,
      menus: 0,
      expanded: null,
      pressed: [],
    },
    {
      theme: 'light',
      note: 'No comments yet.',
      retry: false,
      form: false,
      add: 'false',
      menus: 0,
      expanded: null,
      pressed: [],
    },
    {
      theme: 'light',
      note: null,
      retry: false,
      form: true,
      add: 'true',
      menus: 1,
      expanded: 'true',
      pressed: [['Like'], ['Dislike']],
    },
  ]);
  assert.ok(
    await page.locator('[data-demo-state="open"]').getByRole('form', { name: 'Add a comment' }).isVisible(),
    'the form is shown',
  );
  assert.ok(await page.locator('[data-demo-state="open"] [role="menu"]').isVisible(), 'the menu is shown');

  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  assert.equal(repeated, [], 'every id once, what the widgets add included');
  assert.equal(
    sent.filter((line) => /mutation/i.test(line)),
    [],
    'no vote, no comment, nothing changed',
  );
  assert.equal(pageErrors, []);
  assert.equal(unexpected(consoleErrors), []);
  await close();
});

test('on load nothing moves focus and no state is said: the states come when the reader asks, and focus then ends on the focused share link', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await recordLiveRegions(page);
  const focusedOnLoad: string[] = [];
  await page.exposeFunction('focusMoved', (what: string) => focusedOnLoad.push(what));
  await page.addInitScript(() =>
    document.addEventListener('focusin', (event) =>
      (window as unknown as { focusMoved(what: string): void }).focusMoved(
        (event.target as Element).outerHTML.slice(0, 80),
      ),
    ),
  );
  await page.goto(`${server.url}/examples/states`);
  await atRest(page);
  await page.waitForLoadState('networkidle');
  assert.equal(focusedOnLoad, [], 'no focus moved on load');
  assert.is(await page.evaluate(() => document.activeElement === document.body), true);
  // Only the failed last comments say their failure, in the light and the dark cell, as that widget does on any page
  // where it fails (docs/embedding.md "Last comments, share and print"); none of the states the script brings is said before it is asked for.
  const failed = 'Sorry, the latest comments could not be loaded. Please try again later.';
  assert.equal(await heard(page), [failed, failed], 'nothing but the failures said on load');
  assert.is(await page.evaluate(() => document.body.dataset.states), undefined, 'no state pressed yet');

  await shown(page);
  assert.ok(
    await page.evaluate(() =>
      Boolean(document.activeElement!.closest('[data-porchlight="share"][data-demo-state="focused"]')),
    ),
    'the last state shown is the focused share link',
  );
  assert.is(await page.getByRole('button', { name: 'Show every state' }).getAttribute('aria-disabled'), 'true');
  await close();
});

test('?theme=dark puts the focused share link and the comment sections on the dark side; the home page and the themes page link the page', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { colorScheme: 'dark', viewport: { width: 360, height: 640 } });
  await page.goto(`${server.url}/examples/states?theme=dark`);
  await shown(page);
  assert.ok(
    await page.evaluate(() =>
      Boolean(
        document.activeElement!.closest('[data-porchlight="share"][data-demo-state="focused"][data-theme="dark"]'),
      ),
    ),
  );
  assert.is(await page.evaluate(() => scrollY), 0, 'the page stays at its top');
  for (const id of ['state-share-focused', 'state-comments-failed', 'state-comments-empty', 'state-comments-open'])
    assert.equal(
      (await cellsOf(page, id)).map(({ side, widgets }) => [side, widgets.length]),
      [
        ['light', 0],
        ['dark', 1],
      ],
      id,
    );
  assert.ok(
    await page
      .locator('[data-demo-state="open"][data-theme="dark"]')
      .getByRole('form', { name: 'Add a comment' })
      .isVisible(),
  );
  await page.locator('#state-share-focused + p + .state-pair').getByRole('link', { name: 'show it here' }).click();
  await page.waitForURL(/\/examples\/states$/);
  for (const path of ['/', '/examples/themes']) {
    await page.goto(`${server.url}${path}`);
    assert.is(await page.locator('main a[href="/examples/states"]').count(), 1, path);
  }
  await close();
});

test('axe: zero violations on /examples/states, light and dark, at a laptop’s and a phone’s width, every state shown', async ({
  server,
  browser,
}) => {
  for (const [scheme, width] of [
    ['light', 1280],
    ['dark', 1280],
    ['light', 360],
    ['dark', 360],
  ] as const) {
    const { page, close } = await newPage(browser, { colorScheme: scheme, viewport: { width, height: 800 } });
    await page.goto(`${server.url}/examples/states`);
    await shown(page);
    assert.equal(await axeViolations(page, 'body'), [], `${scheme}, ${width} px`);
    await close();
  }
});

test.run();
