/** Page sizes are the server's choice (docs/api.md "The API"): clients cannot ask for more. */
export const PAGE_SIZES = {
  /** Top-level comments per page. */
  comments: 10,
  /** Replies shown inline under each comment of a page. */
  inlineReplies: 3,
  /** Replies per 'more replies'. */
  replies: 10,
  lastComments: 10,
  blogs: 10,
  /** Comments waiting for approval, on the moderation page and in the API's `moderation.held`. */
  held: 20,
} as const;
