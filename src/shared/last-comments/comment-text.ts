/**
 * A comment body arrives HTML-escaped with line breaks as `<br>` (README "Formatting").
 * The list shows it as one line of plain text: each `<br>` becomes a space,
 * entities are decoded, anything else stays literal, and the result is only
 * ever written with `textContent`, so nothing from the server becomes markup.
 *
 * The same rule as the comment section's ui/html-text.ts, kept apart on
 * purpose: sharing that module would split it into a chunk of its own and
 * cost the comment section's reading path a request and its framing bytes,
 * against a 16 KB budget, for a few lines.
 */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decode = (whole: string, name: string): string => {
  if (name[0] != '#') return NAMED[name.toLowerCase()] ?? whole;
  const code = name[1] == 'x' || name[1] == 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
  // Surrogates, NUL and beyond Unicode are what a hostile answer would try.
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
};

export const commentText = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, decode)
    .replace(/\s+/g, ' ')
    .trim();

/** At most `max` characters, cut at a word boundary when one is near, with an ellipsis. */
export function excerpt(text: string, max = 140): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
