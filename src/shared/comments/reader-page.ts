import type { CommentsStore } from './comments-store.ts';

/**
 * The query parameters a reader without script follows (docs/server-rendering.md "Without
 * JavaScript"): the page of comments after a cursor, and one thread with
 * every reply. The page that includes the section hands them back to the
 * renderer (`page`), as the demo's post pages do, and the upgrade reads
 * them from the address, so the section it loads is the one on the page.
 * Underscored, so nginx can name them (`$arg_comments_after`).
 */
export const PAGE_PARAMS = { after: 'comments_after', thread: 'comments_thread', order: 'comments_order' } as const;

/** Pages of replies one thread opens to (10 replies each): the rest stays behind "More replies". */
export const MAX_THREAD_PAGES = 20;

/**
 * Loads the replies of the thread `threadId` page after page, up to
 * MAX_THREAD_PAGES (an anonymous request may not cost the server without
 * bound), and only while each brings some. False when a page could not be had.
 */
export async function openThread(
  comments: Pick<CommentsStore, 'find' | 'loadMoreReplies'>,
  threadId: string | undefined,
): Promise<boolean> {
  const thread = threadId ? comments.find(threadId) : undefined;
  for (let pages = 0; thread?.moreReplies.peek() && pages < MAX_THREAD_PAGES; pages++) {
    const first = await comments.loadMoreReplies(thread);
    if (first === false) return false;
    if (first === null) break;
  }
  return true;
}

export { orderNamed } from './orders.ts';
