import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LimitStore } from '../store/store.ts';
import { parseProof } from './proof.ts';
import type { ProofOfWorkVerifier, ProofUse } from './verifier.ts';

/** The largest counter a solver may have to reach (ROBOT_CHECK_DIFFICULTY). */
export const DEFAULT_DIFFICULTY = 5000;
/** PBKDF2 iterations per attempt: what makes each of the solver's guesses cost. */
export const COST = 1000;
export const ALGORITHM = 'PBKDF2/SHA-256';
/** Long enough to write a comment after the check ran in the background. */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export interface ProofOfWorkOptions {
  /** Where accepted proofs are recorded, so none is accepted twice. */
  proofs: Pick<LimitStore, 'useRobotProof'>;
  /** Signs challenges; every server on one database must share it. */
  secret: string;
  /** Largest counter; the smallest is a fifth of it, so no challenge is nearly free. */
  difficulty?: number;
  now?: () => number;
}

/** What a challenge is made for, as altcha signs it in its parameters' `data`. */
const signedUse = (use: ProofUse) => ({ post: use.postId, address: use.addressHash });

/**
 * Whether a challenge's signed data names this use: its post, and its address unless the comment's is not known
 * (a caller that gives none, as some tests do); then the post alone binds it.
 */
function madeFor(data: Record<string, unknown> | undefined, use: ProofUse): boolean {
  if (!data || data.post !== use.postId) return false;
  return use.addressHash === null || data.address === use.addressHash;
}

/**
 * The self-hosted robot check: altcha's proof of work in deterministic
 * mode. The server picks a counter, derives its key once, and signs the
 * challenge and that key; the browser must find the counter by trying them
 * all (each a PBKDF2 of COST iterations). Verifying is then two HMACs and
 * one database insert (the replay record), nothing asked of a third party.
 */
export function createProofOfWorkVerifier({
  proofs,
  secret,
  difficulty = DEFAULT_DIFFICULTY,
  now = Date.now,
}: ProofOfWorkOptions): ProofOfWorkVerifier {
  // Two keys from one secret, so neither signature can stand in for the other.
  const subkey = (purpose: string) =>
    createHmac('sha256', secret).update(`porchlight robot check: ${purpose}`).digest('hex');
  const hmacSignatureSecret = subkey('challenge');
  const hmacKeySignatureSecret = subkey('derived key');
  const minCounter = Math.max(1, Math.floor(difficulty / 5));

  return {
    kind: 'proof-of-work',
    siteKey: null,
    challenge: (use) =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(difficulty, minCounter),
        counterMode: 'uint32',
        // Signed with the rest of the parameters: what the proof may be spent on cannot be changed by the solver.
        data: signedUse(use),
        deriveKey,
        expiresAt: new Date(now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(token, _remoteIp, use) {
      const proof = parseProof(token);
      if (!proof) return 'invalid';
      const expiresAt = proof.challenge.parameters.expiresAt! * 1000;
      let verified: boolean;
      try {
        const result = await verifySolution({
          ...proof,
          counterMode: 'uint32',
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (result.expired) return 'expired';
        verified = result.verified;
      } catch {
        // Parameters the signature check cannot even read: not one of ours.
        return 'invalid';
      }
      if (!verified) return 'invalid';
      // The parameters are the server's own now: a proof solved for one post (or address) is spent there only.
      if (!madeFor(proof.challenge.parameters.data, use)) return 'elsewhere';
      // altcha reads the real clock; this server's may be another (tests).
      if (expiresAt < now()) return 'expired';
      return (await proofs.useRobotProof(proof.challenge.signature, new Date(expiresAt))) ? 'ok' : 'used';
    },
  };
}
