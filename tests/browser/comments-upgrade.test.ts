import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../helpers/axe.ts';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import {
  answerTo,
  formOpened,
  recordOperations,
  routeOperation,
  SECTION,
  upgraded,
  type Sent,
} from '../helpers/comments-page.ts';
import { axOf, heard, heardSaid, recordLiveRegions } from '../helpers/heard.ts';
import { fixtureHtml, openFixture } from '../helpers/widget-fixture.ts';

// A comment section the server rendered (/examples/server-comments) reads
// with no runtime at all, and becomes interactive on the reader's first
// move: the press that set it off is acknowledged at once and carried out,
// by mouse or by keyboard, and hydration leaves the server's nodes as they
// are.
const test = browserSuite('comment section upgraded on intent', { DEMO_MODERATION: 'off' });

const PAGE = '/examples/server-comments';

/** comments-read.js has mounted: the section listens for the reader's first move. */
/** The votes a page sent, by operation, in order. */
const votes = (sent: Sent[]) =>
  sent.map((operation) => operation.name ?? '').filter((name) => /^(like|dislike)Comment$|^cancel/.test(name));

const listening = (page: Page) =>
  page.waitForSelector(`${SECTION}[data-porchlight-state="ready"]`, { state: 'attached' });

/** Opens the page and records the requests it makes: widget code and API calls, by path. */
async function open(browser: Parameters<typeof newPage>[0], url: string) {
  const opened = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  const requests: string[] = [];
  opened.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(widgets|comments)\//.test(pathname)) requests.push(pathname);
  });
  await opened.page.goto(url);
  await opened.page.waitForLoadState('networkidle');
  await listening(opened.page);
  return { ...opened, requests };
}

/** The section's code: the whole section's (comments-upgrade.js) and the votes' alone (comments-votes.js). */
const CODE = '**/widgets/comments-{upgrade,votes}.js*';

/** Opens the page with the section's code held back until `release()`: a slow network at the reader's first press. */
async function openHoldingCode(browser: Parameters<typeof newPage>[0], base: string) {
  const opened = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await opened.page.route(CODE, async (route) => {
    await held;
    await route.fallback();
  });
  await opened.page.goto(`${base}${PAGE}`);
  await listening(opened.page);
  return { ...opened, release };
}

/** Records every change to the section's nodes from now on: what hydration would have touched. */
const watchChanges = (page: Page) =>
  page.evaluate(`{
    window.changes = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        window.changes.push(r.type + ' ' + (r.attributeName || '') + ' on ' + el.tagName.toLowerCase() + '.' + (el.className || '') + (r.addedNodes.length || r.removedNodes.length ? ' +' + r.addedNodes.length + ' -' + r.removedNodes.length : ''));
      }
    }).observe(document.querySelector('${SECTION} .pl-comments'), { subtree: true, childList: true, attributes: true, characterData: true });
  }`);
const changes = (page: Page) => page.evaluate(() => (window as unknown as { changes: string[] }).changes);
const score = (page: Page) => page.locator('.pl-score').first().textContent();
/** Waits until the first element `selector` finds (a Like) says it is `pressed`, found afresh each time: a section drawn afresh replaces it. */
const likeShows = (page: Page, selector: string, pressed: boolean) =>
  page.waitForFunction(
    ([selector, pressed]) => document.querySelector(selector)?.getAttribute('aria-pressed') === pressed,
    [selector, String(pressed)] as const,
  );
/** Two frames on in the page: what a press carried out at once would have shown by then. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
/** The page's first Reply: a move toward it makes the whole section live. */
const firstReply = (page: Page) => page.getByRole('button', { name: /^Reply to / }).first();
/** The score of the comment `id` (`ob-comment-N`), as a number. */
const scoreOf = async (page: Page, id: string) =>
  Number((await page.locator(`#${id} .pl-score`).textContent())!.replace(/\D/g, ''));

/** Hovers the Like of the page's second comment until its group is live with the votes alone: its id and its Like. */
async function secondLikeLiveAlone(page: Page) {
  const id = (await page.locator(`${SECTION} article.pl-comment`).nth(1).getAttribute('id'))!;
  const like = page.locator(`#${id} .pl-like`);
  await like.hover();
  await page.waitForSelector(`#${id} .pl-votes[data-porchlight-votes-live]`, { state: 'attached' });
  return { id, like };
}

/** Holds every `name` operation the page sends until the returned function is called with how to end it. */
async function holdOperation(page: Page, name: string) {
  let end!: (how: 'answer' | 'fail') => void;
  const ended = new Promise<'answer' | 'fail'>((resolve) => (end = resolve));
  await routeOperation(page, name, async (route) => ((await ended) === 'fail' ? route.abort() : route.fallback()));
  return end;
}

test('reading needs the loader and comments-read.js only: every comment is there, and axe finds nothing', async ({
  server,
  browser,
}) => {
  const { page, close, requests } = await open(browser, `${server.url}${PAGE}`);
  // comments-read.js is preloaded beside the loader (it listens sooner), and fetched once all the same.
  assert.is(await page.locator('head link[rel="modulepreload"][href="/widgets/comments-read.js"]').count(), 1);
  assert.equal(requests.sort(), ['/widgets/comments-read.js', '/widgets/loader.js']);
  assert.ok((await page.locator(`${SECTION} article.pl-comment`).count()) >= 10);
  assert.match((await page.locator(`${SECTION} h2`).textContent())!, /^Comments \(\d+\)$/);
  assert.equal(await axeViolations(page, SECTION), []);
  await close();
});

test("a pointer over the text fetches the votes' code only; one click on Like likes with it, no comment is loaded, and no node changes but the vote's", async ({
  server,
  browser,
}) => {
  const { page, close, requests, pageErrors } = await open(browser, `${server.url}${PAGE}`);
  const sent = recordOperations(page);
  const before = await score(page);
  await watchChanges(page);
  const fetched = page.waitForResponse((response) => response.url().endsWith('/widgets/comments-votes.js'));
  await page.locator(`${SECTION} article p`).first().hover();
  await fetched;
  assert.not.ok(requests.includes('/comments/graphql'), 'nothing but code before a move toward a control');
  const answered = answerTo(page, 'likeComment');
  await page.locator('.pl-like').first().click();
  await likeShows(page, '.pl-like', true);
  assert.is(Number((await score(page))!.replace(/\D/g, '')), Number(before!.replace(/\D/g, '')) + 1);
  await answered;
  assert.equal(votes(sent), ['likeComment']);
  assert.equal(
    sent.map((operation) => operation.name),
    ['likeComment'],
    'the vote alone: no comment loaded, no viewer asked',
  );
  // The votes' code alone, not the whole section's (its budget: dist-size.json).
  assert.equal(requests.filter((path) => path.startsWith('/widgets/')).sort(), [
    '/widgets/comments-read.js',
    '/widgets/comments-votes.js',
    '/widgets/loader.js',
  ]);
  // The press's own marks (busy while its group became live, if it was not yet; then pressed), the group's
  // live mark and its score: nothing else was touched.
  const seen = await changes(page);
  assert.equal(
    seen.filter((change) => !change.startsWith('attributes aria-disabled on button.pl-vote pl-like')),
    [
      'attributes data-porchlight-votes-live on div.pl-votes',
      'attributes aria-pressed on button.pl-vote pl-like',
      'characterData  on span.pl-score',
    ],
    seen.join('\n'),
  );
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(pageErrors, []);
  await close();
});

