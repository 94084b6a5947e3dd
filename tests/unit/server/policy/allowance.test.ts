import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FastifyRequest } from 'fastify';
import { addressAllowance, keyedAllowance } from '../../../../src/server/policy/allowance.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';

const start = new Date('2026-05-01T10:00:00.000Z');
let clock = start;
const at = (ms: number) => (clock = new Date(start.getTime() + ms));

const fresh = () => createSqliteStore(openSqlite('sqlite::memory:'));

test('a spend within the budget is allowed; one that carries the window past it is refused whole', async () => {
  const spend = keyedAllowance(fresh(), { name: 'changes', max: 3, windowMs: 60_000, now: () => clock });
  at(0);
  assert.equal(await spend('a', 3), { isAllowed: true }, 'three at once fit a budget of three');
  at(20_000);
  assert.equal(await spend('a'), { isAllowed: false, ttlInSeconds: 40 });
  assert.equal(await spend('b', 90), { isAllowed: false, ttlInSeconds: 60 }, 'ninety at once do not');
  at(60_000);
  assert.equal(await spend('a'), { isAllowed: true }, 'a new window');
});

test('what a refused spend asked for stays spent, and Retry-After is never 0', async () => {
  const spend = keyedAllowance(fresh(), { name: 'reads', max: 100, windowMs: 60_000, now: () => clock });
  at(0);
  assert.ok(!(await spend('a', 150)).isAllowed);
  at(59_900);
  assert.equal(await spend('a', 1), { isAllowed: false, ttlInSeconds: 1 });
});

test('allowances with other names never share a count; an address allowance counts by the client key', async () => {
  const store = fresh();
  const reads = addressAllowance(store, { name: 'reads', max: 2, windowMs: 60_000, now: () => clock });
  const previews = addressAllowance(store, { name: 'previews', max: 2, windowMs: 60_000, now: () => clock });
  const from = (ip: string) => ({ ip }) as FastifyRequest;
  at(0);
  assert.ok((await reads(from('2001:db8:1:2::1'), 2)).isAllowed);
  assert.ok((await previews(from('2001:db8:1:2::1'), 2)).isAllowed, 'another name, another count');
  assert.ok(!(await reads(from('2001:db8:1:2::ffff'))).isAllowed, 'the same /64 is the same client');
  assert.ok((await reads(from('2001:db8:1:3::1'))).isAllowed, 'another /64 is another');
});

test('a request whose peer is gone (its address unknown) is refused by an address allowance, and spends nothing', async () => {
  const store = fresh();
  const changes = addressAllowance(store, { name: 'changes', max: 5, windowMs: 60_000, now: () => clock });
  at(0);
  assert.equal(await changes({ ip: undefined } as unknown as FastifyRequest), { isAllowed: false, ttlInSeconds: 60 });
  assert.equal(await store.readRows('rate_hits'), [], 'nothing counted');
});

test.run();
