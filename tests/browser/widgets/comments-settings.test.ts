import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import {
  commentsReady,
  graphqlAnswer,
  recordOperations,
  routeOperation,
  SECTION,
  writeNewComment,
  commentsQuery,
  clientOnly,
  sectionLive,
} from '../../helpers/comments-page.ts';
import { fixtureHtml, openFixture } from '../../helpers/widget-fixture.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

// What the blog allows and who the reader is, against the real
// server: the blog's captcha is off here, so the section must never load it.
const test = browserSuite('comment section: what the blog allows, avatars, sign-in', {
  DEMO_MODERATION: 'off',
  DEMO_CAPTCHA: 'off',
});

/** RootComments as the server answers it, with `change` applied. */
const alterRoot = (page: Page, change: (body: { data: { comments: Record<string, unknown> } }) => void) =>
  routeOperation(page, 'RootComments', async (route) => {
    const body = await (await route.fetch()).json();
    change(body);
    await graphqlAnswer(route, body);
  });

// Client-rendered only: it alters the section's first answer, which the server renders itself.
clientOnly(test)(
  'commenting closed: no Add a comment, no Sign in, no Reply, no form; votes and scores still shown',
  async ({ server, browser }) => {
    const { page, close } = await newPage(browser);
    await alterRoot(page, (body) => (body.data.comments.commentsOverblogAllowed = false));
    await page.goto(`${server.url}/posts/1?${commentsQuery}`);
    await commentsReady(page);
    assert.ok((await page.locator(`${SECTION} article`).count()) > 0, 'the comments are still listed');
    assert.is(await page.getByRole('button', { name: 'Add a comment' }).count(), 0);
    assert.is(await page.getByRole('button', { name: /^Sign in/ }).count(), 0);
    assert.is(await page.getByRole('button', { name: /^Reply/ }).count(), 0);
    assert.is(await page.locator(`${SECTION} .pl-form`).count(), 0);
    assert.ok(
      (await page.getByRole('group', { name: /^Rate comment by / }).count()) > 0,
      'voting is a separate permission',
    );
    await close();
  },
);

// Client-rendered only: it alters the section's first answer, which the server renders itself.
clientOnly(test)(
  'voting closed: no Like or Dislike, the score stays as text; Reply still there',
  async ({ server, browser }) => {
    const { page, close } = await newPage(browser);
    await alterRoot(page, (body) => (body.data.comments.commentsOverblogAllowedVotes = false));
    await page.goto(`${server.url}/posts/1?${commentsQuery}`);
    await commentsReady(page);
    const first = page.locator(`${SECTION} article`).first();
    assert.is(await page.getByRole('group', { name: /^Rate comment by / }).count(), 0);
    assert.is(await page.getByRole('button', { name: 'Like' }).count(), 0);
    assert.match((await first.locator('.pl-score').textContent())!, /^Score: -?\d+$/);
    assert.is(await first.getByRole('button', { name: /^Reply to / }).count(), 1);
    await close();
  },
);

test('no captcha key from the server: no captcha script is fetched and the comment is sent without a token', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  const sent = recordOperations(page);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(`${server.url}/posts/3?${commentsQuery}`);
  await commentsReady(page);
  await writeNewComment(page, 'Noor', 'No robot check on this blog');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.waitForFunction(() => !document.querySelector('.pl-comments .pl-form'));
  assert.is(
    await page.locator(`${SECTION} .pl-comments > .pl-list > li > article`).first().locator('p').textContent(),
    'No robot check on this blog',
  );
  const add = sent.find((s) => s.name === 'addComment')!;
  assert.ok(!('recaptcha' in add.variables), JSON.stringify(add.variables));
  assert.equal(
    scripts.filter((url) => /captcha|recaptcha/.test(url)),
    [],
  );
  await close();
});

// Client-rendered only: it alters the section's first answer, which the server renders itself.
clientOnly(test)(
  'the author’s avatar picture shows (the API names it by path); a comment without a name gets the person icon',
  async ({ server, browser }) => {
    const { page, close } = await newPage(browser);
    await alterRoot(page, (body) => {
      const edges = body.data.comments.edges as { node: { user: { name: string; avatar: string | null } } }[];
      edges.at(-1)!.node.user.name = '';
    });
    await page.goto(`${server.url}/posts/1?${commentsQuery}`);
    await commentsReady(page);
    const picture = page
      .locator(`${SECTION} article`, { has: page.locator('.pl-badge') })
      .first()
      .locator('img.pl-avatar');
    assert.is(await picture.getAttribute('alt'), '');
    // A path stays a path (the server renders the same markup), and resolves where the API lives.
    assert.match((await picture.getAttribute('src'))!, /^\/demo\/avatars\//);
    assert.match(
      await picture.evaluate((img) => (img as HTMLImageElement).src),
      new RegExp(`^${server.url}/demo/avatars/`),
    );
    await picture.scrollIntoViewIfNeeded(); // the pictures load lazily
    await picture.evaluate((img: HTMLImageElement) => img.decode());
    assert.ok(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), 'the picture loaded');
    const icon = page.locator(`${SECTION} .pl-comments > .pl-list > li:last-child > article .pl-avatar`).first();
    assert.is(await icon.evaluate((el) => el.tagName.toLowerCase()), 'svg');
    assert.is(await icon.getAttribute('aria-hidden'), 'true');
    assert.is(
      await page.locator(`${SECTION} .pl-comments > .pl-list > li:last-child > article .pl-name`).first().textContent(),
      'Anonymous',
    );
    await close();
  },
);

