import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright';
import { DEMO_ACCOUNTS } from '../../../src/demo/seed.ts';
import { createSqliteStore, openSqlite } from '../../../src/server/store/sqlite.ts';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import {
  commentsQuery,
  commentsReady,
  focused,
  formOpened,
  holdOperation,
  routeOperation,
  SECTION,
  sectionLive,
} from '../../helpers/comments-page.ts';
import { axOf, axReading, heard, recordLiveRegions } from '../../helpers/heard.ts';
import { fillHeldQueue } from '../../helpers/held-queue.ts';

// Moderation in place: the blog's signed-in author sees the post's held
// comments in the section, marked as such, with Approve and Reject, and
// closes or reopens the post; nobody else sees any of it. The demo's rule
// holds a new anonymous writer's first comment.
const test = browserSuite('comment section: moderation in place');

/** A page signed in as `who` through the sign-in page, on post 1, what is heard recorded. */
async function signedIn(browser: Browser, serverUrl: string, who: { email: string; password: string }) {
  const opened = await newPage(browser);
  const { page } = opened;
  await page.goto(`${serverUrl}/comments/en/fetch/user`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  // The page posts to itself and comes back to its own address: wait for that answer, not the address (the
  // load state of the page the click left would do at once).
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Sign in' }).click()]);
  await recordLiveRegions(page, SECTION);
  await page.goto(`${serverUrl}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  // A section the server rendered is the same for everyone until the reader's first move upgrades it: then it knows who they are.
  await sectionLive(page);
  return opened;
}

/** An anonymous newcomer's first comment on post 1: held. */
async function holdOne(browser: Browser, serverUrl: string, text: string) {
  const { page, close } = await newPage(browser);
  await page.goto(`${serverUrl}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  await page.getByLabel('Name (required)').fill('Newcomer');
  await page.getByLabel('Email').fill(`new${Date.now()}@example.org`);
  await page.getByLabel('Comment (required)').fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.waitForFunction(() =>
    document.querySelector('.pl-comments [role=status]')?.textContent?.includes('moderation'),
  );
  await close();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Moderation' });
const heardIncludes = async (page: Page, text: string) => {
  await page
    .waitForFunction(
      (text) => (window as unknown as { heardLog: string[] }).heardLog.some((line) => line.includes(text)),
      text,
    )
    .catch(async () => assert.unreachable((await heard(page)).join(' | ')));
};

test('the author, keyboard only: held comments marked as such; Approve shows one in the list, Reject deletes one; focus moves on; heard; axe in each state', async ({
  server,
  browser,
}) => {
  await holdOne(browser, server.url, 'Held words to approve');
  const { page, close, pageErrors } = await signedIn(browser, server.url, DEMO_ACCOUNTS.author);
  await panel(page).waitFor();
  const waiting = panel(page).locator('.pl-waiting');
  const count = Number(/\((\d+)\)/.exec((await waiting.textContent())!)![1]);
  assert.ok(count >= 2, `the seed's held comment and the new one: ${await waiting.textContent()}`);
  const item = panel(page).locator('article', { hasText: 'Held words to approve' });
  assert.is(await item.locator('.pl-badge').textContent(), 'Waiting for approval');
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the panel');
  assert.is(
    await page.locator(`${SECTION} .pl-comments > .pl-list article`, { hasText: 'Held words to approve' }).count(),
    0,
    'not listed for readers yet',
  );

  // Blocking its writer: said where the author acted, focused, heard once (by focus, not by a status too), and kept
  // by the server (by e-mail: the newcomer gave one).
  await item
    .getByRole('button', { name: 'Block writer of the comment by Newcomer, “Held words to approve” for 30 days' })
    .click();
  const blockedWords = 'Blocked for 30 days: what Newcomer writes waits for approval.';
  await page.waitForFunction(() => document.activeElement?.classList.contains('pl-done'));
  assert.is(await page.evaluate(() => document.activeElement?.textContent), blockedWords);
  assert.not.ok((await heard(page)).includes(blockedWords), (await heard(page)).join(' | '));
  const db = openSqlite(server.databaseUrl);
  const blocks = db.prepare("SELECT kind, value FROM blocks WHERE value LIKE 'new%'").all() as {
    kind: string;
    value: string;
  }[];
  db.close();
  assert.equal(
    blocks.map((b) => b.kind),
    ['email'],
  );
  assert.equal(await axeViolations(page, SECTION), [], 'axe, after blocking');

  await item.getByRole('button', { name: 'Approve the comment by Newcomer, “Held words to approve”' }).focus();
  await page.keyboard.press('Enter');
  await heardIncludes(page, 'Approved: the comment by Newcomer is shown.');
  await page.locator(`${SECTION} .pl-comments > .pl-list article`, { hasText: 'Held words to approve' }).waitFor();
  assert.is(await item.count(), 0, 'gone from what waits');
  assert.match((await waiting.textContent())!, `(${count - 1})`);
  await page
    .waitForFunction(() => document.activeElement?.closest('.pl-held-item') !== null, undefined, { timeout: 5000 })
    .catch(async () => assert.unreachable(await focused(page)));
  assert.match(await focused(page), /Approve/, 'focus on the next held comment’s first button');
  assert.equal(await axeViolations(page, SECTION), [], 'axe, after approving');

  // Reject the rest, from the keyboard: focus ends on the panel's heading once none waits.
  for (let left = count - 1; left > 0; left--) {
    await page.keyboard.press('Tab'); // Approve → Reject
    await page.keyboard.press('Enter');
    await heardIncludes(page, 'Rejected:');
    await page.waitForFunction((left) => document.querySelectorAll('.pl-held-item').length === left - 1, left);
  }
  await page.locator(`${SECTION} .pl-waiting`, { hasText: 'No comment is waiting for approval.' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName.startsWith('H'));
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Moderation');

  // Readers see the approved comment; the server kept it shown.
  const reader = await newPage(browser);
  await reader.page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(reader.page);
  assert.is(await reader.page.locator(`${SECTION} article`, { hasText: 'Held words to approve' }).count(), 1);
  await reader.close();
  assert.equal(pageErrors, []);
  await close();
});

// WCAG 2.4.6 4.1.3
test('two held comments by one writer: Approve, Reject and Block writer are told apart by each comment’s first words; what waits is heard once, not as the list’s name too', async ({
  server,
  browser,
}) => {
  await holdOne(browser, server.url, 'The first of two by one name');
  await holdOne(browser, server.url, 'The second of two, and longer than thirty characters');
  const { page, close, pageErrors } = await signedIn(browser, server.url, DEMO_ACCOUNTS.author);
  await panel(page).waitFor();
  const namesOf = async (label: string) => {
    const names: string[] = [];
    const buttons = panel(page).getByRole('button', { name: new RegExp(`^${label} .*Newcomer`) });
    for (let i = 0; i < (await buttons.count()); i++) names.push((await axOf(page, buttons.nth(i))).name);
    return names;
  };
  assert.equal(await namesOf('Approve'), [
    'Approve the comment by Newcomer, “The first of two by one name”',
    'Approve the comment by Newcomer, “The second of two, and longer…”',
  ]);
  assert.equal(await namesOf('Reject'), [
    'Reject the comment by Newcomer, “The first of two by one name”',
    'Reject the comment by Newcomer, “The second of two, and longer…”',
  ]);
  assert.equal(await namesOf('Block writer'), [
    'Block writer of the comment by Newcomer, “The first of two by one name” for 30 days',
    'Block writer of the comment by Newcomer, “The second of two, and longer…” for 30 days',
  ]);
  // The count is a paragraph read once before the list; the list carries no name that repeats it.
  const waiting = (await panel(page).locator('.pl-waiting').textContent())!;
  assert.match(waiting, /^Waiting for approval \(\d+\)$/);
  const list = panel(page).locator('ol.pl-list');
  assert.is((await axOf(page, list)).name, '', 'the list is not named by the count again');
  const reading = (await axReading(page, panel(page))).filter(
    (node) => node.role !== 'InlineTextBox' && node.name.includes('Waiting for approval ('),
  );
  assert.is(reading.length, 1, JSON.stringify(reading));
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(pageErrors, []);
  await close();
});

test('a long queue: the panel shows a page and says more wait; "Show more waiting" adds the next, heard, focus on the first of them; writers who cannot be blocked are said to be so, with no Block writer', async ({
  server,
  browser,
}) => {
  // Written straight to the database, on a post of its own: the other tests' queue on post 1 stays as it was.
  const db = openSqlite(server.databaseUrl);
  const store = createSqliteStore(db);
  const queued = await fillHeldQueue(store, 25, () => '3', 'Queued words');
  try {
    const { page, close, pageErrors } = await signedIn(browser, server.url, DEMO_ACCOUNTS.author);
    await page.goto(`${server.url}/posts/3?${commentsQuery}`);
    await commentsReady(page);
    await sectionLive(page);
    await panel(page).waitFor();
    const items = panel(page).locator('.pl-held-item');
    await items.first().waitFor();
    assert.is(await items.count(), 20, 'one page');
    assert.is(await panel(page).locator('.pl-waiting').textContent(), 'Waiting for approval (20 shown, more below)');
    assert.equal(await axeViolations(page, SECTION), [], 'axe, with more to show');
    // Written with neither an e-mail nor a kept address: no Block writer the server would refuse; why, where it would be.
    const unblockable = panel(page).locator('article', { hasText: 'Queued words 0' });
    assert.is(await unblockable.getByRole('button', { name: /^Block writer/ }).count(), 0);
    assert.ok(
      await unblockable
        .getByText(
          'This writer cannot be blocked: their comment carries neither an e-mail nor the address it came from.',
        )
        .isVisible(),
    );
    await panel(page).getByRole('button', { name: 'Show more waiting' }).click();
    await heardIncludes(page, '6 more waiting shown.');
    assert.is(await items.count(), 26, 'the seed’s held comment and all 25');
    assert.is(await panel(page).locator('.pl-waiting').textContent(), 'Waiting for approval (26)');
    assert.is(await panel(page).getByRole('button', { name: 'Show more waiting' }).count(), 0, 'none left to show');
    await page
      .waitForFunction(() => document.activeElement?.closest('.pl-held-item') !== null, undefined, { timeout: 5000 })
      .catch(async () => assert.unreachable(await focused(page)));
    assert.match(await focused(page), /Approve the comment by Queued 19/, 'focus on the first one added');
    assert.equal(pageErrors, []);
    await close();
  } finally {
    for (const id of queued) await store.deleteComment(id);
    db.close();
  }
});

test('the author closes the post, and reopens it: said where they acted and heard; readers get no form meanwhile', async ({
  server,
  browser,
}) => {
  const { page, close } = await signedIn(browser, server.url, DEMO_ACCOUNTS.author);
  await panel(page).waitFor();
  await panel(page).getByRole('button', { name: 'Close comments' }).click();
  await heardIncludes(page, 'Comments are closed on this post.');
  await panel(page)
    .getByText('Comments are closed on this post: what is here stays readable, nothing new is taken.')
    .waitFor();
  assert.equal(await axeViolations(page, SECTION), []);

  const reader = await newPage(browser);
  await reader.page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(reader.page);
  assert.is(await reader.page.getByRole('button', { name: 'Add a comment' }).count(), 0, 'closed: no form for readers');
  assert.ok((await reader.page.locator(`${SECTION} article`).count()) > 0, 'what is there stays readable');

  await panel(page).getByRole('button', { name: 'Reopen comments' }).click();
  await heardIncludes(page, 'Comments are open again on this post.');
  await reader.page.reload();
  await commentsReady(reader.page);
  assert.is(await reader.page.getByRole('button', { name: 'Add a comment' }).count(), 1, 'open again');
  await reader.close();
  await close();
});

test('an action that fails is said at the comment it was for, heard, and changes nothing; the same press works once the server answers', async ({
  server,
  browser,
}) => {
  await holdOne(browser, server.url, 'Held while the server fails');
  const { page, close } = await signedIn(browser, server.url, DEMO_ACCOUNTS.author);
  await panel(page).waitFor();
  let failing = true;
  await routeOperation(page, 'approveComment', (route) =>
    failing ? route.fulfill({ status: 500, body: 'no' }) : route.fallback(),
  );
  const item = panel(page).locator('article', { hasText: 'Held while the server fails' });
  await item.getByRole('button', { name: /^Approve/ }).click();
  await heardIncludes(page, 'Something went wrong. Please try again.');
  assert.is(await item.locator('.pl-flag').textContent(), 'Something went wrong. Please try again.');
  assert.is(await item.count(), 1, 'still waiting');
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the failure shown');
  failing = false;
  await item.getByRole('button', { name: /^Approve/ }).click();
  await item.waitFor({ state: 'detached' });
  await page
    .locator(`${SECTION} .pl-comments > .pl-list article`, { hasText: 'Held while the server fails' })
    .waitFor();
  await close();
});

test('the author pins a thread from its menu: first in a list named "Pinned", once on the page, for every reader; then unpins it', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await signedIn(browser, server.url, DEMO_ACCOUNTS.author);
  await panel(page).waitFor();
  const list = page.locator(`${SECTION} .pl-comments > .pl-list:not(.pl-pinned) > li > article`);
  const last = list.last();
  const id = (await last.getAttribute('id'))!;
  await last.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Pin to the top' }).click();
  await heardIncludes(page, 'Pinned to the top.');
  const pinnedList = page.getByRole('list', { name: 'Pinned' });
  await pinnedList.locator(`#${id}`).waitFor();
  await page.waitForFunction((id) => document.activeElement?.id === id, id);
  assert.is(await page.locator(`#${id}`).count(), 1, 'once on the page');
  assert.ok((await pinnedList.locator(`#${id} .pl-badge`).allTextContents()).includes('Pinned'));
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with a pinned thread');

  const reader = await newPage(browser);
  await reader.page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(reader.page);
  const first = reader.page.locator(`${SECTION} article.pl-comment`).first();
  assert.is(await first.getAttribute('id'), id, 'first for readers, as the server rendered it too');
  assert.is(await reader.page.locator(`#${id}`).count(), 1);
  await reader.close();

  await page
    .locator(`#${id}`)
    .getByRole('button', { name: /^Actions/ })
    .click();
  // The first page comes again with the server's pick. A reader who moves on while it comes (here to the sort's
  // select) leaves no focus in the pinned thread, and a new list is drawn a few threads a task, on a slow device more
  // than a frame apart: the comment, the last of the page, is drawn with the list's first render all the same (the
  // render that takes the pinned list away), so focus goes to it, and never to the heading first.
  const answer = await holdOperation(page, 'RootComments');
  await page.getByRole('menuitem', { name: 'Unpin' }).click();
  await page.getByLabel('Sort comments').focus();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.evaluate((id) => {
    const seen = window as unknown as { focusedIn: string[]; listedWithFirstRender?: boolean };
    seen.focusedIn = [];
    document.addEventListener('focusin', (event) => seen.focusedIn.push((event.target as HTMLElement).id));
    const watch = new MutationObserver(() => {
      if (document.querySelector('.pl-pinned')) return;
      seen.listedWithFirstRender = !!document.querySelector(`.pl-comments > .pl-list:not(.pl-gone) #${id}`);
      watch.disconnect();
    });
    watch.observe(document.body, { childList: true, subtree: true });
  }, id);
  answer();
  await heardIncludes(page, 'Unpinned.');
  await pinnedList.waitFor({ state: 'detached' });
  await page.waitForFunction((id) => document.activeElement?.id === id, id, { timeout: 5000 }).catch(() => {});
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  assert.equal(await page.evaluate(() => (window as unknown as { focusedIn: string[] }).focusedIn), [id]);
  assert.is(
    await page.evaluate(() => (window as unknown as { listedWithFirstRender?: boolean }).listedWithFirstRender),
    true,
    'in the list at its first render',
  );
  assert.is(await page.locator(`#${id}`).count(), 1, 'back in its place');
  assert.equal(pageErrors, []);
  await close();
});

test('the author deletes a shown comment from its menu, keyboard only: asked in its place with focus on "Keep it"; a failure said there; done, it goes for every reader, heard, focus on its neighbour', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await signedIn(browser, server.url, DEMO_ACCOUNTS.author);
  await panel(page).waitFor();
  // Chloé's question, which Margot's reply answers: both go, as the server deletes them. They are the newest of
  // Bastien's thread, whose replies run oldest first: "More replies" brings them.
  await page.getByRole('button', { name: /^More replies to Bastien/ }).click();
  const reply = page.locator(`${SECTION} .pl-replies article`, { hasText: 'Is it passable by bike now?' });
  const answer = page.locator(`${SECTION} .pl-replies article`, { hasText: 'walk the bike over the bridge' });
  await answer.waitFor();
  assert.is(await answer.count(), 1);
  const heading = page.locator(`${SECTION} h2`).first();
  const countBefore = Number(/\((\d+)\)/.exec(await heading.innerText())![1]);
  const id = (await reply.getAttribute('id'))!;
  const name = (await reply.locator('.pl-name').innerText()).trim();
  const target = page.locator(`#${id}`);
  const menuButton = target.getByRole('button', { name: /^Actions/ });
  const choose = async () => {
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    const items = (await page.getByRole('menuitem').allTextContents()).map((text) => text.trim());
    assert.equal(items, ['Copy link', 'Delete'], 'a reply: no pin, and Delete once');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
  };
  await choose();
  const question = target.getByRole('group', {
    name: `Delete this comment by ${name}, and its replies? This cannot be undone.`,
  });
  await question.waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Keep it');
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the question open');
  await page.keyboard.press('Escape');
  await question.waitFor({ state: 'detached' });
  await page
    .waitForFunction((id) => document.activeElement === document.querySelector(`#${id} [aria-haspopup]`), id)
    .catch(async () => assert.unreachable(await focused(page)));

  // Refused once: said in the question and heard, the comment stays.
  let failing = true;
  await routeOperation(page, 'deleteComment', (route) =>
    failing ? route.fulfill({ status: 500, body: 'no' }) : route.fallback(),
  );
  await choose();
  await question.waitFor();
  // The question gives "Keep it" the focus a frame after it shows: moved on before that, the focus would be taken back,
  // and the second Enter below would keep the comment.
  await page.waitForFunction(() => document.activeElement?.textContent === 'Keep it');
  await question.getByRole('button', { name: 'Delete comment' }).focus();
  await page.keyboard.press('Enter');
  await question.locator('.pl-flag').waitFor();
  assert.match(await question.locator('.pl-flag').innerText(), /Please try again/);
  await heardIncludes(page, 'Please try again');
  assert.is(await target.count(), 1);

  failing = false;
  await page.keyboard.press('Enter');
  await heardIncludes(page, `Deleted: the comment by ${name}.`);
  await target.waitFor({ state: 'detached' });
  assert.is(await answer.count(), 0, 'the reply that answered it went with it');
  assert.is(await heading.innerText(), `Comments (${countBefore - 2})`);
  await page.waitForFunction(
    () => document.activeElement?.tagName === 'ARTICLE' || /^H\d$/.test(document.activeElement?.tagName ?? ''),
  );
  assert.equal(await axeViolations(page, SECTION), []);

  const reader = await newPage(browser);
  await reader.page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(reader.page);
  assert.is(await reader.page.locator(`#${id}`).count(), 0, 'gone for every reader');
  await reader.close();
  assert.equal(pageErrors, []);
  await close();
});

test('the moderation chunk failing to load fails alone: the author reads, votes and writes as any reader, and the failure is logged', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  const failureLogged = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'error' && message.text().includes('moderation could not be loaded'),
  });
  await page.route(/\/widgets\/lazy\/comments-moderation-/, (route) => route.abort('failed'));
  await page.goto(`${server.url}/comments/en/fetch/user`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.author.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.author.password);
  // The page posts to itself and comes back to its own address: wait for that answer, not the address (the
  // load state of the page the click left would do at once).
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Sign in' }).click()]);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  await sectionLive(page);
  await failureLogged;
  assert.ok(
    logged.some((line) => line.includes('moderation could not be loaded')),
    logged.join(' | '),
  );
  assert.is(await panel(page).count(), 0);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await page.getByLabel('Comment (required)').waitFor();
  assert.ok((await page.locator(`${SECTION} article`).count()) > 0);
  assert.equal(pageErrors, []);
  await close();
});

test('a signed-in reader who is not the author, and an anonymous one, see no moderation at all', async ({
  server,
  browser,
}) => {
  const { page, close } = await signedIn(browser, server.url, DEMO_ACCOUNTS.reader);
  assert.is(await panel(page).count(), 0);
  assert.is(await page.locator(`${SECTION} .pl-held-item`).count(), 0);
  await close();
});

test.run();
