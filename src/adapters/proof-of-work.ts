import { listen } from '../shared/ui/listen.ts';
import type { Captcha } from './recaptcha.ts';

/**
 * The self-hosted robot check (docs/api.md "Robot check: self-hosted proof of work", docs/accessibility-decisions.md): the
 * server hands out a signed challenge (`GET /comments/robot-check`), the
 * browser finds the counter whose PBKDF2 key starts with the challenge's
 * prefix, and the proof rides in addComment's `recaptcha` argument. Nothing
 * is shown and nothing is asked of the reader; no third party is involved.
 *
 * The search runs in a Worker made from this chunk's own code (a Blob, so
 * a loader on a CDN needs no same-origin worker file), and on the page
 * itself when a Worker cannot be had (a strict CSP): Web Crypto works off
 * the main thread either way, so no long task is ours.
 */
export interface Challenge {
  parameters: { nonce: string; salt: string; cost: number; keyPrefix: string; keyLength?: number; expiresAt?: number };
  signature: string;
}

export interface Solution {
  counter: number;
  derivedKey: string;
}

/**
 * The search itself. Self-contained (no outer names), since its source is
 * also the Worker's. altcha's v2 rule: the password is the nonce followed by
 * the counter as a big-endian uint32; the key is PBKDF2-SHA-256 of it.
 */
export async function solve(p: Challenge['parameters']): Promise<Solution | null> {
  // No named inner functions: bundlers may wrap those in a helper the Worker would not have.
  const [nonce, salt] = [p.nonce, p.salt].map(
    (hex) => new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16))),
  ) as [Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>];
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce);
  // A bound, so a malformed challenge ends instead of spinning: far past any difficulty the server allows.
  for (let counter = 0; counter < 1e7; counter++) {
    new DataView(password.buffer).setUint32(nonce.length, counter);
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: p.cost },
      key,
      (p.keyLength || 32) * 8,
    );
    const hex = Array.from(new Uint8Array(bits), (b) => b.toString(16).padStart(2, '0')).join('');
    if (hex.startsWith(p.keyPrefix)) return { counter, derivedKey: hex };
  }
  return null;
}

/** `solve` in a Worker of its own; on the page when the browser refuses the Worker. */
export function solveOffThread(parameters: Challenge['parameters']): Promise<Solution | null> {
  try {
    // A throw inside the Worker's async handler would be an unhandled rejection there, which no error event reports: answer null instead.
    const worker = new Worker(
      URL.createObjectURL(
        new Blob([`onmessage=async e=>postMessage(await(${solve})(e.data).catch(()=>null))`], {
          type: 'text/javascript',
        }),
      ),
    );
    return new Promise((resolve) => {
      // The worker is terminated as it answers or fails: its listeners end with it.
      listen<MessageEvent>(worker, 'message', (event) => {
        worker.terminate();
        resolve(event.data);
      });
      listen(worker, 'error', () => {
        worker.terminate();
        resolve(solve(parameters));
      });
      worker.postMessage(parameters);
    });
  } catch {
    return solve(parameters);
  }
}

/**
 * The challenge for one proof; null when the server needs none for this post
 * (204). The caller bounds it like every request (api/time-limit.ts) through
 * `signal`: the limit is code the reading path already has.
 */
export async function fetchChallenge(url: string, signal?: AbortSignal): Promise<Challenge | null> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (response.status === 204) return null;
  if (!response.ok) throw new Error(`${response.status}`);
  // Its shape is checked by using it: a malformed challenge makes solve() throw, and the token is refused.
  return (await response.json()) as Challenge;
}

/** A proof is worth starting over when it would expire before the server reads it. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The robot check as the form sees every check (`Captcha`): a proof per
 * attempt, each used once. The first is sought as soon as the form is
 * focused; after each attempt (`reset`) the next is sought when the reader
 * comes back to the form, or by the next submit: never at once, since a
 * fault that just failed an attempt would most likely fail it again, and
 * hold the retry. `token()` resolves to `''` when the server needs no
 * proof, and rejects when the challenge could not be had.
 */
export function createProofOfWork(
  challengeUrl: string,
  {
    limit,
    fetchOne = (url) => limit((signal) => fetchChallenge(url, signal)),
    solveOne = solveOffThread,
    now,
  }: {
    /** The page's request limit (api/time-limit.ts), handed in: the reading path already has its code. */
    limit: <T>(work: (signal: AbortSignal) => Promise<T>) => Promise<T>;
    fetchOne?: (url: string) => Promise<Challenge | null>;
    solveOne?: typeof solveOffThread;
    /** The page's clock (shared/timer.ts), handed in like the limit. */
    now: () => number;
  },
): Captcha {
  let next: Promise<{ proof: string; expires: number }> | null = null;
  const seek = () => {
    next = fetchOne(challengeUrl).then(async (challenge) => {
      if (!challenge) return { proof: '', expires: Infinity };
      const solution = await solveOne(challenge.parameters);
      if (!solution) throw new Error('unsolved');
      return {
        proof: btoa(JSON.stringify({ challenge, solution })),
        expires: (challenge.parameters.expiresAt ?? Infinity) * 1000,
      };
    });
    // Sought ahead of need: a failure here is reported by the token() that meets it.
    next.catch(() => {});
    return next;
  };
  return {
    warm: () => void (next ?? seek()),
    async token() {
      const found = await (next ?? seek()).catch((error) => {
        next = null;
        throw error;
      });
      next = null;
      if (found.expires - now() >= EXPIRY_MARGIN_MS) return found.proof;
      const fresh = await seek();
      next = null;
      return fresh.proof;
    },
    reset: () => void (next = null),
  };
}
