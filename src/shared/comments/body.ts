/**
 * A comment as it is drawn (docs/embedding.md "Formatting"): the server parses the
 * writer's Markdown once, when the comment is written or edited, into this
 * structure, and every reader's page builds it with DOM calls, never as
 * markup. A node is text, or an element of the allowlist below:
 * `[tag, ...children]`, where a link carries `{ href }` and an ordered list
 * may carry `{ start }` as its second item. JSON as it travels:
 *
 *   [["p", "Hello ", ["em", "you"], ["br"], "see ", ["a", {"href": "https://example.com/"}, "this"]]]
 */
export type BodyNode = string | BodyElement;
export type BodyElement = [BodyTag, ...(BodyNode | BodyAttributes)[]];
export interface BodyAttributes {
  href?: string;
  start?: number;
}

/** What a comment may be made of: paragraphs, line breaks, emphasis, strong, inline code, code blocks, quotes, lists and links. */
export const BODY_TAGS = ['p', 'br', 'em', 'strong', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a'] as const;
export type BodyTag = (typeof BODY_TAGS)[number];

/** Links a writer adds are theirs, not the blog's: search engines are told so, and the page opened gets no handle on this one. */
export const UGC_REL = 'ugc nofollow noopener';

/** Only absolute web addresses become links: no javascript:, data:, mailto: or relative ones. */
export const isWebAddress = (href: unknown): href is string =>
  typeof href === 'string' && /^https?:\/\/[^/\s]/i.test(href);

const BLOCKS = new Set<unknown>(['p', 'br', 'pre', 'blockquote', 'ul', 'ol', 'li']);

/** A body's words as one line of text (blocks and breaks become spaces): what a control's name quotes of it. */
export function bodyText(nodes: readonly (BodyNode | BodyAttributes)[]): string {
  let text = '';
  for (const node of nodes) {
    if (typeof node === 'string') text += node;
    else if (Array.isArray(node))
      text += BLOCKS.has(node[0]) ? ` ${bodyText(node.slice(1))} ` : bodyText(node.slice(1));
  }
  return text.replace(/\s+/g, ' ').trim();
}
