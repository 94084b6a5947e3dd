import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import {
  COMMENTS_MODE,
  commentsQuery,
  commentsReady,
  SECTION,
  sectionLive,
  upgraded,
  openPostHeard,
} from '../../helpers/comments-page.ts';
import { heard } from '../../helpers/heard.ts';

// Sorting (docs/embedding.md "Sorting"): a labelled native select and a Sort button,
// from the keyboard; what is heard; 'More comments' continuing the order;
// and, without script, a GET form that the server answers in that order.
const test = browserSuite('comment section: sorting');

/** The top-level comments shown, by the writer's name and score, in order. */
const threads = (page: Page) =>
  page.$$eval(`${SECTION} .pl-list:not(.pl-replies) > .pl-item > article`, (articles) =>
    articles.map((article) => ({
      id: article.id,
      score: Number(/-?\d+/.exec(article.querySelector('.pl-score')?.textContent ?? '')?.[0]),
    })),
  );

// WCAG 2.1.1 3.2.2 4.1.3
test('keyboard only: Tab to the select, pick Most liked first, press Sort; heard, focus stays, More comments continues the order', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await openPostHeard(page, server.url);
  // A server-rendered section's Sort, pressed before its code is there, is the plain form (the last test).
  await sectionLive(page);
  const select = page.getByLabel('Sort comments');
  assert.is(await select.inputValue(), 'newest');
  const newest = await threads(page);
  assert.ok(Number(newest[0]!.id.slice(11)) > Number(newest[1]!.id.slice(11)), 'newest first by default');

  await select.focus();
  await page.keyboard.press('End'); // the last option of a closed select: Most liked first
  assert.is(await select.inputValue(), 'popular');
  assert.equal(
    (await threads(page)).map((t) => t.id),
    newest.map((t) => t.id),
    'choosing alone reorders nothing: Sort does',
  );
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Sort');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (section) => document.querySelector(`${section} .pl-score`)?.textContent === 'Score: 12',
    SECTION,
  );
  const popular = await threads(page);
  const scores = popular.map((t) => t.score);
  assert.equal(
    scores,
    [...scores].sort((a, b) => b - a),
    `most liked first: ${scores}`,
  );
  assert.is(
    await page.evaluate(() => document.activeElement?.textContent),
    'Sort',
    'focus stays where the reader pressed',
  );
  await page.waitForFunction(() =>
    (window as unknown as { heardLog: string[] }).heardLog.some((text) => text.startsWith('Comments sorted')),
  );
  assert.ok((await heard(page)).includes('Comments sorted: Most liked first.'), JSON.stringify(await heard(page)));
  assert.equal(await axeViolations(page, SECTION), []);

  // The next page continues by score: nothing above the last score shown, nothing twice.
  await page.getByRole('button', { name: 'More comments', exact: true }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('.pl-list:not(.pl-replies) > .pl-item').length > n,
    popular.length,
  );
  const more = await threads(page);
  const all = more.map((t) => t.score);
  assert.equal(
    all,
    [...all].sort((a, b) => b - a),
    `still most liked first after More comments: ${all}`,
  );
  assert.is(new Set(more.map((t) => t.id)).size, more.length);
  assert.equal(pageErrors, []);
  await close();
});

test('a failed sort keeps the list and says so where the reader pressed', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  await sectionLive(page);
  const before = await threads(page);
  await page.route('**/comments/graphql', (route) =>
    route.request().postData()?.includes('"order":"oldest"') ? route.abort() : route.fallback(),
  );
  await page.getByLabel('Sort comments').selectOption('oldest');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  const flag = page.locator(`${SECTION} .pl-sort .pl-flag`);
  await flag.waitFor();
  assert.is(await flag.textContent(), 'The comments could not be sorted. Please try again.');
  assert.equal(
    (await threads(page)).map((t) => t.id),
    before.map((t) => t.id),
  );
  assert.equal(await axeViolations(page, SECTION), []);
  await page.unroute('**/comments/graphql');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await flag.waitFor({ state: 'detached' });
  await page.waitForFunction(
    (first) => document.querySelector('.pl-list > .pl-item > article')?.id !== first,
    before[0]!.id,
  );
  const oldest = await threads(page);
  assert.ok(Number(oldest[0]!.id.slice(11)) < Number(oldest[1]!.id.slice(11)), 'oldest first once it worked');
  await close();
});

