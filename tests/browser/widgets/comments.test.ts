import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import {
  commentsReady,
  focused,
  formOpened,
  graphqlAnswer,
  realErrors,
  recordOperations,
  holdOperation,
  routeOperation,
  SECTION,
  commentsQuery,
  clientOnly,
  COMMENTS_MODE,
  sectionLive,
} from '../../helpers/comments-page.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

// The comment section against the real server (moderation off, so an
// anonymous comment is published; the captcha stand-in accepts by default).
const test = browserSuite('comment section', { DEMO_MODERATION: 'off' });

const topLevelIds = (page: Page) =>
  page.$$eval(`${SECTION} .pl-comments > .pl-list > li > article`, (els) => els.map((e) => e.id));

// Client-rendered only: it counts, holds or fakes the section's first answer, which the server renders itself.
clientOnly(test)(
  'one RootComments call; a region named "Comments (N)" with an <ol> of <li><article> and nested replies',
  async ({ server, browser }) => {
    const { page, close, pageErrors, consoleErrors } = await newPage(browser);
    const sent = recordOperations(page);
    await page.goto(`${server.url}/posts/1?${commentsQuery}`);
    await commentsReady(page);
    assert.equal(
      sent.map((s) => s.name),
      ['RootComments'],
    );
    assert.equal(sent[0]!.variables, { postID: '1', locale: 'en' });
    const region = page.getByRole('region', { name: /^Comments \(\d+\)$/ });
    await region.waitFor();
    assert.is(
      await page.getByRole('heading', { name: /^Comments/ }).count(),
      1,
      'one heading, no duplicate from the page',
    );
    const ids = await topLevelIds(page);
    assert.is(ids.length, 10, 'the server’s first page');
    for (const id of ids) assert.match(id, /^ob-comment-\d+$/);
    assert.ok(
      (await page.locator(`${SECTION} .pl-list .pl-list > li > article`).count()) > 0,
      'replies in a nested list',
    );
    assert.equal(pageErrors, []);
    assert.equal(realErrors(consoleErrors), []);
    await close();
  },
);

test('a comment shows name, author badge as text, date in <time>, text with line breaks, score, votes and Reply', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const author = page.locator(`${SECTION} article`, { has: page.locator('.pl-badge') }).first();
  assert.is(await author.locator('.pl-badge').textContent(), 'Author');
  // In words, in the reader's zone (comments-heard.test.ts checks the exact form); the server's markup names its zone, UTC.
  const zone = COMMENTS_MODE === 'server' ? ' UTC' : '';
  assert.match(
    (await author.locator('time').textContent())!,
    new RegExp(
      `^(January|February|March|April|May|June|July|August|September|October|November|December) \\d{1,2}, \\d{4} at \\d{1,2}:\\d{2}\\s?[AP]M${zone}$`,
    ),
  );
  assert.match((await author.locator('time').getAttribute('datetime'))!, /^\d{4}-\d\d-\d\dT/);
  const multiLine = page.locator(`${SECTION} article p:has(br)`).first();
  assert.ok((await multiLine.locator('br').count()) >= 1);
  const first = page.locator(`${SECTION} article`).first();
  assert.match((await first.locator('.pl-score').textContent())!, /^Score: -?\d+$/);
  assert.is(await first.getByRole('group', { name: /^Rate comment by / }).count(), 1);
  assert.is(await first.getByRole('button', { name: /^Reply to / }).getAttribute('aria-expanded'), 'false');
  await close();
});

test('a name links out only to an http(s) website, marked rel="ugc nofollow noopener"', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const links = await page.$$eval(`${SECTION} .pl-name a`, (as) =>
    as.map((a) => [a.getAttribute('href'), a.getAttribute('rel')]),
  );
  assert.ok(links.length >= 1, 'the demo has a writer with a website');
  for (const [href, rel] of links) {
    assert.match(href!, /^https?:\/\//);
    assert.is(rel, 'ugc nofollow noopener');
  }
  await close();
});

