import type { HeldScope, ModerationStore, RejectedStore, StoredComment } from './store.ts';

/** Held comments read at a time where every one is wanted (an export, the admin's list). */
const PAGE = 200;

/**
 * Every comment waiting for approval in `scope`, oldest first, read a page at a time: a flooded queue is
 * never loaded whole, and what reads it (an export, a listing) may write each page out as it comes.
 */
export async function* eachHeldComment(store: Pick<ModerationStore, 'listHeldComments'>, scope: HeldScope) {
  for (let after: string | null = null; ;) {
    const page = await store.listHeldComments(scope, { after, limit: PAGE });
    yield* page.items;
    if (!page.hasNextPage) return;
    after = page.items.at(-1)!.id;
  }
}

/** Every comment waiting for approval in `scope`, oldest first, gathered from its pages. */
export async function allHeldComments(store: Pick<ModerationStore, 'listHeldComments'>, scope: HeldScope) {
  const all: StoredComment[] = [];
  for await (const comment of eachHeldComment(store, scope)) all.push(comment);
  return all;
}

/** Every rejected comment a blog keeps (null: every blog's), oldest first, read a page at a time as the held are. */
export async function* eachRejectedComment(store: RejectedStore, blogId: string | null) {
  for (let after: string | null = null; ;) {
    const page = await store.listRejectedComments(blogId, { after, limit: PAGE });
    yield* page.items;
    if (!page.hasNextPage) return;
    after = page.items.at(-1)!.id;
  }
}
