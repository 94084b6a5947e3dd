import { createHmac, timingSafeEqual } from 'node:crypto';
import type { VouchedIdentity } from './identity.ts';

/**
 * Signed single sign-on (docs/self-hosting.md "Sign-in"): the platform that renders the page says who the reader
 * is, in a payload signed with the secret it shares with the server (SSO_SECRET):
 *
 *   token = base64url(JSON{ id, name, email?, email_verified?, avatar?, timestamp }) + "." +
 *           base64url(HMAC-SHA256(secret, that first part))
 *
 * with `timestamp` in seconds since 1970. Good for SSO_MAX_AGE_SECONDS from then, and once.
 */
export const SSO_ISSUER = 'sso';
export const SSO_MAX_AGE_SECONDS = 5 * 60;
/** A platform's clock a little ahead of the server's is not the platform's fault. */
const SSO_CLOCK_SKEW_SECONDS = 60;
const MAX_TOKEN_LENGTH = 4096;

export type SsoCheck =
  { ok: true; identity: VouchedIdentity; signature: string; expiresAt: Date } | { ok: false; why: string };

export function signSso(secret: string, payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** What the token says, if the platform signed it, lately; why not otherwise (for the log, never the reader). */
export function checkSso(secret: string, token: unknown, now = Date.now()): SsoCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, why: 'no token' };
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return { ok: false, why: 'not a payload and a signature' };
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, why: 'bad signature' };
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, why: 'the payload is not JSON' };
  }
  if (typeof payload !== 'object' || payload === null) return { ok: false, why: 'the payload is not an object' };
  const { id, name, email, avatar, timestamp } = payload;
  if (typeof id !== 'string' && typeof id !== 'number') return { ok: false, why: 'no id' };
  if (String(id) === '' || String(id).length > 255) return { ok: false, why: 'an id of 1 to 255 characters' };
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return { ok: false, why: 'no timestamp' };
  const age = now / 1000 - timestamp;
  if (age > SSO_MAX_AGE_SECONDS) return { ok: false, why: `expired ${Math.round(age)} s ago` };
  if (age < -SSO_CLOCK_SKEW_SECONDS) return { ok: false, why: 'a timestamp in the future' };
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    ok: true,
    signature: expected.toString('base64url'),
    expiresAt: new Date((timestamp + SSO_MAX_AGE_SECONDS) * 1000),
    identity: {
      issuer: SSO_ISSUER,
      subject: String(id),
      name: text(name),
      email: text(email),
      emailVerified: payload.email_verified === true,
      avatar: text(avatar),
      claims: payload,
    },
  };
}