test('avatar fallback: letter circle hidden from assistive technology, coloured, person icon without a name', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const avatars = await page.$$eval(`${SECTION} .pl-avatar`, (els) =>
    els.map((el) => ({
      tag: el.tagName.toLowerCase(),
      hidden: el.getAttribute('aria-hidden'),
      alt: el.getAttribute('alt'),
      text: el.textContent,
      bg: getComputedStyle(el).backgroundColor,
    })),
  );
  for (const a of avatars) {
    if (a.tag === 'img') assert.is(a.alt, '');
    else assert.is(a.hidden, 'true');
  }
  const letters = avatars.filter((a) => a.tag === 'span');
  assert.ok(letters.length > 0);
  for (const a of letters) assert.match(a.text!, /^(\p{Lu}|\?)$/u);
  assert.ok(
    avatars.some((a) => a.text === '?'),
    'the demo’s name without letters shows "?"',
  );
  await close();
});

test('more comments: the next page is appended, focus moves to its first comment, the status says so', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  const sent = recordOperations(page);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const before = await topLevelIds(page);
  await page.getByRole('button', { name: 'More comments' }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('.pl-comments > .pl-list > li').length > n,
    before.length,
  );
  const after = await topLevelIds(page);
  assert.equal(after.slice(0, before.length), before, 'nothing shown is lost');
  assert.is(new Set(after).size, after.length, 'no duplicates');
  await page.waitForFunction((id) => document.activeElement?.id === id, after[before.length]);
  assert.is(await page.textContent(`${SECTION} [role=status]`), 'More comments loaded.');
  const more = sent.find((s) => s.name === 'LoadMoreComments')!;
  assert.equal(Object.keys(more.variables).sort(), ['after', 'locale', 'postID']);
  await close();
});

test('more replies: the thread grows in place and focus moves to the first new reply', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const button = page.getByRole('button', { name: 'More replies' }).first();
  const threadId = await page
    .locator(`${SECTION} .pl-comments > .pl-list > li`, { has: button })
    .first()
    .locator('> article')
    .getAttribute('id');
  const thread = page.locator(`${SECTION} .pl-comments > .pl-list > li`, { has: page.locator(`#${threadId}`) });
  const before = await thread.locator('.pl-replies > li > article').count();
  await button.click();
  await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.matches('.pl-replies article'));
  const after = await thread.locator('.pl-replies > li > article').count();
  assert.ok(after > before, `${before} → ${after}`);
  assert.is(
    await thread.locator('.pl-replies > li > article').nth(before).getAttribute('id'),
    await page.evaluate(() => document.activeElement!.id),
  );
  await close();
});

test('anonymous comment: captcha token sent, posted at the top, form closed, focus on it, identity remembered', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const sent = recordOperations(page);
  await page.goto(`${server.url}/posts/2?${commentsQuery}`);
  await commentsReady(page);
  const add = page.getByRole('button', { name: 'Add a comment' });
  await add.click();
  // At once, or once a section the server rendered has taken the press over.
  await page.getByRole('button', { name: 'Add a comment', expanded: true }).waitFor();
  const name = page.getByLabel('Name (required)');
  await name.waitFor();
  await formOpened(page);
  await name.fill('Zoé Martin');
  await page.getByLabel('Email').fill('zoe@example.org');
  await page.getByLabel('Website').fill('https://zoe.example');
  await page.getByLabel('Comment (required)').fill('First line\nsecond line & <b>not bold</b>');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const first = page.locator(`${SECTION} .pl-comments > .pl-list > li > article`).first();
  await page.waitForFunction(
    () => document.activeElement?.matches('.pl-comments > .pl-list > li:first-child > article') ?? false,
  );
  assert.is(await first.locator('.pl-name').textContent(), 'Zoé Martin');
  // Beside its date, how long ago: "now" where the section was drawn in the browser; the server's markup, which
  // caches hold for every reader, and a section upgraded over it never say it.
  assert.equal(
    await first.locator('.pl-head .pl-date').allTextContents(),
    COMMENTS_MODE === 'server'
      ? [await first.locator('time').textContent()]
      : [await first.locator('time').textContent(), 'now'],
  );
  assert.equal(await first.locator('p').evaluate((p) => [...p.childNodes].map((n) => n.nodeName)), [
    '#text',
    'BR',
    '#text',
  ]);
  assert.is(await first.locator('p').innerText(), 'First line\nsecond line & <b>not bold</b>');
  assert.is(await page.locator(`${SECTION} .pl-form`).count(), 0, 'the form closed');
  assert.is(await add.getAttribute('aria-expanded'), 'false');
  const add1 = sent.find((s) => s.name === 'addComment')!;
  assert.match(String(add1.variables.recaptcha), /^standin\.pass\./);
  assert.equal(add1.variables.user, { name: 'Zoé Martin', email: 'zoe@example.org', website: 'https://zoe.example' });
  assert.is(add1.variables.commentID, undefined);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('ob_comment_user')!));
  assert.equal(saved, { name: 'Zoé Martin', email: 'zoe@example.org', website: 'https://zoe.example' });
  // The count comes on its own (before or after the post): the heading says so once it is in.
  await page.getByRole('heading', { name: 'Comments (1)', exact: true }).waitFor();
  // The next form starts from what was remembered.
  await add.click();
  await page.getByLabel('Name (required)').waitFor();
  assert.is(await page.getByLabel('Name (required)').inputValue(), 'Zoé Martin');
  assert.is(await page.getByLabel('Comment (required)').inputValue(), '');
  assert.equal(pageErrors, []);
  await close();
});

