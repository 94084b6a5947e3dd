import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { connect, type Socket } from 'node:net';
import { ADD_COMMENT } from '../helpers/documents.ts';
import { ENGINES, startTarget, type HostileTarget } from '../helpers/hostile.ts';
import { allHeldComments } from '../../src/server/store/held-pages.ts';
import { until } from '../helpers/until.ts';

/** A comment as the widget sends it, through the stand-in robot check: stored once the server has the whole body. */
const commentBody = (comment: string) =>
  JSON.stringify({
    query: ADD_COMMENT,
    variables: {
      postID: '1',
      locale: 'en',
      comment,
      user: { name: 'Late Writer', email: 'late@example.org' },
      recaptcha: `standin.pass.${Date.now()}.${Math.random().toString(36).slice(2, 12).padEnd(8, 'x')}`,
    },
  });

/** A POST of the API over a raw socket, its headers and the first half of its body sent: a slow client mid-upload. */
async function startSlowPost(target: HostileTarget, body: string) {
  const { hostname, port } = new URL(target.url);
  const socket: Socket = await new Promise((resolve, reject) => {
    const opened = connect(Number(port), hostname, () => resolve(opened));
    opened.once('error', reject);
  });
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => {});
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /comments/graphql HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${target.url}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  // write, not end: Node's server takes a client that half-closes its side as gone, and drops the request.
  return { finish: () => socket.write(body.slice(half)), ended };
}

/** The process's exit, or a failure past `ms` (a stop that hangs must fail the test, not the run). */
const exitOf = (target: HostileTarget, ms: number) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve, reject) => {
    if (target.process.exitCode !== null) return resolve({ code: target.process.exitCode, signal: null });
    const timer = setTimeout(() => reject(new Error(`no exit within ${ms} ms:\n${target.output()}`)), ms);
    target.process.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });

/** Whether a new connection to the server is accepted now. */
const accepts = (target: HostileTarget) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(target.url);
    const socket = connect(Number(port), hostname, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The server comes to refuse new connections within five seconds: its stop has begun (else the wait fails). */
const refusesConnections = (target: HostileTarget) =>
  until(async () => !(await accepts(target)), { timeout: 5_000, what: 'new connections refused' });

/**
 * The server has the slow upload's headers and has begun its request (Fastify logs it coming in, at
 * LOG_LEVEL=info): from now it is a request in flight, which the stop must wait for.
 */
const requestBegun = (target: HostileTarget) =>
  until(() => target.output().includes('"msg":"incoming request"'), { what: 'the upload begun on the server' });

for (const engine of ENGINES) {
  test(`${engine}: on SIGTERM a comment still uploading is answered 200 and stored, new connections are refused, exit 0`, async () => {
    const target = await startTarget(engine, { LOG_LEVEL: 'info' });
    try {
      const upload = await startSlowPost(target, commentBody('Sent over a slow line while the server was stopping.'));
      await requestBegun(target);
      target.terminate();
      await refusesConnections(target);
      assert.is(target.process.exitCode, null, 'the server waits for the comment in flight');
      upload.finish();
      const answer = await upload.ended;
      assert.match(answer, /^HTTP\/1\.1 200 /, `${answer}\n${target.output()}`);
      const id = /"addComment":\{"id":"([^"]+)"/.exec(answer)?.[1];
      assert.ok(id, answer);
      // Well within the keep-alive timeout (72 s): the stop waited for the answer, not for the connection to idle out.
      assert.equal(await exitOf(target, 20_000), { code: 0, signal: null });
      assert.match(target.output(), /Porchlight stopping \(SIGTERM\): finishing requests in flight, for up to 10 s\n/);
      assert.not.match(target.output(), /cut|could not stop|"level":(50|60)/);
      const stored = await target.store.getComment(id!);
      assert.is(stored?.body, 'Sent over a slow line while the server was stopping.');
    } finally {
      await target.stop();
    }
  });

  test(`${engine}: a request that never finishes holds the stop no longer than SHUTDOWN_SECONDS, which says it cut it; exit 0, nothing stored`, async () => {
    const target = await startTarget(engine, { SHUTDOWN_SECONDS: '1', LOG_LEVEL: 'info' });
    try {
      const held = (await allHeldComments(target.store, { blogId: null })).length;
      const upload = await startSlowPost(target, commentBody('Never sent in full.'));
      await requestBegun(target);
      target.terminate();
      assert.equal(await exitOf(target, 15_000), { code: 0, signal: null });
      assert.match(
        target.output(),
        /Porchlight stopped: 1 connection was still open after SHUTDOWN_SECONDS=1 and cut\n/,
      );
      assert.not.match(await upload.ended, /^HTTP/, 'the held request got no answer');
      assert.is((await allHeldComments(target.store, { blogId: null })).length, held);
    } finally {
      await target.stop();
    }
  });

  test(`${engine}: a second signal of either kind during the stop ends the process at once`, async () => {
    const target = await startTarget(engine, { SHUTDOWN_SECONDS: '60', LOG_LEVEL: 'info' });
    try {
      // A comment uploading slowly keeps the stop waiting.
      await startSlowPost(target, commentBody('Held open while the operator loses patience.'));
      await requestBegun(target);
      target.terminate();
      await refusesConnections(target);
      // The other signal: SIGTERM first, then Ctrl-C. The stop would otherwise wait out its 60 s.
      target.process.kill('SIGINT');
      assert.equal(await exitOf(target, 5_000), { code: 1, signal: null });
    } finally {
      await target.stop();
    }
  });
}

test.run();
