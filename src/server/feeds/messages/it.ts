import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  postFeed: 'Commenti su «{title}»',
  blogFeed: 'Ultimi commenti su {blog}',
  entry: '{name} su «{title}»',
  anonymous: 'Anonimo',
  feedLink: 'Commenti su «{title}» (feed Atom)',
};
