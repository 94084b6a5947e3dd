import { systemTimer } from '../timer.ts';

/**
 * Focus an element that a state change is about to render (focus moves to the new comment, to the first comment
 * loaded), then run `then`: the status that says what happened, so a screen reader reads where the reader now is
 * and then what happened (a11y/transcripts/comments-loading-more.txt). `then` runs even when the element never
 * came, so nothing the reader should hear is lost.
 *
 * Never in the task that called it, but a frame on: that task is usually the render that put the element there, and focus() makes
 * the browser lay the page out at once, so render and layout became one long task (a "More comments" press on a big
 * thread with the CPU slowed 4×: 174 ms at the median, 90 ms once apart; bench/big-thread.bench.ts). Preact and
 * React may also render after the change, so look again a few times (`tries`) before giving up; `find` is told its
 * last try, where a fallback (the section's heading) may then take the place of what never came.
 */
export function focusSoon(find: (lastTry: boolean) => HTMLElement | null, then?: () => void, tries = 20): void {
  systemTimer.after(16, () => {
    const el = find(!tries);
    el?.focus();
    if (el || !tries) then?.();
    else focusSoon(find, then, tries - 1);
  });
}

export const commentElement = (id: string) => () => document.getElementById(`ob-comment-${id}`);

/**
 * The section's heading, focusable: where focus goes when what the reader acted on went and nothing took its place.
 * The section renders it with tabindex -1, but a page its server rendered before that keeps its markup as it was
 * through hydration, which sets no attribute: given here too.
 */
export function sectionHeading(uid: string): HTMLElement | null {
  const heading = document.getElementById(`${uid}-heading`);
  heading?.setAttribute('tabindex', '-1');
  return heading;
}
