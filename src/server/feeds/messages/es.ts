import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  postFeed: 'Comentarios en «{title}»',
  blogFeed: 'Últimos comentarios en {blog}',
  entry: '{name} en «{title}»',
  anonymous: 'Anónimo',
  feedLink: 'Comentarios en «{title}» (canal Atom)',
};
