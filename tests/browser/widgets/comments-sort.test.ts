import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import {
  clientOnly,
  COMMENTS_MODE,
  commentsQuery,
  commentsReady,
  SECTION,
  sectionLive,
  upgraded,
  openPostHeard,
  openLongList,
  longThread,
  holdOperation,
  focused,
} from '../../helpers/comments-page.ts';
import { heard, heardSaid } from '../../helpers/heard.ts';

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

// Client-rendered only: it makes the section's first answer a long list, which the server renders itself.
// WCAG 2.1.1 2.4.3 4.1.3
clientOnly(test)(
  'a long list sorted: the new list takes the old one’s place at once, and the old threads leave a slice per task, kept in one element meanwhile, given no room, not drawn, heard or focused',
  async ({ server, browser }) => {
    const { page, close, pageErrors } = await newPage(browser);
    // The newest first: 60 threads (a long list), where the post has a few; sorted, the post's own.
    await openLongList(page, server.url, 60);
    // Every state of the list that went, as the page had it after each change (a slice is a task of its own).
    await page.evaluate((root) => {
      const w = window as unknown as { oldList: Element; goneSeen: unknown[] };
      w.oldList = document.querySelector(`${root} .pl-list.pl-long`)!;
      w.goneSeen = [];
      new MutationObserver(() => {
        const gone = document.querySelector<HTMLElement>(`${root} .pl-gone`);
        if (!gone) return;
        w.goneSeen.push({
          threads: gone.children.length,
          height: gone.getBoundingClientRect().height,
          // Focus cannot land on a control of the list that went (the browser skips what it does not draw).
          focusable: (() => {
            const reply = gone.querySelector<HTMLButtonElement>('article button');
            reply?.focus();
            return document.activeElement === reply;
          })(),
          itself: gone === w.oldList,
          drawn: [...gone.querySelectorAll('article')].some((article) => article.checkVisibility()),
          first: gone.nextElementSibling?.matches('.pl-list:not(.pl-gone)'),
          newList: gone.nextElementSibling?.children.length,
        });
      }).observe(document.querySelector(root)!, { childList: true, subtree: true, attributes: true });
    }, SECTION);
    // Text found in the list (the browser's find selects it) goes with the list, not kept among threads not drawn.
    assert.ok(
      await page.evaluate(() => (window as unknown as { find(text: string): boolean }).find('Long list thread 0')),
    );
    assert.is(await page.evaluate(() => getSelection()?.toString()), 'Long list thread 0');
    await page.getByLabel('Sort comments').selectOption('oldest');
    // From the keyboard: a click would have taken the selection away itself.
    await page.getByRole('button', { name: 'Sort', exact: true }).press('Enter');
    await heardSaid(page, 'Comments sorted: Oldest first.');
    assert.is(await page.evaluate(() => getSelection()?.rangeCount), 0, 'the selection went with the list');
    await page.waitForFunction((root) => !document.querySelector(`${root} .pl-gone`), SECTION);
    const seen = (await page.evaluate('window.goneSeen')) as {
      threads: number;
      height: number;
      focusable: boolean;
      itself: boolean;
      drawn: boolean;
      first: boolean;
      newList: number;
    }[];
    // The old list is the element the threads were laid out in, in its place before the new one, and empties ten
    // threads a task (use-gone.ts): 60, 50… 10, then none.
    assert.equal([...new Set(seen.map((state) => state.threads))], [60, 50, 40, 30, 20, 10], JSON.stringify(seen));
    for (const state of seen) {
      assert.ok(state.itself && state.first, 'the old list, where it was, before the new one');
      assert.is(state.height, 0, 'no room given');
      assert.not.ok(state.focusable, 'not focused');
      assert.not.ok(state.drawn, 'not drawn');
    }
    assert.not.ok(await page.evaluate('window.oldList.isConnected'), 'gone once empty');
    // The post's own threads, oldest first, and none of the long list.
    const oldest = await threads(page);
    // The new list comes a slice per task (use-slices.ts), and the old one leaves only once it is drawn whole.
    assert.ok(new Set(seen.map((state) => state.newList)).size > 1, JSON.stringify(seen));
    for (const state of seen.filter((each) => each.threads < 60)) assert.is(state.newList, oldest.length);
    assert.ok(
      oldest.length > 1 && oldest.every((thread) => Number(thread.id.slice(11)) < 900_000),
      JSON.stringify(oldest),
    );
    assert.ok(Number(oldest[0]!.id.slice(11)) < Number(oldest[1]!.id.slice(11)), 'oldest first');
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Sort', 'focus stays on Sort');
    // "Sorting comments…" is said while the answer is awaited, when it is slow to come; then the outcome, once.
    assert.equal(
      (await heard(page)).filter((text) => text !== 'Sorting comments…'),
      ['Comments sorted: Oldest first.'],
    );
    assert.equal(await axeViolations(page, SECTION), []);
    assert.equal(pageErrors, []);
    await close();
  },
);

