import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import type { Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { startSmtp } from '../../helpers/smtp.ts';

/**
 * An anonymous writer's data by their e-mail (docs/self-hosting.md "Readers' data"), against the built server
 * mailing through a real SMTP server in this process: asked for, the link followed, the data downloaded and the
 * comments erased after a second question, by keyboard alone, every page checked by axe.
 */
const smtp = await startSmtp();
const test = browserSuite('an anonymous writer’s data', { SMTP_URL: smtp.url, MAIL_FROM: 'Demo <blog@example.org>' });
test.after(() => smtp.stop());

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('asked by e-mail, mailed a link, downloaded, then erased: focus, what is said, and the replies that stay', async ({
  server,
  browser,
}) => {
  const db = new Database(server.databaseUrl.replace(/^sqlite:/, ''));
  const theirs = db
    .prepare(
      `INSERT INTO comments (post_id, name, email, body, is_visible) VALUES (2, 'Wren', 'Wren@Example.org', 'Written without an account', 1) RETURNING id`,
    )
    .get() as { id: number };
  const reply = db
    .prepare(
      `INSERT INTO comments (post_id, parent_id, thread_id, name, body, is_visible) VALUES (2, ?, ?, 'Answerer', 'An answer that stays', 1) RETURNING id`,
    )
    .get(theirs.id, theirs.id) as { id: number };

  const { page, close, pageErrors } = await newPage(browser);
  await page.goto(`${server.url}/comments/en/fetch/data`);
  assert.is(await page.title(), 'Comments written without an account');
  await page.waitForFunction(() => document.activeElement?.id === 'writer-email');
  assert.equal(await axeViolations(page, 'body'), []);
  await page.keyboard.type('wren@example.org');
  await page.keyboard.press('Enter');
  await page.getByRole('status').waitFor();
  assert.is(
    await page.getByRole('status').textContent(),
    'If comments were written with this address, a link is on its way to it. It is good for an hour.',
  );
  assert.equal(await axeViolations(page, 'body'), []);

  const [mail] = await smtp.arrived(1);
  assert.equal(mail!.to, ['wren@example.org']);
  const link = /(http:\/\/\S+\/comments\/en\/fetch\/data\/mailed\?token=\S+)/.exec(mail!.mail.text ?? '')![1]!;
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Comments written without an account' }).waitFor();
  assert.ok(
    (await page.locator('main').textContent())!.includes(
      'Comments written with \u2068wren@example.org\u2069 and no account: 1.',
    ),
  );
  assert.equal(await axeViolations(page, 'body'), []);

  await page.getByRole('button', { name: 'Download my data' }).focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  assert.equal(
    data.comments.map((c: { body: string }) => c.body),
    ['Written without an account'],
  );

  await page.keyboard.press('Tab');
  assert.is(await focusedText(page), 'Erase my comments…');
  await Promise.all([page.waitForURL(/\/mailed\/confirm$/), page.keyboard.press('Enter')]);
  await page.getByRole('heading', { level: 1, name: 'Erase your comments?' }).waitFor();
  // Focus starts on keeping them: the choice that loses nothing.
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Keep my comments');
  assert.equal(await axeViolations(page, 'body'), []);
  await page.keyboard.press('Tab');
  assert.is(await focusedText(page), 'Erase my comments');
  await Promise.all([page.waitForURL(/\/fetch\/data\/erased$/), page.keyboard.press('Enter')]);
  assert.is(await page.getByRole('status').textContent(), 'Your comments and their data are erased.');
  assert.equal(await axeViolations(page, 'body'), []);

  const kept = db.prepare('SELECT deleted, name, email, body FROM comments WHERE id = ?').get(theirs.id);
  assert.equal(kept, { deleted: 1, name: '', email: null, body: '' }, 'answered: a placeholder');
  assert.equal(db.prepare('SELECT body FROM comments WHERE id = ?').get(reply.id), { body: 'An answer that stays' });
  // The link opens nothing more to erase: the address wrote nothing now.
  await page.goto(link);
  assert.ok((await page.locator('main').textContent())!.includes('no account: 0.'));
  assert.equal(pageErrors, []);
  db.close();
  await close();
});

test.run();