test('after a Like by the votes alone, a press on Reply makes the whole section live: the like stays, counted once, and the section knows it', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await open(browser, `${server.url}${PAGE}`);
  const sent = recordOperations(page);
  const id = await page.locator(`${SECTION} article.pl-comment`).first().getAttribute('id');
  const like = page.locator(`#${id} .pl-like`);
  const before = await scoreOf(page, id!);
  await like.click();
  await likeShows(page, `#${id} .pl-like`, true);
  const reply = page.locator(`#${id} button`, { hasText: /^Reply/ });
  await reply.click();
  await formOpened(page);
  await upgraded(page);
  assert.is(await like.getAttribute('aria-pressed'), 'true');
  assert.is(await scoreOf(page, id!), before + 1);
  assert.is(
    await page.locator(`#${id} .pl-votes`).getAttribute('data-porchlight-votes-live'),
    null,
    'the group is the section’s now',
  );
  // The section's own votes know the like: pressed again, it is taken back, once.
  const cancelled = answerTo(page, 'cancelLike');
  await like.click();
  await likeShows(page, `#${id} .pl-like`, false);
  await cancelled;
  assert.equal(votes(sent), ['likeComment', 'cancelLike']);
  assert.is(await scoreOf(page, id!), before);
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(pageErrors, []);
  await close();
});

test('a pointer over a vote makes its group live with the votes alone; a pointer over another control makes the whole section live before the press, which then acts at once', async ({
  server,
  browser,
}) => {
  const { page, close, requests } = await open(browser, `${server.url}${PAGE}`);
  await page.locator('.pl-dislike').first().hover();
  await page.waitForSelector('.pl-votes[data-porchlight-votes-live]', { state: 'attached' });
  assert.is(await page.locator(`${SECTION}[data-porchlight-live]`).count(), 0, 'the section itself is not live');
  assert.not.ok(requests.includes('/comments/graphql'), 'no comment loaded for a vote');
  await watchChanges(page);
  const loaded = answerTo(page, 'RootComments');
  await page
    .getByRole('button', { name: /^Reply to / })
    .nth(1)
    .hover();
  await loaded;
  // Live once the components have the markup: they answer the press themselves, with no busy mark from the waiting code.
  await upgraded(page);
  await page.locator('.pl-dislike').nth(1).click();
  await page.waitForFunction(
    () => document.querySelectorAll('.pl-dislike')[1]!.getAttribute('aria-pressed') === 'true',
  );
  // The group given up to the section (its mark gone; no node of it changed), then, in the order of the page: the
  // score stands between Like and Dislike.
  const seen = await changes(page);
  assert.equal(
    seen,
    [
      'attributes data-porchlight-votes-live on div.pl-votes',
      'characterData  on span.pl-score',
      'attributes aria-pressed on button.pl-vote pl-dislike',
    ],
    seen.join('\n'),
  );
  await close();
});

// WCAG 2.4.3
test('a Like by keyboard with the votes alone, then a pointer over Reply: the whole section takes the group with the focus left on Like, never on the page', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await open(browser, `${server.url}${PAGE}`);
  const like = page.locator('.pl-like').first();
  await like.focus();
  await page.keyboard.press('Space');
  await likeShows(page, '.pl-like', true);
  await page.evaluate(() => {
    const watched = window as unknown as { leftLike: number };
    watched.leftLike = 0;
    document.querySelector('.pl-like')!.addEventListener('focusout', () => watched.leftLike++);
  });
  await firstReply(page).hover();
  await upgraded(page);
  assert.is(
    await page.evaluate(() => (window as unknown as { leftLike: number }).leftLike),
    0,
    'focus never left Like',
  );
  assert.ok(await like.evaluate((el) => el === document.activeElement));
  // The section's handler alone is on the button now: one press takes the like back once.
  const sent = recordOperations(page);
  const cancelled = answerTo(page, 'cancelLike');
  await page.keyboard.press('Space');
  await likeShows(page, '.pl-like', false);
  await cancelled;
  assert.equal(votes(sent), ['cancelLike']);
  assert.equal(pageErrors, []);
  await close();
});

test('a Like pressed while the whole section loads (its group given up) waits for the section, which carries it out once: counted once, and the section knows it', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await open(browser, `${server.url}${PAGE}`);
  const sent = recordOperations(page);
  const { id, like } = await secondLikeLiveAlone(page);
  const before = await scoreOf(page, id);
  // The section's comments are held on the way: the reader presses Like meanwhile.
  const comments = await holdOperation(page, 'RootComments');
  await firstReply(page).hover();
  await page.waitForSelector(`#${id} .pl-votes:not([data-porchlight-votes-live])`, { state: 'attached' });
  const liked = answerTo(page, 'likeComment');
  await like.click();
  assert.is(await like.getAttribute('aria-disabled'), 'true', 'busy: waiting for the section');
  comments('answer');
  await upgraded(page);
  await likeShows(page, `#${id} .pl-like`, true);
  await liked;
  assert.is(await scoreOf(page, id), before + 1);
  const cancelled = answerTo(page, 'cancelLike');
  await like.click();
  await likeShows(page, `#${id} .pl-like`, false);
  await cancelled;
  assert.equal(votes(sent), ['likeComment', 'cancelLike'], 'the like once, then taken back by the section');
  assert.equal(pageErrors, []);
  await close();
});

