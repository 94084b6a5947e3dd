import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createProofOfWork, solve, type Challenge, type Solution } from '../../../src/adapters/proof-of-work.ts';

const SECRET = 'test-secret';
const KEY_SECRET = 'test-key-secret';

const challenge = (counter: number, expiresAt = Math.floor(Date.now() / 1000) + 600) =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 50,
    counter,
    deriveKey,
    expiresAt,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  }) as Promise<Challenge>;

test('solve finds the counter of a real altcha challenge, and altcha accepts the proof', async () => {
  const made = await challenge(37);
  const solution = await solve(made.parameters);
  assert.is(solution!.counter, 37);
  const verdict = await verifySolution({
    challenge: made as never,
    solution: solution!,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  });
  assert.ok(verdict.verified);
});

test('solve keeps to its own names: its source runs on its own, as the Worker runs it', async () => {
  const made = await challenge(5);
  const standalone = new Function(`return (${solve})`)() as typeof solve;
  assert.is((await standalone(made.parameters))!.counter, 5);
});

const fakeChallenge = (expiresAt: number): Challenge => ({
  parameters: { nonce: '00', salt: '00', cost: 1, keyPrefix: '00', expiresAt },
  signature: 'sig',
});
const decode = (proof: string) => JSON.parse(atob(proof)) as { challenge: Challenge; solution: Solution };

test('a proof per attempt: warm seeks the first, the next is sought after reset, each is given once', async () => {
  let fetched = 0;
  const check = createProofOfWork('/comments/robot-check?postID=1', {
    limit: (work) => work(new AbortController().signal),
    now: () => 1_000_000_000_000,
    fetchOne: async () => (fetched++, fakeChallenge(2_000_000_000)),
    solveOne: async () => ({ counter: fetched, derivedKey: 'ab' }),
  });
  check.warm!();
  check.warm!();
  assert.is(fetched, 1, 'warming twice seeks once');
  const first = decode(await check.token());
  assert.equal(first.challenge.signature, 'sig');
  assert.is(first.solution.counter, 1);
  check.reset();
  assert.is(fetched, 1, 'reset seeks nothing at once');
  check.warm!();
  assert.is(fetched, 2, 'the reader came back to the form');
  assert.is(decode(await check.token()).solution.counter, 2);
  assert.is(decode(await check.token()).solution.counter, 3, 'a token is never handed out twice');
});

test('no proof needed (204): an empty token', async () => {
  const check = createProofOfWork('/x', {
    limit: (work) => work(new AbortController().signal),
    now: () => 1_000_000_000_000,
    fetchOne: async () => null,
    solveOne: async () => assert.unreachable() as never,
  });
  assert.is(await check.token(), '');
});

test('a challenge that could not be had rejects that token; the next token asks again', async () => {
  let fail = true;
  const check = createProofOfWork('/x', {
    limit: (work) => work(new AbortController().signal),
    now: () => 1_000_000_000_000,
    fetchOne: async () => {
      if (fail) throw new Error('500');
      return fakeChallenge(2_000_000_000);
    },
    solveOne: async () => ({ counter: 1, derivedKey: 'ab' }),
  });
  check.warm!();
  await check.token().then(
    () => assert.unreachable(),
    (error) => assert.is(error.message, '500'),
  );
  fail = false;
  assert.is(decode(await check.token()).solution.counter, 1);
});

test('a proof about to expire is sought again before it is given', async () => {
  let now = 1_000_000_000_000;
  let fetched = 0;
  const check = createProofOfWork('/x', {
    limit: (work) => work(new AbortController().signal),
    fetchOne: async () => (fetched++, fakeChallenge(now / 1000 + 600)),
    solveOne: async () => ({ counter: fetched, derivedKey: 'ab' }),
    now: () => now,
  });
  check.warm!();
  await new Promise((resolve) => setTimeout(resolve));
  now += 590_000; // the reader wrote for almost ten minutes
  assert.is(decode(await check.token()).solution.counter, 2);
  assert.is(fetched, 2);
});

test.run();
