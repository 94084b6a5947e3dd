import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  heading: 'Moderazione',
  waiting: 'In attesa di approvazione ({count})',
  none: 'Nessun commento è in attesa di approvazione.',
  held: 'In attesa di approvazione',
  in_reply: 'In risposta a {name}',
  in_reply_earlier: 'In risposta a un commento precedente',
  approve: 'Approva',
  reject: 'Rifiuta',
  block: 'Blocca l’autore',
  block_for: ' del commento di {name} per 30 giorni',
  blocked: 'Bloccato per 30 giorni: ciò che scrive {name} attende l’approvazione.',
  who_said: '{name}, «{words}»',
  cannot_block:
    'Questa persona non può essere bloccata: il suo commento non ha né un’email né l’indirizzo da cui proviene.',
  for_comment: ' il commento di {name}',
  approved: 'Approvato: il commento di {name} è visibile.',
  rejected: 'Rifiutato: il commento di {name} è stato eliminato.',
  open_state: 'I commenti sono aperti su questo articolo.',
  closed_state:
    'I commenti sono chiusi su questo articolo: ciò che c’è resta leggibile, non si accetta nulla di nuovo.',
  close: 'Chiudi i commenti',
  reopen: 'Riapri i commenti',
  closed_done: 'I commenti sono chiusi su questo articolo.',
  opened_done: 'I commenti sono di nuovo aperti su questo articolo.',
  pin: 'Metti in evidenza',
  unpin: 'Togli dall’evidenza',
  pinned_done: 'Messo in evidenza.',
  unpinned_done: 'Tolto dall’evidenza.',
  delete: 'Elimina',
  reload: 'Ricarica la pagina per vederlo al suo posto.',
  generic_error: 'Si è verificato un errore. Riprova.',
  waiting_more: 'In attesa di approvazione ({count} mostrati, altri seguono)',
  more: 'Mostra altri in attesa',
  more_shown: 'Altri {count} in attesa mostrati.',
};
