/** A drag or swipe counts past 20% of the width it happens on: less is a tap or a wobble. */
export const DRAG_THRESHOLD = 0.2;

export type DragDecision = 'next' | 'previous' | 'snap';

/**
 * What a drag of `deltaX` px over something `width` px wide means: past 20%
 * of the width, one step (leftwards is next, as a finger pushes a strip);
 * otherwise snap back.
 */
export function dragDecision(deltaX: number, width: number): DragDecision {
  if (!(width > 0) || Math.abs(deltaX) <= width * DRAG_THRESHOLD) return 'snap';
  return deltaX < 0 ? 'next' : 'previous';
}
