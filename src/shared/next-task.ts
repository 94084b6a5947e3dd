import { systemTimer } from './timer.ts';

/**
 * Runs `work` in a task of its own, after the browser has had its turn
 * (input, rendering): the way long work is cut into slices. Returns the
 * cancel.
 */
export const nextTask = (work: () => void): (() => void) => systemTimer.after(0, work);
