import { createElement, type ReactNode } from 'react';
import { BODY_TAGS, isWebAddress, UGC_REL, type BodyAttributes, type BodyNode } from '../body.ts';

const ALLOWED = new Set<unknown>(BODY_TAGS);

/**
 * One node of a comment's structure as elements (shared/comments/body.ts):
 * only the allowlist's tags, a link only to the web and marked as the
 * writer's, everything else dropped. Built with the DOM's own calls (on the
 * server, as escaped markup): no text from the server is ever parsed as
 * markup here, whatever the structure holds.
 */
function draw(node: BodyNode | BodyAttributes, key: number, lists: number): ReactNode {
  if (typeof node === 'string') return node;
  if (!Array.isArray(node) || !ALLOWED.has(node[0])) return null;
  const [tag, ...rest] = node;
  const attributes =
    rest[0] && typeof rest[0] === 'object' && !Array.isArray(rest[0]) ? (rest.shift() as BodyAttributes) : {};
  const inner = tag === 'ul' || tag === 'ol' ? lists + 1 : lists;
  const children = tag === 'br' ? [] : rest.map((child, n) => draw(child, n, inner));
  // A link to anything but the web is its words alone.
  if (tag === 'a' && !isWebAddress(attributes.href)) return children;
  const props =
    tag === 'a'
      ? { key, href: attributes.href, rel: UGC_REL }
      : tag === 'ol' && Number.isInteger(attributes.start)
        ? { key, start: attributes.start }
        : // A list in the text counts its levels from the text: counted from the page, inside a thread's
          // lists, it would be heard a level deeper than the reply it is in, as if it were a deeper reply.
          tag === 'li' && lists
          ? { key, 'aria-level': lists }
          : { key };
  return createElement(tag, props, ...children);
}

/**
 * A comment's text as its writer formatted it; `body` as the API gives it.
 * It carries the language it was written in, which need not be the
 * section's: a screen reader then reads a French comment in French inside an
 * English section. Unknown (imports, older comments) is `lang=""`, so it is
 * not read as the section's language either. Without `lang` (a preview of
 * what is being written here) it is in the section's language.
 */
export function CommentBody({ body, lang }: { body: BodyNode[]; lang?: string }) {
  // Whatever a server sends: a body that is not a list draws nothing rather than take the section down.
  return (
    <div className="pl-body" lang={lang}>
      {Array.isArray(body) && body.map((node, n) => draw(node, n, 0))}
    </div>
  );
}
