import { systemTimer } from '../timer.ts';

/**
 * Focus an element that a state change is about to render (focus
 * moves to the new comment, to the first comment loaded): both Preact and
 * React render after the change, so look again a few times before giving up.
 */
export function focusSoon(find: () => HTMLElement | null, tries = 20): void {
  const el = find();
  if (el) el.focus();
  else if (tries > 0) systemTimer.after(16, () => focusSoon(find, tries - 1));
}

export const commentElement = (id: string) => () => document.getElementById(`ob-comment-${id}`);
