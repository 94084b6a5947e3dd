import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  comments: 'Comentários',
  count: { one: '{count} comentário', many: '{count} de comentários', other: '{count} comentários' },
};
