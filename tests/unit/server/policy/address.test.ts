import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addressKey } from '../../../../src/server/policy/address.ts';

test('an IPv4 address is its own key', () => {
  assert.is(addressKey('203.0.113.7'), '203.0.113.7');
  assert.is(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
});

test('IPv6 addresses are keyed by their /64, however they are written', () => {
  const key = addressKey('2001:db8:1:2::1');
  assert.is(key, '2001:db8:1:2::/64');
  assert.is(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'), key);
  assert.is(addressKey('2001:DB8:1:2:a:b:c:d'), key);
  assert.is(addressKey('2001:db8:1:2:0:0:0:0%eth0'), key);
  assert.is.not(addressKey('2001:db8:1:3::1'), key);
  assert.is(addressKey('::1'), '0:0:0:0::/64');
  assert.is(addressKey('64:ff9b::192.0.2.1'), '64:ff9b:0:0::/64');
});

test.run();
