/**
 * The comment anchor (DESIGN §4): element id `ob-comment-{id}`. Last-comment
 * links point at it (spec §2); the comment section gives each comment that
 * id and, when the page opens with such a hash, loads what it needs to show
 * the comment (reveal-comment.ts).
 */
export const commentAnchor = (id: string | number): string => `ob-comment-${id}`;
