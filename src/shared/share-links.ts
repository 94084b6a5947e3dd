/**
 * Share targets: plain URLs that
 * work as `<a href>` without JavaScript, on middle-click and with popups
 * blocked. Pure, so the server can render the same links into a page and the
 * widget can build them when the host did not. Every value goes through
 * `encodeURIComponent`: quotes, ampersands and non-Latin text stay data.
 */
export interface SharedPost {
  /** Absolute address of the post. */
  url: string;
  title: string;
  /** Absolute address of the post's image; Pinterest is offered only with one. */
  image?: string;
  /** The reader's Mastodon instance (`mastodon.social`); default below. */
  mastodon?: string;
}

export interface ShareLink {
  /** The brand, never translated; `null` for email, whose name is translated. */
  name: string | null;
  href: string;
  /** Icon colour and letter (src/shared/share-icon.ts). */
  mark: [colour: string, letter: string];
}

export const DEFAULT_MASTODON = 'mastodon.social';

/**
 * A host name (`toot.example`, `social.example:8443`, scheme and trailing
 * slash tolerated); anything else, which could carry a path, a query or
 * markup, falls back to the default.
 */
export function mastodonHost(instance = ''): string {
  const host = instance.replace(/^https?:\/\/|\/$/gi, '');
  return /^[\w.-]+(:\d+)?$/.test(host) ? host : DEFAULT_MASTODON;
}

// One row per target: name, colour, letter, address with {u} (url), {t}
// (title), {b} (title and url, for targets that take a single text), {i} (image).
const TARGETS: [string | null, string, string, string][] = [
  ['Facebook', '#1877f2', 'f', 'https://www.facebook.com/sharer.php?u={u}'],
  ['X', '#000', 'X', 'https://x.com/intent/tweet?url={u}&text={t}'],
  ['LinkedIn', '#0a66c2', 'in', 'https://www.linkedin.com/sharing/share-offsite/?url={u}'],
  ['Bluesky', '#1185fe', 'b', 'https://bsky.app/intent/compose?text={b}'],
  ['Mastodon', '#563acc', 'M', 'https://{m}/share?text={b}'],
  ['Pinterest', '#e60023', 'P', 'https://pinterest.com/pin/create/button/?url={u}&media={i}&description={t}'],
  [null, '#4a4a4f', '@', 'mailto:?subject={t}&body={u}'],
];

export function shareLinks({ url, title, image, mastodon }: SharedPost): ShareLink[] {
  const values: Record<string, string> = {
    u: encodeURIComponent(url),
    t: encodeURIComponent(title),
    b: encodeURIComponent(`${title} ${url}`),
    i: encodeURIComponent(image || ''),
    m: mastodonHost(mastodon),
  };
  return TARGETS.filter(([name]) => image || name != 'Pinterest').map(([name, colour, letter, address]) => ({
    name,
    href: address.replace(/{(\w)}/g, (_, key: string) => values[key]!),
    mark: [colour, letter],
  }));
}
