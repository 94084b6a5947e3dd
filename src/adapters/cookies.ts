/**
 * Cookies of the page the widget lives on (the vote cookies of DESIGN §4).
 * Reading or writing never throws: a browser that blocks cookies just
 * forgets votes between visits.
 */
export interface Cookies {
  read(name: string): string | null;
  /** Path `/`, `SameSite=Lax`, `Secure` on https, expiring `months` from now. */
  write(name: string, value: string, months: number): void;
}

export interface CookieDocument {
  cookie: string;
  location: { protocol: string };
}

export function createCookies(doc: CookieDocument, now: () => number = Date.now): Cookies {
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
        // blocked (sandboxed frame) or a malformed pair: as if absent
      }
      return null;
    },
    write(name, value, months) {
      const expires = new Date(now());
      expires.setMonth(expires.getMonth() + months);
      const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
      jar = null;
      try {
        doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Expires=${expires.toUTCString()}; Path=/; SameSite=Lax${secure}`;
      } catch {
        // blocked: the vote still counts on the server
      }
    },
  };
}
