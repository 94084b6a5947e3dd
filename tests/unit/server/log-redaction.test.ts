import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loggableUrl, REDACTED } from '../../../src/server/log-redaction.ts';
import { memoryApp } from '../../helpers/memory-app.ts';

test('a URL keeps its path and harmless parameters, and loses the values of those that may carry a right', () => {
  assert.is(loggableUrl('/posts/1'), '/posts/1');
  assert.is(loggableUrl('/posts/1?locale=en&comments=client'), '/posts/1?locale=en&comments=client');
  assert.is(loggableUrl('/comments/reply-mail/stop?token=12.abc'), `/comments/reply-mail/stop?token=${REDACTED}`);
  assert.is(
    loggableUrl('/comments/graphql?query=%7Bx%7D&variables=%7B%22editKey%22%3A%22k%22%7D&operationName=Q'),
    `/comments/graphql?query=${REDACTED}&variables=${REDACTED}&operationName=Q`,
  );
  // However the name is written.
  assert.is(
    loggableUrl('/x?%74oken=s&editKey=k&Session=s'),
    `/x?%74oken=${REDACTED}&editKey=${REDACTED}&Session=${REDACTED}`,
  );
  assert.is(loggableUrl('/x?token'), '/x?token', 'a name without a value carries nothing');
  assert.is(loggableUrl('/x?%E0%A4%A=1'), '/x?%E0%A4%A=1', 'a name that does not decode is kept as written');
});

test('the app logs a request without its token and without its cookies, at every level, a 404 too', async () => {
  const lines: string[] = [];
  const { app, close } = await memoryApp({
    logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
  });
  const cookie = 'porchlight_session=session-token-abcdefghijklmnop';
  await app.inject({
    url: '/comments/reply-mail/stop?token=7.secret-one',
    headers: { cookie, authorization: 'Bearer b' },
  });
  await app.inject({
    url: '/comments/graphql?query=%7Bviewer%7Bname%7D%7D&variables=%7B%22k%22%3A%22secret-two%22%7D',
    headers: { cookie },
  });
  const printed = lines.join('');
  assert.match(printed, /"url":"\/comments\/reply-mail\/stop\?token=\[redacted\]"/);
  assert.match(printed, /Route GET:\/comments\/reply-mail\/stop\?token=\[redacted\] not found/);
  for (const secret of ['secret-one', 'secret-two', 'session-token', 'Bearer'])
    assert.not.ok(printed.includes(secret), `${secret} in ${printed}`);
  await close();
});

test('a logger asked for as `true` redacts too', async () => {
  const { app, close } = await memoryApp({ logger: true });
  const serializers = (app.log as unknown as { [key: symbol]: Record<string, (value: unknown) => unknown> })[
    Object.getOwnPropertySymbols(app.log).find((symbol) => String(symbol) === 'Symbol(pino.serializers)')!
  ]!;
  assert.equal(
    (serializers.req!({ method: 'GET', url: '/x?token=t', host: 'h', ip: '1.2.3.4' }) as { url: string }).url,
    `/x?token=${REDACTED}`,
  );
  await close();
});

test.run();
