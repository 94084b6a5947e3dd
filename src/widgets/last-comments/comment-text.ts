/**
 * A comment body arrives HTML-escaped with line breaks as `<br>` (DESIGN §3).
 * The list shows it as one line of plain text: each `<br>` becomes a space,
 * any other tag is dropped, entities are decoded, and the result is only
 * ever written with `textContent`, so nothing from the server becomes markup.
 */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntity = (whole: string, name: string): string => {
  if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  // Lone surrogates and out-of-range code points would throw: keep the entity as written.
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
};

export function commentText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary when one is near, with an ellipsis. */
export function excerpt(text: string, max = 140): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