test('reply: form under the comment, one form at a time, the reply closes its thread', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  const sent = recordOperations(page);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const replyButtons = page
    .locator(`${SECTION} .pl-comments > .pl-list > li > article`)
    .getByRole('button', { name: /^Reply to / });
  await replyButtons.nth(0).click();
  await formOpened(page);
  await page.getByLabel('Comment (required)').fill('draft kept for the first one');
  await replyButtons.nth(1).click();
  await formOpened(page);
  assert.is(await page.locator(`${SECTION} .pl-form`).count(), 1, 'opening another closes the first');
  assert.is(await replyButtons.nth(0).getAttribute('aria-expanded'), 'false');
  assert.is(await replyButtons.nth(1).getAttribute('aria-expanded'), 'true');
  const thread = page.locator(`${SECTION} .pl-comments > .pl-list > li`).nth(1);
  assert.is(await thread.locator('.pl-form').count(), 1, 'the form sits under the comment replied to');
  assert.is(
    await replyButtons.nth(1).getAttribute('aria-controls'),
    await thread.locator('.pl-form').getAttribute('id'),
  );
  await page.getByLabel('Name (required)').fill('Replier');
  await page.getByLabel('Comment (required)').fill('A reply');
  await page.getByRole('button', { name: /^Post reply/ }).click();
  // Replies run oldest first: the newest, just posted, comes last, after the replies already shown.
  await page.waitForFunction(() => document.activeElement?.matches('.pl-replies > li:last-child > article') ?? false);
  assert.is(await thread.locator('.pl-replies > li > article .pl-name').last().textContent(), 'Replier');
  const threadId = (await thread.locator('> article').getAttribute('id'))!.replace('ob-comment-', '');
  assert.is(sent.find((s) => s.name === 'addComment')!.variables.commentID, threadId);
  // The first form's draft was kept.
  await replyButtons.nth(0).click();
  await page.getByLabel('Comment (required)').waitFor();
  assert.is(await page.getByLabel('Comment (required)').inputValue(), 'draft kept for the first one');
  await close();
});

test('Escape and Cancel close the form and return focus to the button that opened it', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const reply = page.getByRole('button', { name: /^Reply to / }).first();
  await reply.click();
  await formOpened(page); // the form listens for Escape from then on
  await page.keyboard.press('Escape');
  assert.is(await page.locator(`${SECTION} .pl-form`).count(), 0);
  assert.ok(await reply.evaluate((el) => el === document.activeElement), await focused(page));
  const add = page.getByRole('button', { name: 'Add a comment' });
  await add.click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  assert.ok(await add.evaluate((el) => el === document.activeElement), await focused(page));
  await close();
});

