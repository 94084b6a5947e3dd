/**
 * An Atom 1.0 feed (RFC 4287) as text. Every value is escaped for XML, and
 * characters XML 1.0 cannot carry at all (control characters, lone
 * surrogates, U+FFFE/U+FFFF) are left out, so that whatever a reader wrote
 * the feed stays well-formed. Comments go out as `type="text"`, or, when
 * written in the formatting subset, as `type="html"`: the allowlisted
 * markup their page shows, escaped once more for XML.
 */
export interface AtomEntry {
  /** A permanent IRI: the comment's own address. */
  id: string;
  title: string;
  url: string;
  author: { name: string; uri: string | null };
  /** ISO 8601. */
  published: string;
  text: string;
  /** The comment as formatted (feeds/body-html.ts), when it was written so; else `text` goes out as text. */
  html?: string;
  /** The language the comment was written in (BCP 47), for its content's xml:lang; '' when unknown, missing: the feed's. */
  lang?: string;
}

export interface AtomFeed {
  /** BCP 47, for xml:lang. */
  lang: string;
  title: string;
  subtitle: string | null;
  /** The feed's own absolute address: its id and its rel="self". */
  feedUrl: string;
  /** The page the feed follows (the post, the blog). */
  pageUrl: string;
  /** ISO 8601: the newest entry's time, or when there is none, the page's. */
  updated: string;
  entries: AtomEntry[];
}

// Characters XML 1.0 does not allow anywhere (section 2.2), lone surrogates among them: matching
// control characters is the point here.
const NOT_XML =
  // oxlint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const xmlText = (value: string): string => value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export function atomFeed(feed: AtomFeed): string {
  const link = (rel: string, type: string, href: string) =>
    `<link rel="${rel}" type="${type}" href="${xmlText(href)}"/>`;
  // A comment may be in another language than the feed's words around it: its content says which.
  const content = (entry: AtomEntry, type: string, value: string) =>
    `<content type="${type}"${entry.lang === undefined ? '' : ` xml:lang="${xmlText(entry.lang)}"`}>${xmlText(value)}</content>`;
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${xmlText(entry.id)}</id>
    <title type="text">${xmlText(entry.title)}</title>
    ${link('alternate', 'text/html', entry.url)}
    <author><name>${xmlText(entry.author.name)}</name>${entry.author.uri ? `<uri>${xmlText(entry.author.uri)}</uri>` : ''}</author>
    <published>${entry.published}</published>
    <updated>${entry.published}</updated>
    ${entry.html === undefined ? content(entry, 'text', entry.text) : content(entry, 'html', entry.html)}
  </entry>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.lang)}">
  <id>${xmlText(feed.feedUrl)}</id>
  <title type="text">${xmlText(feed.title)}</title>
${feed.subtitle ? `  <subtitle type="text">${xmlText(feed.subtitle)}</subtitle>\n` : ''}  ${link('self', 'application/atom+xml', feed.feedUrl)}
  ${link('alternate', 'text/html', feed.pageUrl)}
  <updated>${feed.updated}</updated>
  <generator>Porchlight</generator>
${entries.join('')}</feed>
`;
}
