import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { graphql, startTarget } from '../helpers/hostile.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { until } from '../helpers/until.ts';

const ADD = `mutation($email: String!) {
  addComment(postID: "1", locale: en, comment: "A reply-mail writer", user: { name: "Writer", email: $email },
             notifyReplies: true) { id editKey }
}`;
const EDIT = `mutation($id: ID!, $key: String) { editComment(commentID: $id, locale: en, comment: "Edited", editKey: $key) { id } }`;

test('at LOG_LEVEL=trace, no session token, password, edit key, reply-mail or metrics token reaches what the server prints', async () => {
  const smtp = await startSmtp();
  const metricsToken = `metrics${Math.random().toString(36).slice(2)}${'0'.repeat(32)}`;
  const target = await startTarget('sqlite', {
    LOG_LEVEL: 'trace',
    SMTP_URL: smtp.url,
    DEMO_CAPTCHA: 'off',
    DEMO_MODERATION: 'off',
    METRICS_TOKEN: metricsToken,
  });
  // A password tried and refused: the demo's own are printed at start, on purpose.
  const secrets: Record<string, string> = {
    password: `tried-${Math.random().toString(36).slice(2)}`,
    metricsToken,
  };
  try {
    await fetch(`${target.url}/comments/en/fetch/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: target.url },
      body: new URLSearchParams({ email: 'reader@porchlight.test', password: secrets.password! }).toString(),
    });
    // A session, sent back as the browser does.
    const signIn = await fetch(`${target.url}/comments/en/fetch/user`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: target.url },
      body: new URLSearchParams({ email: 'reader@porchlight.test', password: 'sourdough-1800' }).toString(),
    });
    const session = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => /session=/.test(pair))!;
    secrets.session = session.split('=')[1]!;
    await graphql(target, '{ viewer { name } }', {}, { cookie: session, authorization: `Bearer ${secrets.session}` });

    // An anonymous writer's edit key: in a POST's body, and in a GET's URL, as a careless client may send it.
    const added = await graphql(target, ADD, { email: 'writer@example.org' });
    const { id, editKey } = added.body.data!.addComment as { id: string; editKey: string };
    secrets.editKey = editKey;
    await graphql(target, EDIT, { id, key: editKey });
    await fetch(
      `${target.url}/comments/graphql?query=${encodeURIComponent(EDIT)}&variables=${encodeURIComponent(JSON.stringify({ id, key: editKey }))}`,
    );

    // The metrics' bearer token, given right and given wrong.
    assert.is(
      (await fetch(`${target.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).status,
      200,
    );
    assert.is(
      (await fetch(`${target.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}0` } })).status,
      401,
    );

    // The reply-mail links' tokens: followed, posted to, and mistyped (a 404, which Fastify logs itself).
    const mail = (await smtp.arrived(1))[0]!.mail.text ?? '';
    const token = /reply-mail\/confirm\?token=([A-Za-z0-9._%-]+)/.exec(mail)?.[1];
    assert.ok(token, `a confirmation mail with its link: ${mail.slice(0, 400)}`);
    secrets.replyMailToken = decodeURIComponent(token!);
    const followed = await fetch(`${target.url}/comments/reply-mail/confirm?token=${token}`);
    assert.is(followed.status, 200, 'the token is a real one');
    await fetch(`${target.url}/comments/reply-mail/stop?token=${token}`, { method: 'POST' });
    await fetch(`${target.url}/comments/reply-mail/confirmed?token=${token}`);

    // Every request's lines have reached the test's pipe: the last request's is in, and each request that came
    // in has its answer logged.
    const lines = (message: string) => target.output().split(`"msg":"${message}"`).length - 1;
    await until(
      () => /reply-mail\/confirmed\?/.test(target.output()) && lines('request completed') === lines('incoming request'),
      { what: 'the log lines of every request' },
    );
    const printed = target.output();
    assert.match(printed, /incoming request/, 'trace logs every request: the test looks where a token would be');
    for (const [kind, secret] of Object.entries(secrets)) {
      assert.ok(secret.length >= 8, `${kind} was found`);
      assert.not.ok(
        printed.includes(secret),
        `the ${kind} is in the log: ${printed
          .split('\n')
          .filter((line) => line.includes(secret))
          .join('\n')}`,
      );
      assert.not.ok(printed.includes(encodeURIComponent(secret)), `the ${kind}, encoded, is in the log`);
    }
    assert.match(printed, /reply-mail\/confirm\?token=\[redacted\]/, 'the URL is logged, without its token');
  } finally {
    await target.stop();
    await smtp.stop();
  }
});

test.run();
