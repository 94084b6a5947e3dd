import * as assert from 'uvu/assert';
import type { Browser, Locator, Page } from 'playwright';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { axeViolations } from '../helpers/axe.ts';
import { axOf } from '../helpers/heard.ts';
import { openSqlite } from '../../src/server/store/sqlite.ts';

// A reader with JavaScript off (docs/server-rendering.md "Without JavaScript"): the section
// the server rendered is all there is. Every comment is readable by
// following links, no dead button shows, and the plain form posts into
// moderation.
const test = browserSuite('comments without JavaScript', { DEMO_MODERATION: 'off' });

/** The comments, links and visible buttons of the section on the page as it is now. */
const SECTION = `(() => {
  const section = document.querySelector('.pl-comments');
  const shown = (el) => el.getClientRects().length > 0;
  return {
    heading: section.querySelector('h2').textContent,
    ids: [...section.querySelectorAll('article[id^="ob-comment-"]')].filter(shown).map((el) => el.id),
    links: [...section.querySelectorAll('a.pl-more')].filter(shown).map((a) => ({ href: a.href, text: a.textContent })),
    buttons: [...section.querySelectorAll('button')].filter(shown).map((b) => b.textContent),
  };
})()`;

/**
 * axe on the page as a reader without script gets it. axe cannot run in a
 * page without script (it waits on timers), so it runs on a copy: the same
 * markup, its scripts taken out and its `<noscript>` elements opened (as a
 * browser without script parses them), with nothing fetched.
 */
async function violationsAsRead(browser: Browser, page: Page, selector: string): Promise<string[]> {
  const markup = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<(\/?)noscript>/g, '<$1div>');
  const copy = await newPage(browser);
  await copy.page.route('**/*', (route) => route.abort());
  await copy.page.setContent(markup);
  const found = await axeViolations(copy.page, selector);
  await copy.close();
  return found;
}

/**
 * Clicks `control` (a link followed, a form sent) and waits until the page it leads to has loaded: a read
 * before then reads the page the click left, or one still arriving.
 */
async function goesTo(page: Page, control: Locator): Promise<void> {
  await Promise.all([page.waitForNavigation(), control.click()]);
}

type Section = { heading: string; ids: string[]; links: { href: string; text: string }[]; buttons: string[] };

test('every comment of the post is readable by following "More comments" and "More replies" as links', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { javaScriptEnabled: false });
  const seen = new Set<string>();
  const visited = new Set<string>();
  const queue = [`${server.url}/posts/1`];
  let total = NaN;
  const followed = { comments: 0, replies: 0 };
  while (queue.length) {
    const url = queue.shift()!;
    if (visited.has(url)) continue;
    visited.add(url);
    assert.ok(visited.size <= 20, 'the links end');
    const answer = await page.goto(url);
    assert.is(answer!.status(), 200, url);
    const section = (await page.evaluate(SECTION)) as Section;
    total = Number(/\((\d+)\)/.exec(section.heading)![1]);
    section.ids.forEach((id) => seen.add(id));
    // The buttons need script: none shows; the plain form's submit button does, and the sort form's.
    assert.equal(section.buttons, ['Post comment', 'Sort'], url);
    for (const link of section.links) {
      followed[/comments_thread=/.test(link.href) ? 'replies' : 'comments']++;
      queue.push(link.href);
    }
  }
  assert.ok(followed.comments >= 1 && followed.replies >= 1, 'both kinds of link were there to follow');
  assert.is(seen.size, total, 'every visible comment of the post was shown on some page');
  await close();
});

test('"More replies" leads to the thread with every reply, named after its writer', async ({ server, browser }) => {
  const { page, close } = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${server.url}/posts/1`);
  let more = page.getByRole('link', { name: /^More replies to / });
  if (!(await more.count())) {
    await goesTo(page, page.getByRole('link', { name: 'More comments' }));
    more = page.getByRole('link', { name: /^More replies to / });
  }
  const thread = /comments_thread=(\d+)/.exec((await more.first().getAttribute('href'))!)![1]!;
  const before = await page.locator(`#ob-comment-${thread} ~ ol article`).count();
  await goesTo(page, more.first());
  assert.match(page.url(), new RegExp(`#ob-comment-${thread}$`));
  const after = await page.locator(`#ob-comment-${thread} ~ ol article`).count();
  assert.ok(after > before, `the thread shows more replies (${before} → ${after})`);
  assert.is(
    await page
      .locator(`#ob-comment-${thread}`)
      .locator('xpath=..')
      .getByRole('link', { name: /^More replies/ })
      .count(),
    0,
    'and no link for more',
  );
  assert.equal(await violationsAsRead(browser, page, '.pl-comments'), []);
  await close();
});

// WCAG 1.3.1 1.3.2
test('the thread page reads as the conversation: every reply oldest first, each saying whom it answers, linked', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${server.url}/posts/1`);
  await goesTo(page, page.getByRole('link', { name: /^More replies to Grace/ }));
  const replies = page.getByRole('list', { name: 'Replies to Grace' }).locator('> li > article');
  assert.is(await replies.count(), 14);
  const ids = await replies.evaluateAll((els) => els.map((el) => Number(el.id.replace('ob-comment-', ''))));
  assert.equal(
    ids,
    [...ids].sort((a, b) => a - b),
  );
  // Jonas's "Donations only." answers Dmitri's question, after it, and says so in its name and with a link to it.
  const question = replies.filter({ hasText: 'Is the museum free?' });
  const answer = replies.filter({ hasText: 'Donations only.' });
  assert.is(
    ids.indexOf(Number((await answer.getAttribute('id'))!.slice(11))),
    ids.indexOf(Number((await question.getAttribute('id'))!.slice(11))) + 1,
  );
  assert.match((await axOf(page, answer)).name, /^Jonas In reply to Dmitri \S/);
  assert.is(
    await answer.getByRole('link', { name: 'In reply to Dmitri' }).getAttribute('href'),
    `#${await question.getAttribute('id')}`,
  );
  assert.equal(await violationsAsRead(browser, page, '.pl-comments'), []);
  await close();
});

