/**
 * Runs `work` in a task of its own, after the browser has had its turn
 * (input, rendering): the way long work is cut into slices. Returns the
 * cancel.
 */
export function nextTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
