import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Agent, request } from 'node:http';
import Fastify from 'fastify';
import { closeGracefully } from '../../../src/server/graceful-close.ts';

/** An app whose one route answers only when the test lets it, listening on a free port. */
async function heldApp() {
  const app = Fastify();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await held;
    return 'finished';
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, release, inFlight };
}

// As a browser does: the connection kept open for the next request, longer than any test waits.
const keepAlive = new Agent({ keepAlive: true, timeout: 120_000 });

/** A GET's status and body, or the error that ended it. */
const get = (url: string) =>
  new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
    request(url, { agent: keepAlive }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
      response.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    })
      .on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }))
      .end();
  });

test('a request in flight finishes with its answer; new connections are refused; its kept-alive connection holds nothing', async () => {
  const { app, url, release, inFlight } = await heldApp();
  const slow = get(`${url}/slow`);
  await inFlight;
  const closed = closeGracefully(app, 60_000);
  assert.equal(await get(`${url}/slow`), { error: 'ECONNREFUSED' });
  release();
  assert.equal(await slow, { status: 200, body: 'finished' });
  // Far below the bound and the keep-alive timeout: the close waited for the answer, not for the connection.
  const late = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('the close still waited 5 s on')), 5_000).unref(),
  );
  assert.equal(await Promise.race([closed, late]), { cut: 0 });
});

test('a request that never finishes is cut past the bound, and the close says it cut one', async () => {
  const { app, url, inFlight } = await heldApp();
  const slow = get(`${url}/slow`);
  await inFlight;
  assert.equal(await closeGracefully(app, 50), { cut: 1 });
  assert.equal(await slow, { error: 'ECONNRESET' });
});

test.run();
