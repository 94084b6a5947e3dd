import { useEffect, useState } from 'react';
import { nextTask } from '../../next-task.ts';
import type { CommentItem } from '../comments-store.ts';

/** Threads rendered with the section itself: more than a page (10) holds, so a first page shows in one go. */
export const FIRST_SLICE = 20;
/**
 * Threads rendered per later task: two, with the replies that come with them up to eight comments. Each task, and the
 * frame that lays its comments out, then stays near 50 ms with the CPU slowed 4× (bench/big-thread.bench.ts, 2,000
 * comments shown: one thread a task made more frames over 50 ms, three made longer ones).
 */
export const SLICE = 2;

/** Which threads are drawn: through `last`, wherever it now stands; where it is no longer listed, the first `count`. */
export interface Slices {
  last: CommentItem | null;
  count: number;
}

/**
 * How many of `threads` are drawn. Through the last thread drawn, not a count: a thread posted at the top moves the
 * others down, and a count would take the last one out of the document for a task (made again, what is typed in it
 * lost). Where it is no longer listed (edited or deleted: a new item, or none; a sort's new list in the list's own
 * element, use-gone.ts) the count stands, and never less than a first slice: a sort's page kept in its element is
 * drawn whole, as a thread kept with a form open (or focus) in it must be.
 */
export function drawn(threads: CommentItem[], { last, count }: Slices): number {
  const at = last ? threads.indexOf(last) : -1;
  return at < 0 ? Math.min(Math.max(count, FIRST_SLICE), threads.length) : at + 1;
}

/** Which threads of the list whose element's key is `list` are drawn. */
type ListSlices = Slices & { list: number };

/** What is drawn once a slice more of `threads` is, after the first `from`. */
export function sliced(threads: CommentItem[], from: number): Slices {
  const count = Math.min(from + SLICE, threads.length);
  return { last: threads[count - 1] ?? null, count };
}

/** Threads a list drawn anew (a sort's) draws at once: a slice, or through the thread that must be (`through`). */
export function drawnAnew(threads: CommentItem[], through: number): number {
  return Math.min(Math.max(SLICE, through), threads.length);
}

/**
 * How many of a list's threads to render now (no long tasks of ours): the first slice at once, then a slice per task,
 * so a post with a thousand comments never blocks the page for the whole of its render, and a reader's input is
 * answered between slices. Threads that come later (a page of more) come a slice per task too, each then laid out in a
 * frame of its own. Focus on them waits for its slice (shared/ui/focus.ts looks again). The server renders every
 * thread at once (`first` Infinity): its markup is the whole page of comments, which the upgrade takes over at once
 * too; what comes after it comes in slices. A list drawn anew in a new element (`list`, its key: a sort's, use-gone.ts)
 * starts again from a slice, drawn at once through its `through`th thread (where focus is to go).
 */
export function useSlices(threads: CommentItem[], first = FIRST_SLICE, list = 0, through = 0): number {
  const [slices, setSlices] = useState<ListSlices>(() => ({
    last: threads[Math.min(first, threads.length) - 1] ?? null,
    count: first,
    list,
  }));
  // What a new list draws first, fixed at its first render: through its last thread then, wherever it stands at a
  // render again before its next slice (as drawn() has it).
  const [anew] = useState<ListSlices>(() => ({ list, last: null, count: 0 }));
  if (slices.list !== list && anew.list !== list) {
    const count = drawnAnew(threads, through);
    Object.assign(anew, { list, last: threads[count - 1] ?? null, count });
  }
  const shown = drawn(threads, slices.list === list ? slices : anew);
  useEffect(() => {
    if (shown < threads.length) return nextTask(() => setSlices({ ...sliced(threads, shown), list }));
    // All drawn (a first page, a sort's list, a thread posted): its last thread and its count remembered, so that
    // those to come come in slices, and the count stands for them all. A new list's key is taken even when empty.
    if (slices.list !== list || (threads.length && (slices.last !== threads.at(-1) || slices.count !== shown)))
      return nextTask(() => setSlices({ last: threads.at(-1) ?? null, count: shown, list }));
    return undefined;
  }, [shown, threads, slices, list]);
  return shown;
}