// WCAG 4.1.3
test('a vote the votes alone could not save while the whole section loads stays flagged, and is heard once', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await recordLiveRegions(page, SECTION);
  await page.goto(`${server.url}${PAGE}`);
  await listening(page);
  const { id, like } = await secondLikeLiveAlone(page);
  const name = await page.locator(`#${id} .pl-name`).textContent();
  const score = await page.locator(`#${id} .pl-score`).textContent();
  const vote = await holdOperation(page, 'likeComment');
  const comments = await holdOperation(page, 'RootComments');
  await like.click();
  await firstReply(page).hover();
  vote('fail');
  const failed = `Your vote on the comment by ${name} was not saved. Please try again.`;
  await page.locator(`#${id} .pl-flag`, { hasText: failed }).waitFor();
  comments('answer');
  await upgraded(page);
  // The section drew the flag the votes had drawn, and the region says what it said.
  assert.is(await page.locator(`#${id} .pl-flag`).textContent(), failed);
  assert.is(await like.getAttribute('aria-pressed'), 'false');
  assert.is(await page.locator(`#${id} .pl-score`).textContent(), score);
  assert.is(await page.locator(`${SECTION} .pl-comments > [role=status]`).textContent(), failed);
  // The region kept its words through the hydration (which is done when the section is marked live): said once.
  assert.equal(await heard(page), [failed]);
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(pageErrors, []);
  await close();
});

test('a second press on a vote still on its way while the whole section loads is ignored, as the votes ignore it: one vote, not a vote and its undoing', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await open(browser, `${server.url}${PAGE}`);
  const sent = recordOperations(page);
  const { id, like } = await secondLikeLiveAlone(page);
  const vote = await holdOperation(page, 'likeComment');
  await like.click();
  await firstReply(page).hover();
  await like.click();
  vote('answer');
  await upgraded(page);
  await likeShows(page, `#${id} .pl-like`, true);
  // A press carried out by the section would be, as soon as it is live, a taken-back like shown at once: two frames on,
  // the like still stands, and one vote went out.
  await twoFrames(page);
  assert.equal(votes(sent), ['likeComment']);
  assert.is(await like.getAttribute('aria-pressed'), 'true');
  assert.equal(pageErrors, []);
  await close();
});

test('unmounted while a vote group is live with the votes alone: its Like is the page’s button again, and a vote still on its way says nothing', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await open(browser, `${server.url}${PAGE}`);
  const sent = recordOperations(page);
  const { id, like } = await secondLikeLiveAlone(page);
  const vote = await holdOperation(page, 'likeComment');
  await like.click();
  await page.evaluate(() => (window as unknown as { Porchlight: { unmount(): Promise<void> } }).Porchlight.unmount());
  const failed = page.waitForEvent('requestfailed');
  vote('fail');
  await failed;
  const region = page.locator(`${SECTION} .pl-comments > [role=status]`);
  assert.is((await region.count()) ? await region.textContent() : '', '', 'nothing said in the page’s markup');
  assert.is(await page.locator(`${SECTION} [data-porchlight-votes-live]`).count(), 0);
  await page.locator(`#${id} .pl-like`).click();
  await twoFrames(page);
  assert.equal(votes(sent), ['likeComment'], 'the press after unmount votes no more');
  assert.equal(pageErrors, []);
  await close();
});

/** A page of the blog in Arabic with post 1's section as the server renders it in Arabic. */
async function openArabic(browser: Parameters<typeof newPage>[0], base: string) {
  const opened = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await recordLiveRegions(opened.page, SECTION);
  const section = await (await fetch(`${base}/comments/html?postID=1&locale=ar`)).text();
  await openFixture(
    opened.page,
    base,
    fixtureHtml(`<div data-porchlight="comments" data-post-id="1" data-locale="ar">${section}</div>`, {
      lang: 'ar',
      dir: 'rtl',
      title: 'التعليقات',
      widgetsCss: true,
      head: '<link rel="stylesheet" href="/widgets/comments.css">',
    }),
  );
  await listening(opened.page);
  return opened;
}

/** The comment of post 1 whose text starts with `words`: its article's id. */
const commentSaying = (page: Page, words: string) =>
  page.locator(`${SECTION} article`, { hasText: words }).first().getAttribute('id');

// WCAG 3.1.2 4.1.3
test('the votes alone speak the section’s language with its votes’ words alone: in Arabic, scores as the server wrote them (12, and a negative one) go up by one, and a refused vote is flagged and said in Arabic', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await openArabic(browser, server.url);
  const sent = recordOperations(page);
  const words: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widgets/locales/')) words.push(new URL(request.url()).pathname);
  });
  const scoreText = (id: string) => page.locator(`#${id} .pl-score`).evaluate((el) => el.textContent);
  const arabic = (n: number) => n.toLocaleString('ar');
  const farid = (await commentSaying(page, 'The heron is the real star'))!;
  const hiroshi = (await commentSaying(page, 'Not convinced the detour'))!;
  assert.ok((await scoreText(farid))!.includes(arabic(12)), (await scoreText(farid))!);
  assert.ok((await scoreText(hiroshi))!.includes(arabic(-2)), (await scoreText(hiroshi))!);
  const code = page.waitForResponse((response) => response.url().includes('/widgets/locales/votes-ar'));
  await page.locator(`#${farid} .pl-like`).click();
  await code;
  await likeShows(page, `#${farid} .pl-like`, true);
  assert.ok((await scoreText(farid))!.includes(arabic(13)), (await scoreText(farid))!);
  await page.locator(`#${hiroshi} .pl-like`).click();
  await likeShows(page, `#${hiroshi} .pl-like`, true);
  assert.ok((await scoreText(hiroshi))!.includes(arabic(-1)), (await scoreText(hiroshi))!);
  assert.equal(votes(sent), ['likeComment', 'likeComment']);
  // The server refuses the next vote: shown back as it was, flagged at the group and said once, in Arabic.
  await routeOperation(page, 'dislikeComment', (route) => route.fulfill({ status: 500, body: 'down' }));
  const ada = (await commentSaying(page, 'Lovely write-up'))!;
  const adaScore = await scoreText(ada);
  await page.locator(`#${ada} .pl-dislike`).click();
  const flag = page.locator(`#${ada} .pl-votes .pl-flag`);
  await flag.waitFor();
  const failed = 'لم يُحفظ تصويتك على تعليق Ada. يُرجى المحاولة مرة أخرى.';
  assert.is(await flag.textContent(), failed);
  assert.is(await page.locator(`#${ada} .pl-dislike`).getAttribute('aria-pressed'), 'false');
  assert.is(await scoreText(ada), adaScore);
  await heardSaid(page, failed);
  assert.equal(await heard(page), [failed]);
  // The votes' words alone came (a few hundred bytes), not the whole section's.
  assert.equal(words, ['/widgets/locales/votes-ar.js']);
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(pageErrors, []);
  await close();
});

