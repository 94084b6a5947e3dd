import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FastifyRequest } from 'fastify';
import { clientKey, GONE } from '../../../../src/server/policy/client.ts';

const from = (ip: string | undefined) => ({ ip }) as unknown as FastifyRequest;

test('a request is keyed by its address, an IPv6 one by its /64', () => {
  assert.is(clientKey(from('203.0.113.9')), '203.0.113.9');
  assert.is(clientKey(from('2001:db8:5:6::7')), '2001:db8:5:6::/64');
});

test('a request whose peer is gone (Node no longer knows the address) is keyed, not thrown on', () => {
  assert.is(clientKey(from(undefined)), GONE);
});

test.run();
