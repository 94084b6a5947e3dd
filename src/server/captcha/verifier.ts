/**
 * Captcha checks behind one interface: Google reCAPTCHA when the server has
 * RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET, else the local stand-in (the demo
 * and the tests; it proves nothing about robots and says so at start).
 */
export type CaptchaVerdict = 'ok' | 'invalid' | 'expired';

export interface CaptchaVerifier {
  /** Which provider: the CSP and the start banner name it. */
  kind: 'recaptcha' | 'standin';
  /** Handed to the widget as `recaptchaPublicKey`. */
  siteKey: string;
  verify(token: string, remoteIp: string): Promise<CaptchaVerdict>;
}

type Fetch = (url: string, init: { method: string; body: URLSearchParams; signal: AbortSignal }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export function createRecaptchaVerifier(siteKey: string, secret: string, fetchImpl: Fetch = fetch): CaptchaVerifier {
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
 * The local stand-in's verifier. Its script (standin-script.ts) hands out
 * `standin.pass.{issuedAt}.{nonce}` when told to accept and
 * `standin.fail.{issuedAt}.{nonce}` when told to reject; this accepts a pass
 * token once, within its lifetime.
 */
export function createStandInVerifier(now: () => number = Date.now): CaptchaVerifier {
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
