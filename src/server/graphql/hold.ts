import type { BlogWithSettings, CommentStore, ModerationStore } from '../store/store.ts';
import { needsModeration } from './moderation.ts';
import { isBlogAuthor } from '../policy/authors.ts';

/** Who writes a text, as the blog's moderation rule and its blocks see them. */
export interface WriterOfText {
  /** The writer's account; null when they write anonymously. */
  accountId: string | null;
  /** The e-mail they gave (an account's own for a signed-in writer); null when none. */
  email: string | null;
  /** The keyed hash of the address the text comes from (auth/address-hash.ts); null when unknown. */
  addressHash: string | null;
}

/**
 * Whether a text waits for the blog's author before readers see it: a new comment, and an edit of one already
 * shown, meet the same rule (docs/embedding.md "Editing your comment"), or an approved comment could be edited into what
 * would never have been let through. A blocked writer is held as every held writer is (docs/moderation.md "Blocking").
 */
export async function isHeld(
  store: Pick<CommentStore, 'hasVisibleCommentByEmail'> & Pick<ModerationStore, 'isBlocked'>,
  blog: BlogWithSettings,
  writer: WriterOfText,
  body: string,
): Promise<boolean> {
  const isOwner = isBlogAuthor(blog, writer.accountId);
  if (isOwner) return false;
  const isSignedIn = writer.accountId !== null;
  // A known writer: anonymous, with an e-mail that already has a shown comment on the blog.
  const isKnown = !isSignedIn && writer.email !== null && (await store.hasVisibleCommentByEmail(blog.id, writer.email));
  if (needsModeration(blog.moderation, { isOwner, isSignedIn, isKnown }, body)) return true;
  return store.isBlocked(blog.id, { email: writer.email, addressHash: writer.addressHash }, new Date());
}