test('votes: like, cancel, switch with one needCancel call; cookies 6 months SameSite=Lax; score from the server', async ({
  server,
  browser,
}) => {
  const { page, context, close } = await newPage(browser);
  const sent = recordOperations(page);
  await page.goto(`${server.url}/posts/3?${commentsQuery}`);
  await commentsReady(page);
  const article = page.locator(`${SECTION} article`).first();
  const id = (await article.getAttribute('id'))!.replace('ob-comment-', '');
  const like = article.getByRole('button', { name: 'Like', exact: true });
  const dislike = article.getByRole('button', { name: 'Dislike', exact: true });
  const score = async () => Number((await article.locator('.pl-score').textContent())!.replace('Score: ', ''));
  const start = await score();

  await like.click();
  await page.waitForFunction(() => document.cookie.includes('ob_comment_like_'));
  assert.is(await like.getAttribute('aria-pressed'), 'true');
  assert.is(await dislike.getAttribute('aria-pressed'), 'false');
  await page.waitForFunction((s) => document.querySelector('.pl-score')!.textContent === `Score: ${s + 1}`, start);

  await dislike.click();
  await page.waitForFunction(() => document.cookie.includes('ob_comment_dislike_'));
  await page.waitForFunction((s) => document.querySelector('.pl-score')!.textContent === `Score: ${s - 1}`, start);
  assert.is(await like.getAttribute('aria-pressed'), 'false');
  assert.is(await dislike.getAttribute('aria-pressed'), 'true');

  await dislike.click();
  await page.waitForFunction((s) => document.querySelector('.pl-score')!.textContent === `Score: ${s}`, start);
  assert.is(await dislike.getAttribute('aria-pressed'), 'false');
  assert.is(await score(), start);
  await page.waitForFunction(
    (name) => document.cookie.split('; ').includes(`${name}=false`),
    `ob_comment_dislike_3_${id}`,
  );

  const votes = sent.filter((s) => s.name !== 'RootComments');
  assert.equal(votes, [
    { name: 'likeComment', variables: { commentID: id, locale: 'en', needCancel: false } },
    { name: 'dislikeComment', variables: { commentID: id, locale: 'en', needCancel: true } },
    { name: 'cancelDislike', variables: { commentID: id, locale: 'en' } },
  ]);
  const cookies = Object.fromEntries(
    (await context.cookies()).filter((c) => c.name.startsWith('ob_comment_')).map((c) => [c.name, c]),
  );
  const likeCookie = cookies[`ob_comment_like_3_${id}`]!;
  assert.is(likeCookie.value, 'false');
  assert.is(cookies[`ob_comment_dislike_3_${id}`]!.value, 'false');
  assert.is(likeCookie.sameSite, 'Lax');
  const months = (likeCookie.expires * 1000 - Date.now()) / (30.44 * 24 * 3600 * 1000);
  assert.ok(months > 5.9 && months < 6.1, `${months} months`);

  // The state survives a reload through the cookies.
  await like.click();
  await page.waitForFunction((s) => document.querySelector('.pl-score')!.textContent === `Score: ${s + 1}`, start);
  // The score shows at once; the cookie is written only once the server agreed.
  await page.waitForFunction((name) => document.cookie.split('; ').includes(`${name}=true`), `ob_comment_like_3_${id}`);
  await page.reload();
  await commentsReady(page);
  assert.is(
    await page
      .locator(`${SECTION} article`)
      .first()
      .getByRole('button', { name: 'Like', exact: true })
      .getAttribute('aria-pressed'),
    'true',
  );
  await close();
});

