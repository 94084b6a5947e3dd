import { useEffect, useState } from 'react';
import { nextTask } from '../../next-task.ts';

/** Threads rendered with the section itself: more than a page (10) holds, so a first page shows in one go. */
export const FIRST_SLICE = 20;
/**
 * Threads rendered per later task: two, with the replies that come with them up to eight comments. Each task, and the
 * frame that lays its comments out, then stays near 50 ms with the CPU slowed 4× (bench/big-thread.bench.ts, 2,000
 * comments shown: one thread a task made more frames over 50 ms, three made longer ones).
 */
export const SLICE = 2;

/**
 * How many of a list's threads to render now (no long tasks of ours): the first
 * slice at once, then a slice per task, so a post with a thousand comments never blocks the page for the whole of its
 * render, and a reader's input is answered between slices. Threads that come later (a page of more) come a slice per
 * task too, each then laid out in a frame of its own. Focus on them waits for its slice (shared/ui/focus.ts looks
 * again). The server renders every thread at once (`first` Infinity): its markup is the whole page of comments, which
 * the upgrade takes over at once too; what comes after it comes in slices.
 */
export function useSlices(total: number, first = FIRST_SLICE): number {
  // A list there at once (the server's, which the upgrade takes over) is rendered at once; a list to come (the first
  // page a client-rendered section asks for) as much of it as the first slice holds.
  const [shown, setShown] = useState(() => (total ? Math.min(first, total) : first));
  useEffect(() => {
    if (shown === total || !total) return undefined;
    // A slice more; or, past the threads there are (a first slice larger than its page, a sort's shorter list), brought
    // down to them, so that those to come come a slice at a time.
    return nextTask(() => setShown((n) => (n < total ? Math.min(n + SLICE, total) : total)));
  }, [shown, total]);
  return Math.min(shown, total);
}
