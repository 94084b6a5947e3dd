import type { Store } from '../../src/server/store/store.ts';

/**
 * A long moderation queue, written straight to the store: `count` comments waiting for approval, the `i`th
 * named `Queued i` with the text `waiting i`, on the post `postOf(i)` names. For tests of paging the queue.
 */
export async function fillHeldQueue(
  store: Pick<Store, 'addComment'>,
  count: number,
  postOf: (i: number) => string,
): Promise<void> {
  for (let i = 0; i < count; i++)
    await store.addComment({
      postId: postOf(i),
      parentId: null,
      threadId: null,
      accountId: null,
      name: `Queued ${i}`,
      email: null,
      website: null,
      body: `waiting ${i}`,
      isVisible: false,
    });
}