test("the reader's own votes (their cookies) show on the server's markup before any code, and the components agree once live", async ({
  server,
  browser,
}) => {
  const { page, context, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const [first, second] = await (async () => {
    const html = await (await fetch(`${server.url}/comments/html?postID=1`)).text();
    return [...html.matchAll(/<article id="ob-comment-(\d+)"/g)].map((m) => m[1]!);
  })();
  await context.addCookies([
    { name: `ob_comment_like_1_${first}`, value: 'true', url: server.url },
    { name: `ob_comment_dislike_1_${second}`, value: 'true', url: server.url },
  ]);
  await page.goto(`${server.url}${PAGE}`);
  const pressed = () =>
    page.evaluate(
      ([a, b]) => [
        document.querySelector(`#ob-comment-${a} .pl-like`)!.getAttribute('aria-pressed'),
        document.querySelector(`#ob-comment-${b} .pl-dislike`)!.getAttribute('aria-pressed'),
      ],
      [first, second],
    );
  await page.waitForFunction(
    (id) => document.querySelector(`#ob-comment-${id} .pl-like`)!.getAttribute('aria-pressed') === 'true',
    first,
  );
  assert.equal(await pressed(), ['true', 'true']);
  assert.not.ok(requests.includes('/widgets/comments-upgrade.js'), 'no runtime to show them');
  await page.getByRole('button', { name: 'More comments' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.pl-comments > .pl-list > li').length > 10);
  // A re-render after the load would have put back what the stores hold: they hold the same.
  await page.locator(`#ob-comment-${first} .pl-like`).hover();
  assert.equal(await pressed(), ['true', 'true']);
  await close();
});

test('Enter on Dislike, from the keyboard, dislikes with the focus where it was', async ({ server, browser }) => {
  const { page, close } = await open(browser, `${server.url}${PAGE}`);
  const dislike = page.locator('.pl-dislike').nth(1);
  await dislike.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => document.querySelectorAll('.pl-dislike')[1]!.getAttribute('aria-pressed') === 'true',
  );
  assert.ok(await dislike.evaluate((el) => el === document.activeElement));
  await close();
});

test('Enter on Reply opens the reply form with the focus in it', async ({ server, browser }) => {
  const { page, close } = await open(browser, `${server.url}${PAGE}`);
  const reply = firstReply(page);
  await reply.focus();
  await page.keyboard.press('Enter');
  await formOpened(page);
  assert.is(await reply.getAttribute('aria-expanded'), 'true');
  await close();
});

test('one click on More comments loads the next page and moves the focus to its first comment', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, `${server.url}${PAGE}`);
  const before = await page.locator(`${SECTION} .pl-comments > .pl-list > li > article`).count();
  await page.getByRole('button', { name: 'More comments' }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('.pl-comments > .pl-list > li > article').length > n,
    before,
  );
  const first = await page.locator(`${SECTION} .pl-comments > .pl-list > li > article`).nth(before).getAttribute('id');
  await page.waitForFunction((id) => document.activeElement?.id === id, first);
  await close();
});

test('one click on More replies grows the thread and moves the focus to the first new reply', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, `${server.url}${PAGE}`);
  await page.getByRole('button', { name: 'More replies' }).first().click();
  await page.waitForFunction(
    () => (document.activeElement as HTMLElement | null)?.matches('.pl-replies article') ?? false,
  );
  await close();
});

test('one click on Sign in opens the sign-in window', async ({ server, browser }) => {
  const { page, close } = await open(browser, `${server.url}${PAGE}`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in (opens a new window)' }).click();
  await (await popup).close();
  await close();
});

test('on a slow network the press shows busy at once, and is carried out once the code is there', async ({
  server,
  browser,
}) => {
  const { page, close, release } = await openHoldingCode(browser, server.url);
  const like = page.locator('.pl-like').first();
  await like.click();
  assert.is(await like.getAttribute('aria-disabled'), 'true', 'busy before any code has come');
  release();
  await likeShows(page, '.pl-like', true);
  assert.is(await like.getAttribute('aria-disabled'), null);
  await close();
});

test('code that cannot be had leaves the section as it reads, and the next press tries again', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  let fail = true;
  await page.route(CODE, (route) => (fail ? route.abort() : route.fallback()));
  await page.goto(`${server.url}${PAGE}`);
  await listening(page);
  const like = page.locator('.pl-like').first();
  await like.click();
  await page.waitForFunction(() => !document.querySelector('.pl-like')!.hasAttribute('aria-disabled'));
  assert.is(await like.getAttribute('aria-pressed'), 'false');
  fail = false;
  await like.click();
  await likeShows(page, '.pl-like', true);
  await close();
});

test('a link to a comment the page does not hold upgrades the section, which loads it and shows it', async ({
  server,
  browser,
}) => {
  const served = await (await fetch(`${server.url}${PAGE}`)).text();
  assert.ok(
    served.includes('id="ob-comment-') && !served.includes('id="ob-comment-1"'),
    'comments, but not this one, among those the server rendered',
  );
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}${PAGE}#ob-comment-1`);
  await page.waitForFunction(() => document.activeElement?.id === 'ob-comment-1');
  await close();
});

test('a link on the page that changes the hash to a comment it does not hold upgrades the section too, without a press', async ({
  server,
  browser,
}) => {
  const { page, close, requests } = await open(browser, `${server.url}${PAGE}`);
  assert.not.ok(requests.includes('/widgets/comments-upgrade.js'), 'reading loads no section code');
  // As a last-comments link beside the section does: only the hash changes, nothing is pressed in the section.
  await page.evaluate(() => {
    location.hash = '#ob-comment-1';
  });
  await page.waitForFunction(() => document.activeElement?.id === 'ob-comment-1');
  assert.ok(await page.locator('#ob-comment-1').isVisible());
  await close();
});

test('placeholder mode: the section comes as HTML in one request, no runtime, and the first press upgrades it', async ({
  server,
  browser,
}) => {
  const { page, close, requests, pageErrors } = await open(browser, `${server.url}/examples/fragment-comments`);
  assert.equal(requests.sort(), [
    '/comments/html',
    '/widgets/comments-fetch.js',
    '/widgets/comments-read.js',
    '/widgets/loader.js',
  ]);
  assert.ok((await page.locator(`${SECTION} article.pl-comment`).count()) >= 10);
  assert.equal(await axeViolations(page, SECTION), []);
  const before = await score(page);
  await page.locator('.pl-like').first().click();
  await likeShows(page, '.pl-like', true);
  assert.is(Number((await score(page))!.replace(/\D/g, '')), Number(before!.replace(/\D/g, '')) + 1);
  assert.equal(pageErrors, []);
  await close();
});

