import { hasChildren, isComment, isText, type AnyNode } from 'domhandler';

/**
 * The text of a node and everything inside it, as domutils' `textContent` gives it, walked with a list rather
 * than by recursion: an export comes from anyone, and elements nested a hundred thousand deep would overflow the
 * stack of a function that calls itself per level.
 */
export function textContent(node: AnyNode): string {
  const parts: string[] = [];
  const pending: AnyNode[] = [node];
  while (pending.length) {
    const next = pending.pop()!;
    if (isText(next)) parts.push(next.data);
    else if (hasChildren(next) && !isComment(next))
      for (let index = next.children.length - 1; index >= 0; index--) pending.push(next.children[index]!);
  }
  return parts.join('');
}
