import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { guardServingProcess, isConnectionFault } from '../../../src/server/process-guards.ts';

type Listener = (error: unknown) => void;

/** The guards on a stand-in for `process`: the events they listen to, what they log, whether they exit. */
function guarded() {
  const listeners = new Map<string, Listener>();
  const logged: { level: 'error' | 'fatal'; err: unknown; message: string }[] = [];
  const exits: number[] = [];
  guardServingProcess(
    {
      error: ({ err }, message) => logged.push({ level: 'error', err, message }),
      fatal: ({ err }, message) => logged.push({ level: 'fatal', err, message }),
    },
    (event, listener) => listeners.set(event, listener),
    (code) => exits.push(code),
  );
  const emit = (event: string, error: unknown) => listeners.get(event)!(error);
  return { emit, logged, exits };
}

const withCode = (code: string) => Object.assign(new Error(`socket: ${code}`), { code });

test('a promise nobody handled is logged at error level with its cause, and the server serves on', () => {
  const { emit, logged, exits } = guarded();
  const cause = new Error('the database answered something odd');
  emit('unhandledRejection', cause);
  assert.equal(logged, [
    { level: 'error', err: cause, message: 'a promise failed and nothing handled it; serving on' },
  ]);
  assert.equal(exits, []);
});

test('a cut connection’s error thrown outside any request is logged at error level, and the server serves on', () => {
  const { emit, logged, exits } = guarded();
  for (const code of ['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']) emit('uncaughtException', withCode(code));
  assert.is(logged.length, 3);
  assert.ok(logged.every((each) => each.level === 'error' && /serving on/.test(each.message)));
  assert.equal(exits, []);
});

test('anything else thrown is logged as fatal with its cause, and the process exits 1', () => {
  const { emit, logged, exits } = guarded();
  const bug = new TypeError('cannot read properties of undefined');
  emit('uncaughtException', bug);
  assert.equal(logged, [
    { level: 'fatal', err: bug, message: 'an unexpected error left the server in an unknown state; stopping' },
  ]);
  assert.equal(exits, [1]);
});

test('a connection fault is known by its code only', () => {
  assert.ok(isConnectionFault(withCode('ECONNRESET')));
  assert.not.ok(isConnectionFault(withCode('ENOENT')));
  assert.not.ok(isConnectionFault(new Error('ECONNRESET')));
  assert.not.ok(isConnectionFault('ECONNRESET'));
  assert.not.ok(isConnectionFault(null));
});

test.run();
