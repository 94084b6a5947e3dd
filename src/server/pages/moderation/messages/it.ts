import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  title: {
    one: 'Moderazione: {count} in attesa – {blog}',
    many: 'Moderazione: {count} in attesa – {blog}',
    other: 'Moderazione: {count} in attesa – {blog}',
  },
  titleNone: 'Moderazione: niente in attesa – {blog}',
  heading: 'Commenti in attesa su {blog}',
  none: 'Nessun commento in attesa.',
  whoSaid: '{name}, «{words}»',
  on: '{name} su «{title}»',
  wrote: 'Scritto il {date}',
  email: 'Email: {email}',
  website: 'Sito web: {website}',
  approve: 'Approva',
  reject: 'Rifiuta',
  block: 'Blocca l’autore',
  actionOf: ' il commento di {name} su «{title}»',
  blockOf: ' del commento di {name} su «{title}», per 30 giorni',
  blocked:
    '{name} è bloccato per 30 giorni: ciò che scrive attende l’approvazione. Il suo commento resta in attesa qui.',
  unblockable:
    'Questa persona non può essere bloccata: il suo commento non ha né un’email né l’indirizzo da cui proviene.',
  approved: 'Il commento di {name} è approvato: appare su «{title}».',
  rejected: 'Il commento è rifiutato: è stato rimosso.',
  gone: 'Quel commento è già stato moderato.',
  signIn: 'Accedi come autore del blog per moderarne i commenti.',
  signInLink: 'Accedi',
  notAuthor: 'Solo l’autore del blog può moderarne i commenti.',
  noBlog: 'Questo blog non esiste.',
  tooMany: 'Troppe modifiche insieme. Attendi un minuto e riprova.',
  refusedTitle: 'Moderazione',
  titlePaged: 'Moderazione: una pagina dei commenti in attesa – {blog}',
  pages: 'Pagine dei commenti in attesa',
  nextPage: 'Commenti in attesa successivi',
  firstPage: 'Primi commenti in attesa',
};
