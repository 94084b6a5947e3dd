import type { CommentOrder } from '../orders.ts';

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

/**
 * What a reader without script gets where a control needs script: HTML the
 * server writes into `<noscript>` elements (shared/no-script.tsx). The
 * client renders the same elements empty, so hydration finds them in place.
 */
export interface NoScriptParts {
  /** First in the section: the styles that hide the controls that need script. */
  head: string;
  /** The plain HTML form that posts a comment into moderation. */
  form: string;
  /** The "More comments" link. */
  moreComments: string;
  /** The page's own query parameters, as the sort form's hidden fields (real fields: the form may be sent with script on, before the section is live). */
  sortFields: string;
  /** The "More replies" link of a thread. */
  moreReplies(threadId: string): string;
}
