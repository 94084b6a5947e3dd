import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  postFeed: 'Kommentare zu „{title}“',
  blogFeed: 'Neueste Kommentare in {blog}',
  entry: '{name} zu „{title}“',
  anonymous: 'Anonym',
  feedLink: 'Kommentare zu „{title}“ (Atom-Feed)',
};
