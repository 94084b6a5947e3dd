import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../helpers/memory-app.ts';
import { fileURLToPath } from 'node:url';

/** What `npm start` logs (LOG_LEVEL=warn by default): a failure's cause, never a reader's ordinary request. */
async function loggedApp() {
  const lines: { level: number; msg?: string; err?: { message: string } }[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const { app, store, close } = await memoryApp({
    logger: { level: 'warn', stream },
    widgetsDir: fileURLToPath(new URL('../../../src/server/public', import.meta.url)),
  });
  return { app, store, close, lines };
}

test('a page that fails on the database answers 500 and logs the cause', async () => {
  const { app, store, close, lines } = await loggedApp();
  store.getPost = async () => {
    throw new Error('SQLITE_CORRUPT: database disk image is malformed');
  };
  const res = await app.inject({ url: '/posts/1' });
  assert.is(res.statusCode, 500);
  assert.not.match(res.body, /SQLITE/);
  const errors = lines.filter((line) => line.level >= 50);
  assert.is(errors.length, 1, JSON.stringify(lines));
  assert.match(errors[0]!.err!.message, /SQLITE_CORRUPT/);
  await close();
});

test('ordinary requests and refusals log nothing at the default level', async () => {
  const { app, close, lines } = await loggedApp();
  assert.is((await app.inject({ url: '/posts/1' })).statusCode, 200);
  assert.is((await app.inject({ url: '/posts/999' })).statusCode, 404);
  const refused = await app.inject({
    method: 'POST',
    url: '/comments/graphql',
    payload: '{',
    headers: { 'content-type': 'application/json' },
  });
  assert.is(refused.statusCode, 400);
  // A refusal Fastify raises itself (a sign-in form past its 4 KiB) keeps its message and is no failure.
  const large = await app.inject({
    method: 'POST',
    url: '/comments/en/fetch/user',
    payload: `email=${'a'.repeat(5000)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
  });
  assert.is(large.statusCode, 413);
  assert.match(large.body, /too large/i);
  assert.equal(lines, []);
  await close();
});

test.run();
