import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  comments: 'Kommentare',
  count: { one: '{count} Kommentar', other: '{count} Kommentare' },
};
