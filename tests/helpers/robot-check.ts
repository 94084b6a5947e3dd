import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeProof } from '../../src/server/captcha/proof.ts';
import { createProofOfWorkVerifier, type ProofOfWorkOptions } from '../../src/server/captcha/proof-of-work.ts';
import { createApp } from '../../src/server/app.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { createSqliteStore, openSqlite } from '../../src/server/store/sqlite.ts';

/** Small enough that a test solves a challenge in a few milliseconds. */
export const TEST_DIFFICULTY = 20;
export const TEST_SECRET = 'test-secret-test-secret-test-secret';
/** What a test's proof is solved for and spent on, unless it says otherwise: a comment on post 1, from one address. */
export const USE = { postId: '1', addressHash: 'a'.repeat(64) };

/** What a reader's browser does: find the counter, then send the proof as addComment's `recaptcha`. */
export async function solve(challenge: Challenge): Promise<{ counter: number; derivedKey: string }> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the challenge was not solved in time');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}

export const proofToken = async (challenge: Challenge): Promise<string> =>
  encodeProof({ challenge: challenge as Challenge & { signature: string }, solution: await solve(challenge) });

/** The real app on an in-memory seeded SQLite with the proof of work at a test difficulty. */
export async function proofOfWorkApp(options: Partial<Omit<ProofOfWorkOptions, 'proofs'>> = {}) {
  const db = openSqlite('sqlite::memory:');
  const store = createSqliteStore(db);
  await seedDemo(store);
  const captcha = createProofOfWorkVerifier({
    proofs: store,
    secret: TEST_SECRET,
    difficulty: TEST_DIFFICULTY,
    ...options,
  });
  const app = await createApp({ store, captcha });
  return { app, db, store, captcha, close: () => app.close() };
}
