import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords hashed with scrypt (node:crypto), stored as
 * `scrypt$N$r$p$salt$hash` so the cost can rise later without breaking
 * stored hashes: each hash carries the parameters it was made with.
 */
const COST = { N: 1 << 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// N=2^15, r=8 needs 32 MiB: past Node's default scrypt memory cap.
const MAX_MEMORY = 64 * 1024 * 1024;

const format = (cost: { N: number; r: number; p: number }, salt: Buffer, hash: Buffer) =>
  `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;

const scryptAsync = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(COST, salt, await scryptAsync(password, salt, { ...COST, maxmem: MAX_MEMORY }));
}

/** For the seed and the admin command, which run outside a request. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(COST, salt, scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { ...COST, maxmem: MAX_MEMORY }));
}

/**
 * A well-formed hash, at today's cost, that no password matches (the derived
 * key would have to be all zeros). Sign-in checks against it when the email
 * is unknown, so that answer takes as long as a wrong password and the time
 * does not tell which emails have accounts.
 */
export const UNMATCHABLE_HASH = format(COST, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH));

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
