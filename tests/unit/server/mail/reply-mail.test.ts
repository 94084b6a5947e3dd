import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createMailer, type Mailer } from '../../../../src/server/mail/mailer.ts';
import { DEMO_ACCOUNTS } from '../../../../src/demo/seed.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { headerOf, startSmtp } from '../../../helpers/smtp.ts';

// Reply notifications by e-mail (docs/moderation.md "Reply notifications"), through the
// real app and a real SMTP server in this process: double opt-in, a
// one-click unsubscribe in every mail, nothing sent without a mail server.

const ORIGIN = 'http://localhost:80';
const ADD = `mutation addComment($postID: ID!, $comment: String!, $commentID: ID, $user: CommentUserInput!, $notify: Boolean) {
  addComment(postID: $postID, locale: en, comment: $comment, commentID: $commentID, user: $user, notifyReplies: $notify) { id isVisible replyMail }
}`;
const LIST = 'query { comments(postID: "2", locale: en) { replyMail edges { node { id } } } }';

async function setUp({ mail = true } = {}) {
  const smtp = mail ? await startSmtp() : null;
  const mailer: Mailer | null =
    smtp && createMailer(smtp.url, 'Blog <blog@example.org>', (error) => assert.unreachable(String(error)));
  const { app, store, close } = await memoryApp({
    demo: { captcha: false, moderation: 'off' },
    mailer,
    publicUrl: () => ORIGIN,
  });
  const api = async (query: string, variables: Record<string, unknown> = {}, cookie = '', host?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/comments/graphql',
      payload: { query, variables },
      headers: { origin: host ? `http://${host}` : ORIGIN, cookie, ...(host ? { host } : {}) },
    });
    await mailer?.idle();
    return res.json() as {
      data: Record<string, { id: string; isVisible: boolean; replyMail: string | null }> | null;
      errors?: { message: string; extensions: { code: string; validation?: Record<string, string[]> } }[];
    };
  };
  const write = async (comment: string, user: Record<string, string>, extra: Record<string, unknown> = {}) => {
    const answer = await api(ADD, { postID: '2', comment, user, ...extra });
    assert.is(answer.errors, undefined, JSON.stringify(answer.errors));
    return answer.data!.addComment!;
  };
  /** The links in a mail's text, by what they do. */
  const links = (text: string) => ({
    confirm: /http:\/\/localhost:80\/comments\/reply-mail\/confirm\?token=\S+/.exec(text)?.[0],
    stop: /http:\/\/localhost:80\/comments\/reply-mail\/stop\?token=\S+/.exec(text)?.[0],
  });
  const open = (
    url: string,
    method: 'GET' | 'POST' = 'GET',
    payload?: string,
    contentType = 'application/x-www-form-urlencoded',
  ) =>
    app.inject({
      method,
      url: url.replace(ORIGIN, ''),
      payload,
      headers: payload !== undefined ? { 'content-type': contentType } : {},
    });
  return {
    app,
    store,
    api,
    write,
    links,
    open,
    received: smtp?.received ?? [],
    async close() {
      await close();
      await mailer?.close();
      await smtp?.stop();
    },
  };
}

test('without a mail server: the list offers no reply mail, asking for it is refused, nothing is stored, nothing sent', async () => {
  const { api, store, close } = await setUp({ mail: false });
  assert.is((await api(LIST)).data!.comments!.replyMail as unknown, false);
  const before = await store.countVisibleComments('2');
  const refused = await api(ADD, {
    postID: '2',
    comment: 'tell me',
    user: { name: 'Mia', email: 'mia@example.org' },
    notify: true,
  });
  assert.is(refused.errors?.[0]?.message, 'This blog sends no e-mail about replies.');
  assert.is(await store.countVisibleComments('2'), before);
  await close();
});