// Client-rendered only: it makes the section's first answer a long list, which the server renders itself.
clientOnly(test)(
  'sorted again while the long list the first sort put out still leaves: it goes on leaving a slice per task, not at once',
  async ({ server, browser }) => {
    const { page, close, pageErrors } = await newPage(browser);
    // The page's timers held once the long list is in: the slices (a task each) come only when the clock runs.
    await page.clock.install();
    await openLongList(page, server.url, 60);
    await page.clock.pauseAt(Date.now() + 60_000);
    const listed = (order: string) =>
      page
        .$$eval(`${SECTION} .pl-list:not(.pl-gone, .pl-replies) > .pl-item > article`, (articles) =>
          articles.map((article) => article.id),
        )
        .then((ids) => `${order}: ${ids.join(' ')}`);
    const gone = () => page.$$eval(`${SECTION} .pl-gone > .pl-item`, (threads) => threads.length);
    await page.getByLabel('Sort comments').selectOption('oldest');
    await page.getByRole('button', { name: 'Sort', exact: true }).press('Enter');
    // The post's own threads, a first slice of them, and the long list out of sight, none of it gone yet.
    await page.waitForFunction(
      (root) =>
        document.querySelector(`${root} .pl-list:not(.pl-gone) > .pl-item > article:not([id^="ob-comment-9000"])`),
      SECTION,
    );
    const oldest = await listed('oldest');
    assert.is(await gone(), 60, oldest);
    await page.getByLabel('Sort comments').selectOption('newest');
    await page.getByRole('button', { name: 'Sort', exact: true }).press('Enter');
    await page.waitForFunction(
      ({ root, before }) => {
        const first = document.querySelector(`${root} .pl-list:not(.pl-gone) > .pl-item > article`);
        return first && first.id !== before;
      },
      { root: SECTION, before: oldest.split(' ')[1]! },
    );
    // The first sort's short list went at once; the long one is still there, whole, to leave a slice a task.
    assert.is(await gone(), 60, await listed('newest'));
    // The clock runs again (axe waits on timers too): the new list is drawn, then the old one leaves, a slice a task.
    await page.evaluate((root) => {
      const sizes: number[] = ((window as unknown as { goneSizes: number[] }).goneSizes = []);
      new MutationObserver(() => sizes.push(document.querySelector(`${root} .pl-gone`)?.children.length ?? 0)).observe(
        document.querySelector(root)!,
        { childList: true, subtree: true },
      );
    }, SECTION);
    await page.clock.resume();
    await page.waitForFunction((root) => !document.querySelector(`${root} .pl-gone`), SECTION);
    const sizes = await page.evaluate(() => (window as unknown as { goneSizes: number[] }).goneSizes);
    assert.equal([...new Set(sizes)], [60, 50, 40, 30, 20, 10, 0], JSON.stringify(sizes));
    const newest = await threads(page);
    assert.ok(newest.length > 1 && Number(newest[0]!.id.slice(11)) > Number(newest[1]!.id.slice(11)), 'newest first');
    assert.equal(await axeViolations(page, SECTION), []);
    assert.equal(pageErrors, []);
    await close();
  },
);

/**
 * Oldest first picked and Sort pressed from the keyboard; the sort's answer waits until the returned function is
 * called, so the reader can move meanwhile.
 */
async function sortLater(page: Page): Promise<() => void> {
  // Routed last, so asked first: the sort's answer, then the long list's routing (openLongList) or the server.
  const answer = await holdOperation(page, 'RootComments');
  await page.getByLabel('Sort comments').selectOption('oldest');
  await page.getByRole('button', { name: 'Sort', exact: true }).press('Enter');
  return answer;
}

/** Post 1 with a long list of 60 threads (the section's first `answers` answers, openLongList), sorted later (sortLater). */
async function sortedLater(page: Page, serverUrl: string, answers = 1): Promise<() => void> {
  await openLongList(page, serverUrl, 60, answers);
  return sortLater(page);
}

