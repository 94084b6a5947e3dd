import { listen } from '../shared/ui/listen.ts';

/**
 * `matchMedia` for widgets: the current answer and every later change
 * (reduced motion switched in the OS settings, a window resized across a
 * breakpoint). `watch` returns its own removal, so teardown is one call.
 */
export interface MediaQuery {
  matches(): boolean;
  watch(onChange: (matches: boolean) => void): () => void;
}

export function mediaQuery(query: string, win: Pick<Window, 'matchMedia'> = window): MediaQuery {
  const list = win.matchMedia(query);
  return {
    matches: () => list.matches,
    watch(onChange) {
      return listen(list, 'change', (event: MediaQueryListEvent) => onChange(event.matches));
    },
  };
}

export const prefersReducedMotion = (win?: Pick<Window, 'matchMedia'>): MediaQuery =>
  mediaQuery('(prefers-reduced-motion: reduce)', win);
