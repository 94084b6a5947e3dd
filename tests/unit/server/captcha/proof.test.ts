import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeProof, MAX_PROOF_LENGTH, parseProof } from '../../../../src/server/captcha/proof.ts';

const HEX64 = 'ab'.repeat(32);
const PROOF = {
  challenge: {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: '00ff',
      salt: '11ee',
      cost: 1000,
      keyLength: 32,
      keyPrefix: 'abcd',
      expiresAt: 2_000_000_000,
    },
    signature: HEX64,
  },
  solution: { counter: 17, derivedKey: HEX64 },
};
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const withChanges = (changes: (proof: any) => void) => {
  const proof = structuredClone(PROOF) as any;
  changes(proof);
  return b64(JSON.stringify(proof));
};

test('a proof as the widget sends it is read back; what it carries besides is dropped', () => {
  assert.equal(parseProof(encodeProof(PROOF)), PROOF);
  assert.equal(
    parseProof(
      withChanges((p) => ((p.extra = 1), (p.challenge.codeChallenge = { image: 'x' }), (p.solution.time = 5))),
    ),
    PROOF,
  );
});

test('anything off its shape is no proof, never an exception', () => {
  const bad = [
    '',
    'not base64!',
    'A'.repeat(MAX_PROOF_LENGTH + 1),
    b64('not json'),
    b64('[]'),
    b64('null'),
    b64('"string"'),
    b64(JSON.stringify({ challenge: PROOF.challenge })),
    b64(JSON.stringify({ solution: PROOF.solution })),
    withChanges((p) => (p.challenge.parameters = [1, 2])),
    withChanges((p) => delete p.challenge.signature),
    withChanges((p) => (p.challenge.signature = 'ZZ')),
    withChanges((p) => (p.challenge.parameters.expiresAt = '2000000000')),
    withChanges((p) => delete p.challenge.parameters.expiresAt),
    withChanges((p) => (p.challenge.parameters.nonce = 5)),
    withChanges((p) => (p.solution.counter = -1)),
    withChanges((p) => (p.solution.counter = 1.5)),
    withChanges((p) => (p.solution.counter = '17')),
    withChanges((p) => (p.solution.derivedKey = 'ABCD')),
    withChanges((p) => (p.solution.derivedKey = 'abc')),
    withChanges((p) => (p.solution.derivedKey = 'ab'.repeat(129))),
    b64('{"__proto__": {"challenge": 1}}'),
  ];
  for (const token of bad) assert.is(parseProof(token), null, token.slice(0, 60));
});

test.run();
