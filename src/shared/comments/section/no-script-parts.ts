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
