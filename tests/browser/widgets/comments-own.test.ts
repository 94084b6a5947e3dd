import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { commentsQuery, commentsReady, focused, SECTION } from '../../helpers/comments-page.ts';
import { heard, heardSaid, recordLiveRegions } from '../../helpers/heard.ts';

// Editing and deleting one's own comment from its menu: offered only on the
// reader's own comment, the editor and the question in place of its text,
// what is heard, where focus goes, what the server keeps, and every refusal
// said in place with nothing typed lost. Moderation is off: comments show at once.
const test = browserSuite('comment section: editing and deleting your own comment', { DEMO_MODERATION: 'off' });

const OWN_KEY = 'porchlight-own-comments';

async function open(page: Page, url: string) {
  await recordLiveRegions(page, SECTION);
  await page.goto(url);
  await commentsReady(page);
}

/** Posts a comment (or, with `replyTo`, a reply) as an anonymous reader and waits for it to be listed. */
async function post(page: Page, text: string, replyTo?: Locator) {
  if (replyTo) await replyTo.getByRole('button', { name: /^Reply/ }).click();
  else await page.getByRole('button', { name: 'Add a comment' }).click();
  // Focus goes to the name, or to the comment once the name is remembered from a first post.
  await page.waitForFunction(() =>
    ['user.name', 'comment'].includes(document.activeElement?.getAttribute('name') ?? ''),
  );
  if (!(await page.getByLabel('Name (required)').inputValue())) await page.getByLabel('Name (required)').fill('Wren');
  assert.is(await page.getByRole('checkbox').count(), 0, 'a server without a mail server offers no reply mail');
  await page.getByLabel('Comment (required)').fill(text);
  await page.getByRole('button', { name: /^Post (comment|reply)/ }).click();
  const article = page.locator(`${SECTION} article`, { hasText: text });
  await article.waitFor();
  // Found again by its id: while the editor is open its text is the field's value, which no text filter sees.
  return page.locator(`#${await article.getAttribute('id')}`);
}

const menuOf = (article: Locator) => article.getByRole('button', { name: /^Actions/ });
const itemsOf = async (page: Page) => (await page.getByRole('menuitem').allTextContents()).map((text) => text.trim());
const storedBody = async (page: Page, serverUrl: string, id: string) => {
  const answer = await page.request.post(`${serverUrl}/comments/graphql`, {
    data: {
      query:
        'query($postID: ID!) { comments(postID: $postID, locale: en) { edges { node { id comment deleted editedAt replies { edges { node { id comment } } } } } } }',
      variables: { postID: '1' },
    },
  });
  type Node = {
    id: string;
    comment: string;
    deleted: boolean;
    editedAt: string | null;
    replies: { edges: { node: { id: string; comment: string } }[] };
  };
  const edges = ((await answer.json()) as { data: { comments: { edges: { node: Node }[] } } }).data.comments.edges;
  return edges.map((e) => e.node).find((node) => `ob-comment-${node.id}` === id) ?? null;
};

test('keyboard only: Edit on your own comment opens the editor in its place; saved, the new text shows as text with "edited", heard, focus on the comment', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await open(page, `${server.url}/posts/1?${commentsQuery}`);
  const mine = await post(page, 'First version');
  const id = (await mine.getAttribute('id'))!;
  // Someone else's comment offers only its link.
  const other = page.locator(`${SECTION} article`, { hasText: 'Ada' }).first();
  await menuOf(other).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  assert.equal(await itemsOf(page), ['Copy link']);
  await page.keyboard.press('Escape');

  await menuOf(mine).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  assert.equal(await itemsOf(page), ['Copy link', 'Edit', 'Delete', 'Your data… (opens a new window)']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const field = mine.getByRole('textbox', { name: 'Your comment' });
  await field.waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
  assert.is(await field.inputValue(), 'First version', 'the editor starts from the text as written');
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the editor open');

  const hostile = 'Second <img src=x onerror="window.owned=1"> version\non two lines';
  await field.fill(hostile);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // Save
  await mine.getByRole('textbox').waitFor({ state: 'detached' });
  assert.is(
    (await mine.locator('p').first().innerText()).trim(),
    'Second <img src=x onerror="window.owned=1"> version\non two lines',
  );
  assert.is(await mine.locator('img[src=x]').count(), 0, 'markup typed is text, never markup');
  assert.is(await page.evaluate(() => (window as unknown as { owned?: number }).owned), undefined);
  assert.match((await mine.locator('time').nth(1).textContent()) ?? '', /^edited /);
  await page.waitForFunction((id) => document.activeElement?.id === id, id);
  assert.ok((await heard(page)).includes('Your comment is updated.'), (await heard(page)).join(' | '));
  const stored = await storedBody(page, server.url, id);
  assert.is(stored?.comment, 'Second &lt;img src=x onerror=&quot;window.owned=1&quot;&gt; version<br>on two lines');
  assert.ok(stored?.editedAt, 'the server keeps when');
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(pageErrors, []);
  await close();
});

