import type { Timer } from '../../shared/timer.ts';
import { dragDecision, type DragDecision } from '../../ui/drag-decision.ts';

/** The active slide changes every 5000 ms while nothing pauses it. */
export const SLIDESHOW_INTERVAL = 5000;

export interface SlideshowState {
  /** Index of the shown slide, 0-based. */
  index: number;
  count: number;
  /** The reader stopped rotation (Stop, reduced motion); only Start undoes it. */
  stopped: boolean;
  /** Rotation is actually ticking: not stopped, not paused by hover or keyboard focus, page visible. */
  rotating: boolean;
}

export interface SlideshowStore {
  state(): SlideshowState;
  next(): void;
  previous(): void;
  stop(): void;
  start(): void;
  /** A swipe of `deltaX` px over slides `width` px wide: past 20%, one slide on or back. */
  drop(deltaX: number, width: number): DragDecision;
  /** The Stop/Start control. */
  toggle(): void;
  /** Mouse over pauses, mouse leave resumes; it never stops for good. */
  setHovered(hovered: boolean): void;
  /**
   * Keyboard focus inside pauses, focus leaving resumes, like hover: a pause, not a stop, so the
   * Stop/Start control keeps naming what it will do when the reader who tabbed onto it presses it.
   */
  setFocused(focused: boolean): void;
  /** A hidden page keeps no timer (it is set again when the page shows). */
  setHidden(hidden: boolean): void;
  /** Clears the timer; the store does nothing afterwards. */
  dispose(): void;
}

export interface SlideshowOptions {
  count: number;
  timer: Pick<Timer, 'after'>;
  /** Reduced motion: rotation never starts by itself (WCAG 2.2.2). */
  reducedMotion?: boolean;
  hidden?: boolean;
  interval?: number;
  /** Called after every change of state, with the new state. */
  onChange?: (state: SlideshowState) => void;
}

/**
 * The slideshow's state, DOM-free (APG auto-rotating carousel): index
 * arithmetic with wrap-around, and the one rotation timer. The timer runs
 * only while rotation is on, the pointer is elsewhere and the page is
 * visible; every move restarts it so a slide reached by hand gets its full
 * interval.
 */
export function createSlideshowStore({
  count,
  timer,
  reducedMotion = false,
  hidden = false,
  interval = SLIDESHOW_INTERVAL,
  onChange = () => {},
}: SlideshowOptions): SlideshowStore {
  if (!Number.isInteger(count) || count < 1) throw new Error(`a slideshow needs at least one slide (got ${count})`);
  let index = 0;
  let stopped = reducedMotion;
  let hovered = false;
  let focused = false;
  let isHidden = hidden;
  let disposed = false;
  let cancel: (() => void) | null = null;

  const rotating = () => !disposed && !stopped && !hovered && !focused && !isHidden && count > 1;
  const state = (): SlideshowState => ({ index, count, stopped, rotating: rotating() });

  const update = () => {
    cancel?.();
    cancel = rotating() ? timer.after(interval, () => go(index + 1)) : null;
    if (!disposed) onChange(state());
  };
  const go = (to: number) => {
    index = ((to % count) + count) % count;
    update();
  };

  update();
  return {
    state,
    next: () => go(index + 1),
    previous: () => go(index - 1),
    drop(deltaX, width) {
      const decision = dragDecision(deltaX, width);
      if (decision !== 'snap') go(index + (decision === 'next' ? 1 : -1));
      return decision;
    },
    stop: () => ((stopped = true), update()),
    // Start is the reader's explicit wish to see it move: it outranks the pause of their own focus.
    start: () => ((stopped = focused = false), update()),
    toggle: () => ((focused &&= !stopped), (stopped = !stopped), update()),
    setHovered: (value) => ((hovered = value), update()),
    setFocused: (value) => ((focused = value), update()),
    setHidden: (value) => ((isHidden = value), update()),
    dispose() {
      disposed = true;
      cancel?.();
      cancel = null;
    },
  };
}
