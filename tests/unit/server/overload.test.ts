import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { memoryApp } from '../../helpers/memory-app.ts';
import { ADD_COMMENT } from '../../helpers/documents.ts';
import { until } from '../../helpers/until.ts';
import { OVERLOADED_MESSAGE } from '../../../src/server/policy/overload.ts';
import type { OverloadBounds } from '../../../src/server/policy/overload-bounds.ts';

// Past a bound, new requests are refused at once with 503 and Retry-After; the probes are answered still
// (docs/self-hosting.md "Overload").

const NONE: OverloadBounds = { eventLoopDelayMs: 0, heapBytes: 0, rssBytes: 0 };

/** The guard measures once a second, and trusts its measures from two seconds after the start: a refusal by then. */
const refusing = (app: FastifyInstance) =>
  until(async () => (await app.inject('/comments/count?postID=1&callback=c')).statusCode === 503, {
    what: `a 503 (${JSON.stringify(app.memoryUsage())})`,
    timeout: 10_000,
    every: 100,
  });

async function loggedApp(overload: OverloadBounds) {
  const lines: { level: number; msg?: string }[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  // Some folder for the widgets: the checkout's build may not exist, and its absence is a warning of its own.
  const widgetsDir = fileURLToPath(new URL('../../../src/server/public', import.meta.url));
  return { ...(await memoryApp({ overload, logger: { level: 'warn', stream }, widgetsDir })), lines };
}

test('past the heap bound: pages, the API and the count answer 503 with Retry-After at once, and store nothing', async () => {
  // One byte of heap: any process is past it from its first measure.
  const { app, store, close, lines } = await loggedApp({ ...NONE, heapBytes: 1 });
  await refusing(app);
  const before = await store.countVisibleComments('1');
  const answers = [
    await app.inject('/posts/1'),
    await app.inject('/comments/count?postID=1&callback=c'),
    await app.inject({
      method: 'POST',
      url: '/comments/graphql',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
      payload: JSON.stringify({
        query: ADD_COMMENT,
        variables: { postID: '1', text: 'Under load', name: 'Ann', locale: 'en', recaptcha: 'x' },
      }),
    }),
  ];
  for (const answer of answers) {
    assert.is(answer.statusCode, 503, answer.body);
    assert.is(answer.headers['retry-after'], '2');
    assert.is(answer.headers['cache-control'], 'no-store');
    assert.is(answer.body, `${OVERLOADED_MESSAGE}\n`);
  }
  assert.is(await store.countVisibleComments('1'), before, 'the comment was not taken');
  // One warning for the operator, however many requests were refused: the log adds nothing to the load.
  const warnings = lines.filter((line) => line.level === 40);
  assert.is(warnings.length, 1, JSON.stringify(lines));
  assert.match(warnings[0]!.msg!, /^overloaded \(heapUsedBytes\): answering 503 with Retry-After$/);
  await close();
});

test('the probes are answered under overload: /healthz 200, /readyz 200 while the database answers', async () => {
  const { app, close } = await memoryApp({ overload: { ...NONE, rssBytes: 1 } });
  await refusing(app);
  assert.is((await app.inject('/posts/1')).statusCode, 503);
  const alive = await app.inject('/healthz');
  assert.is(alive.statusCode, 200);
  assert.is(alive.body, 'serving\n');
  const ready = await app.inject('/readyz');
  assert.is(ready.statusCode, 200);
  assert.match(ready.body, /^ready: schema \d+\n$/);
  await close();
});

test('an event loop held past its bound refuses requests, and serves them again once it runs on time', async () => {
  const { app, close } = await memoryApp({ overload: { ...NONE, eventLoopDelayMs: 10 } });
  assert.is((await app.inject('/posts/1')).statusCode, 200);
  // Work that holds the loop for longer than the guard's first two measures after the start, bounded by the clock.
  const held = Date.now() + 3_000;
  while (Date.now() < held);
  await refusing(app);
  const refused = await app.inject('/posts/1');
  assert.is(refused.statusCode, 503);
  assert.is(refused.headers['retry-after'], '2');
  assert.is((await app.inject('/healthz')).statusCode, 200);
  // The next measures find the loop on time: the pressure passes without a restart (within a few seconds).
  await until(async () => (await app.inject('/comments/count?postID=1&callback=c')).statusCode === 200, {
    what: 'the pressure passing',
    timeout: 10_000,
    every: 100,
  });
  assert.is((await app.inject('/posts/1')).statusCode, 200);
  await close();
});

test('no bound, no guard: an app made without bounds (or with every bound 0) measures nothing', async () => {
  for (const overload of [undefined, NONE]) {
    const { app, close } = await memoryApp({ overload });
    assert.not.ok(app.hasDecorator('isUnderPressure'));
    await close();
  }
});

test.run();
