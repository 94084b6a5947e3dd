import type { Challenge, Solution } from 'altcha-lib';

/**
 * The proof a reader's browser sends in addComment's `recaptcha` argument:
 * base64 of the JSON `{"challenge": <as GET /comments/robot-check served
 * it>, "solution": {"counter": n, "derivedKey": "hex"}}`. It comes from
 * anyone, so it is read defensively: anything off its shape is no proof.
 */
export interface Proof {
  challenge: Challenge & { signature: string };
  solution: Solution;
}

/** A served challenge is about 500 characters as base64; far past that is not one. */
export const MAX_PROOF_LENGTH = 4096;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const HEX = /^(?:[0-9a-f]{2}){1,128}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The proof in a token, or null for anything that is not one (never throws). */
export function parseProof(token: string): Proof | null {
  if (token.length > MAX_PROOF_LENGTH || !BASE64.test(token)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return null;
  const { parameters, signature } = value.challenge;
  const { counter, derivedKey } = value.solution;
  if (!isRecord(parameters) || typeof signature !== 'string' || !HEX.test(signature)) return null;
  // Every challenge this server signs expires; the rest of the parameters are checked by their signature.
  if (
    typeof parameters.expiresAt !== 'number' ||
    typeof parameters.nonce !== 'string' ||
    typeof parameters.keyPrefix !== 'string'
  )
    return null;
  if (
    !Number.isSafeInteger(counter) ||
    (counter as number) < 0 ||
    typeof derivedKey !== 'string' ||
    !HEX.test(derivedKey)
  )
    return null;
  return {
    challenge: { parameters: parameters as unknown as Proof['challenge']['parameters'], signature },
    solution: { counter: counter as number, derivedKey },
  };
}

/** The token for a proof: what the widget sends. */
export const encodeProof = (proof: Proof): string => Buffer.from(JSON.stringify(proof), 'utf8').toString('base64');
