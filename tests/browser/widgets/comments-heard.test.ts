import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import {
  commentsReady,
  focused,
  formOpened,
  routeOperation,
  SECTION,
  commentsQuery,
  clientOnly,
} from '../../helpers/comments-page.ts';
import { axOf, axReading, heard, inView, recordLiveRegions } from '../../helpers/heard.ts';

// What the checkers miss, read the way a reader meets it: live-region text
// over time, names and descriptions from Chromium's accessibility tree,
// where focus goes and what is in view. The demo's moderation holds a new
// anonymous writer's first comment.
const test = browserSuite('comment section: what is seen and heard');

const MODERATED = 'Thank you! Your comment is awaiting moderation.';
const focusedIs = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el === document.activeElement);

async function ready(page: Page, url: string) {
  await recordLiveRegions(page, SECTION);
  await page.goto(url);
  await commentsReady(page);
}

async function post(page: Page, name: string, text: string) {
  await page.getByLabel('Name (required)').fill(name);
  await page.getByLabel('Email').fill(`${name.toLowerCase()}${Date.now()}@example.org`);
  await page.getByLabel('Comment (required)').fill(text);
  await page.getByRole('button', { name: /^Post (comment|reply)/ }).click();
}

// WCAG 4.1.3
test('held for moderation: a lasting notice where the form was, heard once, dismissed by the reader; replies too', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.clock.install();
  await ready(page, `${server.url}/posts/1?${commentsQuery}`);
  const add = page.getByRole('button', { name: 'Add a comment' });
  await add.click();
  await formOpened(page);
  await post(page, 'Newcomer', 'My first words here');
  const notice = page.locator(`${SECTION} .pl-notice`);
  await notice.waitFor();
  assert.is((await notice.locator('p').textContent())!.trim(), MODERATED);
  // Where the form was: right after the button that opened it, in view, with focus back on that button.
  assert.ok(
    await add.evaluate((button) => button.parentElement!.nextElementSibling?.classList.contains('pl-notice')),
    'the notice takes the form’s place',
  );
  assert.ok(await inView(notice), 'the notice is in view');
  assert.ok(await add.evaluate((el) => el === document.activeElement), await focused(page));
  // Heard once, through the region present from mount; the notice itself is no live region (it would be heard twice).
  assert.is((await heard(page)).filter((text) => text === MODERATED).length, 1, (await heard(page)).join(' | '));
  assert.is(await notice.locator('[role=status],[role=alert],[aria-live]').count(), 0);
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the notice shown');
  // No timer takes it away: a minute on, it is still there.
  await page.clock.runFor(60_000);
  assert.ok(await notice.isVisible());
  // Its button says what it dismisses.
  const dismiss = notice.getByRole('button', { name: 'Dismiss' });
  assert.equal(await axOf(page, dismiss), { role: 'button', name: 'Dismiss', description: MODERATED, ignored: false });
  await dismiss.click();
  await notice.waitFor({ state: 'detached' });
  assert.ok(
    await add.evaluate((el) => el === document.activeElement),
    `focus back on the trigger: ${await focused(page)}`,
  );

  // A reply held the same way shows its notice where the reply form was, beside its Reply button.
  const reply = page.getByRole('button', { name: /^Reply to / }).first();
  await reply.click();
  await formOpened(page, 'comment'); // the name is remembered from the first post
  await post(page, 'Otherone', 'A first reply from me');
  await notice.waitFor();
  assert.ok(await reply.evaluate((el) => el === document.activeElement), await focused(page));
  assert.ok(
    await notice.evaluate((el) => el.previousElementSibling?.tagName === 'ARTICLE'),
    'under the comment replied to, where its form was',
  );
  assert.equal(pageErrors, []);
  await close();
});

// WCAG 4.1.3
test('a blocked sign-in popup is heard, and its link says it opens a new window', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.addInitScript(() => (window.open = () => null));
  await ready(page, `${server.url}/posts/1?${commentsQuery}`);
  await page.getByRole('button', { name: 'Sign in (opens a new window)' }).click();
  const link = page.locator(`${SECTION} .pl-viewer a`);
  await link.waitFor();
  assert.is((await axOf(page, link)).name, 'Open it here (opens a new window)');
  await page.waitForFunction(() => (window as unknown as { heardLog: string[] }).heardLog.length > 0);
  assert.ok(
    (await heard(page)).includes('Your browser blocked the window. Open it here (opens a new window)'),
    (await heard(page)).join(' | '),
  );
  assert.equal(await axeViolations(page, SECTION), []);
  await close();
});

