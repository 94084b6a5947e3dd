import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import type { Page } from 'playwright';
import { DEMO_ACCOUNTS } from '../../../src/demo/seed.ts';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { commentsReady, viewerName } from '../../helpers/comments-page.ts';

/**
 * A signed-in reader's own data (docs/self-hosting.md "Readers' data"): reached from the section, downloaded,
 * and the account deleted after a second question, all from the keyboard; the replies under their comments read on.
 */
const test = browserSuite('account page');
const SECTION = '[data-porchlight="comments"]';

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Signs in through the section's own button and popup, so the section hears of it (window.porchlightLogin). */
async function signIn(page: Page, account: { email: string; password: string }) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.locator(SECTION).getByRole('button', { name: 'Sign in (opens a new window)' }).click(),
  ]);
  await popup.getByLabel('Email').fill(account.email);
  await popup.getByLabel('Password').fill(account.password);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
}

test('from the section to the account page: the data downloaded, then the account deleted, from the keyboard', async ({
  server,
  browser,
}) => {
  const db = new Database(server.databaseUrl.replace(/^sqlite:/, ''));
  const reader = db.prepare('SELECT id FROM accounts WHERE email = ?').get(DEMO_ACCOUNTS.reader.email) as {
    id: number;
  };
  const theirs = db
    .prepare('SELECT id, post_id FROM comments WHERE account_id = ? ORDER BY id LIMIT 1')
    .get(reader.id) as {
    id: number;
    post_id: number;
  };
  // Someone answered them: the answer must read on once they are gone.
  const reply = db
    .prepare(
      `INSERT INTO comments (post_id, parent_id, thread_id, name, body, is_visible) VALUES (?, ?, ?, 'Answerer', 'An answer that stays', 1) RETURNING id`,
    )
    .get(theirs.post_id, theirs.id, theirs.id) as { id: number };

  const { page, close, pageErrors } = await newPage(browser);
  await page.goto(`${server.url}/posts/${theirs.post_id}?comments=client`);
  await commentsReady(page);
  await signIn(page, DEMO_ACCOUNTS.reader);
  const link = page
    .locator(SECTION)
    .getByRole('link', { name: `Signed in as ${DEMO_ACCOUNTS.reader.name} (opens a new window)` });
  await link.focus();
  const [account] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await account.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
  assert.is(await account.title(), 'Your account');
  assert.equal(await axeViolations(account, 'body'), []);
  assert.ok(
    (await account.locator('main').textContent())!.includes(`You are signed in as ${DEMO_ACCOUNTS.reader.name}.`),
  );

  // Download: the button reached by Tab, pressed with Enter.
  await account.getByRole('button', { name: 'Download my data' }).focus();
  const [download] = await Promise.all([account.waitForEvent('download'), account.keyboard.press('Enter')]);
  assert.match(download.suggestedFilename(), /^porchlight-data-\d{4}-\d{2}-\d{2}\.json$/);
  // Read through the stream: the suite's browser may run in another process, where the file is.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  assert.is(data.account.email, DEMO_ACCOUNTS.reader.email);
  assert.ok(
    data.comments.some((c: { id: string }) => c.id === String(theirs.id)),
    'their comment is in the download',
  );
  assert.not.ok(JSON.stringify(data).includes('password'), 'no password hash in the download');

  // Deleting asks again; focus starts on keeping the account.
  await account.getByRole('link', { name: 'Delete my account…' }).focus();
  await Promise.all([account.waitForURL(/\/account\/delete$/), account.keyboard.press('Enter')]);
  await account.getByRole('heading', { level: 1, name: 'Delete your account?' }).waitFor();
  await account.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Keep my account');
  assert.equal(await axeViolations(account, 'body'), []);
  await account.keyboard.press('Tab');
  assert.is(await focused(account), 'Delete my account');
  await Promise.all([account.waitForURL(/\/account\/deleted$/), account.keyboard.press('Enter')]);
  assert.is(await account.getByRole('status').textContent(), 'Your account and your data are deleted.');
  assert.equal(await axeViolations(account, 'body'), []);

  // The page that opened it is signed out, and says so where the reader was.
  await page.locator(SECTION).getByRole('button', { name: 'Sign in (opens a new window)' }).waitFor();
  assert.is(await viewerName(page), null);
  const count = (sql: string, ...values: unknown[]) => (db.prepare(sql).get(...values) as { n: number }).n;
  assert.is(count('SELECT count(*) AS n FROM accounts WHERE id = ?', reader.id), 0);
  assert.is(
    count('SELECT count(*) AS n FROM comments WHERE name = ?', DEMO_ACCOUNTS.reader.name),
    0,
    'their name nowhere',
  );
  const kept = db.prepare('SELECT deleted, name, body FROM comments WHERE id = ?').get(theirs.id) as {
    deleted: number;
    name: string;
    body: string;
  };
  assert.equal(kept, { deleted: 1, name: '', body: '' }, 'answered: a placeholder');
  assert.is(
    (db.prepare('SELECT body FROM comments WHERE id = ?').get(reply.id) as { body: string }).body,
    'An answer that stays',
  );
  // As a reader following a link to the answer sees it: under the placeholder, whole.
  await page.goto(`${server.url}/posts/${theirs.post_id}?comments=client#ob-comment-${reply.id}`);
  await page.locator(`#ob-comment-${reply.id}`).waitFor();
  assert.ok((await page.locator(`#ob-comment-${reply.id}`).textContent())!.includes('An answer that stays'));
  assert.ok((await page.locator(`#ob-comment-${theirs.id}`).textContent())!.includes('Comment deleted'));
  assert.equal(pageErrors, []);
  db.close();
  await close();
});

test('signed out, the account page asks to sign in; another site cannot delete an account or take its data', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/comments/en/fetch/account`);
  assert.ok((await page.locator('main').textContent())!.includes('Sign in to see your account and your data.'));
  assert.equal(await axeViolations(page, 'body'), []);
  await page.goto(`${server.url}/posts/1?comments=client`);
  await commentsReady(page);
  await signIn(page, DEMO_ACCOUNTS.author);
  // The author's own session, sent from another site's form: refused, and the account stays.
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  for (const path of ['/comments/en/fetch/account/delete', '/comments/en/fetch/account/data']) {
    const answer = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    assert.is(answer.status, 403, path);
  }
  assert.is(await viewerName(page), DEMO_ACCOUNTS.author.name);
  await close();
});

test.run();
