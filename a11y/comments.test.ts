import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { focusState } from '../tests/helpers/a11y-checks.ts';
import { axeViolations } from '../tests/helpers/axe.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { commentsReady, formOpened, graphqlAnswer, routeOperation } from '../tests/helpers/comments-page.ts';
import { type RunningServer } from '../tests/helpers/server.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';
import { fixtureHtml, openFixture } from '../tests/helpers/widget-fixture.ts';

// The comment section and its votes, on the harness's fixture: <html
// lang>, <main>, an <h1> and two comment sections (posts 1 and 4, so their
// comment anchors differ), scanned with axe in every state the tests reach.
const test = browserSuite('a11y: comment section', { DEMO_MODERATION: 'off' });
const FIRST = '#first';
const STANDIN = '/comments/captcha-standin/api.js?render=explicit';
const FIXTURE = fixtureHtml(
  `<div id="first" data-porchlight="comments" data-render="client" data-post-id="1" data-recaptcha-src="${STANDIN}"></div>
<div id="second" data-porchlight="comments" data-render="client" data-post-id="4" data-recaptcha-src="${STANDIN}"></div>
<p><a href="#top">After the widgets</a></p>`,
  { title: 'Comments fixture' },
);

async function fixture(
  server: RunningServer,
  browser: Browser,
  options: BrowserContextOptions = {},
  before?: (page: Page) => Promise<void>,
) {
  const opened = await newPage(browser, options);
  const { page } = opened;
  if (before) await before(page);
  // The server's pages send this COOP; without the same on the fixture the sign-in popup would lose its opener.
  await openFixture(page, server.url, FIXTURE, {
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' },
  });
  await commentsReady(page, FIRST);
  await commentsReady(page, '#second');
  return opened;
}

const noViolations = async (page: Page, state: string) => assert.equal(await axeViolations(page, 'main'), [], state);
const activeIsBody = (page: Page) =>
  page.evaluate(() => document.activeElement === document.body || !document.activeElement);
const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const role = el.getAttribute('role') || el.tagName.toLowerCase();
    return `${role}:${(el.getAttribute('aria-label') || el.textContent || '').trim()}`;
  });

// WCAG 1.1.1 1.3.1 1.4.3 4.1.2
test('loaded: zero violations; two regions named "Comments (N)", each an <ol> of <li><article>', async ({
  server,
  browser,
}) => {
  const { page, close } = await fixture(server, browser);
  await page.waitForFunction(
    () =>
      document.querySelectorAll('h2').length === 2 &&
      [...document.querySelectorAll('h2')].every((h) => /\(\d+\)/.test(h.textContent!)),
  );
  await noViolations(page, 'loaded');
  assert.is(await page.getByRole('region', { name: /^Comments \(\d+\)$/ }).count(), 2);
  assert.is(await page.locator(`${FIRST} section > ol > li > article`).count(), 10);
  assert.is(await page.locator(`${FIRST} [role=feed], ${FIRST} [role=tree]`).count(), 0);
  assert.is(await page.locator(`${FIRST} [role=status]`).count(), 1, 'a status region from mount');
  assert.is(await page.textContent(`${FIRST} [role=status]`), '');
  await close();
});