// WCAG 4.1.3
test('vote failures: one message naming the comment, beside the counter and heard, on every failure; a saved vote takes it back', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await ready(page, `${server.url}/posts/1?${commentsQuery}`);
  let failing = true;
  await routeOperation(page, 'likeComment', (route) =>
    failing ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  const articles = page.locator(`${SECTION} article`);
  const nameOf = async (i: number) => (await articles.nth(i).locator('.pl-name').textContent())!.trim();
  const like = (i: number) => articles.nth(i).getByRole('button', { name: 'Like', exact: true });
  const status = page.locator(`${SECTION} [role=status]`);
  const said = async () => (await status.textContent())!.replace(/\u00a0/g, ' ').trim();
  const failedOn = (name: string) => `Your vote on the comment by ${name} was not saved. Please try again.`;

  // Another writer's comment, whose message differs (the first reply is Ada's again, now that replies run oldest first).
  let other = 1;
  while ((await nameOf(other)) === (await nameOf(0))) other++;

  await like(0).click();
  await articles.nth(0).locator('.pl-flag').waitFor();
  assert.is(
    await articles.nth(0).locator('.pl-flag').textContent(),
    failedOn(await nameOf(0)),
    'the flag says what the status says',
  );
  assert.is(await said(), failedOn(await nameOf(0)));
  // Another comment: another message, so it is heard.
  await like(other).click();
  await articles.nth(other).locator('.pl-flag').waitFor();
  assert.is(await said(), failedOn(await nameOf(other)));
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with two flags raised');
  // The same comment again: heard again.
  await like(other).click();
  await page.waitForFunction(
    (text) => (window as unknown as { heardLog: string[] }).heardLog.filter((t) => t === text).length === 2,
    failedOn(await nameOf(other)),
  );
  // A saved vote: the failure is no longer said.
  failing = false;
  await like(other).click();
  await page.waitForFunction(() => document.querySelector('.pl-comments [role=status]')!.textContent === '');
  assert.is(await articles.nth(other).locator('.pl-flag').count(), 0);
  await close();
});

// WCAG 1.3.1 2.4.3
test('each comment is named by its writer, whom a reply answers, and its date; focus after More comments and More replies lands on a named article', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await ready(page, `${server.url}/posts/1?${commentsQuery}`);
  const first = page.locator(`${SECTION} article`).first();
  const name = (await first.locator('.pl-name').textContent())!.trim();
  const date = (await first.locator('time').textContent())!.trim();
  assert.equal(await axOf(page, first), { role: 'article', name: `${name} ${date}`, description: '', ignored: false });

  await page.getByRole('button', { name: 'More comments' }).click();
  await page.waitForFunction(() => document.activeElement?.tagName === 'ARTICLE');
  const landed = await axOf(page, page.locator(`${SECTION} article:focus`));
  assert.is(landed.role, 'article');
  assert.match(landed.name, /^\S.* \S/, `named: "${landed.name}"`);

  await page
    .getByRole('button', { name: /^More replies/ })
    .first()
    .click();
  await page.waitForFunction(
    () => document.activeElement?.closest('.pl-replies') && document.activeElement.tagName === 'ARTICLE',
  );
  assert.ok((await axOf(page, page.locator(`${SECTION} article:focus`))).name.length > 0);

  // Following a link to a comment (as the last-comments widget's are) lands on it, named.
  const target = page.locator(`${SECTION} article`).nth(2);
  const id = (await target.getAttribute('id'))!;
  await page.evaluate((id) => void (location.hash = `#${id}`), id);
  await page.waitForFunction((id) => document.activeElement?.id === id, id);
  const linked = await axOf(page, target);
  // A reply's name says whom it answers, between its writer and its date.
  const answers = target.locator('.pl-head a[href^="#ob-comment-"]');
  assert.is(
    linked.name,
    [
      (await target.locator('.pl-name').textContent())!.trim(),
      ...(await answers.allTextContents()),
      (await target.locator('time').textContent())!.trim(),
    ].join(' '),
  );
  assert.is(await answers.count(), 1, 'the third article is a reply');
  await close();
});