test('placeholder mode: a reader who liked a comment and reloads at once reads the section with their like, never the one the browser kept', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, `${server.url}/examples/fragment-comments`);
  const before = Number((await score(page))!.replace(/\D/g, ''));
  const liked = answerTo(page, 'likeComment');
  await page.locator('.pl-like').first().click();
  await liked;
  // Within the seconds a browser may keep the section (shared-cache.ts BROWSER_SECONDS): asked again all the same,
  // as a revalidation of the copy it holds, which is what makes this test independent of how long the like took.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/comments/html');
  await page.reload();
  assert.match((await (await asked).allHeaders())['cache-control'] ?? '', /max-age=0|no-cache/);
  await page.locator(`${SECTION} article.pl-comment`).first().waitFor();
  assert.is(Number((await score(page))!.replace(/\D/g, '')), before + 1);
  await close();
});

test('placeholder mode without its fragment: the section renders in the page, as it does without server markup', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.route('**/comments/html*', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(`${server.url}/examples/fragment-comments`);
  await page.waitForSelector(`${SECTION} .pl-list`);
  assert.ok((await page.locator(`${SECTION} article.pl-comment`).count()) >= 10);
  await page.locator('.pl-like').first().click();
  await likeShows(page, '.pl-like', true);
  await close();
});

type RootCommentsAnswer = {
  data: { viewer: unknown; comments: { edges: { node: Record<string, unknown> }[] } };
};

/** The API's RootComments answers, changed by `change` (each change a route of its own would bypass the others). */
const answerChanged = (page: Page, ...changes: ((body: RootCommentsAnswer) => void)[]) =>
  page.route('**/comments/graphql', async (route) => {
    if (!route.request().postData()!.includes('query RootComments')) return route.fallback();
    const answer = await route.fetch();
    const body = await answer.json();
    changes.forEach((change) => change(body));
    await route.fulfill({ response: answer, json: body });
  });

/** Comment `id`, which the server's markup did not have, first in the list. */
const onePostedSince =
  (id: string) =>
  (body: RootCommentsAnswer): void => {
    const first = body.data.comments.edges[0]!.node;
    body.data.comments.edges.unshift({
      node: {
        ...first,
        id,
        comment: 'Posted since the page was rendered.',
        body: [['p', 'Posted since the page was rendered.']],
        replies: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
      },
    });
  };

/** The API answers RootComments with comment `id`, which the server's markup did not have, first in the list. */
const answerWithOnePostedSince = (page: Page, id: string) => answerChanged(page, onePostedSince(id));

test('markup older than the comments (one posted since): the section is drawn afresh and the press lands on the comment pressed', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await answerWithOnePostedSince(page, '999999');
  await page.goto(`${server.url}${PAGE}`);
  await listening(page);
  const pressedId = await page.locator(`${SECTION} article.pl-comment`).first().getAttribute('id');
  // A Like by the votes alone first: drawn afresh, the section shows it where it was pressed.
  await page.locator(`#${pressedId} .pl-like`).click();
  await likeShows(page, `#${pressedId} .pl-like`, true);
  await page.locator(`#${pressedId} button`, { hasText: /^Reply/ }).click();
  await page.locator('#ob-comment-999999').waitFor();
  await formOpened(page);
  assert.ok(
    await page.evaluate((id) => !!document.activeElement!.closest(`#${id} ~ *, #${id}`), pressedId),
    'the form opened under the comment pressed',
  );
  assert.is(await page.locator(`#${pressedId} .pl-like`).getAttribute('aria-pressed'), 'true');
  assert.is(
    await page.locator('#ob-comment-999999 .pl-like').getAttribute('aria-pressed'),
    'false',
    'not the comment that took its place',
  );
  await close();
});

test('markup older than the comments: a press on one of the section’s own controls (More comments) is carried out on the control drawn in its place', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await answerWithOnePostedSince(page, '999998');
  await page.goto(`${server.url}${PAGE}`);
  await listening(page);
  const before = await page.locator(`${SECTION} .pl-comments > .pl-list > li`).count();
  await page.getByRole('button', { name: 'More comments' }).click();
  await page.locator('#ob-comment-999998').waitFor();
  // Drawn afresh with the comment posted since (one more), then the next page: more than that.
  await page.waitForFunction(
    (count) => document.querySelectorAll('.pl-comments > .pl-list > li').length > count + 1,
    before,
  );
  await close();
});

/** Where a reader without script goes from this page ("More comments", "More replies"): the address in the section's `<noscript>` parts. */
async function noScriptAddress(page: Page, param: 'comments_after' | 'comments_thread'): Promise<string> {
  const parts = await page.evaluate(() =>
    [...document.querySelectorAll('.pl-comments noscript')].map((part) => part.textContent).join('\n'),
  );
  const href = new RegExp(`href="([^"]*${param}=[^"]*)"`).exec(parts);
  assert.ok(href, `a ${param} link`);
  return new URL(href![1]!.replaceAll('&amp;', '&'), page.url()).href;
}

test('an address a reader without script followed (the next page, a thread opened): the upgrade loads those comments, so hydration keeps every node and the press acts', async ({
  server,
  browser,
}) => {
  for (const param of ['comments_after', 'comments_thread'] as const) {
    const first = await open(browser, `${server.url}/posts/1`);
    const address = await noScriptAddress(first.page, param);
    await first.close();
    const { page, close, pageErrors } = await open(browser, address);
    const shownIds = () =>
      page.locator(`${SECTION} article`).evaluateAll((articles) => articles.map((article) => article.id));
    const shown = await shownIds();
    await watchChanges(page);
    // The last comment on the page: one only this page holds (the next page's last, or a reply the thread opened to).
    // Focus on its Reply makes the whole section live (a vote would make its group live alone).
    const last = shown.at(-1)!;
    await page.locator(`#${last} button`, { hasText: /^Reply/ }).focus();
    await upgraded(page);
    await page.locator(`#${last} .pl-like`).click();
    await likeShows(page, `#${last} .pl-like`, true);
    assert.equal(await shownIds(), shown, `${param}: the same comments`);
    const seen = await changes(page);
    assert.equal(
      seen,
      ['attributes aria-pressed on button.pl-vote pl-like', 'characterData  on span.pl-score'],
      `${param}: ${seen.join('\n')}`,
    );
    assert.equal(pageErrors, []);
    await close();
  }
});

