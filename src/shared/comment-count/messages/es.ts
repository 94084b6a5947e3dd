import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  comments: 'Comentarios',
  count: { one: '{count} comentario', many: '{count} de comentarios', other: '{count} comentarios' },
};
