import { htmlToLines } from '../../ui/html-text.ts';

/**
 * A comment body arrives HTML-escaped with line breaks as `<br>` (DESIGN §3).
 * The list shows it as one line of plain text: each `<br>` becomes a space,
 * entities are decoded, anything else stays literal, and the result is only
 * ever written with `textContent`, so nothing from the server becomes markup.
 */
export const commentText = (html: string): string => htmlToLines(html).join(' ').replace(/\s+/g, ' ').trim();

/** At most `max` characters, cut at a word boundary when one is near, with an ellipsis. */
export function excerpt(text: string, max = 140): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
