import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../src/demo/seed.ts';
import { createSqliteStore, openSqlite } from '../src/server/store/sqlite.ts';
import { axeViolations } from '../tests/helpers/axe.ts';
import { focusedControl, focusState } from '../tests/helpers/a11y-checks.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';
import { fillHeldQueue } from '../tests/helpers/held-queue.ts';

// The moderation page (docs/moderation.md "Moderation") from the keyboard, as the
// blog's author uses it: what waits is counted in the title, each button
// names the comment it acts on, and after an action what was done is the
// first thing focused, so a screen reader says it.
const test = browserSuite('a11y: moderation page');

// WCAG 1.1.1 1.3.1 1.4.3 2.1.1 2.4.3 4.1.2
test('the author, keyboard only: zero axe violations before and after each action; focus lands on what was done', async ({
  server,
  browser,
}) => {
  // One writer who gave an e-mail, so Block writer is offered for them (the demo's held writers gave neither).
  const db = openSqlite(server.databaseUrl);
  await createSqliteStore(db).addComment({
    postId: '2',
    parentId: null,
    threadId: null,
    accountId: null,
    name: 'Reachable',
    email: 'reachable@example.org',
    website: null,
    body: 'Held, from a writer who can be blocked',
    isVisible: false,
  });
  db.close();
  const { page, close, pageErrors } = await newPage(browser);
  // Signed in through the sign-in page itself.
  await page.goto(`${server.url}/comments/en/fetch/user`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.author.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.author.password);
  // The page posts to itself and comes back to its own address: wait for that answer, not the address.
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);

  await page.goto(`${server.url}/comments/en/moderation?blogID=1`);
  const waiting = await page.locator('.held > li').count();
  assert.ok(waiting >= 3, 'the demo holds a comment on several posts');
  assert.is(await page.title(), `Moderation: ${waiting} waiting – Porchlight demo blog`);
  assert.equal(await axeViolations(page, 'body'), []);
  assert.is(await page.getByRole('heading', { level: 1 }).count(), 1);
  assert.is(
    await page.getByRole('heading', { level: 2 }).count(),
    waiting,
    'one heading per comment, to jump between them',
  );

  // Tab reaches the first comment's Approve (after any link its text holds), named for its comment.
  let first = '';
  for (let i = 0; i < 8 && !first.startsWith('button'); i++) {
    await page.keyboard.press('Tab');
    first = await focusedControl(page);
  }
  assert.match(first, /^button Approve the comment by .+ on “.+”$/);
  const ring = await focusState(page);
  assert.ok(ring.focusVisible && ring.outlineWidth >= 2, `a visible focus ring: ${JSON.stringify(ring)}`);
  await page.keyboard.press('Enter');
  await page.waitForURL(/done=approved/);
  assert.is(await page.evaluate(() => document.activeElement?.id), 'done', 'focus is on what was done');
  assert.match((await page.locator('#done').textContent())!, /^The comment by .+ is approved: it shows on “.+”\.$/);
  assert.is(await page.title(), `Moderation: ${waiting - 1} waiting – Porchlight demo blog`);
  assert.equal(await axeViolations(page, 'body'), []);

  // From the message, on past Approve: the next comment's Reject.
  let reject = '';
  for (let i = 0; i < 8 && !reject.startsWith('button Reject'); i++) {
    await page.keyboard.press('Tab');
    reject = await focusedControl(page);
  }
  assert.match(reject, /^button Reject the comment by /);
  await page.keyboard.press('Space');
  await page.waitForURL(/done=rejected/);
  assert.is(await page.evaluate(() => document.activeElement?.id), 'done');
  assert.is(await page.locator('#done').textContent(), 'The comment is rejected: it is removed.');
  assert.is(await page.locator('.held > li').count(), waiting - 2);
  assert.equal(await axeViolations(page, 'body'), []);

  // Tab on (past the links a comment's text may hold, and Approve and Reject) to the first Block writer offered: a
  // writer who cannot be blocked gets no such button, and the page says so where it would be.
  let block = '';
  for (let i = 0; i < 30 && !block.startsWith('button Block'); i++) {
    await page.keyboard.press('Tab');
    block = await focusedControl(page);
  }
  assert.match(block, /^button Block writer of the comment by Reachable, “.+” on “.+”, for 30 days$/, block);
  assert.ok(
    await page
      .getByText('This writer cannot be blocked: their comment carries neither an e-mail nor the address it came from.')
      .first()
      .isVisible(),
    'said where Block writer would be for a writer who cannot be blocked',
  );
  await page.keyboard.press('Enter');
  await page.waitForURL(/done=blocked/);
  assert.is(await page.evaluate(() => document.activeElement?.id), 'done');
  assert.match((await page.locator('#done').textContent())!, /is blocked for 30 days/);
  assert.is(await page.locator('.held > li').count(), waiting - 2, 'the comment still waits');
  assert.equal(await axeViolations(page, 'body'), []);
  assert.equal(pageErrors, []);
  await close();
});

// A long queue comes a page at a time (docs/self-hosting.md "Held comments: paged and capped"): the links between pages
// are a named navigation after the comments, reached from the keyboard, and each page is as clean as the first.
test('a long queue: a page of it, the links to the next and the first in a named navigation, zero axe violations on each', async ({
  server,
  browser,
}) => {
  // Written straight to the database, on a post of its own, and removed after: the other test's queue is the demo's.
  const db = openSqlite(server.databaseUrl);
  const store = createSqliteStore(db);
  const queued = await fillHeldQueue(store, 25, () => '3', 'Queued words');
  const { page, close, pageErrors } = await newPage(browser);
  try {
    await page.goto(`${server.url}/comments/en/fetch/user`);
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.author.email);
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.author.password);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);

    await page.goto(`${server.url}/comments/en/moderation?blogID=1`);
    assert.is(await page.locator('.held > li').count(), 20);
    assert.is(await page.title(), 'Moderation: a page of the comments waiting – Porchlight demo blog');
    const pages = page.getByRole('navigation', { name: 'Pages of the comments waiting' });
    assert.is(await pages.getByRole('link').count(), 1, 'the first page: only the next');
    assert.equal(await axeViolations(page, 'body'), []);
    // From the last comment's last button, Tab reaches the next page's link.
    await page.locator('.held > li').last().getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    assert.is(await focusedControl(page), 'link Next comments waiting');
    await Promise.all([page.waitForURL(/after=\d+/), page.keyboard.press('Enter')]);
    assert.ok((await page.locator('.held > li').count()) > 0);
    assert.is(await pages.getByRole('link', { name: 'First comments waiting' }).count(), 1);
    assert.equal(await axeViolations(page, 'body'), []);
    assert.equal(pageErrors, []);
  } finally {
    await close();
    for (const id of queued) await store.deleteComment(id);
    db.close();
  }
});

// WCAG 1.1.1 1.3.1 1.4.3 4.1.2
test('not the author: a page that says why, with zero axe violations', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  const answer = await page.goto(`${server.url}/comments/fr/moderation?blogID=1`);
  assert.is(answer!.status(), 401);
  assert.equal(await axeViolations(page, 'body'), []);
  assert.is(await page.getByRole('link', { name: 'Se connecter' }).count(), 1);
  await close();
});

test.run();
