/**
 * Cookies of the page the widget lives on (the vote cookies).
 * Reading or writing never throws: a browser that blocks cookies just
 * forgets votes between visits. The reading path only reads; a vote
 * writes through cookie-writer.ts, which loads with the votes' code.
 */
export interface Cookies {
  read(name: string): string | null;
  /** Path `/`, `SameSite=Lax`, `Secure` on https, expiring `months` from now. */
  write(name: string, value: string, months: number): void;
}

/** What the reading path keeps: reads, and a way to drop its snapshot after a write. */
export interface CookieJar {
  read(name: string): string | null;
  /** The page's cookies changed: the next read asks the browser again. */
  forget(): void;
}

export interface CookieDocument {
  cookie: string;
  location: { protocol: string };
}

export function createCookieJar(doc: CookieDocument): CookieJar {
  // Each `document.cookie` read asks the browser process: a render reading the
  // votes of many comments takes one snapshot, and the next task reads afresh.
  let jar: string | null = null;
  return {
    read(name) {
      try {
        if (jar === null) {
          jar = doc.cookie;
          queueMicrotask(() => (jar = null));
        }
        for (const pair of jar.split(/;\s*/)) {
          const eq = pair.indexOf('=');
          if (eq > 0 && decodeURIComponent(pair.slice(0, eq)) === name) return decodeURIComponent(pair.slice(eq + 1));
        }
      } catch {
        // Cookies blocked (a sandboxed frame), or a malformed pair: read as absent.
      }
      return null;
    },
    forget: () => void (jar = null),
  };
}