/** Until the sort is heard done, and the list it put out gone. */
async function sortedHeard(page: Page): Promise<void> {
  await heardSaid(page, 'Comments sorted: Oldest first.');
  await page.waitForFunction((root) => !document.querySelector(`${root} .pl-gone`), SECTION);
}

/** The Reply of the fourth thread of the long list. */
const fourthReply = (page: Page) => longThread(page, 3).getByRole('button', { name: /^Reply/ });

// Client-rendered only, as the tests below: it makes the section's answers a long list, which the server renders itself.
// WCAG 2.1.1 2.4.3
clientOnly(test)(
  'Sort pressed, then Tab on into a long list while the answer comes: focus in a thread the new order does not list comes back to Sort, not to the page',
  async ({ server, browser }) => {
    const { page, close, pageErrors } = await newPage(browser);
    const answer = await sortedLater(page, server.url);
    await fourthReply(page).focus();
    await page.keyboard.press('Tab');
    answer();
    await sortedHeard(page);
    assert.is(await focused(page), 'button Sort');
    assert.equal(pageErrors, []);
    await close();
  },
);

// WCAG 2.1.1 2.4.3
clientOnly(test)(
  'Sort pressed, then Tab on into a long list while the answer comes: focus in a thread the new order lists again goes to that comment, not to the page',
  async ({ server, browser }) => {
    const { page, close, pageErrors } = await newPage(browser);
    // The sort's answer the same 60 threads: each listed again, in a new list element.
    const answer = await sortedLater(page, server.url, 2);
    const reply = fourthReply(page);
    const id = await longThread(page, 3).locator('article').getAttribute('id');
    const before = await reply.elementHandle();
    await reply.focus();
    answer();
    await sortedHeard(page);
    assert.not.ok(await before!.evaluate((el) => el.isConnected), 'the thread is a new element');
    assert.is(await page.evaluate(() => document.activeElement?.id), id, await focused(page));
    assert.equal(pageErrors, []);
    await close();
  },
);

// WCAG 2.1.1 2.4.3
test('Sort pressed, then Tab on into a short list while the answer comes: the thread, listed again, keeps its element, and the focus on its Reply', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  // A post of three threads: the first page of either order holds them all.
  await page.goto(`${server.url}/posts/5?${commentsQuery}`);
  await commentsReady(page);
  await sectionLive(page);
  const newest = await threads(page);
  assert.is(newest.length, 3, 'more threads than a slice');
  const answer = await sortLater(page);
  // The oldest thread, first in the new order: a list drawn anew would draw it and one more, then the last a task later.
  const reply = page.locator(`#${newest[2]!.id}`).getByRole('button', { name: /^Reply/ });
  await reply.focus();
  const before = await reply.elementHandle();
  // How many threads the list holds at each change of the section, from the answer on.
  await page.evaluate((root) => {
    const w = window as unknown as { listSizes: number[] };
    w.listSizes = [];
    new MutationObserver(() =>
      w.listSizes.push(document.querySelectorAll(`${root} .pl-list:not(.pl-pinned, .pl-replies) > .pl-item`).length),
    ).observe(document.querySelector(root)!, { childList: true, subtree: true });
  }, SECTION);
  answer();
  await page.waitForFunction(
    (first) => document.querySelector('.pl-list > .pl-item > article')?.id !== first,
    newest[0]!.id,
  );
  assert.equal(
    (await threads(page)).map((thread) => thread.id),
    newest.map((thread) => thread.id).reverse(),
  );
  assert.equal([...new Set((await page.evaluate('window.listSizes')) as number[])], [3], 'drawn whole, at once');
  assert.ok(await before!.evaluate((el) => el.isConnected && el === document.activeElement), await focused(page));
  assert.equal(pageErrors, []);
  await close();
});

clientOnly(test)(
  'Sort pressed, focus taken into the list and then out of the section by a press on the page while the answer comes: it stays where the reader put it, the page not scrolled',
  async ({ server, browser }) => {
    const { page, close, pageErrors } = await newPage(browser);
    const answer = await sortedLater(page, server.url);
    await fourthReply(page).focus();
    // The reader goes back to the top and presses on the post's text: focus on the page.
    await page.evaluate(() => scrollTo(0, 0));
    await page.locator('h1').first().click();
    assert.is(await page.evaluate(() => document.activeElement === document.body), true, await focused(page));
    answer();
    await sortedHeard(page);
    assert.is(await page.evaluate(() => document.activeElement === document.body), true, await focused(page));
    assert.is(await page.evaluate(() => scrollY), 0);
    assert.equal(pageErrors, []);
    await close();
  },
);

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
