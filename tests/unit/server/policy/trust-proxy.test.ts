import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fastifyTrustProxy, readTrustProxy } from '../../../../src/server/policy/trust-proxy.ts';

test('unset, empty or 0: no proxy is trusted', () => {
  for (const value of [undefined, '', '  ', '0']) assert.is(readTrustProxy(value), false, String(value));
});

test('a whole number is a hop count: 1 is one proxy, never every hop', () => {
  assert.is(readTrustProxy('1'), 1);
  assert.is(readTrustProxy('3'), 3);
  const trust = fastifyTrustProxy(1);
  assert.type(trust, 'function');
  const trusts = trust as (address: string, hop: number) => boolean;
  assert.ok(trusts('127.0.0.1', 0), 'the peer is the proxy');
  assert.not.ok(trusts('198.51.100.1', 1), 'what the proxy was sent is the client’s own writing');
});

test('a comma-separated list of addresses, CIDR ranges and proxy-addr’s range names is kept as a list', () => {
  assert.equal(readTrustProxy('10.0.0.0/8, 192.168.1.2,fd00::/8 , ::1,loopback'), [
    '10.0.0.0/8',
    '192.168.1.2',
    'fd00::/8',
    '::1',
    'loopback',
  ]);
  assert.equal(fastifyTrustProxy(['10.0.0.0/8']), ['10.0.0.0/8']);
  assert.is(fastifyTrustProxy(false), false);
});

test('anything else is refused with one line naming TRUST_PROXY and the value', () => {
  for (const value of ['true', 'yes', '11', '-1', '1.5', '10.0.0.0/33', '10.0.0.1,', 'proxy.example', '300.1.1.1'])
    assert.throws(
      () => readTrustProxy(value),
      (error: Error) => error.message.startsWith('TRUST_PROXY must be') && error.message.includes(`(got "${value}")`),
      value,
    );
});

test.run();
