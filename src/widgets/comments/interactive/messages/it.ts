import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  edit: 'Modifica',
  delete: 'Elimina',
  your_data: 'I tuoi dati…',
  copy_link: 'Copia link',
  link_copied: 'Link copiato.',
  link_not_copied: 'Copia questo link al commento:',
  signed_out: 'Disconnessione effettuata.',
  popup_blocked: 'Il browser ha bloccato la finestra.',
  popup_link: 'Aprila qui',
};
