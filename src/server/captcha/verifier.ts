import type { Challenge } from 'altcha-lib';

/**
 * Robot checks behind one interface: Google reCAPTCHA when the server has
 * RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET, else the self-hosted proof of
 * work (proof-of-work.ts). The local stand-in is a test double a test or
 * ROBOT_CHECK=standin opts into: it proves nothing about robots.
 */
export type CaptchaVerdict = 'ok' | 'invalid' | 'expired' | 'used' | 'elsewhere';

/**
 * What a proof is spent on: the post its comment goes to, and the keyed hash of the address it comes from
 * (auth/address-hash.ts; null where none is known). The proof of work signs both into its challenge, so a proof
 * solved once cannot be spent on another post, nor handed to another address (`elsewhere`); a provider's token
 * carries neither, and its verifier reads neither.
 */
export interface ProofUse {
  postId: string;
  addressHash: string | null;
}

/** A check whose widget is a provider's script: the token comes from it. */
export interface ScriptCaptchaVerifier {
  /** Which provider: the CSP and the start banner name it. */
  kind: 'recaptcha' | 'standin';
  /** Handed to the widget as `recaptchaPublicKey`. */
  siteKey: string;
  verify(token: string, remoteIp: string, use?: ProofUse): Promise<CaptchaVerdict>;
}

/**
 * The self-hosted check: no script and no site key (`recaptchaPublicKey` is
 * null); the widget fetches a challenge from this server, solves it, and
 * sends the proof as its token.
 */
export interface ProofOfWorkVerifier {
  kind: 'proof-of-work';
  siteKey: null;
  /** A fresh challenge for one use, signed with it, served as is by GET /comments/robot-check. */
  challenge(use: ProofUse): Promise<Challenge>;
  /** Refuses (`elsewhere`) a proof whose challenge was made for another use than `use`. */
  verify(token: string, remoteIp: string, use: ProofUse): Promise<CaptchaVerdict>;
}

export type CaptchaVerifier = ScriptCaptchaVerifier | ProofOfWorkVerifier;

type Fetch = (
  url: string,
  init: { method: string; body: URLSearchParams; signal: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export function createRecaptchaVerifier(
  siteKey: string,
  secret: string,
  fetchImpl: Fetch = fetch,
): ScriptCaptchaVerifier {
  return {
    kind: 'recaptcha',
    siteKey,
    async verify(token, remoteIp) {
      try {
        const response = await fetchImpl('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return 'invalid';
        const result = (await response.json()) as { success?: boolean; 'error-codes'?: string[] };
        if (result.success === true) return 'ok';
        return result['error-codes']?.includes('timeout-or-duplicate') ? 'expired' : 'invalid';
      } catch {
        // The provider unreachable: refuse rather than let robots through.
        return 'invalid';
      }
    },
  };
}

export const STANDIN_SITE_KEY = 'porchlight-captcha-standin';
/** Like reCAPTCHA tokens, stand-in tokens are good for two minutes and once. */
export const STANDIN_TOKEN_LIFETIME_MS = 120_000;

/**
 * The local stand-in's verifier, for tests (ROBOT_CHECK=standin, or passed
 * to createApp): it accepts anyone who asks it to. Its script (standin-script.ts) hands out
 * `standin.pass.{issuedAt}.{nonce}` when told to accept and
 * `standin.fail.{issuedAt}.{nonce}` when told to reject; this accepts a pass
 * token once, within its lifetime.
 */
export function createStandInVerifier(now: () => number = Date.now): ScriptCaptchaVerifier {
  const used = new Map<string, number>();
  return {
    kind: 'standin',
    siteKey: STANDIN_SITE_KEY,
    async verify(token) {
      const match = /^standin\.(pass|fail)\.(\d{1,15})\.([A-Za-z0-9]{8,64})$/.exec(token);
      if (!match || match[1] !== 'pass') return 'invalid';
      const issuedAt = Number(match[2]);
      const time = now();
      for (const [seen, at] of used) if (time - at > STANDIN_TOKEN_LIFETIME_MS) used.delete(seen);
      if (time - issuedAt > STANDIN_TOKEN_LIFETIME_MS || used.has(token)) return 'expired';
      used.set(token, issuedAt);
      return 'ok';
    },
  };
}
