import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  comments: 'Commentaires',
  count: { one: '{count} commentaire', many: '{count} de commentaires', other: '{count} commentaires' },
};
