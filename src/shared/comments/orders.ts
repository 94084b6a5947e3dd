/**
 * The orders a reader may list a post's comments in (docs/embedding.md "Sorting"):
 * newest first (the API's default), oldest first, most liked first. One
 * list for the API's types, the sort control and the server's store.
 */
export const COMMENT_ORDERS = ['newest', 'oldest', 'popular'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

/** An order named in an address, if it is one the API knows. */
export const orderNamed = (name: string | null | undefined): CommentOrder | undefined =>
  (COMMENT_ORDERS as readonly (string | null | undefined)[]).includes(name) ? (name as CommentOrder) : undefined;
