/**
 * A page opened at `#ob-comment-{id}` (a last-comment link or a feed's) shows
 * that comment even when it sits on a later page of comments or in a
 * thread's collapsed replies: the comment section loads what it needs, the
 * API stays as it is.
 *
 * Why the client: the API's pages are the server's choice and its cursors
 * opaque, so only the list itself knows what "the next page" is. The newest
 * comments (the ones last-comment links name) are on the first pages, newest
 * first, or among a thread's inline replies, so the search is usually short.
 */

/** The comment id a location hash asks for (`#ob-comment-57` → `"57"`), else null. */
export function commentIdFromHash(hash: string): string | null {
  const match = /^#?ob-comment-([\w-]+)$/.exec(hash);
  return match ? match[1]! : null;
}

/** What the search needs of a comment list: the comment section's store has this shape. */
export interface RevealableList<Thread extends { moreReplies: { value: boolean } }> {
  find(id: string): unknown;
  comments: { value: Thread[] };
  moreComments: { value: boolean };
  /** Resolves to the first new comment's id, null when nothing came (or the page failed). */
  loadMore(): Promise<string | null | false>;
  loadMoreReplies(thread: Thread): Promise<string | null | false>;
}

/**
 * Loads pages until the comment `id` is in the list: more comments first
 * (its thread may be further down), then more replies of each thread that
 * has some. A page that brings nothing ends that path, so a failing server
 * is asked once, not in a loop, and `maxPages` bounds the whole search (a
 * comment deleted or held since the link was made is never found). Resolves
 * to whether the comment is now listed; the caller then scrolls to it.
 */
export async function revealComment<Thread extends { moreReplies: { value: boolean } }>(
  list: RevealableList<Thread>,
  id: string,
  maxPages = 30,
): Promise<boolean> {
  const exhausted = new Set<Thread>();
  for (let pages = 0; pages < maxPages && !list.find(id); pages++) {
    if (list.moreComments.value) {
      if (!(await list.loadMore())) break;
      continue;
    }
    const thread = list.comments.value.find((t) => t.moreReplies.value && !exhausted.has(t));
    if (!thread) break;
    if (!(await list.loadMoreReplies(thread))) exhausted.add(thread);
  }
  return !!list.find(id);
}

const searches = new WeakMap<object, Promise<unknown>>();

/**
 * The page's hash as a link to a comment (at load, or a same-page link
 * changing it): search `list` for it and show it. Searches of one list run
 * one after another (a page already loading would end a second one early),
 * and a comment found after the hash moved on is not shown.
 */
export function revealLinked<Thread extends { moreReplies: { value: boolean } }>(
  list: RevealableList<Thread>,
  show: (id: string) => void,
  hash: () => string = () => location.hash,
): Promise<unknown> {
  const search = (searches.get(list) ?? Promise.resolve()).then(async () => {
    const id = commentIdFromHash(hash());
    if (id && (await revealComment(list, id)) && commentIdFromHash(hash()) === id) show(id);
  });
  searches.set(list, search);
  return search;
}
