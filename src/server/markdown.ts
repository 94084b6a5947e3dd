import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { isWebAddress, type BodyAttributes, type BodyElement, type BodyNode, type BodyTag } from '../shared/comments/body.ts';

/**
 * A writer's Markdown, parsed once when the comment is written or edited
 * (never on a read), into the allowlisted structure readers' pages build
 * (shared/comments/body.ts). markdown-it with raw HTML off and only the
 * rules of the subset on: paragraphs, line breaks (a single newline breaks
 * the line, as comments were always shown), emphasis, strong, inline code,
 * code blocks (fenced or indented), quotes, lists, and links, written,
 * between <angle brackets> or bare, to http(s) addresses only. Everything
 * else (headings, images, tables, HTML) stays the text it was typed as.
 */
const parser = new MarkdownIt('zero', { breaks: true, linkify: true, html: false }).enable([
  'blockquote',
  'code',
  'fence',
  'list',
  'reference',
  'newline',
  'escape',
  'backticks',
  'emphasis',
  'link',
  'autolink',
  'linkify',
]);
// No entity rule: "&amp;" or "&copy;" shows as typed, as any HTML does, for writers who never meant Markdown.
// Only addresses with their scheme become links: "node.js" or "a@b.c" in a sentence stay words.
parser.linkify.set({ fuzzyLink: false, fuzzyEmail: false });

// Block and inline tokens that open an element, by type without its _open.
const OPENS: Record<string, BodyTag> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
  em: 'em',
  strong: 'strong',
  link: 'a',
};

/** An element while it is built; `toNode` makes it the tuple that travels. */
interface Draft {
  tag: BodyTag;
  attributes?: BodyAttributes;
  children: (Draft | string)[];
}

/** Adds text, joined to text just before it: the page then finds one text node where the server drew one. */
function addText(into: Draft, text: string) {
  if (text === '') return;
  const last = into.children.length - 1;
  if (typeof into.children[last] === 'string') into.children[last] += text;
  else into.children.push(text);
}

function build(tokens: Token[], root: Draft) {
  const stack: Draft[] = [root];
  for (const token of tokens) {
    const into = stack.at(-1)!;
    if (token.nesting === 1) {
      const tag = OPENS[token.type.replace(/_open$/, '')];
      const href = tag === 'a' ? String(token.attrGet('href') ?? '') : '';
      // A tight list's paragraphs, a link to anything but the web, or what the subset lacks: their text joins the parent.
      if (!tag || token.hidden || (tag === 'a' && !isWebAddress(href))) {
        stack.push(into);
        continue;
      }
      const start = tag === 'ol' ? Number(token.attrGet('start') ?? 1) : 1;
      const element: Draft = { tag, attributes: href ? { href } : start !== 1 ? { start } : undefined, children: [] };
      into.children.push(element);
      stack.push(element);
    } else if (token.nesting === -1) {
      stack.pop();
    } else if (token.type === 'inline') {
      build(token.children ?? [], into);
    } else if (token.type === 'softbreak' || token.type === 'hardbreak') {
      into.children.push({ tag: 'br', children: [] });
    } else if (token.type === 'code_inline') {
      into.children.push({ tag: 'code', children: [token.content] });
    } else if (token.type === 'fence' || token.type === 'code_block') {
      const code = token.content.replace(/\n$/, '');
      into.children.push({ tag: 'pre', children: [{ tag: 'code', children: code ? [code] : [] }] });
    } else {
      // Text, and the text of anything else a rule left.
      addText(into, token.content);
    }
  }
}

const toNode = (node: Draft | string): BodyNode =>
  typeof node === 'string' ? node : [node.tag, ...(node.attributes ? [node.attributes] : []), ...node.children.map(toNode)];

/** Whether any text is left to read: a comment of only link definitions draws nothing, and is shown as typed instead. */
const hasText = (nodes: (BodyNode | object)[]): boolean =>
  nodes.some((node) => (typeof node === 'string' ? node.trim() !== '' : Array.isArray(node) && hasText(node.slice(1))));

/** The structure a comment's text is drawn as. */
export function formatComment(text: string): BodyNode[] {
  const root: Draft = { tag: 'p', children: [] };
  build(parser.parse(text, {}), root);
  const body = root.children.map(toNode);
  return hasText(body) ? body : plainBody(text);
}

/**
 * Text drawn as it was typed: one paragraph, its lines broken where the
 * writer broke them. For comments stored before formatting (and imported
 * ones), whose text was never Markdown.
 */
export function plainBody(text: string): BodyNode[] {
  if (text === '') return [];
  const paragraph: BodyElement = ['p'];
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (i > 0) paragraph.push(['br']);
    if (line !== '') paragraph.push(line);
  });
  return [paragraph];
}
