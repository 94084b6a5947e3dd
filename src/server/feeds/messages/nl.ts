import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  postFeed: 'Reacties op “{title}”',
  blogFeed: 'Nieuwste reacties op {blog}',
  entry: '{name} op “{title}”',
  anonymous: 'Anoniem',
  feedLink: 'Reacties op “{title}” (Atom-feed)',
};
