import type { CommentOrder } from './orders.ts';

// What a host says about a comment section, and nothing of how the section works: the package's public
// declarations name these (porchlight, porchlight/comments, porchlight/render), so an app's type check
// reads this file and orders.ts, never the stores, the API or the signals behind them.

/** What a host sets, as `data-*` attributes or React props. */
export interface CommentsOptions {
  postId?: string;
  locale?: string;
  /** Where the API lives: `''` (this origin) unless the host says otherwise. */
  apiBase?: string;
  /** The captcha provider's script (the demo points it at the server's stand-in). */
  recaptchaSrc?: string;
  /** The comment count endpoint, for the heading's number. */
  countSrc?: string;
  /** The section heading's level, 2 by default: the page decides its outline. */
  headingLevel?: string | number;
  /** The prefix of the section's ids; one per section by default. The server names it, so its markup is the same on every request. */
  uid?: string;
  /** Threads rendered with the section itself (components/use-slices.ts); the server renders every one. */
  firstSlice?: number;
  /** The server's: start at the page of comments after this cursor (a reader without script followed "More comments"). */
  after?: string;
  /** The threads' order when the section starts (the address's `comments_order`). */
  order?: CommentOrder;
}

/** Which comments a reader without script asked to see; none: the first page, as every reader gets it. */
export interface ReaderPage {
  /** The page of comments after this cursor. */
  after?: string;
  /** The thread whose every reply is shown. */
  thread?: string;
  /** The threads' first page in this order (the sort form without script); a cursor carries its own. */
  order?: CommentOrder;
  /** The page's other query parameters, kept by the links (`p=42&lang=fr`): a page found by its query stays that page. */
  others?: string;
}
