import type { Messages } from '../../../i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  rate: 'Valuta il commento di {name}',
  like: 'Mi piace',
  dislike: 'Non mi piace',
  score: 'Punteggio: {count}',
  vote_failed: 'Il tuo voto sul commento di {name} non è stato salvato. Riprova.',
};
