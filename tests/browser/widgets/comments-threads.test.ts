import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright';
import { createSqliteStore, openSqlite } from '../../../src/server/store/sqlite.ts';
import type { StoredComment } from '../../../src/server/store/store.ts';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { commentsQuery, commentsReady, formOpened, SECTION } from '../../helpers/comments-page.ts';
import { axListLevels, axOf } from '../../helpers/heard.ts';

// A thread read as the conversation it is: its replies oldest first, each
// saying whom it answers, the way a screen reader meets them (names and list
// levels from Chromium's accessibility tree), where focus goes. Moderation
// off, so a reply posted here is shown at once.
const test = browserSuite('comment section: threads read as conversations', { DEMO_MODERATION: 'off' });

/** Bastien's thread on post 1 (five replies, two of them answering other replies), and its replies' articles. */
async function bastiens(page: Page) {
  const id = await page
    .locator(`${SECTION} .pl-comments > .pl-list > li > article`)
    .filter({ hasText: 'We did the same walk in May' })
    .getAttribute('id');
  const thread = page.locator(`${SECTION} .pl-comments > .pl-list > li:has(> #${id})`);
  return { id: id!, thread, replies: thread.locator('.pl-replies > li > article') };
}

/** Each reply as its accessible name says it, the date aside: [writer, whom it answers]. */
async function heardReplies(page: Page, replies: Locator): Promise<string[][]> {
  const said: string[][] = [];
  for (const reply of await replies.all()) {
    const { name } = await axOf(page, reply);
    const date = (await reply.locator('time').first().textContent())!.trim();
    const writer = (await reply.locator('.pl-name').textContent())!.trim();
    assert.ok(name.startsWith(`${writer} `) && name.endsWith(` ${date}`), `named by writer and date: "${name}"`);
    said.push([writer, name.slice(writer.length + 1, -date.length - 1)]);
  }
  return said;
}

const ids = (replies: Locator) =>
  replies.evaluateAll((els) => els.map((el) => Number(el.id.replace('ob-comment-', ''))));

// WCAG 1.3.1 1.3.2
test('replies read oldest first, each saying whom it answers in its name: "In reply to NAME", a link to that comment', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const { id, replies } = await bastiens(page);
  assert.equal(await heardReplies(page, replies), [
    ['Ada', 'In reply to Bastien'],
    ['Margot Lefèvre', 'In reply to Bastien'],
    ['Bastien', 'In reply to Margot Lefèvre'],
  ]);
  // The link says where the answered comment is: the thread, or the reply it answers.
  const links = replies.getByRole('link', { name: /^In reply to / });
  assert.is(await links.nth(0).getAttribute('href'), `#${id}`);
  const margot = (await replies.nth(1).getAttribute('id'))!;
  assert.is(await links.nth(2).getAttribute('href'), `#${margot}`);
  await links.nth(2).click();
  await page.waitForFunction((margot) => document.activeElement?.id === margot, margot);

  // "More replies" brings the newer ones after them: the conversation goes on in the order it was held.
  await page.getByRole('button', { name: /^More replies to Bastien/ }).click();
  await page.waitForFunction(() => document.activeElement?.matches('.pl-replies > li:nth-child(4) > article') ?? false);
  assert.equal((await heardReplies(page, replies)).slice(3), [
    ['Chloé', 'In reply to Bastien'],
    ['Margot Lefèvre', 'In reply to Chloé'],
  ]);
  const order = await ids(replies);
  assert.equal(
    order,
    [...order].sort((a, b) => a - b),
  );
  assert.equal(pageErrors, []);
  await close();
});

// WCAG 1.3.1
test('the replies are a list named after their thread; a list in a reply’s text counts its own levels, never heard as a deeper reply', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const { thread } = await bastiens(page);
  await page.getByRole('button', { name: /^More replies to Bastien/ }).click();
  await page.waitForFunction(() => document.activeElement?.matches('.pl-replies article') ?? false);
  const list = thread.locator('.pl-replies');
  assert.equal(await axOf(page, list), { role: 'list', name: 'Replies to Bastien', description: '', ignored: false });
  // Margot's last reply holds a list of two points: a list at the first level of its text, beside the replies' second.
  const withList = list.locator('> li').last();
  assert.equal(await axListLevels(page, withList), [2, 1, 1]);
  assert.equal(await axOf(page, withList.locator('.pl-body ul')), {
    role: 'list',
    name: '',
    description: '',
    ignored: false,
  });
  assert.equal(await axeViolations(page, SECTION), []);
  await close();
});