test('double opt-in, per comment: a confirmation mail; no reply mail before it is confirmed; the link asks before it confirms; then every reply is mailed, but not your own', async () => {
  const { api, write, links, open, received, store, close } = await setUp();
  assert.is((await api(LIST)).data!.comments!.replyMail as unknown, true, 'the list says mail is offered');
  const mine = await write('My question', { name: 'Mia', email: 'Mia@Example.org' }, { notify: true });
  assert.is(mine.replyMail, 'pending');
  assert.is(received.length, 1, 'one confirmation mail');
  const [confirmation] = received;
  assert.equal(
    confirmation!.to.map((to) => to.toLowerCase()),
    ['mia@example.org'],
  );
  assert.is(confirmation!.mail.subject, 'Confirm e-mails about replies on Porchlight demo blog');
  assert.match(confirmation!.mail.from!.text, 'blog@example.org');
  const { confirm, stop } = links(confirmation!.mail.text!);
  assert.ok(confirm && stop, confirmation!.mail.text);
  assert.is(headerOf(confirmation!.raw, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
  assert.is(headerOf(confirmation!.raw, 'List-Unsubscribe'), `<${stop}>`);

  // Another wish: pending too, with its own confirmation (a few a day at most).
  const again = await write('Another question', { name: 'Mia', email: 'mia@example.org' }, { notify: true });
  assert.is(again.replyMail, 'pending');
  assert.is(received.length, 2);

  // A reply before confirming: nothing sent.
  await write('An early answer', { name: 'Ned', email: 'ned@example.org' }, { commentID: mine.id });
  assert.is(received.length, 2, 'unconfirmed: no mail');

  // The link asks first (mail scanners open links), and changes nothing; the stop link never confirms.
  const asked = await open(confirm!);
  assert.is(asked.statusCode, 200);
  assert.match(asked.body, '<button type="submit">Yes, send them</button>');
  assert.match(asked.body, 'mia@example.org');
  assert.is(
    (await open(stop!.replace('/stop?', '/confirm?'), 'POST', '')).statusCode,
    404,
    'a stop token confirms nothing',
  );
  assert.is((await store.replyMailOf(mine.id))!.state, 'pending');
  const confirmed = await open(confirm!, 'POST', '');
  assert.match(confirmed.body, '<h1>E-mails about replies are on</h1>');
  assert.is((await store.replyMailOf(mine.id))!.state, 'on');
  assert.is((await store.replyMailOf(again.id))!.state, 'pending', 'each wish is confirmed from its own mail');

  const answer = await write(
    'Here is <b>my</b> answer\non two lines',
    { name: 'Ned', email: 'ned@example.org' },
    { commentID: mine.id },
  );
  assert.is(received.length, 3);
  const told = received[2]!;
  assert.equal(told.to, ['mia@example.org']);
  assert.is(told.mail.subject, 'Ned replied to your comment on “Sourdough at altitude”');
  assert.match(told.mail.text!, 'Here is <b>my</b> answer\non two lines', 'the text as written, plain text');
  assert.is(told.mail.html, false, 'no HTML part: nothing a reader wrote is markup in an inbox');
  assert.match(told.mail.text!, `http://localhost/posts/2#ob-comment-${answer.id}`);
  assert.is(headerOf(told.raw, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
  assert.match(
    headerOf(told.raw, 'List-Unsubscribe')!,
    /^<http:\/\/localhost:80\/comments\/reply-mail\/stop\?token=[^>]+>$/,
  );

  // The writer answering in their own thread is not told about themselves.
  await write('Thanks!', { name: 'Mia', email: 'MIA@example.org' }, { commentID: mine.id });
  assert.is(received.length, 3);
  await close();
});

test('the links in mails point at the server’s public address, whatever Host a request claims; a few confirmation mails an address a day, whatever is deleted', async () => {
  const { api, received, store, close } = await setUp();
  const asked = await api(
    ADD,
    { postID: '2', comment: 'q', user: { name: 'Mia', email: 'mia@example.org' }, notify: true },
    '',
    'evil.example',
  );
  assert.is(asked.errors, undefined, JSON.stringify(asked.errors));
  assert.not.match(received[0]!.mail.text!, 'evil.example');
  assert.match(received[0]!.mail.text!, `${ORIGIN}/comments/reply-mail/confirm?token=`);
  for (let i = 0; i < 4; i++) {
    const made = await api(ADD, {
      postID: '2',
      comment: `q${i}`,
      user: { name: 'Mia', email: 'mia@example.org' },
      notify: true,
    });
    await store.deleteComment(made.data!.addComment!.id);
  }
  assert.is(received.length, 3, 'three a day at most, deleting the comments resets nothing');
  await close();
});

test('one-click unsubscribe (RFC 8058) stops that comment’s mail, and the page link asks first; a forged or cut token changes nothing', async () => {
  const { write, links, open, received, store, close } = await setUp();
  const mine = await write('Question', { name: 'Mia', email: 'mia@example.org' }, { notify: true });
  const { confirm, stop } = links(received[0]!.mail.text!);
  await open(confirm!, 'POST', '');
  assert.is(
    (await open(confirm!.replace('/confirm?', '/stop?'), 'POST', '')).statusCode,
    404,
    'a confirm token stops nothing',
  );
  const stopToken = new URL(stop!).searchParams.get('token')!;
  for (const bad of [
    '',
    'nonsense',
    `${mine.id}.${'A'.repeat(43)}`,
    stopToken.slice(0, -1),
    `999999.${stopToken.split('.')[1]}`,
  ]) {
    const res = await open(
      `/comments/reply-mail/stop?token=${encodeURIComponent(bad)}`,
      'POST',
      'List-Unsubscribe=One-Click',
    );
    assert.is(res.statusCode, 404, bad);
    assert.match(res.body, '<h1>This link does not work</h1>');
  }
  assert.is((await store.replyMailOf(mine.id))!.state, 'on', 'nothing changed');
  assert.match((await open(stop!)).body, '<button type="submit">Stop these e-mails</button>');
  assert.is((await store.replyMailOf(mine.id))!.state, 'on', 'asking changes nothing');
  // RFC 8058 says a mail client SHOULD post multipart/form-data.
  const stopped = await open(
    stop!,
    'POST',
    '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    'multipart/form-data; boundary=b',
  );
  assert.is(stopped.statusCode, 200);
  assert.match(stopped.body, '<h1>E-mails about replies are off</h1>');
  assert.is((await store.replyMailOf(mine.id))!.state, 'off');
  await write('An answer nobody mails', { name: 'Ned', email: 'ned@example.org' }, { commentID: mine.id });
  assert.is(received.length, 1, 'stopped: no mail');
  await close();
});

test('asking without an e-mail is a field error and stores nothing; a signed-in writer is mailed at their account’s address', async () => {
  const { api, app, write, received, store, close } = await setUp();
  const before = await store.countVisibleComments('2');
  const refused = await api(ADD, { postID: '2', comment: 'tell me', user: { name: 'Mia' }, notify: true });
  assert.equal(refused.errors?.[0]?.extensions.validation, {
    'user.email': ['Enter your email to be told about replies.'],
  });
  assert.is(await store.countVisibleComments('2'), before);

  const login = await app.inject({
    method: 'POST',
    url: '/comments/en/fetch/user',
    payload: new URLSearchParams({
      email: DEMO_ACCOUNTS.reader.email,
      password: DEMO_ACCOUNTS.reader.password,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });
  const cookie = [login.headers['set-cookie']]
    .flat()
    .map((line) => line!.split(';')[0])
    .join('; ');
  const signedIn = await api(ADD, { postID: '2', comment: 'as myself', user: {}, notify: true }, cookie);
  assert.is(signedIn.data!.addComment!.replyMail, 'on', 'the account’s own address: on at once');
  assert.is(received.length, 0, 'no confirmation to send');
  await write('An answer', { name: 'Ned', email: 'ned@example.org' }, { commentID: signedIn.data!.addComment!.id });
  assert.equal(received.at(-1)!.to, [DEMO_ACCOUNTS.reader.email]);
  await close();
});

test('hostile names and titles stay one header line; a name carrying a Bcc header reaches no one else', async () => {
  const { write, links, open, received, close } = await setUp();
  const mine = await write('Question', { name: 'Mia', email: 'mia@example.org' }, { notify: true });
  await open(links(received[0]!.mail.text!).confirm!, 'POST', '');
  await write(
    'Hi',
    { name: 'Evil\r\nBcc: victim@example.org\r\nX-Injected: 1', email: 'evil@example.org' },
    { commentID: mine.id },
  );
  const told = received.at(-1)!;
  assert.equal(told.to, ['mia@example.org'], 'one recipient');
  assert.is(told.mail.headers.get('x-injected'), undefined);
  assert.is(told.mail.bcc, undefined);
  assert.not.match(told.mail.subject!, /[\r\n]/);
  await close();
});

test.run();
