import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';

/**
 * A comment written as HTML elsewhere (Disqus keeps messages as HTML,
 * WordPress as text with some HTML in it) as the plain text Porchlight
 * stores: paragraphs become blank lines, `<br>` a line break, a link its
 * text with its address after it when they differ, entities their
 * characters. Scripts, styles and every other tag leave no trace but their
 * text; escaping is the API's job when the comment is read.
 *
 * `lineBreaks: 'kept'` for WordPress, whose comments keep the newlines
 * their writer typed (WordPress turns them into paragraphs when it shows
 * them); in HTML proper (Disqus) a newline is a space.
 */
export function htmlToText(
  html: string,
  { lineBreaks = 'collapsed' }: { lineBreaks?: 'kept' | 'collapsed' } = {},
): string {
  const parts: string[] = [];
  const breakLine = () => parts.push('\n');
  // Runs of breaks are cut to one blank line at the end.
  const breakParagraph = () => parts.push('\n\n');

  const walk = (nodes: ChildNode[], preformatted: boolean) => {
    for (const node of nodes) {
      if (node.type === ElementType.Text) {
        const text = preformatted
          ? node.data
          : lineBreaks === 'kept'
            ? node.data.replace(/[ \t\f]+/g, ' ')
            : node.data.replace(/\s+/g, ' ');
        parts.push(text);
      } else if (node.type === ElementType.CDATA) {
        walk(node.children, preformatted);
      } else if (node.type === ElementType.Tag) {
        const name = node.name.toLowerCase();
        if (name === 'br') breakLine();
        else if (BLOCKS.has(name)) {
          breakParagraph();
          walk(node.children, preformatted || name === 'pre');
          breakParagraph();
        } else if (name === 'li') {
          parts.push('\n- ');
          walk(node.children, preformatted);
        } else if (name === 'a') {
          const label = DomUtils.textContent(node).trim();
          const href = (node.attribs.href ?? '').trim();
          walk(node.children, preformatted);
          if (/^https?:\/\//i.test(href) && href !== label) parts.push(` (${href})`);
        } else if (!SILENT.has(name)) walk(node.children, preformatted);
      } else if (node.type === ElementType.Script || node.type === ElementType.Style) {
        // Never text: a script's source is not what the writer said.
      }
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children, false);

  return parts
    .join('')
    .split('\n')
    .map((line) =>
      line.replace(/[ \t\f]+$/g, '').replace(/^[ \t\f]+(?=\S)/, (indent) => (lineBreaks === 'kept' ? indent : '')),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BLOCKS = new Set([
  'p',
  'div',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'tr',
  'figure',
  'section',
  'article',
]);
/** Elements whose content is not part of the text. */
const SILENT = new Set(['head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);
