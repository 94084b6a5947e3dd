import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  postFeed: 'Comentários em “{title}”',
  blogFeed: 'Últimos comentários em {blog}',
  entry: '{name} em “{title}”',
  anonymous: 'Anônimo',
  feedLink: 'Comentários em “{title}” (feed Atom)',
};