test('a second press while the first waits is the same press: Like is pressed once, not twice', async ({
  server,
  browser,
}) => {
  const { page, close, release } = await openHoldingCode(browser, server.url);
  const sent = recordOperations(page);
  const like = page.locator('.pl-like').nth(2);
  await like.click();
  // An impatient reader presses again (busy is not disabled: the browser still sends the click).
  await like.click({ force: true });
  const answered = answerTo(page, 'likeComment');
  release();
  await answered;
  await page.waitForFunction(() => document.querySelectorAll('.pl-like')[2]!.getAttribute('aria-pressed') === 'true');
  // One vote sent, and none taken back: a second press carried out would have sent a cancelLike.
  assert.equal(votes(sent), ['likeComment']);
  assert.is(await like.getAttribute('aria-pressed'), 'true');
  await close();
});

/**
 * Clicks, in the page, the buttons `presses` name in the section while the server's threads wait for their turn to
 * hydrate (the section's `data-porchlight-later` says how many): each `[turn, selector]` at the end of the task
 * that took the count down `turn` times (0: the section's hydration; from 1 on, read.ts no longer listens: the
 * section's own code takes every press). Records that count at the end of each task that changed it.
 */
const pressWhileThreadsWait = (page: Page, presses: [number, string][]) =>
  page.evaluate(
    ([root, presses]) => {
      const w = window as unknown as { waiting: (string | null)[] };
      w.waiting = [];
      const host = document.querySelector(root)!;
      const observer = new MutationObserver(() => {
        const count = host.getAttribute('data-porchlight-later');
        for (const [turn, selector] of presses)
          if (turn === w.waiting.length) host.querySelector<HTMLElement>(selector)!.click();
        w.waiting.push(count);
        if (count === null) observer.disconnect();
      });
      observer.observe(host, { attributeFilter: ['data-porchlight-later'] });
    },
    [SECTION, presses] as const,
  );
const waitingCounts = (page: Page) => page.evaluate(() => (window as unknown as { waiting: string[] }).waiting);
/**
 * Records how many of the server's threads still waited (the host's `data-porchlight-later`) when the first button
 * `selector` finds in the section first took `attribute` as `value`: a press carried out while threads wait.
 */
const recordWhenShown = (page: Page, selector: string, attribute: string, value: string) =>
  page.evaluate(
    ([root, selector, attribute, value]) => {
      const w = window as unknown as { shownWhile?: string | null };
      const host = document.querySelector(root)!;
      const observer = new MutationObserver(() => {
        if (host.querySelector(selector)?.getAttribute(attribute) !== value) return;
        w.shownWhile = host.getAttribute('data-porchlight-later');
        observer.disconnect();
      });
      observer.observe(host, { subtree: true, attributeFilter: [attribute] });
    },
    [SECTION, selector, attribute, value] as const,
  );
const shownWhile = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownWhile?: string | null }).shownWhile);
/** The last of the server's threads, within the section. */
const LAST_THREAD = '.pl-comments > .pl-list:not(.pl-pinned) > li:last-child';
/** The server's threads: the list's items (not a pinned comment's, nor replies). */
const THREAD_ITEMS = `${SECTION} .pl-comments > .pl-list:not(.pl-pinned) > li`;

test("the server's threads hydrate two a task after the section; a Reply pressed in the last while it waits opens its form once, with the focus in it", async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, `${server.url}${PAGE}`);
  const threads = await page.locator(THREAD_ITEMS).count();
  assert.ok(threads >= 6, `${threads} threads`);
  const reply = `${LAST_THREAD} > article .pl-actions > [aria-controls]`;
  await pressWhileThreadsWait(page, [[1, reply]]);
  await recordWhenShown(page, reply, 'aria-expanded', 'true');
  // A move toward the section that is not a press: the whole section goes live.
  await page.locator(`${SECTION} .pl-sort select`).focus();
  await upgraded(page);
  await formOpened(page);
  // Every thread waited, then two came in the first task after the section's; the press brought the last two at
  // once. Each task that changed the count is seen apart, the count only ever falling; the mark goes after the last.
  const counts = await waitingCounts(page);
  assert.equal(counts.slice(0, 2), [String(threads), String(threads - 2)]);
  assert.equal(counts.slice(-2), ['0', null]);
  const numbers = counts.slice(0, -1).map(Number);
  assert.ok(
    numbers.every((count, at) => !at || count < numbers[at - 1]!),
    counts.join(),
  );
  // Its form opened while later threads still waited: the press brought its own thread's turn, not all of them.
  assert.ok(Number(await shownWhile(page)) > 0, `opened with ${await shownWhile(page)} threads waiting`);
  const last = page.locator(THREAD_ITEMS).last();
  assert.is(await last.locator('article button[aria-expanded="true"]').count(), 1);
  assert.is(await last.locator('form').count(), 1);
  assert.ok(await last.evaluate((li) => li.contains(document.activeElement)), 'the focus is in the reply form');
  assert.is(await page.locator(`${SECTION} [aria-disabled="true"]`).count(), 0);
  await close();
});

test('a Like pressed in a thread still waiting to hydrate is counted once; More comments pressed then is the section’s at once: one page', async ({
  server,
  browser,
}) => {
  const { page, close } = await open(browser, `${server.url}${PAGE}`);
  const sent = recordOperations(page);
  const threads = await page.locator(THREAD_ITEMS).count();
  const id = (await page.locator(`${THREAD_ITEMS}:nth-child(5) > article`).getAttribute('id'))!;
  const before = await scoreOf(page, id);
  await pressWhileThreadsWait(page, [
    [1, `[id="${id}"] .pl-like`],
    [1, '.pl-comments > button'],
  ]);
  await page.locator(`${SECTION} .pl-sort select`).focus();
  await upgraded(page);
  await likeShows(page, `#${id} .pl-like`, true);
  await page.waitForFunction(([selector, threads]) => document.querySelectorAll(selector).length > threads, [
    THREAD_ITEMS,
    threads,
  ] as const);
  await twoFrames(page);
  assert.is(await scoreOf(page, id), before + 1);
  assert.equal(votes(sent), ['likeComment']);
  assert.equal(
    sent.filter((operation) => operation.name === 'LoadMoreComments').length,
    1,
    sent.map((operation) => operation.name).join(),
  );
  await close();
});

/** The ids of the server's threads' first comments, in the order the page shows them. */
const threadIds = (page: Page) =>
  page.$$eval(`${THREAD_ITEMS} > article`, (articles) => articles.map((article) => article.id));