test('a comment reads its writer once: no legend read twice, the group named once', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await ready(page, `${server.url}/posts/1?${commentsQuery}`);
  const article = page.locator(`${SECTION} article`).nth(1);
  const name = (await article.locator('.pl-name').textContent())!.trim();
  const reading = await axReading(page, article);
  const group = reading.filter((node) => node.role === 'group');
  assert.equal(group, [{ role: 'group', name: `Rate comment by ${name}` }]);
  assert.is(
    reading.filter((node) => node.role === 'StaticText' && node.name.includes('Rate comment')).length,
    0,
    'the group’s name is not read again as text',
  );
  assert.is(
    reading.filter((node) => node.role === 'StaticText' && node.name === name).length,
    1,
    'the name as text, once',
  );
  await close();
});

// Client-rendered only: the server's markup names UTC, the same for every reader, and keeps it once upgraded (docs/server-rendering.md "Comments as HTML").
clientOnly(test)(
  'dates: datetime, the month as a word, in the reader’s language order and time zone, to the minute',
  async ({ server, browser }) => {
    const { page, close } = await newPage(browser, { locale: 'en-GB', timezoneId: 'America/New_York' });
    await ready(page, `${server.url}/posts/1?${commentsQuery}`);
    const times = await page.$$eval(`${SECTION} time`, (els) =>
      els.map((el) => [el.getAttribute('datetime'), el.textContent!.trim()]),
    );
    assert.ok(times.length > 3);
    for (const [datetime, text] of times) {
      assert.match(datetime!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const expected = new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/New_York',
      }).format(new Date(datetime!));
      assert.is(text, expected);
      assert.match(
        text!,
        /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
      );
    }
    await close();
  },
);

// WCAG 2.4.6 4.1.2
test('controls that do different things have different names: Reply and More replies carry whose, and which when a name repeats', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await ready(page, `${server.url}/posts/1?${commentsQuery}`);
  const names = async (pattern: RegExp) => {
    const buttons = page.getByRole('button', { name: pattern });
    const found: string[] = [];
    for (let i = 0; i < (await buttons.count()); i++) found.push((await axOf(page, buttons.nth(i))).name);
    return found;
  };
  const replies = await names(/^Reply to /);
  assert.ok(replies.length > 5);
  assert.is(new Set(replies).size, replies.length, `every Reply button its own name: ${replies.join(' | ')}`);
  // The demo's author writes several comments: hers are told apart by their first words.
  assert.ok(
    replies.some((label) => /^Reply to Margot Lefèvre, “.+”$/.test(label)),
    replies.join(' | '),
  );
  const more = await names(/^More replies/);
  assert.ok(more.length >= 1);
  assert.ok(
    more.every((label) => /^More replies to \S/.test(label)),
    more.join(' | '),
  );
  assert.is(new Set(more).size, more.length);
  await close();
});

// WCAG 2.4.6
test('the reply form is named after whom it answers; the comment form after its button', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await ready(page, `${server.url}/posts/1?${commentsQuery}`);
  const reply = page.getByRole('button', { name: /^Reply to / }).first();
  const replyName = (await axOf(page, reply)).name;
  await reply.click();
  await formOpened(page);
  assert.equal(await axOf(page, page.locator(`${SECTION} .pl-form`)), {
    role: 'form',
    name: replyName,
    description: '',
    ignored: false,
  });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  assert.is((await axOf(page, page.locator(`${SECTION} .pl-form`))).name, 'Add a comment');
  await close();
});

// WCAG 3.3.1 3.3.3 4.1.3
test('form errors: each field says what to enter, the alert gives the count, focus on the first; nothing said to be posting', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await ready(page, `${server.url}/posts/1?${commentsQuery}`);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.locator(`${SECTION} .pl-error`).first().waitFor();
  const name = page.getByLabel('Name (required)');
  assert.ok(await focusedIs(page, `${SECTION} input[name="user.name"]`), await focused(page));
  assert.is((await axOf(page, name)).description, 'Enter your name.');
  assert.is((await axOf(page, page.getByLabel('Comment (required)'))).description, 'Enter your comment.');
  await page.waitForFunction(() => (window as unknown as { heardLog: string[] }).heardLog.length > 0);
  const log = await heard(page);
  assert.ok(log.includes('2 fields need correcting.'), log.join(' | '));
  assert.not.ok(
    log.some((text) => text.startsWith('Posting')),
    `a submit that never left is not said to be posting: ${log.join(' | ')}`,
  );
  assert.equal(await axeViolations(page, SECTION), []);
  await close();
});

test.run();
