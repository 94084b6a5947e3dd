import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FastifyRequest } from 'fastify';
import { addressAllowance, keyedAllowance, TALLY_SHARE } from '../../../../src/server/policy/allowance.ts';
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

/** A store whose counts are told: how many times the database was asked, and for how much. */
function countedStore() {
  const store = fresh();
  const asked: number[] = [];
  return {
    asked,
    countHit: (key: string, windowMs: number, now: Date, weight = 1) => {
      asked.push(weight);
      return store.countHit(key, windowMs, now, weight);
    },
  };
}

test('small spends of a large budget are tallied here and counted in the database together; a large one at once', async () => {
  const store = countedStore();
  const max = 100 * TALLY_SHARE;
  const spend = keyedAllowance(store, { name: 'reads', max, windowMs: 60_000, now: () => clock });
  at(0);
  for (let n = 0; n < 24; n++) assert.ok((await spend('a', 4)).isAllowed);
  assert.equal(store.asked, [], '96 of a tally of 100: nothing asked of the database');
  assert.ok((await spend('a', 4)).isAllowed);
  assert.equal(store.asked, [100], 'the tally full: counted at once, together');
  assert.ok((await spend('a', 100)).isAllowed);
  assert.equal(store.asked, [100, 100], 'a spend as large as the tally is counted at once');
  assert.ok((await spend('b', 1)).isAllowed);
  assert.equal(store.asked.length, 2, 'another key has its own tally');
  at(61_000);
  for (let n = 0; n < 10; n++) await spend('a', 4);
  assert.equal(store.asked.length, 2, 'a new window starts a new tally; what was tallied in the last is not counted');
});

test('a flood through two instances is refused past the budget, by at most a tally each', async () => {
  const store = countedStore();
  const max = 100 * TALLY_SHARE;
  const instances = [0, 1].map(() => keyedAllowance(store, { name: 'reads', max, windowMs: 60_000, now: () => clock }));
  at(0);
  let passed = 0;
  let refused = 0;
  for (let n = 0; n < 3_000; n++) {
    if ((await instances[n % 2]!('a', 3)).isAllowed) passed++;
    else refused++;
  }
  assert.ok(refused > 0, 'refused');
  assert.ok(passed * 3 <= max + 2 * 100, `passed ${passed * 3} of a budget of ${max}`);
  assert.ok(passed * 3 >= max - 2 * 100, `passed ${passed * 3}: the budget is spent, not cut short`);
  assert.ok(store.asked.length < 3_000 / 10, `${store.asked.length} counts in the database for 3,000 spends`);
});

test('spends that come at once while the database counts are neither lost nor let far past the budget', async () => {
  const store = countedStore();
  const slow = {
    countHit: async (...args: Parameters<typeof store.countHit>) => {
      // Answered on a later turn, as a database is: the spends sent meanwhile run before the answer.
      await new Promise((next) => setImmediate(next));
      return store.countHit(...args);
    },
  };
  const tally = 100;
  const max = tally * TALLY_SHARE;
  const spend = keyedAllowance(slow, { name: 'reads', max, windowMs: 60_000, now: () => clock });
  at(0);
  let allowed = 0;
  for (let round = 0; round < 200; round++) {
    const answers = await Promise.all(Array.from({ length: 50 }, () => spend('a', 3)));
    allowed += answers.filter((answer) => answer.isAllowed).length * 3;
  }
  const sent = 200 * 50 * 3;
  const counted = store.asked.reduce((sum, each) => sum + each, 0);
  assert.ok(allowed <= max + 3 * tally, `${allowed} allowed of a budget of ${max}`);
  assert.ok(allowed >= max - tally, `${allowed} allowed: the budget is spent`);
  assert.ok(counted >= sent - tally, `${counted} of ${sent} counted in the database: what came meanwhile is kept`);
});

test.run();
