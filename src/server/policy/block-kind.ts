import type { BlockKind, StoredComment, ModerationStore } from '../store/store.ts';

/**
 * How a comment's writer can be blocked (docs/moderation.md "Blocking"): by the e-mail
 * the comment gave, else by the address it came from, while that is kept;
 * null when it carries neither (seeded or imported comments), and nothing
 * could stop that writer. The API's blockWriter, the moderation page and the
 * section's panel all follow this one rule, so neither page offers a block
 * the server would refuse.
 */
export async function blockOf(
  store: Pick<ModerationStore, 'commentAddressHash'>,
  comment: Pick<StoredComment, 'id' | 'email'>,
  kind?: BlockKind,
): Promise<{ kind: BlockKind; value: string } | null> {
  if (comment.email && kind !== 'address') return { kind: 'email', value: comment.email };
  if (kind === 'email') return null;
  const address = await store.commentAddressHash(comment.id);
  return address ? { kind: 'address', value: address } : null;
}
