/**
 * The self-hosted robot check's cost, both sides, measured in one run:
 *
 * - the server's per request: making a challenge (one PBKDF2 derivation of
 *   COST iterations, two HMACs) and verifying a proof (parse, two HMACs, the
 *   replay record in SQLite), at the default difficulty;
 * - a spammer's per comment: altcha's own solveChallenge in Node (native
 *   PBKDF2, one core), so "solutions per second per core" can be stated.
 *
 * Verifying does not depend on the difficulty (it checks the signed key, it
 * never searches), so most timed proofs are solved at a tiny difficulty; the
 * proofs of the default-difficulty solves are verified too, as a check.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeProof } from '../src/server/captcha/proof.ts';
import { COST, createProofOfWorkVerifier, DEFAULT_DIFFICULTY } from '../src/server/captcha/proof-of-work.ts';
import { createSqliteStore, openSqlite } from '../src/server/store/sqlite.ts';

/** What each proof is solved for and spent on: a comment on post 1, from one address. */
const USE = { postId: '1', addressHash: 'a'.repeat(64) };

const SERVER_RUNS = 200;
const SOLVE_RUNS = 10;
const SECRET = 'bench-secret-bench-secret-bench-secret';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

async function timed<T>(runs: number, step: (i: number) => Promise<T>): Promise<{ times: number[]; results: T[] }> {
  const times: number[] = [];
  const results: T[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    results.push(await step(i));
    times.push(performance.now() - start);
  }
  return { times, results };
}

async function proof(challenge: Challenge): Promise<{ token: string; counter: number }> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 120_000 });
  if (!solution) throw new Error('a challenge was not solved');
  return {
    token: encodeProof({
      challenge: challenge as Challenge & { signature: string },
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    }),
    counter: solution.counter,
  };
}

export async function run(): Promise<void> {
  const store = createSqliteStore(openSqlite('sqlite::memory:'));
  const verifier = createProofOfWorkVerifier({ proofs: store, secret: SECRET, difficulty: DEFAULT_DIFFICULTY });
  // Same secret, same store, same verify code: only the search is short.
  const easy = createProofOfWorkVerifier({ proofs: store, secret: SECRET, difficulty: 10 });

  // Warm the JIT and the statements before measuring.
  for (let i = 0; i < 20; i++) await verifier.verify((await proof(await easy.challenge(USE))).token, '127.0.0.1', USE);

  const create = await timed(SERVER_RUNS, () => verifier.challenge(USE));
  const tokens = await Promise.all(
    Array.from({ length: SERVER_RUNS }, async () => (await proof(await easy.challenge(USE))).token),
  );
  const verify = await timed(SERVER_RUNS, (i) => verifier.verify(tokens[i]!, '127.0.0.1', USE));
  const replay = await timed(SERVER_RUNS, (i) => verifier.verify(tokens[i]!, '127.0.0.1', USE));
  if (verify.results.some((v) => v !== 'ok') || replay.results.some((v) => v !== 'used'))
    throw new Error('unexpected verdicts');

  const solve = await timed(SOLVE_RUNS, async () => proof(await verifier.challenge(USE)));
  const solvedVerdicts = await Promise.all(solve.results.map(({ token }) => verifier.verify(token, '127.0.0.1', USE)));
  if (solvedVerdicts.some((v) => v !== 'ok')) throw new Error('a default-difficulty proof was refused');
  const attempts = solve.results.reduce((sum, { counter }) => sum + counter + 1, 0);
  const attemptMs = solve.times.reduce((a, b) => a + b, 0) / attempts;

  console.log(
    `PBKDF2/SHA-256, ${COST} iterations per attempt, counter drawn from ${DEFAULT_DIFFICULTY / 5} to ${DEFAULT_DIFFICULTY}; Node ${process.version}\n`,
  );
  console.log('| what | runs | median ms | p95 ms | per second per core |\n|---|---:|---:|---:|---:|');
  const rows = [
    ['server: createChallenge (GET /comments/robot-check)', create.times],
    ['server: verify an accepted proof (with its replay record)', verify.times],
    ['server: refuse a replayed proof', replay.times],
    ['spammer: solveChallenge in Node, native PBKDF2', solve.times],
  ] as const;
  for (const [name, times] of rows)
    console.log(
      `| ${name} | ${times.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${(1000 / percentile(times, 50)).toFixed(times === solve.times ? 2 : 0)} |`,
    );
  const serverMs = percentile(create.times, 50) + percentile(verify.times, 50);
  console.log(
    `| one attempt (one PBKDF2 of ${COST} iterations), mean over the solves | ${attempts} | ${attemptMs.toFixed(3)} | | ${Math.round(1000 / attemptMs)} |`,
  );
  console.log(
    `| ratio spammer's work / server's work per comment (median solve / (create + verify)) | | ${Math.round(percentile(solve.times, 50) / serverMs)} | | |`,
  );
}
