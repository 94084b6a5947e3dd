/**
 * A comment body as lines of plain text, never as markup: the
 * server sends HTML-escaped text with `<br>` for line breaks. Breaks split
 * the lines, entities are decoded, and anything else, tags included, stays
 * literal text: nothing from the server ever becomes markup.
 */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    // Surrogates, NUL and beyond Unicode are what a hostile answer would try.
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

export const htmlToLines = (html: string): string[] => html.split(/<br\s*\/?>/i).map(decodeEntities);
