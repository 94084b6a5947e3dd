import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import {
  bodyText,
  isWebAddress,
  type BodyAttributes,
  type BodyElement,
  type BodyNode,
  type BodyTag,
} from '../shared/comments/body.ts';

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

const textOf = (draft: Draft): string =>
  draft.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');

/** An element being built, or (`own: false`) one whose content goes to the element around it. */
interface Frame {
  draft: Draft;
  own: boolean;
}

function build(tokens: Token[], root: Draft) {
  const stack: Frame[] = [{ draft: root, own: true }];
  for (const token of tokens) {
    const into = stack.at(-1)!.draft;
    if (token.nesting === 1) {
      const tag = OPENS[token.type.replace(/_open$/, '')];
      const href = tag === 'a' ? String(token.attrGet('href') ?? '') : '';
      // A tight list's paragraphs, a link to anything but the web, a link inside a link (`[a <https://b> c](https://d)`:
      // HTML cannot nest them, and a browser would split it), or what the subset lacks: their text joins the parent.
      const inLink = tag === 'a' && stack.some((frame) => frame.own && frame.draft.tag === 'a');
      if (!tag || token.hidden || (tag === 'a' && (!isWebAddress(href) || inLink))) {
        stack.push({ draft: into, own: false });
        continue;
      }
      const start = tag === 'ol' ? Number(token.attrGet('start') ?? 1) : 1;
      const element: Draft = { tag, attributes: href ? { href } : start !== 1 ? { start } : undefined, children: [] };
      into.children.push(element);
      stack.push({ draft: element, own: true });
    } else if (token.nesting === -1) {
      const closed = stack.pop()!;
      // A link with no words (`[ ](https://…)`) would be a link with no name: its blank text stays, as text.
      if (closed.own && closed.draft.tag === 'a' && textOf(closed.draft).trim() === '') {
        const parent = stack.at(-1)!.draft;
        parent.children.pop();
        for (const child of closed.draft.children)
          if (typeof child === 'string') addText(parent, child);
          else parent.children.push(child);
      }
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
  typeof node === 'string'
    ? node
    : [node.tag, ...(node.attributes ? [node.attributes] : []), ...node.children.map(toNode)];

/** Whether any text is left to read: a comment of only link definitions draws nothing, and is shown as typed instead. */
const hasText = (nodes: BodyNode[]): boolean => bodyText(nodes) !== '';

/**
 * Whether the parse reached markdown-it's nesting limit (quotes or lists 20
 * deep): past it, the parser drops the rest of the text, which would then
 * show nowhere. Such a text is shown as typed instead.
 */
const MAX_NESTING = parser.options.maxNesting;
const tooDeep = (tokens: Token[]): boolean => tokens.some((token) => token.level >= MAX_NESTING - 1);

/** The structure a comment's text is drawn as. */
export function formatComment(text: string): BodyNode[] {
  const tokens = parser.parse(text, {});
  if (tooDeep(tokens)) return plainBody(text);
  const root: Draft = { tag: 'p', children: [] };
  build(tokens, root);
  const body = root.children.map(toNode);
  return hasText(body) ? body : plainBody(text);
}

/** A stored comment as drawn: its parsed structure, else (from before formatting, imported, or unreadable) its text as typed. */
export function bodyOf(comment: { body: string; bodyTree: string | null }): BodyNode[] {
  if (comment.bodyTree === null) return plainBody(comment.body);
  try {
    const body: unknown = JSON.parse(comment.bodyTree);
    if (Array.isArray(body)) return body as BodyNode[];
  } catch {
    // A row no parse of ours wrote: its text is still there to show.
  }
  return plainBody(comment.body);
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