test('Cancel and Escape change nothing and give focus back to the menu button; a refused edit is said in place with the text kept, and the menu stops offering it', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await open(page, `${server.url}/posts/1?${commentsQuery}`);
  const mine = await post(page, 'Kept as it was');
  const id = (await mine.getAttribute('id'))!;
  const chooseEdit = async () => {
    await menuOf(mine).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await mine.getByRole('textbox').waitFor();
  };
  await chooseEdit();
  await mine.getByRole('textbox').fill('changed my mind');
  await page.keyboard.press('Escape');
  await mine.getByRole('textbox').waitFor({ state: 'detached' });
  assert.is((await mine.locator('p').first().innerText()).trim(), 'Kept as it was');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'menu');
  await chooseEdit();
  await mine.getByRole('button', { name: 'Cancel' }).click();
  await mine.getByRole('textbox').waitFor({ state: 'detached' });
  assert.ok(await menuOf(mine).evaluate((el) => el === document.activeElement), await focused(page));

  // After a reload the browser still holds the key; an empty text is refused by the server, in place.
  await page.reload();
  await commentsReady(page);
  await chooseEdit();
  await mine.getByRole('textbox').fill('   ');
  await mine.getByRole('button', { name: 'Save' }).click();
  const problem = mine.locator('.pl-edit .pl-flag');
  await problem.waitFor();
  assert.is(await mine.getByRole('textbox').getAttribute('aria-invalid'), 'true');
  assert.is(await mine.getByRole('textbox').getAttribute('aria-describedby'), await problem.getAttribute('id'));
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the refusal shown');

  // A forged key: refused, said in place, what was typed kept; then the menu no longer offers Edit.
  await page.evaluate((key) => {
    const kept = JSON.parse(localStorage.getItem(key)!);
    for (const one of Object.values(kept) as { key: string }[]) one.key = 'forged-forged-forged-forged-forg';
    localStorage.setItem(key, JSON.stringify(kept));
  }, OWN_KEY);
  await mine.getByRole('textbox').fill('hijacked words');
  await mine.getByRole('button', { name: 'Save' }).click();
  await page.waitForFunction(
    () => document.querySelector('.pl-edit .pl-flag')?.textContent === 'Only the writer of this comment can change it.',
  );
  assert.is(await mine.getByRole('textbox').inputValue(), 'hijacked words', 'nothing typed is lost');
  assert.ok((await heard(page)).includes('Only the writer of this comment can change it.'));
  assert.is((await storedBody(page, server.url, id))?.comment, 'Kept as it was', 'the server changed nothing');
  await mine.getByRole('button', { name: 'Cancel' }).click();
  await menuOf(mine).click();
  await page.getByRole('menu').waitFor();
  assert.equal(await itemsOf(page), ['Copy link'], 'no longer offered');
  assert.equal(pageErrors, []);
  await close();
});

