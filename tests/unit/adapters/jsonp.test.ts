import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { jsonp, type JsonpWindow } from '../../../src/adapters/jsonp.ts';

/** A window with a head that records scripts and a clock that runs only when told. */
function fakeWindow() {
  const head: Array<{ src: string; onerror: null | (() => void); removed: boolean }> = [];
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let nextTimer = 1;
  const win = {
    document: {
      createElement: () => {
        const script = {
          src: '',
          onerror: null as null | (() => void),
          removed: false,
          remove: () => (script.removed = true),
        };
        return script as unknown as HTMLScriptElement;
      },
      head: { append: (node: unknown) => head.push(node as (typeof head)[number]) },
    },
    setTimeout: (fn: () => void, ms: number) => (timers.set(nextTimer, { at: now + ms, fn }), nextTimer++),
    clearTimeout: (id: number) => timers.delete(id),
  } as JsonpWindow;
  const tick = (ms: number) => {
    now += ms;
    for (const [id, timer] of timers) {
      if (timer.at > now) continue;
      timers.delete(id);
      timer.fn();
    }
  };
  const callbackOf = (script: { src: string }) => new URL(script.src, 'http://x/').searchParams.get('callback')!;
  return { win, head, tick, timers, callbackOf };
}

test('appends the callback to the URL, resolves with what the callback was called with, then removes tag and global', async () => {
  const { win, head, callbackOf, timers } = fakeWindow();
  const answer = jsonp(win, '/comments/count', 'postID=7');
  const script = head[0]!;
  assert.match(script.src, /^\/comments\/count\?postID=7&callback=porchlight[a-z0-9]+$/);
  const name = callbackOf(script);
  assert.type(win[name], 'function');
  (win[name] as (n: number, label: string) => void)(7, '7 comments');
  assert.equal(await answer, [7, '7 comments']);
  assert.is(win[name], undefined);
  assert.ok(script.removed);
  assert.is(timers.size, 0);
});

test('every call has its own callback name', () => {
  const { win, head, callbackOf } = fakeWindow();
  for (let i = 0; i < 20; i++) void jsonp(win, '/c', 'x=1').catch(() => {});
  assert.is(new Set(head.map(callbackOf)).size, 20);
});

test('a script error rejects and cleans up', async () => {
  const { win, head, callbackOf } = fakeWindow();
  const answer = jsonp(win, '/c', 'x=1');
  head[0]!.onerror!();
  await answer.then(
    () => assert.unreachable('should reject'),
    (reason) => assert.is(reason, 'error'),
  );
  assert.is(win[callbackOf(head[0]!)], undefined);
  assert.ok(head[0]!.removed);
});

test('a call that never answers times out, and a late answer is swallowed then removed', async () => {
  const { win, head, tick, callbackOf } = fakeWindow();
  const answer = jsonp(win, '/c', 'x=1', 1000);
  tick(999);
  let settled = false;
  void answer.catch(() => (settled = true));
  await Promise.resolve();
  assert.not.ok(settled);
  tick(1);
  await answer.then(
    () => assert.unreachable('should reject'),
    (reason) => assert.is(reason, 'timeout'),
  );
  assert.ok(head[0]!.removed);
  const name = callbackOf(head[0]!);
  (win[name] as (n: number) => void)(3); // the late script runs: no ReferenceError
  assert.is(win[name], undefined);
});

const scriptSrc = (url: string, query: string) => {
  const { win, head } = fakeWindow();
  void jsonp(win, url, query).catch(() => {});
  return head[0]!.src.replace(/&callback=porchlight[a-z0-9]+$/, '');
};

test('the query starts the address of an endpoint that has none', () => {
  assert.is(scriptSrc('/comments/count', 'postID=42'), '/comments/count?postID=42');
  assert.is(
    scriptSrc('https://comments.example/comments/count', 'postID=42'),
    'https://comments.example/comments/count?postID=42',
  );
});

test('an endpoint that has a query already keeps it, and the query joins with &', () => {
  assert.is(scriptSrc('/comments/count?site=blog1', 'postID=42'), '/comments/count?site=blog1&postID=42');
  assert.is(scriptSrc('/comments/count?', 'postID=42'), '/comments/count?&postID=42');
});

test.run();
