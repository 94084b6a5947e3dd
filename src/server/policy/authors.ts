import type { BlogWithSettings } from '../store/store.ts';

/**
 * Whether an account is one of a blog's authors, who carry the author badge and moderate it (docs/moderation.md
 * "Moderation"): its owner, or an account the blog's author rules name by its identity (docs/self-hosting.md
 * "Sign-in"). Never a name a reader chooses.
 */
export const isBlogAuthor = (
  blog: Pick<BlogWithSettings, 'ownerId' | 'authorIds'>,
  accountId: string | null | undefined,
): boolean => accountId != null && (accountId === blog.ownerId || blog.authorIds.includes(accountId));
