import type { Store } from '../../src/server/store/store.ts';

/**
 * A long moderation queue, written straight to the store: `count` comments waiting for approval, the `i`th
 * named `Queued i` with the text `{words} i`, on the post `postOf(i)` names; their ids, in order. For tests of
 * paging the queue.
 */
export async function fillHeldQueue(
  store: Pick<Store, 'addComment'>,
  count: number,
  postOf: (i: number) => string,
  words = 'waiting',
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await store.addComment({
      postId: postOf(i),
      parentId: null,
      threadId: null,
      accountId: null,
      name: `Queued ${i}`,
      email: null,
      website: null,
      body: `${words} ${i}`,
      isVisible: false,
    });
    ids.push(id);
  }
  return ids;
}
