import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  postFeed: 'Commentaires sur « {title} »',
  blogFeed: 'Derniers commentaires sur {blog}',
  entry: '{name} sur « {title} »',
  anonymous: 'Anonyme',
  feedLink: 'Commentaires sur « {title} » (flux Atom)',
};
