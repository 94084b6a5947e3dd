/**
 * The comment anchor (DESIGN §4): element id `ob-comment-{id}`. Last-comment
 * links point at it; the comment section gives each comment that id and,
 * when a page opens with such a hash, loads what it needs to show it.
 */
export const commentAnchor = (id: string | number): string => `ob-comment-${id}`;

/** The comment id a location hash asks for (`#ob-comment-57` → `"57"`), else null. */
export function commentIdFromHash(hash: string): string | null {
  const match = /^#?ob-comment-([\w-]+)$/.exec(hash);
  return match ? match[1]! : null;
}

/**
 * Loads until the wanted comment is on the page: each step loads one more
 * page (more comments, or more replies of a thread) and says whether it
 * could; the search stops as soon as `isShown()` holds or no step can load
 * anything more, and never runs past `maxSteps` calls, so a deleted or held
 * comment costs a bounded number of requests. Resolves to whether it is shown.
 */
export async function loadUntilShown(isShown: () => boolean, steps: () => Promise<boolean> | false, maxSteps = 50): Promise<boolean> {
  for (let n = 0; n < maxSteps && !isShown(); n++) {
    const step = steps();
    if (!step || !(await step)) break;
  }
  return isShown();
}
