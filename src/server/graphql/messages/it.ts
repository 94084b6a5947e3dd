import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  nameRequired: 'Inserisci il tuo nome.',
  nameTooLong: {
    one: 'Il tuo nome può avere al massimo {count} carattere.',
    many: 'Il tuo nome può avere al massimo {count} di caratteri.',
    other: 'Il tuo nome può avere al massimo {count} caratteri.',
  },
  emailInvalid: 'Inserisci un indirizzo email valido oppure lascia il campo vuoto.',
  emailTooLong: {
    one: 'L’indirizzo email può avere al massimo {count} carattere.',
    many: 'L’indirizzo email può avere al massimo {count} di caratteri.',
    other: 'L’indirizzo email può avere al massimo {count} caratteri.',
  },
  websiteInvalid: 'Il sito web deve essere un indirizzo che inizia con http:// o https://.',
  websiteTooLong: {
    one: 'L’indirizzo del sito web può avere al massimo {count} carattere.',
    many: 'L’indirizzo del sito web può avere al massimo {count} di caratteri.',
    other: 'L’indirizzo del sito web può avere al massimo {count} caratteri.',
  },
  commentRequired: 'Scrivi un commento.',
  commentTooLong: {
    one: 'Il tuo commento può avere al massimo {count} carattere.',
    many: 'Il tuo commento può avere al massimo {count} di caratteri.',
    other: 'Il tuo commento può avere al massimo {count} caratteri.',
  },
  recaptchaRequired: 'Conferma di non essere un robot.',
  recaptchaFailed: 'Il controllo anti-robot non è riuscito. Riprova.',
  recaptchaExpired: 'Il controllo anti-robot è scaduto. Riprova.',
  recaptchaUsed: 'Questo controllo anti-robot è già stato usato. Riprova.',
  recaptchaElsewhere: 'Questo controllo anti-robot è stato fatto per un’altra pagina o un’altra connessione. Riprova.',
  unknownPost: 'Questo articolo non esiste.',
  unknownComment: 'Questo commento non esiste.',
  unknownBlog: 'Questo blog non esiste.',
  commentsClosed: 'I commenti sono chiusi su questo blog.',
  postClosed: 'I commenti sono chiusi su questo articolo.',
  votesClosed: 'Le votazioni sono chiuse su questo blog.',
  voteConflict: 'Annulla prima l’altro tuo voto su questo commento.',
  votesFromAddress: 'Oggi sono arrivati troppi voti su questo commento dalla tua rete; riprova domani.',
  tooManyChanges: 'Troppe modifiche da qui. Riprova {when}.',
  tooManyPreviews: 'Troppe anteprime da qui. Riprova {when}.',
  badCursor: 'Questa pagina di risultati non è stata trovata; ricarica la pagina.',
  notAuthor: 'Solo l’autore del blog può moderarne i commenti.',
  notHeld: 'Questo commento non è in attesa di moderazione.',
  notYours: 'Solo chi ha scritto questo commento può modificarlo.',
  editClosed: 'Questo commento non può più essere modificato: il tempo per modificarlo o eliminarlo è scaduto.',
  blockDays: 'Blocca per un numero intero di giorni da 1 a 365.',
  noEmail: 'Questo commento non ha un’email da bloccare.',
  noAddress: 'Non si sa da dove provenga questo commento: non può essere bloccato per indirizzo.',
  replyMailNeedsEmail: 'Inserisci la tua email per ricevere avvisi sulle risposte.',
  replyMailOff: 'Questo blog non invia email sulle risposte.',
  pinTopLevel: 'Solo un commento visibile che apre una discussione può essere messo in evidenza.',
  heldFromAddress:
    'Hai già diversi commenti in attesa dell’approvazione dell’autore su questo blog. Invia questo quando saranno stati letti: il tuo testo resta qui.',
  heldOnPost:
    'Troppi commenti sono in attesa dell’approvazione dell’autore su questo articolo. Invia il tuo più tardi: il tuo testo resta qui.',
};
