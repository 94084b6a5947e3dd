import { useEffect, useState } from 'react';
import { nextTask } from '../../next-task.ts';

/** Threads rendered with the section itself: more than a page (10) holds, so a page shows in one go. */
export const FIRST_SLICE = 20;
/** Threads rendered per later task: each slice stays well under a 50 ms long task on a phone. */
export const SLICE = 30;

/**
 * How many of `total` threads to render now (no long tasks of
 * ours): the first slice at once, then a slice per task, so a post with a
 * thousand comments never blocks the page for the whole of its render, and
 * a reader's input is answered between slices. Comments appended later (a
 * "more" page) come with the next slice; focus on them waits for it
 * (shared/ui/focus.ts looks again). The server renders every thread at once
 * (`first` Infinity): its markup is the whole page of comments.
 */
export function useSlices(total: number, first = FIRST_SLICE): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return undefined;
    return nextTask(() => setShown((n) => n + SLICE));
  }, [shown, total]);
  return Math.min(shown, total);
}
