import type { Messages } from '../../../i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  rate: 'Kommentar von {name} bewerten',
  like: 'Gefällt mir',
  dislike: 'Gefällt mir nicht',
  score: 'Bewertung: {count}',
  vote_failed: 'Ihre Bewertung des Kommentars von {name} wurde nicht gespeichert. Bitte versuchen Sie es erneut.',
};
