import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  held: 'Senza JavaScript, un commento attende l’approvazione dell’autore prima di apparire.',
  post_failed: 'Non è stato possibile pubblicare il tuo commento:',
  posted_title: 'Il tuo commento',
  not_posted_title: 'Il tuo commento non è stato pubblicato',
  back: 'Torna all’articolo',
  too_many: 'Troppi commenti da qui: invia di nuovo il modulo {when}.',
  other_site: 'I commenti sono accettati solo dalle pagine di questo sito.',
};
