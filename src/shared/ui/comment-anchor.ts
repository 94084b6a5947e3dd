/**
 * The comment anchor, element id `ob-comment-{id}`: the address last-comment
 * links and feeds point at, so it never changes; the comment section gives each comment that
 * id and, when the page opens with such a hash, loads what it needs to show
 * the comment (reveal-comment.ts).
 */
export const commentAnchor = (id: string | number): string => `ob-comment-${id}`;
