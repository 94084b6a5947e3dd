import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createWriterLinks, WRITER_LINK_MINUTES } from '../../../../src/server/auth/writer-link.ts';
import { createMailer } from '../../../../src/server/mail/mailer.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { startSmtp } from '../../../helpers/smtp.ts';

/**
 * An anonymous writer's data by their e-mail (docs/self-hosting.md "Readers' data"): a link mailed through a real
 * SMTP server in this process, opened, the data downloaded, and the comments erased; replies read on.
 */
const ORIGIN = 'http://localhost:80';
const form = (fields: Record<string, string>, origin = ORIGIN) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  payload: new URLSearchParams(fields).toString(),
});

async function setup({ mail = true } = {}) {
  const smtp = mail ? await startSmtp() : null;
  const mailer =
    smtp && createMailer(smtp.url, 'Blog <blog@example.org>', (error) => assert.unreachable(String(error)));
  const { app, store, close } = await memoryApp({ mailer });
  const base = { postId: '2', parentId: null, threadId: null, accountId: null, website: null, isVisible: true };
  const answered = await store.addComment({ ...base, name: 'Anon', email: 'Anon@Example.org', body: 'answered' });
  const reply = await store.addComment({
    ...base,
    parentId: answered.id,
    threadId: answered.id,
    name: 'Other',
    email: null,
    body: 'a reply that stays',
  });
  const alone = await store.addComment({ ...base, name: 'Anon', email: 'anon@example.org', body: 'alone' });
  return {
    app,
    store,
    smtp,
    mailer,
    answered,
    reply,
    alone,
    async close() {
      await close();
      await mailer?.close();
      await smtp?.stop();
    },
  };
}

test('a link is mailed to an address that wrote, opens its data, downloads it and erases the comments', async () => {
  const { app, store, smtp, mailer, answered, reply, alone, close } = await setup();
  try {
    const asked = await app.inject({ method: 'GET', url: '/comments/en/fetch/data' });
    assert.is(asked.statusCode, 200);
    assert.match(asked.body, /<input id="writer-email" name="email" type="email"[^>]* autofocus/);
    assert.is(asked.headers['cache-control'], 'no-store');

    const sent = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/data',
      ...form({ email: ' ANON@example.org ' }),
    });
    assert.is(sent.statusCode, 200);
    assert.ok(sent.body.includes('a link is on its way'));
    const bad = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/data',
      ...form({ email: 'not an address' }),
    });
    assert.is(bad.statusCode, 400);
    assert.match(
      bad.body,
      /<p id="writer-error" class="error" role="alert">Give an e-mail address, like name@example.org.<\/p>/,
    );
    assert.match(bad.body, /aria-invalid="true"/);
    const nobody = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/data',
      ...form({ email: 'nobody@example.org' }),
    });
    assert.is(nobody.body, sent.body, 'the same answer whether the address wrote or not');
    await mailer!.idle();
    assert.is(smtp!.received.length, 1, 'mailed only where comments were written with it');
    const [mail] = smtp!.received;
    assert.equal(mail!.to, ['anon@example.org']);
    assert.is(mail!.mail.subject, 'Your comments: download or erase them');
    const link = /http:\/\/localhost:80(\/comments\/en\/fetch\/data\/mailed\?token=\S+)/.exec(mail!.mail.text ?? '')!;
    assert.ok(link, mail!.mail.text);
    const token = decodeURIComponent(link[1]!.split('token=')[1]!);

    const opened = await app.inject({ method: 'GET', url: link[1]! });
    assert.is(opened.statusCode, 200);
    assert.ok(opened.body.includes('Comments written with \u2068anon@example.org\u2069 and no account: 2.'));

    const download = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/data/mailed/download',
      ...form({ token }),
    });
    assert.match(String(download.headers['content-disposition']), /^attachment; filename="porchlight-data-/);
    assert.equal(
      (download.json() as { comments: { body: string }[] }).comments.map((c) => c.body),
      ['answered', 'alone'],
    );

    const confirm = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/data/mailed/confirm',
      ...form({ token }),
    });
    assert.match(confirm.body, /<button type="submit" autofocus>Keep my comments<\/button>/);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/data/mailed/erase',
      ...form({ token }, 'http://evil.example'),
    });
    assert.is(elsewhere.statusCode, 403);
    assert.ok(await store.getComment(alone.id), 'refused: nothing erased');

    const erased = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/data/mailed/erase',
      ...form({ token }),
    });
    assert.is(erased.statusCode, 303);
    assert.is(erased.headers.location, '/comments/en/fetch/data/erased');
    const done = await app.inject({ method: 'GET', url: '/comments/en/fetch/data/erased' });
    assert.ok(done.body.includes('<p role="status">Your comments and their data are erased.</p>'));
    assert.equal(
      [(await store.getComment(alone.id))!.deleted, (await store.getComment(alone.id))!.body],
      [true, ''],
      "the blog's choice by default: placeholders",
    );
    const kept = (await store.getComment(answered.id))!;
    assert.equal([kept.deleted, kept.name, kept.email, kept.body], [true, '', null, '']);
    assert.is((await store.getComment(reply.id))!.body, 'a reply that stays');
    assert.equal((await store.readerData({ email: 'anon@example.org', visitor: null })).comments, []);
  } finally {
    await close();
  }
});

test('a link signed elsewhere, changed or expired opens nothing; three links a day to one address at most', async () => {
  const { app, store, close } = await setup();
  try {
    const links = await createWriterLinks(store);
    const now = new Date();
    const good = links.token('anon@example.org', now);
    assert.is(links.email(good, now), 'anon@example.org');
    assert.is(links.email(good, new Date(now.getTime() + (WRITER_LINK_MINUTES + 1) * 60_000)), null, 'expired');
    const [expires, , signature] = good.split('.');
    const other = `${expires}.${Buffer.from('other@example.org').toString('base64url')}.${signature}`;
    assert.is(links.email(other, now), null, 'another address under the same signature');
    assert.is(links.email('', now), null);
    for (const token of [other, 'not a token'.repeat(3)]) {
      const opened = await app.inject({
        method: 'GET',
        url: `/comments/en/fetch/data/mailed?token=${encodeURIComponent(token)}`,
      });
      assert.is(opened.statusCode, 410);
      assert.ok(opened.body.includes('This link has expired or is not valid.'));
      const erased = await app.inject({
        method: 'POST',
        url: '/comments/en/fetch/data/mailed/erase',
        ...form({ token }),
      });
      assert.is(erased.statusCode, 410);
    }
    assert.equal(
      (await store.readerData({ email: 'anon@example.org', visitor: null })).comments.length,
      2,
      'nothing erased',
    );
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await app.inject({ method: 'POST', url: '/comments/en/fetch/data', ...form({ email: 'anon@example.org' }) }))
          .statusCode,
      );
    assert.equal(statuses, [200, 200, 200, 429]);
  } finally {
    await close();
  }
});

test('a server that sends no mail says whom to ask, and mails nothing', async () => {
  const { app, close } = await setup({ mail: false });
  try {
    for (const answer of [
      await app.inject({ method: 'GET', url: '/comments/fr/fetch/data' }),
      await app.inject({ method: 'POST', url: '/comments/fr/fetch/data', ...form({ email: 'anon@example.org' }) }),
    ]) {
      assert.is(answer.statusCode, 200);
      assert.ok(answer.body.includes('Ce serveur n’envoie pas d’e-mails.'));
      assert.not.ok(answer.body.includes('<form'));
    }
  } finally {
    await close();
  }
});

test.run();