test('drafts survive a reload and are cleared once posted', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/4?${commentsQuery}`);
  await commentsReady(page);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  await page.getByLabel('Comment (required)').fill('Half a thought about locks');
  await page.reload();
  await commentsReady(page);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  assert.is(await page.getByLabel('Comment (required)').inputValue(), 'Half a thought about locks');
  await page.getByLabel('Name (required)').fill('Drafter');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.waitForFunction(() => !document.querySelector('.pl-comments .pl-form'));
  assert.is(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ob_comment_draft_')).length),
    0,
  );
  await close();
});

test('signed in through the real popup: Viewer asked again, name and email read-only, only the website sent; sign out', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  const sent = recordOperations(page);
  await page.goto(`${server.url}/posts/5?${commentsQuery}`);
  await commentsReady(page);
  await page.evaluate(() =>
    localStorage.setItem('ob_comment_user', JSON.stringify({ name: 'Old', email: 'old@example.org', website: '' })),
  );
  // About being signed in: pressed once the section is live (comments-upgrade tests a cold press).
  await sectionLive(page);
  const signIn = page.getByRole('button', { name: 'Sign in (opens a new window)' });
  const popupOpened = page.waitForEvent('popup');
  await signIn.click();
  const popup = await popupOpened;
  assert.match(popup.url(), /\/comments\/en\/fetch\/user$/);
  assert.equal(await popup.evaluate(() => [window.outerWidth > 0, window.name]), [true, 'loginob']);
  await popup.getByLabel('Email').fill('reader@porchlight.test');
  await popup.getByLabel('Password').fill('sourdough-1800');
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Sign in' }).click()]);
  const signOut = page.getByRole('button', { name: 'Sign out (opens a new window)' });
  await signOut.waitFor();
  assert.ok(sent.some((s) => s.name === 'Viewer'));
  assert.match((await page.textContent(`${SECTION} [role=status]`))!, /^Signed in as /);
  assert.is(
    await page.evaluate(() => localStorage.getItem('ob_comment_user')),
    null,
    'the saved form state is cleared',
  );
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page, 'comment');
  const name = page.getByLabel('Name');
  assert.is(await name.getAttribute('readonly'), '');
  assert.is(await page.getByLabel('Email').getAttribute('readonly'), '');
  await page.getByLabel('Website').fill('https://reader.example');
  await page.getByLabel('Comment (required)').fill('Signed-in words');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.waitForFunction(() => !document.querySelector('.pl-comments .pl-form'));
  assert.equal(sent.find((s) => s.name === 'addComment')!.variables.user, { website: 'https://reader.example' });

  const logoutOpened = page.waitForEvent('popup');
  await signOut.click();
  const logout = await logoutOpened;
  assert.match(logout.url(), /\/comments\/en\/(fetch\/logout\?redirect=%2Fcomments%2Fen%2Fexit|exit)/);
  await page.getByRole('button', { name: 'Sign in (opens a new window)' }).waitFor();
  assert.is(await page.evaluate(() => localStorage.getItem('ob_comment_user')), null);
  await close();
});

test('a blocked sign-in popup leaves an inline message with a plain link', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.addInitScript(() => (window.open = () => null));
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  await page.getByRole('button', { name: 'Sign in (opens a new window)' }).click();
  const link = page.getByRole('link', { name: 'Open it here' });
  await link.waitFor();
  assert.is(await link.getAttribute('href'), '/comments/en/fetch/user');
  assert.match((await page.textContent(`${SECTION} .pl-viewer`))!, /Your browser blocked the window\./);
  await close();
});

test('the captcha script loads only when a form opens, from the address the server names', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(`${server.url}/posts/2?${commentsQuery}`);
  await commentsReady(page);
  // A pointer over a button other than a vote makes a server-rendered section live: its code, then its answer,
  // which it draws with. A section the client rendered is live already, and a pointer over it asks for nothing.
  const live =
    COMMENTS_MODE === 'server' && page.waitForResponse((response) => response.url().endsWith('/comments/graphql'));
  await page.getByRole('button', { name: /^Like/ }).first().hover();
  await page
    .getByRole('button', { name: /^Reply to / })
    .first()
    .hover();
  await live;
  assert.equal(
    scripts.filter((url) => /captcha/.test(url)),
    [],
    'reading, hovering and voting need no captcha',
  );
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await page.getByLabel('Name (required)').waitFor();
  await page.waitForFunction(() => 'grecaptcha' in window);
  assert.equal(
    scripts.filter((url) => /captcha/.test(url)).map((url) => new URL(url).pathname),
    ['/comments/captcha-standin/api.js'],
  );
  await close();
});

// Client-rendered only: it counts, holds or fakes the section's first answer, which the server renders itself.
clientOnly(test)(
  'a pointer that comes in while the comments load still fetches the sign-in and vote code ahead of the click',
  async ({ server, browser }) => {
    const { page, close } = await newPage(browser);
    const release = await holdOperation(page, 'RootComments');
    const chunks: string[] = [];
    page.on(
      'request',
      (request) => /\/lazy\/comments-interactive-[0-9a-f]{8}\.js$/.test(request.url()) && chunks.push(request.url()),
    );
    await page.goto(`${server.url}/posts/1?${commentsQuery}`);
    await page.waitForSelector(`${SECTION} section[aria-busy=true]`);
    await page.hover(`${SECTION} section`);
    release();
    await commentsReady(page);
    await page.hover(`${SECTION} article`); // the pointer never left the section
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((r) => /\/lazy\/comments-interactive-[0-9a-f]{8}\.js$/.test(r.name)),
    );
    assert.is(chunks.length, 1);
    await close();
  },
);

// Client-rendered only: it counts, holds or fakes the section's first answer, which the server renders itself.
clientOnly(test)(
  'a long answer renders in slices, a task each, so the page answers in between: the first 20 threads at once, then the rest',
  async ({ server, browser }) => {
    const { page, close } = await newPage(browser);
    const node = (id: number) => ({
      id: String(id),
      date: '10/01/2026 14:11',
      createdAt: '2026-01-10T14:11:00.000Z',
      comment: `Comment ${id}`,
      body: [['p', `Comment ${id}`]],
      popularity: 0,
      user: { isAuthor: false, avatar: null, name: `Reader ${id}`, website: null },
      replies: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
    });
    await routeOperation(page, 'RootComments', (route) =>
      graphqlAnswer(route, {
        data: {
          viewer: null,
          comments: {
            recaptchaPublicKey: null,
            commentsOverblogAllowed: true,
            commentsOverblogAllowedVotes: true,
            edges: Array.from({ length: 100 }, (_, i) => ({ node: node(i + 1) })),
            pageInfo: { endCursor: null, hasNextPage: false },
          },
        },
      }),
    );
    // Every count of threads the list goes through, as the page renders it.
    await page.addInitScript(`{
    window.threadCounts = [];
    new MutationObserver(() => {
      const n = document.querySelectorAll('.pl-comments .pl-list > li').length;
      if (n && window.threadCounts.at(-1) !== n) window.threadCounts.push(n);
    }).observe(document, { subtree: true, childList: true });
  }`);
    await page.goto(`${server.url}/posts/1?${commentsQuery}`);
    await page.waitForFunction(() => document.querySelectorAll('.pl-comments .pl-list > li').length === 100);
    assert.equal(
      await page.evaluate(() => (window as unknown as { threadCounts: number[] }).threadCounts),
      [20, ...Array.from({ length: 40 }, (_, n) => 22 + 2 * n)],
      'the first slice with the section, then a slice per task',
    );
    assert.is(await page.locator(`${SECTION} article`).last().getAttribute('id'), 'ob-comment-100', 'in order');
    await close();
  },
);

test('French: every label from the translations, locale sent to the API', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  const sent = recordOperations(page);
  await page.goto(`${server.url}/posts/1?${commentsQuery}&locale=fr`);
  await commentsReady(page);
  await page.getByRole('region', { name: /^Commentaires \(\d+\)$/ }).waitFor();
  assert.ok(await page.getByRole('button', { name: 'Plus de commentaires' }).isVisible());
  assert.ok(
    await page
      .getByRole('button', { name: /^Répondre à / })
      .first()
      .isVisible(),
  );
  assert.is(
    await page
      .getByRole('group', { name: /^Noter le commentaire de / })
      .first()
      .getByRole('button', { name: 'J’aime' })
      .count(),
    1,
  );
  await page.getByRole('button', { name: 'Ajouter un commentaire' }).click();
  await page.getByLabel('Nom (obligatoire)').waitFor();
  assert.is(await page.getByLabel('Nom (obligatoire)').getAttribute('placeholder'), 'Votre nom');
  // Asked for when the page rendered it, or on the reader's first move when the server did.
  assert.is(sent.find((s) => s.name === 'RootComments')!.variables.locale, 'fr');
  assert.ok(await page.getByRole('button', { name: 'Publier le commentaire' }).isVisible());
  assert.is(await page.getAttribute(`${SECTION} section`, 'lang'), 'fr');
  await close();
});

test.run();
