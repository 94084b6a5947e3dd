import { listen } from '../shared/ui/listen.ts';

/**
 * Page visibility (`visibilitychange`): a hidden tab must not keep timers
 * running, so stores that own timers are told when the page hides and shows.
 */
export interface PageVisibility {
  isHidden(): boolean;
  watch(onChange: (hidden: boolean) => void): () => void;
}

export function pageVisibility(doc: Document = document): PageVisibility {
  return {
    isHidden: () => doc.visibilityState === 'hidden',
    watch(onChange) {
      return listen(doc, 'visibilitychange', () => onChange(doc.visibilityState === 'hidden'));
    },
  };
}
