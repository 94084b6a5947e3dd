import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  hashPassword,
  hashPasswordSync,
  UNMATCHABLE_HASH,
  verifyPassword,
} from '../../../../src/server/auth/password.ts';

test('scrypt hashes carry their parameters and a fresh salt; only the right password verifies', async () => {
  const a = await hashPassword('correct horse');
  const b = hashPasswordSync('correct horse');
  assert.match(a, /^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  assert.is.not(a, b);
  assert.ok(await verifyPassword('correct horse', a));
  assert.ok(await verifyPassword('correct horse', b));
  assert.not.ok(await verifyPassword('correct horsE', a));
  assert.not.ok(await verifyPassword('', a));
});

test('unicode passwords are normalised: the same letters typed two ways verify', async () => {
  const hash = await hashPassword('caf\u00e9');
  assert.ok(await verifyPassword('cafe\u0301', hash));
});

test('a malformed stored hash never verifies', async () => {
  for (const stored of ['', 'plain', 'bcrypt$x$y$z$a$b', 'scrypt$16384$8$1$$'])
    assert.not.ok(await verifyPassword('x', stored), stored);
});

test('the unmatchable hash has the real cost parameters, and no password matches it', async () => {
  const real = hashPasswordSync('x');
  // Same scheme, N, r and p as a real hash: checking against it costs what a real check does.
  assert.is(UNMATCHABLE_HASH.split('$').slice(0, 4).join('$'), real.split('$').slice(0, 4).join('$'));
  assert.match(UNMATCHABLE_HASH, /^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  for (const password of ['', 'x', 'password', '\u0000'])
    assert.not.ok(await verifyPassword(password, UNMATCHABLE_HASH), password);
});

test.run();
