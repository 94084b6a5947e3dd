import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LimitStore } from '../store/store.ts';

/** The setting that holds the key: one per database, so a link mailed by one instance opens on every other. */
const SETTING = 'writer-link-key';
/**
 * How long a mailed link to a writer's data opens it: time to find the mail, and not much more, since anyone who
 * reads it (a forwarded mail, a shared inbox) may erase their comments.
 */
export const WRITER_LINK_MINUTES = 60;

/** Signed links that stand for an e-mail address an anonymous writer proved they read (docs/self-hosting.md "Readers' data"). */
export interface WriterLinks {
  /** A token naming `email`, good for WRITER_LINK_MINUTES from `now`. */
  token(email: string, now: Date): string;
  /** The e-mail a token names, if it is signed here and not expired; null for anything else. */
  email(token: string, now: Date): string | null;
}

export async function createWriterLinks(settings: Pick<LimitStore, 'keepSetting'>): Promise<WriterLinks> {
  const key = await settings.keepSetting(SETTING, randomBytes(32).toString('hex'));
  // What is signed says what it is for: no other signed token of this server can stand for one.
  const sign = (expires: string, email: string) =>
    createHmac('sha256', key).update(`writer-data:${expires}:${email}`).digest('base64url');
  return {
    token(email, now) {
      const expires = String(Math.floor(now.getTime() / 1000) + WRITER_LINK_MINUTES * 60);
      const address = email.trim().toLowerCase();
      return `${expires}.${Buffer.from(address).toString('base64url')}.${sign(expires, address)}`;
    },
    email(token, now) {
      const [expires, encoded, signature, ...rest] = token.split('.');
      if (!expires || !encoded || !signature || rest.length || !/^\d{1,12}$/.test(expires)) return null;
      const address = Buffer.from(encoded, 'base64url').toString();
      const expected = Buffer.from(sign(expires, address));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(expires) * 1000 > now.getTime() ? address : null;
    },
  };
}
