import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLoopback, readSeed } from '../../../src/server/seed-setting.ts';

test('SEED said is SEED kept, whatever the host and the entry', () => {
  for (const demoByDefault of [true, false])
    for (const host of ['127.0.0.1', '0.0.0.0']) {
      assert.is(readSeed('demo', host, demoByDefault), 'demo');
      assert.is(readSeed('none', host, demoByDefault), 'none');
    }
});

test('SEED unset (or empty): nothing for porchlight serve and createServer, wherever they listen', () => {
  for (const value of [undefined, '']) {
    assert.is(readSeed(value, '127.0.0.1', false), 'none');
    assert.is(readSeed(value, '0.0.0.0', false), 'none');
  }
});

test('SEED unset for npm start: the demo on loopback, a refusal naming SEED and HOST anywhere else', () => {
  for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost'])
    assert.is(readSeed(undefined, host, true), 'demo', host);
  for (const host of ['0.0.0.0', '::', '192.168.1.5', 'comments.example.org'])
    assert.throws(
      () => readSeed(undefined, host, true),
      (error: Error) => error.message.startsWith(`SEED is unset and HOST=${host} is reachable from other machines`),
      host,
    );
});

test('a SEED that is neither value is refused, naming it', () => {
  assert.throws(() => readSeed('lots', '127.0.0.1', true), /^SEED must be "demo" or "none" \(got "lots"\)$/);
});

test('loopback: 127.0.0.0/8, ::1 (bracketed or not), localhost; not the any-address, nor a name', () => {
  assert.ok(isLoopback('127.0.0.1') && isLoopback('::1') && isLoopback('[::1]') && isLoopback('localhost'));
  assert.not.ok(isLoopback('0.0.0.0') || isLoopback('::') || isLoopback('example.org') || isLoopback(''));
});

test.run();
