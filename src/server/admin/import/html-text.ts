import { ElementType, parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';
import { MAX_NESTING, nestsWithinLimit } from './nesting.ts';
import { textContent } from './text-content.ts';

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
 *
 * Null for HTML whose tags nest past MAX_NESTING (nesting.ts): not a comment anyone wrote.
 */
export function htmlToText(
  html: string,
  { lineBreaks = 'collapsed' }: { lineBreaks?: 'kept' | 'collapsed' } = {},
): string | null {
  // Past it no comment nests, and parsing it would cost the import minutes: the caller leaves it out, counted.
  if (!nestsWithinLimit(html, { xmlMode: false })) return null;
  const parts: string[] = [];
  const breakLine = () => parts.push('\n');
  // Runs of breaks are cut to one blank line at the end.
  const breakParagraph = () => parts.push('\n\n');

  // Walked with a list, not by recursion: a message nested a hundred thousand tags deep must not overflow the
  // stack. A step is a node to read (inside <pre> or not) or text to add once the nodes before it are read.
  type Step = { node: ChildNode; preformatted: boolean } | string;
  const pending: Step[] = [];
  /** Reads `nodes` next, in order, then adds `after`. */
  const visit = (nodes: ChildNode[], preformatted: boolean, after?: string) => {
    if (after !== undefined) pending.push(after);
    for (let index = nodes.length - 1; index >= 0; index--) pending.push({ node: nodes[index]!, preformatted });
  };
  visit(parseDocument(html, { decodeEntities: true }).children, false);
  while (pending.length) {
    const step = pending.pop()!;
    if (typeof step === 'string') {
      parts.push(step);
      continue;
    }
    const { node, preformatted } = step;
    if (node.type === ElementType.Text) {
      const text = preformatted
        ? node.data
        : lineBreaks === 'kept'
          ? node.data.replace(/[ \t\f]+/g, ' ')
          : node.data.replace(/\s+/g, ' ');
      parts.push(text);
    } else if (node.type === ElementType.CDATA) {
      visit(node.children, preformatted);
    } else if (node.type === ElementType.Tag) {
      const name = node.name.toLowerCase();
      if (name === 'br') breakLine();
      else if (BLOCKS.has(name)) {
        breakParagraph();
        visit(node.children, preformatted || name === 'pre', '\n\n');
      } else if (name === 'li') {
        parts.push('\n- ');
        visit(node.children, preformatted);
      } else if (name === 'a') {
        const label = textContent(node).trim();
        const href = (node.attribs.href ?? '').trim();
        visit(node.children, preformatted, /^https?:\/\//i.test(href) && href !== label ? ` (${href})` : '');
      } else if (!SILENT.has(name)) visit(node.children, preformatted);
    }
    // Scripts and styles are never text: a script's source is not what the writer said.
  }

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

/** Why a comment whose HTML htmlToText declines is left out, as the import's report says it. */
export const NESTED_TOO_DEEP = `its HTML nested more than ${MAX_NESTING} deep`;

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