/** Picks `order` and presses Sort, as a reader does. */
async function sortBy(page: Page, order: 'newest' | 'oldest') {
  await page.locator(`${SECTION} .pl-sort select`).selectOption(order);
  await page.locator(`${SECTION} .pl-sort button`).click();
}
/** Waits until the list's threads are `ids`, in that order: a sort's new list is drawn a slice per task (use-slices.ts). */
const threadsListed = (page: Page, ids: string[]) =>
  page.waitForFunction(
    ([selector, expected]) => [...document.querySelectorAll(selector)].map((article) => article.id).join() === expected,
    [`${THREAD_ITEMS} > article`, ids.join()] as const,
  );
/** Waits until the status region says the list is sorted as `heard` says. */
const sortHeard = (page: Page, heard: string) =>
  page.waitForFunction(
    ([root, heard]) => document.querySelector(`${root} [role=status]`)?.textContent?.includes(heard),
    [SECTION, heard] as const,
  );

test("a sort whose answer comes while the server's threads still wait hydrates them all at once, in its order", async ({
  server,
  browser,
}) => {
  const opened = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  const { page, close } = opened;
  // The page's timers held: the threads' turns (a task each) do not come until the clock is run.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(`${server.url}/posts/5?comments=server`);
  await listening(page);
  const newest = await threadIds(page);
  await page.locator(`${SECTION} .pl-sort select`).focus();
  await page.waitForSelector(`${SECTION}[data-porchlight-later="3"]`, { state: 'attached' });
  await sortBy(page, 'oldest');
  // Every turn came with the sort: none waits, though no task of the turns has run.
  await page.waitForSelector(`${SECTION}[data-porchlight-later="0"]`, { state: 'attached' });
  // The new list's first slice, in its order; the rest comes a task a slice, once the clock runs.
  await threadsListed(page, [...newest].reverse().slice(0, 2));
  await page.clock.runFor(1000);
  await upgraded(page);
  await threadsListed(page, [...newest].reverse());
  await close();
});

test("a sort right after the upgrade moves the server's threads, hydrated in turns, into its order", async ({
  server,
  browser,
}) => {
  // A post of three threads: the first page of either order holds them all.
  const { page, close } = await open(browser, `${server.url}/posts/5?comments=server`);
  const newest = await threadIds(page);
  assert.is(newest.length, 3);
  await page.locator(`${SECTION} .pl-sort select`).focus();
  await upgraded(page);
  await sortBy(page, 'oldest');
  await sortHeard(page, 'Oldest first');
  await threadsListed(page, [...newest].reverse());
  await sortBy(page, 'newest');
  await sortHeard(page, 'Newest first');
  await threadsListed(page, newest);
  await close();
});

/**
 * Records, from the moment `armed` is set, every time the page's focus is on `<body>`: at each change of the
 * page's nodes (a removed control drops focus there) and at each frame, what a screen reader would be told.
 */
const recordFocusOnBody = (page: Page) =>
  page.addInitScript(`{
    window.focusOnBody = 0;
    window.focusArmed = false;
    const look = () => {
      if (window.focusArmed && document.activeElement === document.body) window.focusOnBody++;
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true });
    const frame = () => (look(), requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  }`);
const armFocusRecord = (page: Page) =>
  page.evaluate(() => ((window as unknown as { focusArmed: boolean }).focusArmed = true));
const timesOnBody = (page: Page) => page.evaluate(() => (window as unknown as { focusOnBody: number }).focusOnBody);

/**
 * Carries the page's installed clock a second on at once: past any timer the upgrade set (its news waits a
 * tenth of a second for the region to settle), so a word said twice would be in the log now.
 */
const nothingMoreToSay = (page: Page) => page.clock.runFor(1000);

/** Opens the page with one comment posted since its markup was rendered: its upgrade draws the section afresh. */
async function openStale(browser: Parameters<typeof newPage>[0], base: string, id: string) {
  const opened = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await recordLiveRegions(opened.page, SECTION);
  await recordFocusOnBody(opened.page);
  await answerWithOnePostedSince(opened.page, id);
  // A clock of the test's own (running in real time): "heard once" is shown by carrying it past any later word.
  await opened.page.clock.install();
  await opened.page.goto(`${base}${PAGE}`);
  await listening(opened.page);
  return opened;
}

// WCAG 2.4.3 3.2.1 4.1.3
test('markup older than the comments: focus stays on the control the reader is on as the section is drawn afresh, and "1 new comment" is heard once', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await openStale(browser, server.url, '999997');
  const id = await page.locator(`${SECTION} article.pl-comment`).nth(1).getAttribute('id');
  const reply = page.locator(`#${id} button`, { hasText: /^Reply/ });
  const name = (await axOf(page, reply)).name;
  assert.match(name, /^Reply to /);
  // Keyboard focus comes into the section (as a Tab would land on it): the upgrade finds the markup old.
  await reply.focus();
  await armFocusRecord(page);
  await page.locator('#ob-comment-999997').waitFor();
  assert.is(await timesOnBody(page), 0, 'focus was never on the body');
  assert.equal(await page.evaluate(() => document.activeElement!.closest('article')?.id), id, 'on the same comment');
  const now = page.locator(':focus');
  assert.equal(await axOf(page, now), { ...(await axOf(page, now)), role: 'button', name });
  await page.waitForFunction(() => (window as unknown as { heardLog: string[] }).heardLog.length > 0);
  await nothingMoreToSay(page);
  assert.equal(await heard(page), ['1 new comment']);
  // The next Tab goes on from there, not from the page's top.
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate((id) => !!document.activeElement!.closest(`#${id}, #${id} ~ *`), id!));
  assert.equal(pageErrors, []);
  await close();
});