// WCAG 1.3.1 4.1.2
test('voting: a group named after the writer, Like and Dislike with aria-pressed, names unchanged when pressed', async ({
  server,
  browser,
}) => {
  const { page, close } = await fixture(server, browser);
  const group = page
    .locator(FIRST)
    .getByRole('group', { name: /^Rate comment by / })
    .first();
  const like = group.getByRole('button', { name: 'Like', exact: true });
  assert.is(await like.getAttribute('aria-pressed'), 'false');
  await like.focus();
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.querySelector('#first button[aria-pressed=true]'));
  assert.is(await group.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed'), 'true');
  assert.is(await group.getByRole('button', { name: 'Dislike', exact: true }).getAttribute('aria-pressed'), 'false');
  assert.ok(await like.evaluate((el) => el === document.activeElement));
  await noViolations(page, 'liked');
  const pressedLook = await like.evaluate((el) => getComputedStyle(el).boxShadow);
  assert.ok(pressedLook !== 'none', 'the pressed state shows without colour (a bar)');
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.1 1.4.3 4.1.2 4.1.3
test('vote refused: the flag is text beside the score and announced; zero violations', async ({ server, browser }) => {
  const { page, close } = await fixture(server, browser, {}, (p) =>
    routeOperation(p, 'likeComment', (route) => graphqlAnswer(route, { errors: [{ message: 'no' }] })),
  );
  const group = page.locator(FIRST).getByRole('group').first();
  await group.getByRole('button', { name: 'Like', exact: true }).click();
  await group.locator('.pl-flag').waitFor();
  assert.match(
    (await page.textContent(`${FIRST} [role=status]`))!,
    /^Your vote on the comment by .+ was not saved\. Please try again\.$/,
  );
  assert.is(
    await group.locator('.pl-flag').textContent(),
    await page.textContent(`${FIRST} [role=status]`),
    'one message',
  );
  await noViolations(page, 'vote error');
  await close();
});

// WCAG 1.1.1 1.3.1 1.3.5 1.4.3 3.3.2 4.1.2
test('add comment: a disclosure; focus to the first empty required field; labels, required, autocomplete, types; zero violations', async ({
  server,
  browser,
}) => {
  const { page, close } = await fixture(server, browser);
  const add = page.locator(FIRST).getByRole('button', { name: 'Add a comment' });
  await add.focus();
  await page.keyboard.press('Enter');
  await formOpened(page);
  assert.is(await add.getAttribute('aria-expanded'), 'true');
  const controls = await add.getAttribute('aria-controls');
  assert.is(await page.locator(`[id="${controls}"]`).evaluate((el) => el.tagName), 'FORM');
  const fields = await page.$$eval(`${FIRST} .pl-form input, ${FIRST} .pl-form textarea`, (els) =>
    els.map((el) => {
      const input = el as HTMLInputElement;
      return [input.labels?.[0]?.textContent, input.type, input.required, input.autocomplete];
    }),
  );
  assert.equal(fields, [
    ['Name (required)', 'text', true, 'name'],
    ['Email', 'email', false, 'email'],
    ['Website', 'url', false, 'url'],
    ['Comment (required)', 'textarea', true, 'off'],
  ]);
  assert.is(
    await page.locator(`${FIRST} .pl-form [role=alert]`).count(),
    1,
    'the form-level alert is there from the start',
  );
  assert.ok(
    await page.locator(FIRST).getByText('This site is protected by reCAPTCHA').isVisible(),
    'the captcha attribution by the submit button',
  );
  await noViolations(page, 'form open');
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 3.3.1 4.1.2
test('server errors shown: under the fields, aria-invalid, described, focus on the first; zero violations', async ({
  server,
  browser,
}) => {
  const { page, close } = await fixture(server, browser);
  await page.locator(FIRST).getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  await page.locator(FIRST).getByLabel('Email').fill('bad');
  await page.locator(FIRST).getByRole('button', { name: 'Post comment' }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'user.name');
  await noViolations(page, 'errors shown');
  await close();
});

// WCAG 2.1.1 2.4.3 4.1.2
test('reply: "Reply to NAME" disclosure, focus into the form, Escape returns focus; opening another keeps the draft', async ({
  server,
  browser,
}) => {
  const { page, close } = await fixture(server, browser);
  const replies = page.locator(`${FIRST} section > ol > li > article`).getByRole('button', { name: /^Reply to .+/ });
  const first = replies.nth(0);
  assert.match((await first.innerText()).trim(), /^Reply/);
  await first.focus();
  await page.keyboard.press('Space');
  await formOpened(page);
  await noViolations(page, 'reply form open');
  await page.keyboard.press('Escape');
  assert.ok(await first.evaluate((el) => el === document.activeElement));
  assert.is(await first.getAttribute('aria-expanded'), 'false');
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 2.4.3 4.1.2 4.1.3
test('more loaded: aria-disabled and a status while loading, focus on the first new comment; zero violations', async ({
  server,
  browser,
}) => {
  const { page, close } = await fixture(server, browser, {}, async (p) => {
    await p.addInitScript(`{
      window.statusLog = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const region = (r.target.nodeType === 1 ? r.target : r.target.parentElement)?.closest('[role=status]');
          if (region) window.statusLog.push(region.textContent);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    (p as unknown as { release: () => void }).release = release;
    await routeOperation(p, 'LoadMoreComments', async (route) => {
      await held;
      await route.fallback();
    });
  });
  const more = page.locator(FIRST).getByRole('button', { name: 'More comments' });
  await more.click();
  await page.waitForFunction(() => document.querySelector('#first section > button[aria-disabled=true]'));
  assert.is(await page.textContent(`${FIRST} [role=status]`), 'Loading more comments…');
  assert.ok(await more.evaluate((el) => el === document.activeElement), 'the busy button keeps focus');
  (page as unknown as { release: () => void }).release();
  await page.waitForFunction(
    () => document.activeElement?.matches('#first section > ol > li:nth-child(11) > article') ?? false,
  );
  // The log lives in the page, so it is as current as the focus just waited for.
  const log = await page.evaluate(() => (window as unknown as { statusLog: string[] }).statusLog);
  assert.ok(log.includes('Loading more comments…') && log.includes('More comments loaded.'), log.join(' | '));
  await noViolations(page, 'more loaded');
  await close();
});

// WCAG 2.1.1 2.1.2 2.4.3
test('tab walk: order, never on <body>, and out of the widget (no trap)', async ({ server, browser }) => {
  const { page, close } = await fixture(server, browser);
  await page.focus('h1').catch(() => {});
  await page.evaluate(() => {
    const h1 = document.querySelector('h1')!;
    h1.tabIndex = -1;
    h1.focus();
  });
  const walk: string[] = [];
  let left = false;
  // Enough presses for every stop of the first page: each reply's "In reply to" link is one.
  for (let i = 0; i < 100 && !left; i++) {
    await page.keyboard.press('Tab');
    assert.not.ok(await activeIsBody(page), `focus fell to <body> after ${walk.join(' → ')}`);
    walk.push(await active(page));
    left = await page.evaluate(() => !document.activeElement!.closest('#first'));
  }
  assert.ok(left, 'Tab leaves the first section');
  assert.equal(walk.slice(0, 2), ['button:Sign in (opens a new window)', 'button:Add a comment']);
  assert.match(walk[2]!, /^select:Newest first/, 'the sort control after the bar, before the comments');
  assert.is(walk[3], 'button:Sort');
  assert.match(walk[4]!, /^(a:.+|button:Like)$/);
  assert.ok(walk.some((w) => w.startsWith('button:Actions for the comment by ')));
  assert.ok(walk.includes('button:More comments'));
  assert.ok(walk.some((w) => w.startsWith('button:Reply to ')));
  assert.ok(walk.some((w) => w.startsWith('a:In reply to ')));
  await close();
});

// WCAG 2.4.7 2.4.11 2.5.8
test('focus visible after a real Tab: a ring of at least 2px; focus not obscured; targets at least 24px', async ({
  server,
  browser,
}) => {
  const { page, close } = await fixture(server, browser);
  await page.locator(FIRST).getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page); // the walk starts from the name field, not from wherever focus was before the form took it
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await focusState(page);
  assert.ok(ring.focusVisible && ring.outlineWidth >= 2 && ring.outlineStyle !== 'none', JSON.stringify(ring));
  for (const selector of [`${FIRST} button >> nth=0`, `${FIRST} .pl-form button[type=submit]`, `${FIRST} textarea`]) {
    await page.locator(selector).focus();
    const covered = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 6, r.top + 6],
        [r.right - 6, r.bottom - 6],
      ];
      return points
        .map(([x, y]) => [x, y, document.elementFromPoint(x!, y!)] as const)
        .filter(([, , hit]) => !(hit === el || el.contains(hit)))
        .map(([x, y, hit]) => `${Math.round(x!)},${Math.round(y!)} → ${hit?.tagName}.${hit?.className}`);
    });
    assert.equal(covered, [], selector);
  }
  const small = await page.$$eval(
    `${FIRST} button, ${FIRST} input, ${FIRST} textarea`,
    (els) => els.map((el) => el.getBoundingClientRect()).filter((r) => r.width < 24 || r.height < 24).length,
  );
  assert.is(small, 0, 'every control at least 24x24');
  await close();
});

// WCAG 1.4.10
test('reflow at 320px: no horizontal scroll, every control reachable; reduced motion: no animations', async ({
  server,
  browser,
}) => {
  const { page, close } = await fixture(server, browser, {
    viewport: { width: 320, height: 640 },
    reducedMotion: 'reduce',
  });
  await page.locator(FIRST).getByRole('button', { name: 'Add a comment' }).click();
  await page.locator(`${FIRST} .pl-form`).waitFor();
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= 320),
    String(await page.evaluate(() => document.documentElement.scrollWidth)),
  );
  const outside = await page.$$eval(
    `${FIRST} button, ${FIRST} input, ${FIRST} textarea`,
    (els) => els.filter((el) => el.getBoundingClientRect().right > 320).length,
  );
  assert.is(outside, 0);
  assert.is(await page.evaluate(() => document.getAnimations().length), 0);
  await noViolations(page, '320px');
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 2.4.3 4.1.2
test('failed state, and a blocked captcha script: a short text where the reader acted, zero violations, focus not lost', async ({
  server,
  browser,
}) => {
  const failed = await fixture(server, browser, {}, (p) =>
    routeOperation(p, 'RootComments', (route) => route.fulfill({ status: 500, body: '' })),
  );
  await failed.page.locator(FIRST).getByText('The comments could not be loaded.').waitFor();
  await noViolations(failed.page, 'failed');
  await failed.close();

  const blocked = await fixture(
    server,
    browser,
    {},
    async (p) => void (await p.route('**/captcha-standin/**', (route) => route.abort())),
  );
  await blocked.page.locator(FIRST).getByRole('button', { name: 'Add a comment' }).click();
  const form = blocked.page.locator(`${FIRST} .pl-form`);
  await form.getByLabel('Name (required)').fill('Ann');
  await form.getByLabel('Comment (required)').fill('Kept');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await form.getByRole('alert').getByText('The anti-robot check could not be loaded. Please try again.').waitFor();
  assert.ok(await blocked.page.evaluate(() => document.activeElement !== document.body));
  assert.ok((await blocked.page.locator(`${FIRST} article`).count()) > 0, 'the comments stay');
  await noViolations(blocked.page, 'captcha blocked');
  await blocked.close();
});

// WCAG 1.1.1 1.3.1 1.4.3 4.1.2 4.1.3
test('sign-in state: "Signed in as" announced, Sign out focused, read-only fields; zero violations', async ({
  server,
  browser,
}) => {
  const { page, close } = await fixture(server, browser);
  const signIn = page.locator(FIRST).getByRole('button', { name: 'Sign in (opens a new window)' });
  const opened = page.waitForEvent('popup');
  await signIn.click();
  const popup = await opened;
  await popup.getByLabel('Email').fill('reader@porchlight.test');
  await popup.getByLabel('Password').fill('sourdough-1800');
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Sign in' }).click()]);
  const signOut = page.locator(FIRST).getByRole('button', { name: 'Sign out (opens a new window)' });
  await signOut.waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Sign out'));
  assert.match((await page.textContent(`${FIRST} [role=status]`))!, /^Signed in as /);
  await page.locator(FIRST).getByRole('button', { name: 'Add a comment' }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'comment', undefined, {
    timeout: 5000,
  });
  await noViolations(page, 'signed in, form open');
  await close();
});

// WCAG 1.1.1 1.3.1 1.4.3 3.3.1 4.1.2
test('server refusals, published, held and blocked-popup states: errors tied to their fields, zero violations in each', async ({
  server,
  browser,
}) => {
  const { page, close } = await fixture(server, browser);
  const section = page.locator(FIRST);
  const validation = {
    'user.name': ['Name is too long.'],
    'user.email': ['Email is not valid.'],
    'user.website': ['Website must start with http.'],
    comment: ['Comment is too long.'],
    recaptcha: ['The robot check failed.'],
  };
  await routeOperation(page, 'addComment', (route) =>
    graphqlAnswer(route, { data: null, errors: [{ message: 'validation', extensions: { validation } }] }),
  );
  await section.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  await section.getByLabel('Name (required)').fill('Ann');
  await section.getByLabel('Comment (required)').fill('Hello');
  await section.getByRole('button', { name: 'Post comment' }).click();
  await section.getByText('Name is too long.').waitFor();
  for (const [label, message] of [
    ['Name (required)', 'Name is too long.'],
    ['Email', 'Email is not valid.'],
    ['Website', 'Website must start with http.'],
    ['Comment (required)', 'Comment is too long.'],
  ]) {
    const field = section.getByLabel(label!);
    assert.is(await field.getAttribute('aria-invalid'), 'true', label);
    const described = (await field.getAttribute('aria-describedby'))!.split(' ');
    assert.ok(
      await page.evaluate(
        ([ids, text]) => (ids as string[]).some((id) => document.getElementById(id)?.textContent === text),
        [described, message] as const,
      ),
      `${label} described by its message`,
    );
  }
  assert.is(await section.locator('.pl-form [role=alert]').textContent(), 'The robot check failed.');
  await noViolations(page, 'server validation errors');

  await page.unroute('**/comments/graphql');
  await routeOperation(page, 'addComment', async (route) => {
    const body = await (await route.fetch()).json();
    body.data.addComment.isVisible = false;
    await graphqlAnswer(route, body);
  });
  await section.getByRole('button', { name: 'Post comment' }).click();
  await page.waitForFunction(
    () =>
      document.querySelector('#first [role=status]')?.textContent === 'Thank you! Your comment is awaiting moderation.',
  );
  assert.not.ok(await activeIsBody(page));
  await noViolations(page, 'held for moderation');

  await page.unroute('**/comments/graphql');
  await section.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page, 'comment'); // the name is remembered from the held comment
  await section.getByLabel('Comment (required)').fill('Published words');
  await section.getByRole('button', { name: 'Post comment' }).click();
  await page.waitForFunction(
    () => document.activeElement?.matches('#first .pl-comments > .pl-list > li:first-child > article') ?? false,
  );
  await noViolations(page, 'published');

  await page.evaluate(() => (window.open = () => null));
  await section.getByRole('button', { name: 'Sign in (opens a new window)' }).click();
  await section.getByRole('link', { name: 'Open it here' }).waitFor();
  assert.not.ok(await activeIsBody(page));
  await noViolations(page, 'popup blocked');
  await close();
});

test.run();
