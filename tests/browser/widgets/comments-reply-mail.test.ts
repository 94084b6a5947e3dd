import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { commentsQuery, commentsReady, formOpened, SECTION } from '../../helpers/comments-page.ts';
import { heard, recordLiveRegions } from '../../helpers/heard.ts';
import { startSmtp } from '../../helpers/smtp.ts';

// "Tell me about replies" in the comment form, against the built server
// sending through a real SMTP server in this process: the box, its refusal
// without an e-mail, what is heard, the confirmation mail and its page, and
// the mail a reply brings. Moderation is off: comments show at once.
const smtp = await startSmtp();
const test = browserSuite('comment section: reply notifications by e-mail', {
  DEMO_MODERATION: 'off',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Demo blog <blog@example.org>',
});
test.after(() => smtp.stop());

/** The mails received once the `count`-th has come: exactly `count`, none more. */
async function mails(count: number) {
  const received = await smtp.arrived(count);
  assert.is(received.length, count, 'mails received');
  return received;
}

async function openForm(page: Page, url: string) {
  await recordLiveRegions(page, SECTION);
  await page.goto(url);
  await commentsReady(page);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
}

test('the box is offered, described, and keyboard-checked; asked without an e-mail the field says so; then the comment is posted, heard with where to look, and the confirmation mail arrives', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await openForm(page, `${server.url}/posts/1?${commentsQuery}`);
  const box = page.getByRole('checkbox', { name: 'Tell me about replies by e-mail' });
  assert.is(
    await box.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent()),
    'The first time, we send you an e-mail to confirm.',
  );
  await page.getByLabel('Name (required)').fill('Mia');
  await page.getByLabel('Comment (required)').fill('Who else walked the towpath?');
  await box.focus();
  await page.keyboard.press('Space');
  assert.ok(await box.isChecked());
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the box checked');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const email = page.getByLabel('Email');
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'user.email');
  assert.is(await email.getAttribute('aria-invalid'), 'true');
  assert.is(
    await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent(),
    'Enter your email to be told about replies.',
  );
  assert.is(smtp.received.length, 0, 'nothing sent');

  await email.fill('mia@example.org');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const mine = page.locator(`${SECTION} article`, { hasText: 'Who else walked the towpath?' });
  await mine.waitFor();
  await page
    .waitForFunction(() =>
      (window as unknown as { heardLog: string[] }).heardLog.some((line) => line.includes('Check your e-mail')),
    )
    .catch(async () => assert.unreachable((await heard(page)).join(' | ')));
  assert.ok(
    (await heard(page)).includes('Your comment is published. Check your e-mail to confirm the reply notifications.'),
    (await heard(page)).join(' | '),
  );

  const [confirmation] = await mails(1);
  assert.equal(confirmation!.to, ['mia@example.org']);
  const link = /http:\/\/127\.0\.0\.1:\d+\/comments\/reply-mail\/confirm\?token=\S+/.exec(confirmation!.mail.text!)![0];
  // The link's page asks first, with one button; it is a page of its own, checked like the others.
  await page.goto(link);
  assert.is(await page.locator('h1').textContent(), 'Confirm e-mails about replies');
  assert.equal(await axeViolations(page, 'body'), []);
  await page.getByRole('button', { name: 'Yes, send them' }).click();
  await page.locator('h1', { hasText: 'E-mails about replies are on' }).waitFor();
  assert.equal(await axeViolations(page, 'body'), []);

  // Another reader replies: Mia is told, by a mail that links to the reply.
  const other = await newPage(browser);
  await other.page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(other.page);
  const article = other.page.locator(`${SECTION} article`, { hasText: 'Who else walked the towpath?' });
  await article.getByRole('button', { name: /^Reply/ }).click();
  await formOpened(other.page);
  await other.page.getByLabel('Name (required)').fill('Ned');
  await other.page.getByLabel('Comment (required)').fill('I did, last May.');
  assert.not.ok(await other.page.getByRole('checkbox').isChecked(), 'the box starts unchecked for every writer');
  await other.page.getByRole('button', { name: /^Post reply/ }).click();
  const reply = other.page.locator(`${SECTION} article`, { hasText: 'I did, last May.' });
  await reply.waitFor();
  const [, told] = await mails(2);
  assert.equal(told!.to, ['mia@example.org']);
  assert.is(told!.mail.subject, 'Ned replied to your comment on “Walking the old canal path”');
  assert.match(told!.mail.text!, `/posts/1#${await reply.getAttribute('id')}`);
  await other.close();
  assert.equal(pageErrors, []);
  await close();
});

test.run();
