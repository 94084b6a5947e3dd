import { useEffect, useState } from 'react';
import { nextTask } from '../../next-task.ts';
import type { CommentItem } from '../comments-store.ts';

/**
 * Threads taken out of the document per task: about 40 comments, each slice well under 50 ms on a phone (a thread's
 * first page of replies is a few; one of hundreds loaded is a slice of its own).
 */
const GONE = 10;

/** The list a sort replaced, on its way out: its element's key and the threads still in it. */
export interface GoneList {
  key: number;
  threads: CommentItem[];
}

/** The lists shown, kept from render to render: the list element's key, and the list on its way out. */
export function goneLists(listing: number) {
  let was = listing;
  let before: CommentItem[] = [];
  let key = listing;
  let gone: GoneList | null = null;
  return {
    /** The list element's key and the list on its way out, once `listing` shows `shown`. */
    at(listing: number, shown: CommentItem[], long: number, busy: boolean) {
      if (was !== listing) {
        // A list still on its way out goes at once when another replaces the one shown.
        gone = before.length > long && !busy ? { key, threads: before } : null;
        if (gone) key = listing;
        was = listing;
      }
      before = shown;
      if (gone) {
        // A thread listed again (the new list's, a page of more) is the new list's alone: never twice in the page.
        const staying = new Set(shown.map((thread) => thread.id));
        const threads = gone.threads.filter((thread) => !staying.has(thread.id));
        if (threads.length < gone.threads.length) gone = threads.length ? { key: gone.key, threads } : null;
      }
      return { key, gone };
    },
    /** Takes the last GONE threads of `of` if it is still the list on its way out; the list goes once empty. */
    slice(of: GoneList) {
      const threads = of.threads.slice(0, -GONE);
      if (gone === of) gone = threads.length ? { key: of.key, threads } : null;
    },
  };
}

/**
 * The threads a new list (a sort) put out of a long list (more than `long` threads were shown), taken out of the
 * document a slice per task (docs/self-hosting.md "At scale: a million comments"). Removed at once, the threads of
 * a reader who had loaded 2,000 comments held the page for most of a second, as the browser took apart the boxes of
 * some 50,000 elements; hidden in one piece (`pl-gone`, live.css: not drawn, heard, found or focused, and given no
 * room), their boxes stay as they are until each slice goes. The list keeps its element and its place: the new list
 * is a new element after it (`key`), so nothing laid out moves. A list with a form or an editor open goes at once,
 * as before: its thread, if listed again, keeps its element, and what is typed in it.
 */
export function useGone(
  listing: number,
  shown: CommentItem[],
  long: number,
  busy: boolean,
): { key: number; gone: GoneList | null } {
  const [lists] = useState(() => goneLists(listing));
  const [, rendered] = useState(0);
  const now = lists.at(listing, shown, long, busy);
  useEffect(
    () =>
      now.gone
        ? nextTask(() => {
            lists.slice(now.gone!);
            rendered((n) => n + 1);
          })
        : undefined,
    [now.gone, lists],
  );
  return now;
}
