import type { CookieDocument, CookieJar, Cookies } from './cookies.ts';

/** The vote cookies' writes, in their own module so the reading path, which only reads, does not carry them. */
export function writeCookie(doc: CookieDocument, name: string, value: string, months: number, now: () => number): void {
  const expires = new Date(now());
  expires.setMonth(expires.getMonth() + months);
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Expires=${expires.toUTCString()}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Blocked: the vote is still sent, and only this browser forgets it.
  }
}

/** Reads through `jar`, writes to `doc`, and a write is seen by the next read at once. */
export const cookiesOf = (jar: CookieJar, write: (name: string, value: string, months: number) => void): Cookies => ({
  read: jar.read,
  write(name, value, months) {
    write(name, value, months);
    jar.forget();
  },
});
