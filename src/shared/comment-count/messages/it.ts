import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  comments: 'Commenti',
  count: { one: '{count} commento', many: '{count} di commenti', other: '{count} commenti' },
};
