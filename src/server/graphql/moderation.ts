import type { ModerationRule } from '../store/store.ts';

export interface Writer {
  /** The blog's owner, signed in: never held. */
  isOwner: boolean;
  isSignedIn: boolean;
  /** An anonymous writer whose email already has a visible comment on the blog. */
  isKnown: boolean;
}

// A link in the body: a scheme, a www. host, or markup trying to be one.
const LINK = /\b(?:https?:\/\/|www\.)|<a\s/i;
export const hasLink = (body: string): boolean => LINK.test(body);

/** Whether a new comment waits for approval under the blog's rule (see ModerationRule). */
export function needsModeration(rule: ModerationRule, writer: Writer, body: string): boolean {
  if (writer.isOwner || rule === 'off') return false;
  if (rule === 'all') return true;
  if (hasLink(body)) return true;
  return rule === 'first-or-links' && !writer.isSignedIn && !writer.isKnown;
}