// WCAG 2.4.3 3.2.1
test('markup older than the comments: a Like by the votes alone, then Tab on to Reply: the section drawn afresh keeps the like, counted once, and the focus, and says "1 new comment" once', async ({
  server,
  browser,
}) => {
  const { page, close } = await openStale(browser, server.url, '999996');
  const sent = recordOperations(page);
  const id = await page.locator(`${SECTION} article.pl-comment`).first().getAttribute('id');
  const before = await scoreOf(page, id!);
  await page.locator(`#${id} .pl-like`).focus();
  await armFocusRecord(page);
  const answered = answerTo(page, 'likeComment');
  await page.keyboard.press('Space');
  await answered;
  await likeShows(page, `#${id} .pl-like`, true);
  // The focused button's state is what a screen reader says of the press: "Like, toggle button, pressed".
  const like = page.locator(':focus');
  assert.equal(await axOf(page, like), { ...(await axOf(page, like)), role: 'button', name: 'Like' });
  assert.is(await like.getAttribute('aria-pressed'), 'true');
  // On past the score and Dislike to Reply: the whole section goes live, and finds the markup old.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // Once drawn afresh (the comment posted since is there), focus is on the Reply drawn in place of the one Tab reached.
  await page.locator('#ob-comment-999996').waitFor();
  assert.match((await axOf(page, page.locator(':focus'))).name, /^Reply to /);
  assert.equal(votes(sent), ['likeComment'], 'one vote sent');
  assert.is(await timesOnBody(page), 0, 'focus was never on the body');
  assert.ok(
    await page.evaluate(
      (id) =>
        document.activeElement!.matches(`#${id} button`) && document.activeElement!.textContent!.startsWith('Reply'),
      id,
    ),
  );
  assert.is(await page.locator(`#${id} .pl-like`).getAttribute('aria-pressed'), 'true');
  assert.is(await scoreOf(page, id!), before + 1);
  await page.waitForFunction(() => (window as unknown as { heardLog: string[] }).heardLog.length > 0);
  await nothingMoreToSay(page);
  assert.equal(await heard(page), ['1 new comment']);
  await close();
});

// WCAG 4.1.3
test('a press whose code cannot load says "Loading…" beside its control after half a second, then that it failed, and the next press works', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await recordLiveRegions(page, SECTION);
  let fail!: () => void;
  let blocked = true;
  await page.route(CODE, async (route) => {
    if (!blocked) return route.fallback();
    // A network that neither answers nor gives up, until the test lets it fail.
    await new Promise<void>((resolve) => (fail = resolve));
    await route.abort();
  });
  await page.goto(`${server.url}${PAGE}`);
  await listening(page);
  const like = page.locator('.pl-like').first();
  const group = page.locator('.pl-votes').first();
  await like.focus();
  await page.keyboard.press('Space');
  assert.is(await group.locator('.pl-press-note').count(), 0, 'nothing said at once: most presses are done by then');
  await group.locator('.pl-press-note', { hasText: 'Loading…' }).waitFor();
  assert.ok(await group.locator('.pl-press-note').isVisible());
  assert.ok(
    await group.evaluate((g) => g.lastElementChild!.classList.contains('pl-press-note')),
    'at the end of the vote group, where a vote’s failure shows',
  );
  assert.equal(await heard(page), ['Loading…']);
  fail();
  const failed = 'This could not be loaded. Please try again.';
  await group.locator('.pl-press-note', { hasText: failed }).waitFor();
  assert.ok(await group.locator('.pl-press-note').isVisible());
  assert.equal(await heard(page), ['Loading…', failed]);
  assert.is(await group.locator('.pl-press-note').count(), 1, 'one message beside the control');
  // It looks as a refused vote's flag does (bold, in the error colour), on markup whose section is not live yet.
  const [weight, color, text] = await group
    .locator('.pl-press-note')
    .evaluate((el) => [
      getComputedStyle(el).fontWeight,
      getComputedStyle(el).color,
      getComputedStyle(el.closest('.pl-comments')!).color,
    ]);
  assert.is(weight, '700');
  assert.is.not(color, text);
  assert.is(await like.getAttribute('aria-disabled'), null, 'the control works again');
  assert.ok(await like.evaluate((el) => el === document.activeElement), 'focus stays on the button');
  blocked = false;
  await page.keyboard.press('Space');
  await likeShows(page, '.pl-like', true);
  assert.is(await page.locator(`${SECTION} .pl-press-note`).count(), 0, 'the failure taken back');
  await close();
});

// WCAG 4.1.3 2.4.3
test('a press whose comments cannot be loaded (the API down) fails beside its control in words: Enter on Reply', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await recordLiveRegions(page, SECTION);
  let down = true;
  await page.route('**/comments/graphql', (route) => (down ? route.abort() : route.fallback()));
  await page.goto(`${server.url}${PAGE}`);
  await listening(page);
  const reply = firstReply(page);
  await reply.focus();
  await page.keyboard.press('Enter');
  const failed = 'This could not be loaded. Please try again.';
  const note = reply.locator('xpath=following-sibling::*[contains(@class, "pl-press-note")]');
  await note.waitFor();
  assert.is(await note.textContent(), failed);
  await heardSaid(page, failed);
  assert.ok(await reply.evaluate((el) => el === document.activeElement), 'focus stays on Reply');
  down = false;
  await page.keyboard.press('Enter');
  await formOpened(page);
  assert.is(await page.locator(`${SECTION} .pl-press-note`).count(), 0);
  await close();
});

test('the words of a waiting press come with the markup, in its language', async ({ server }) => {
  const html = await (await fetch(`${server.url}/comments/html?postID=1&locale=fr`)).text();
  assert.match(html, /<section [^>]*data-loading="Chargement…"/);
  assert.match(html, /<section [^>]*data-not-loaded="Le chargement a échoué\. Veuillez réessayer\."/);
});

/** The reader is signed in, as the API says: the markup, made for every reader, says "Sign in". */
const signedIn =
  (name: string) =>
  (body: RootCommentsAnswer): void => {
    body.data.viewer = {
      name,
      email: 'margot@example.org',
      avatar: null,
      blogs: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
    };
  };

// WCAG 2.4.3 3.2.1 4.1.3
test('a signed-in reader on "Sign in" as the section goes live keeps the focus on it, and hears who is signed in', async ({
  server,
  browser,
}) => {
  for (const stale of [false, true]) {
    const { page, close } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await recordLiveRegions(page, SECTION);
    await recordFocusOnBody(page);
    await answerChanged(page, signedIn('Margot Reader'), ...(stale ? [onePostedSince('999995')] : []));
    await page.clock.install();
    await page.goto(`${server.url}${PAGE}`);
    await listening(page);
    const bar = page.getByRole('button', { name: 'Sign in (opens a new window)' });
    await bar.focus();
    await armFocusRecord(page);
    await page.locator('.pl-viewer a', { hasText: 'Signed in as Margot Reader' }).waitFor();
    assert.is(await timesOnBody(page), 0, `stale: ${stale}: focus was never on the body`);
    assert.equal(await axOf(page, page.locator(':focus')), {
      ...(await axOf(page, page.locator(':focus'))),
      role: 'button',
      name: 'Sign out (opens a new window)',
    });
    await page.waitForFunction(() => (window as unknown as { heardLog: string[] }).heardLog.length > 0);
    await nothingMoreToSay(page);
    assert.equal(
      await heard(page),
      stale ? ['1 new comment. Signed in as Margot Reader'] : ['Signed in as Margot Reader'],
      `stale: ${stale}`,
    );
    await close();
  }
});

test.run();