test('the order picked is remembered by the site: a section loaded in the page starts in it; the server’s markup keeps its own, even at the first move', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  await sectionLive(page);
  const newest = await threads(page);
  await page.getByLabel('Sort comments').selectOption('oldest');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await page.waitForFunction(
    (first) => document.querySelector('.pl-list > .pl-item > article')?.id !== first,
    newest[0]!.id,
  );
  const oldest = await threads(page);

  await page.reload();
  await commentsReady(page);
  const expected =
    COMMENTS_MODE === 'client' ? { order: 'oldest', first: oldest[0]!.id } : { order: 'newest', first: newest[0]!.id };
  assert.is(await page.getByLabel('Sort comments').inputValue(), expected.order);
  assert.is((await threads(page))[0]!.id, expected.first);
  // The reader's first move makes a server-rendered section live: nothing moves under them then.
  await sectionLive(page);
  assert.is((await threads(page))[0]!.id, expected.first);
  assert.is(await page.getByLabel('Sort comments').inputValue(), expected.order);
  assert.equal(pageErrors, []);
  await close();
});

test('with script, Sort pressed before a server-rendered section is live: the plain form, the page’s parameters kept; a placeholder section asks for the order', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  // The section's code is held back: the reader is quicker than the network.
  await page.route('**/widgets/comments-upgrade.js', () => {});
  await page.goto(`${server.url}/posts/1?comments=server`);
  await page.getByLabel('Sort comments').selectOption('oldest');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await page.waitForURL(/comments_order=oldest/);
  assert.is(new URL(page.url()).searchParams.get('comments'), 'server');
  const oldest = await threads(page);
  assert.ok(Number(oldest[0]!.id.slice(11)) < Number(oldest[1]!.id.slice(11)), 'rendered oldest first');
  await page.unroute('**/widgets/comments-upgrade.js');

  // Placeholder mode fetches the section the address names, so nothing reorders when it goes live.
  await page.goto(`${server.url}/posts/1?comments=fragment&comments_order=oldest`);
  await commentsReady(page);
  assert.equal(
    (await threads(page)).map((t) => t.id),
    oldest.map((t) => t.id),
  );
  assert.is(await page.getByLabel('Sort comments').inputValue(), 'oldest');
  // Server markup in either run's mode: live once the components have it.
  await page.locator(`${SECTION} button`).first().focus();
  await upgraded(page);
  assert.equal(
    (await threads(page)).map((t) => t.id),
    oldest.map((t) => t.id),
  );
  assert.equal(pageErrors, []);
  await close();
});

test('without script: the form asks the server for the order, which it renders, and More comments keeps it', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${server.url}/posts/1?comments=server`);
  await page.getByLabel('Sort comments').selectOption('oldest');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await page.waitForURL(/comments_order=oldest/);
  const address = new URL(page.url());
  assert.is(address.searchParams.get('comments'), 'server', `the page’s own parameters are kept: ${page.url()}`);
  assert.is(address.hash, '#plp1-heading', 'back at the section');
  assert.is(await page.getByLabel('Sort comments').inputValue(), 'oldest');
  const oldest = await threads(page);
  assert.ok(Number(oldest[0]!.id.slice(11)) < Number(oldest.at(-1)!.id.slice(11)));
  await page.getByRole('link', { name: 'More comments' }).click();
  await page.waitForURL(/comments_after=/);
  assert.is(await page.getByLabel('Sort comments').inputValue(), 'oldest');
  const next = await threads(page);
  assert.ok(
    Number(next[0]!.id.slice(11)) > Number(oldest.at(-1)!.id.slice(11)),
    'the next page starts after the last one shown, oldest first',
  );
  await close();
});

test.run();