test('Delete asks first, with focus on "Keep it"; deleted, a comment without replies goes and focus moves on; one with replies stays as "Comment deleted"', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await open(page, `${server.url}/posts/1?${commentsQuery}`);
  const lone = await post(page, 'Nobody answered this');
  const loneId = (await lone.getAttribute('id'))!;
  await menuOf(lone).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const question = lone.getByRole('group', { name: 'Delete your comment? This cannot be undone.' });
  await question.waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Keep it');
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the question shown');
  await page.keyboard.press('Enter'); // Keep it
  await question.waitFor({ state: 'detached' });
  assert.ok(await menuOf(lone).evaluate((el) => el === document.activeElement), await focused(page));

  await menuOf(lone).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await question.getByRole('button', { name: 'Delete comment' }).click();
  await page.locator(`#${loneId}`).waitFor({ state: 'detached' });
  // Said once focus has landed where the comment was (src/shared/ui/focus.ts), a frame after it went.
  await heardSaid(page, 'Your comment is deleted.');
  assert.ok((await heard(page)).includes('Your comment is deleted.'), (await heard(page)).join(' | '));
  assert.ok(
    await page.evaluate(() => document.activeElement?.tagName === 'ARTICLE'),
    `focus moved on to a comment: ${await focused(page)}`,
  );
  assert.is(await storedBody(page, server.url, loneId), null, 'gone from the list the server gives');

  const answered = await post(page, 'Someone will answer this');
  const answeredId = (await answered.getAttribute('id'))!;
  await post(page, 'An answer', answered);
  await menuOf(answered).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await answered.getByRole('button', { name: 'Delete comment' }).click();
  const placeholder = page.locator(`#${answeredId}`);
  await page.waitForFunction(
    (id) => document.getElementById(id)?.textContent?.trim() === 'Comment deleted',
    answeredId,
  );
  await page.waitForFunction((id) => document.activeElement?.id === id, answeredId);
  assert.is(
    await placeholder.locator('xpath=..').locator('article', { hasText: 'An answer' }).count(),
    1,
    'its reply reads on under it',
  );
  // And names what it answers as it now is, though the reply itself was not drawn again.
  await placeholder
    .locator('xpath=..')
    .getByRole('link', { name: 'In reply to a deleted comment' })
    .waitFor({ timeout: 5_000 });
  const stored = await storedBody(page, server.url, answeredId);
  assert.is(stored?.deleted, true);
  assert.is(stored?.replies.edges[0]?.node.comment, 'An answer');
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(pageErrors, []);
  await close();
});

test('the last comment deleted: focus on the section’s heading, even where the page’s markup gave it no tabindex (a page rendered before it had one)', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  // Post 2 has no comments; its heading is stripped of the tabindex the section now renders.
  await open(page, `${server.url}/posts/2?${commentsQuery}`);
  const heading = page.locator(`${SECTION} h2`).first();
  await heading.evaluate((el) => el.removeAttribute('tabindex'));
  const only = await post(page, 'The only comment here');
  await menuOf(only).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await only.getByRole('button', { name: 'Delete comment' }).click();
  await only.waitFor({ state: 'detached' });
  await heardSaid(page, 'Your comment is deleted.');
  assert.ok(
    await heading.evaluate((el) => el === document.activeElement),
    `focus on the heading: ${await focused(page)}`,
  );
  assert.is(await heading.getAttribute('tabindex'), '-1', 'out of the Tab order');
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(pageErrors, []);
  await close();
});

test('the editor’s code failing to load is said at the comment’s menu, alone; choosing again once it loads works', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  let blocked = true;
  await page.route(/\/widgets\/lazy\/comments-own-editor-/, (route) =>
    blocked ? route.abort('failed') : route.fallback(),
  );
  await open(page, `${server.url}/posts/1?${commentsQuery}`);
  const mine = await post(page, 'Editable later');
  await menuOf(mine).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await mine.locator('.pl-menu .pl-flag').waitFor();
  assert.is(await mine.locator('.pl-menu .pl-flag').textContent(), 'Something went wrong. Please try again.');
  assert.is((await mine.locator('p').first().innerText()).trim(), 'Editable later', 'the comment reads on');
  blocked = false;
  await menuOf(mine).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await mine.getByRole('textbox', { name: 'Your comment' }).waitFor();
  assert.is(await mine.locator('.pl-menu .pl-flag').count(), 0, 'the failure goes as the reader acts again');
  await close();
});

test.run();