// WCAG 1.3.2 2.4.3
test('a reply just posted closes its thread, says whom it answers and takes focus', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const { replies } = await bastiens(page);
  await replies
    .nth(0)
    .getByRole('button', { name: /^Reply to Ada/ })
    .click();
  await formOpened(page);
  await page.getByLabel('Name (required)').fill('Sam Okafor');
  await page.getByLabel('Comment (required)').fill('Thanks for the tip about the boots.');
  await page.getByRole('button', { name: /^Post reply/ }).click();
  await page.waitForFunction(() => document.activeElement?.matches('.pl-replies > li:last-child > article') ?? false);
  assert.equal((await heardReplies(page, replies)).at(-1), ['Sam Okafor', 'In reply to Ada']);
  assert.is(
    await replies.last().getByRole('link', { name: 'In reply to Ada' }).getAttribute('href'),
    `#${await replies.nth(0).getAttribute('id')}`,
  );
  // The thread's later replies, brought after it, go before it: oldest first still.
  await page.getByRole('button', { name: /^More replies to Bastien/ }).click();
  await page.waitForFunction(() => document.querySelectorAll('.pl-replies article').length >= 6);
  const order = await ids(replies);
  assert.equal(
    order,
    [...order].sort((a, b) => a - b),
  );
  assert.is(await replies.last().locator('.pl-name').textContent(), 'Sam Okafor');
  await close();
});

// WCAG 1.3.1
test('a pinned thread shows each reply once, on the first page and for every reader; a reply to a deleted comment says so', async ({
  server,
  browser,
}) => {
  // Written straight to the database, on a post of its own: post 1's threads stay as the other tests read them.
  const db = openSqlite(server.databaseUrl);
  const store = createSqliteStore(db);
  const write = (name: string, body: string, parent: StoredComment | null, thread = parent) =>
    store.addComment({
      postId: '3',
      parentId: parent?.id ?? null,
      threadId: thread?.id ?? null,
      accountId: null,
      name,
      email: null,
      website: null,
      body,
      isVisible: true,
    });
  const nadia = await write('Nadia', 'Which boots would you take?', null);
  const omar = await write('Omar', 'Walking boots, not wellingtons.', nadia);
  const petra = await write('Petra', 'Wellingtons rub on a long walk.', omar, nadia);
  await write('Quentin', 'Sandals in September.', nadia);
  await write('Rosa', 'Agreed about the rubbing.', petra, nadia);
  assert.is(await store.deleteOwnComment(omar.id), 'placeholder');
  await store.setPinnedComment('3', nadia.id);
  db.close();

  const { page, close, pageErrors } = await newPage(browser);
  await page.goto(`${server.url}/posts/3?${commentsQuery}`);
  await commentsReady(page);
  const everyId = await page.locator(`${SECTION} [id]`).evaluateAll((els) => els.map((el) => el.id));
  assert.equal(
    everyId.filter((id, n) => everyId.indexOf(id) !== n),
    [],
    'no id twice',
  );
  const pinned = page.getByRole('list', { name: 'Pinned' });
  const replies = pinned.locator('.pl-replies > li > article');
  assert.equal(await ids(replies), [Number(omar.id), Number(petra.id), Number(omar.id) + 2]);
  assert.is(await page.locator(`${SECTION} #ob-comment-${nadia.id}`).count(), 1);
  assert.is((await axOf(page, replies.nth(0))).name, 'Comment deleted');
  const toDeleted = replies.nth(1).getByRole('link', { name: 'In reply to a deleted comment' });
  assert.is(await toDeleted.getAttribute('href'), `#ob-comment-${omar.id}`);
  assert.equal(pageErrors, []);
  await close();
});

test.run();