test('Sign in opens /comments/en/fetch/user as window "loginob", 400x450', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    (window as unknown as { opened: unknown[] }).opened = [];
    window.open = (...args) => ((window as unknown as { opened: unknown[] }).opened.push(args), open(...args));
  });
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  // About the window it opens: pressed once the section is live (comments-upgrade tests a cold press).
  await sectionLive(page);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in (opens a new window)' }).click();
  await (await popupOpened).close();
  const [[url, name, features]] = (await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)) as [
    string,
    string,
    string,
  ][];
  assert.is(url, '/comments/en/fetch/user');
  assert.is(name, 'loginob');
  assert.match(features!, /(^|,)width=400,height=450(,|$)/);
  await close();
});

test('signing in from one section signs in every section of the page', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  // The server's pages send this COOP; without the same on the fixture the sign-in popup would lose its opener.
  await openFixture(
    page,
    server.url,
    fixtureHtml(
      '<div data-porchlight="comments" data-render="client" data-post-id="2"></div><div data-porchlight="comments" data-render="client" data-post-id="3"></div>',
    ),
    { path: '/two-sections', headers: { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' } },
  );
  await page.waitForFunction(
    () => document.querySelectorAll('.pl-comments .pl-list, .pl-comments .pl-note').length === 2,
  );
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in (opens a new window)' }).first().click();
  const popup = await popupOpened;
  await popup.getByLabel('Email').fill('reader@porchlight.test');
  await popup.getByLabel('Password').fill('sourdough-1800');
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Sign in' }).click()]);
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.pl-viewer').length === 2 &&
      [...document.querySelectorAll('.pl-viewer')].every((bar) => /Signed in as Sam Okafor/.test(bar.textContent!)),
  );
  assert.is(await page.getByRole('button', { name: 'Sign out (opens a new window)' }).count(), 2);
  await close();
});

test('a blocked logout popup keeps the reader signed in, truthfully, until the link to the logout page is followed', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  // About signing out: the sign-in press comes once the section is live (comments-upgrade tests the press that makes it so).
  await sectionLive(page);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in (opens a new window)' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Email').fill('reader@porchlight.test');
  await popup.getByLabel('Password').fill('sourdough-1800');
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Sign in' }).click()]);
  const signOut = page.getByRole('button', { name: 'Sign out (opens a new window)' });
  await signOut.waitFor();
  await page.evaluate(() => (window.open = () => null));
  await signOut.click();
  const link = page.getByRole('link', { name: 'Open it here' });
  await link.waitFor();
  assert.is(await link.getAttribute('href'), '/comments/en/fetch/logout?redirect=%2Fcomments%2Fen%2Fexit&postID=1');
  assert.is(await link.getAttribute('target'), 'logoutob');
  assert.match((await page.textContent(`${SECTION} .pl-viewer`))!, /Signed in as Sam Okafor/);
  const logoutOpened = page.waitForEvent('popup');
  await link.click();
  await logoutOpened;
  await page.getByRole('button', { name: 'Sign in (opens a new window)' }).waitFor();
  assert.is(await page.textContent(`${SECTION} [role=status]`), 'You are signed out.');
  await close();
});

test('a data-count-src with a query of its own keeps it; the heading still gets its count', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  const request = page.waitForRequest('**/comments/count?**');
  await openFixture(
    page,
    server.url,
    fixtureHtml(
      '<div data-porchlight="comments" data-render="client" data-post-id="2" data-count-src="/comments/count?site=blog1"></div>',
    ),
    { path: '/count-query' },
  );
  const query = new URL((await request).url()).searchParams;
  assert.is(query.get('site'), 'blog1');
  assert.is(query.get('postID'), '2');
  await page.getByRole('heading', { name: /^Comments \(\d+\)$/ }).waitFor();
  await close();
});

test.run();