test('the plain form posts a comment that waits for moderation, and the reader is told so', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${server.url}/posts/2`);
  const form = page.getByRole('group', { name: 'Add a comment' });
  assert.ok(
    await form.getByText('waits for the author’s approval').isVisible(),
    'the form says so before the reader writes',
  );
  assert.equal(await violationsAsRead(browser, page, '.pl-comments'), []);
  // Bad input the browser lets through (its own checks stop the rest): the server's clear error, and the form again as typed.
  await form.getByLabel('Name (required)').fill('Nadia');
  await form.getByLabel('Email').fill('nadia@example.com');
  await form.getByLabel('Website').fill('ftp://files.example');
  await form.getByLabel('Comment (required)').fill('Read without script, written without script.');
  await goesTo(page, form.getByRole('button', { name: 'Post comment' }));
  assert.match((await page.getByRole('heading', { level: 1 }).textContent())!, /not posted/);
  assert.ok(
    await page
      .locator('.pl-alert')
      .getByText(/http:\/\/ or https:\/\//)
      .isVisible(),
    'what is wrong is said',
  );
  assert.is(await page.getByLabel('Comment (required)').inputValue(), 'Read without script, written without script.');
  assert.is(await page.getByLabel('Name (required)').inputValue(), 'Nadia');
  assert.equal(await violationsAsRead(browser, page, 'main'), []);
  await page.getByLabel('Website').fill('');
  await goesTo(page, page.getByRole('button', { name: 'Post comment' }));
  assert.match(page.url(), /\/comments\/posted\?/);
  assert.match((await page.getByRole('status').textContent())!, /awaiting moderation/);
  assert.equal(await violationsAsRead(browser, page, 'main'), []);
  await goesTo(page, page.getByRole('link', { name: 'Back to the post' }));
  assert.is(new URL(page.url()).pathname, '/posts/2');
  assert.is(await page.getByText('Read without script').count(), 0, 'held: not shown');
  await close();

  const db = openSqlite(server.databaseUrl);
  const stored = db
    .prepare('SELECT post_id, name, email, body, is_visible FROM comments WHERE body LIKE ?')
    .all('Read without script%');
  db.close();
  assert.equal(stored, [
    {
      post_id: 2,
      name: 'Nadia',
      email: 'nadia@example.com',
      body: 'Read without script, written without script.',
      is_visible: 0,
    },
  ]);
});

test('refused: each error is linked to its field, a name of spaces is marked invalid, the page looks like the section', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${server.url}/posts/2`);
  const form = page.getByRole('group', { name: 'Add a comment' });
  await form.getByLabel('Name (required)').fill('   ');
  await form.getByLabel('Website').fill('ftp://files.example');
  await form.getByLabel('Comment (required)').fill('Spaces for a name.');
  await goesTo(page, form.getByRole('button', { name: 'Post comment' }));
  assert.match((await page.getByRole('heading', { level: 1 }).textContent())!, /not posted/);
  // Each refused field says so, and is described by why (Chromium's own description of it).
  const name = page.getByLabel('Name (required)');
  const website = page.getByLabel('Website');
  for (const field of [name, website]) {
    assert.is(await field.getAttribute('aria-invalid'), 'true');
    const { description } = await axOf(page, field);
    assert.ok(description.length > 0, 'described by its error');
    assert.ok(await page.getByText(description, { exact: true }).first().isVisible());
  }
  assert.is(await page.getByLabel('Email').getAttribute('aria-invalid'), null, 'what was right is not marked');
  // The summary's messages are links to their fields: following one puts the reader in the field.
  const links = page.locator('.pl-alert a');
  assert.is(await links.count(), 2);
  assert.is(await links.nth(0).textContent(), (await axOf(page, name)).description);
  await links.nth(1).click();
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'website');
  // Styled like the section: its fields laid out as there, its errors in its error colour.
  const look = await page.evaluate(() => ({
    field: getComputedStyle(document.querySelector('.pl-field')!).display,
    error: getComputedStyle(document.querySelector('.pl-error')!).color,
    text: getComputedStyle(document.body).color,
  }));
  assert.is(look.field, 'grid');
  assert.is.not(look.error, look.text);
  assert.equal(await violationsAsRead(browser, page, 'main'), []);
  await close();
});

test('a post from another site is refused and stores nothing', async ({ server }) => {
  const body = new URLSearchParams({ postID: '2', locale: 'en', name: 'Mallory', comment: 'From elsewhere.' });
  const answer = await fetch(`${server.url}/comments/post`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
    body,
    redirect: 'manual',
  });
  assert.is(answer.status, 403);
  assert.match(await answer.text(), /only from this site/);
  const db = openSqlite(server.databaseUrl);
  assert.equal(db.prepare('SELECT count(*) AS n FROM comments WHERE body = ?').get('From elsewhere.'), { n: 0 });
  db.close();
});

test.run();
