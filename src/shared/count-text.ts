import type { Translate } from './i18n.ts';
import type { words } from './comment-count/messages/en.ts';

/**
 * A comment count as words, in one locale's (comment-count/messages/): "1 comment", "1 234 commentaires",
 * each locale's plural for the number. Anything but a count (before it arrives, or when it cannot be had)
 * gives the neutral "Comments": never "undefined", "NaN" or an empty link.
 */
export const countText = (count: unknown, t: Translate<keyof typeof words>): string =>
  Number.isSafeInteger(count) && (count as number) >= 0 ? t('count', { count: count as number }) : t('comments');
