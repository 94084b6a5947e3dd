import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeProof } from '../../../../src/server/captcha/proof.ts';
import {
  ALGORITHM,
  CHALLENGE_LIFETIME_MS,
  COST,
  createProofOfWorkVerifier,
} from '../../../../src/server/captcha/proof-of-work.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';
import { proofToken, solve, TEST_SECRET, USE } from '../../../helpers/robot-check.ts';

const setup = (options: { secret?: string; difficulty?: number; now?: () => number } = {}) => {
  const db = openSqlite('sqlite::memory:');
  const store = createSqliteStore(db);
  return {
    db,
    store,
    verifier: createProofOfWorkVerifier({ proofs: store, secret: TEST_SECRET, difficulty: 20, ...options }),
  };
};

test('a challenge is altcha’s deterministic PBKDF2 one, signed, its derived key signed too, good for ten minutes; no site key', async () => {
  const { verifier } = setup();
  assert.is(verifier.kind, 'proof-of-work');
  assert.is(verifier.siteKey, null);
  const before = Date.now();
  const challenge = await verifier.challenge(USE);
  assert.equal(Object.keys(challenge).sort(), ['parameters', 'signature']);
  const { parameters } = challenge;
  assert.is(parameters.algorithm, ALGORITHM);
  assert.is(parameters.cost, COST);
  assert.match(parameters.keySignature!, /^[0-9a-f]{64}$/);
  assert.match(challenge.signature!, /^[0-9a-f]{64}$/);
  assert.ok(Math.abs(parameters.expiresAt! * 1000 - (before + CHALLENGE_LIFETIME_MS)) < 2000);
});

test('the counter to find lies between a fifth of the difficulty and the difficulty', async () => {
  const { verifier } = setup({ difficulty: 30 });
  for (let i = 0; i < 5; i++) {
    const { counter } = await solve(await verifier.challenge(USE));
    assert.ok(counter >= 6 && counter <= 30, String(counter));
  }
});

test('a solved challenge is accepted once; the second time it is a replay', async () => {
  const { verifier, db } = setup();
  const token = await proofToken(await verifier.challenge(USE));
  assert.is(await verifier.verify(token, 'ip', USE), 'ok');
  assert.is(await verifier.verify(token, 'ip', USE), 'used');
  assert.is((db.prepare('SELECT count(*) AS n FROM robot_proofs').get() as { n: number }).n, 1);
});

test('a proof is good only for the use its challenge was signed for: another post or another address is elsewhere, and stays unspent', async () => {
  const { verifier, db } = setup();
  const token = await proofToken(await verifier.challenge(USE));
  assert.is(await verifier.verify(token, 'ip', { ...USE, postId: '2' }), 'elsewhere');
  assert.is(await verifier.verify(token, 'ip', { ...USE, addressHash: 'b'.repeat(64) }), 'elsewhere');
  assert.is((db.prepare('SELECT count(*) AS n FROM robot_proofs').get() as { n: number }).n, 0);
  assert.is(
    await verifier.verify(token, 'ip', { ...USE, addressHash: null }),
    'ok',
    'no address known: the post binds it',
  );
});

test('an expired challenge is refused as expired, by altcha’s clock or the server’s', async () => {
  const past = setup({ now: () => Date.now() - CHALLENGE_LIFETIME_MS - 60_000 });
  const { verifier } = setup();
  assert.is(await verifier.verify(await proofToken(await past.verifier.challenge(USE)), 'ip', USE), 'expired');
  const late = setup({ now: () => Date.now() + CHALLENGE_LIFETIME_MS + 60_000 });
  assert.is(await late.verifier.verify(await proofToken(await verifier.challenge(USE)), 'ip', USE), 'expired');
});

test('forged proofs are invalid: tampered parameters, another secret, a wrong key, a missing signature', async () => {
  const { verifier } = setup();
  const challenge = await verifier.challenge(USE);
  const solution = await solve(challenge);
  const token = (changes: (proof: any) => void) => {
    const proof = structuredClone({ challenge, solution }) as any;
    changes(proof);
    return encodeProof(proof);
  };
  assert.is(
    await verifier.verify(
      token((p) => (p.challenge.parameters.expiresAt += 3600)),
      'ip',
      USE,
    ),
    'invalid',
  );
  assert.is(
    await verifier.verify(
      token((p) => (p.challenge.parameters.cost = 1)),
      'ip',
      USE,
    ),
    'invalid',
  );
  assert.is(
    await verifier.verify(
      token((p) => (p.challenge.parameters.keySignature = 'ab'.repeat(32))),
      'ip',
      USE,
    ),
    'invalid',
  );
  assert.is(
    await verifier.verify(
      token(
        (p) => (p.solution.derivedKey = p.solution.derivedKey.replace(/.$/, (c: string) => (c === '0' ? '1' : '0'))),
      ),
      'ip',
      USE,
    ),
    'invalid',
  );
  assert.is(
    await verifier.verify(
      token((p) => (p.solution.derivedKey = p.challenge.parameters.keyPrefix)),
      'ip',
      USE,
    ),
    'invalid',
  );
  assert.is(
    await verifier.verify(
      token((p) => (p.challenge.signature = 'ab'.repeat(32))),
      'ip',
      USE,
    ),
    'invalid',
  );
  const other = setup({ secret: 'another-secret-another-secret-another' });
  assert.is(await verifier.verify(await proofToken(await other.verifier.challenge(USE)), 'ip', USE), 'invalid');
  // Still good after all that: a refusal records nothing.
  assert.is(
    await verifier.verify(
      token(() => {}),
      'ip',
      USE,
    ),
    'ok',
  );
});

test('garbage is invalid, never an exception', async () => {
  const { verifier } = setup();
  for (const token of ['x', 'not base64!', Buffer.from('{"challenge":{}}').toString('base64'), 'A'.repeat(10_000)])
    assert.is(await verifier.verify(token, 'ip', USE), 'invalid');
});

test('verifying is the key-signature path: HMACs only, no PBKDF2 (the signed key is checked, not re-derived)', async () => {
  const { verifier } = setup();
  const challenge = await verifier.challenge(USE);
  const solution = await solve(challenge);
  let derivations = 0;
  const counting: typeof deriveKey = (...args) => (derivations++, deriveKey(...args));
  // Same check altcha makes for the server, with a deriveKey that counts: with the key signature it is never called.
  const { createHmac } = await import('node:crypto');
  const subkey = (purpose: string) =>
    createHmac('sha256', TEST_SECRET).update(`porchlight robot check: ${purpose}`).digest('hex');
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey: counting,
    hmacSignatureSecret: subkey('challenge'),
    hmacKeySignatureSecret: subkey('derived key'),
  });
  assert.ok(result.verified);
  assert.is(derivations, 0);
});

test.run();
