import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  heading: 'Neueste Kommentare',
  onPost: 'zu {title}',
  empty: 'Noch keine Kommentare.',
  graphError: 'Die neuesten Kommentare konnten leider nicht geladen werden. Bitte versuchen Sie es später erneut.',
};
