import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  edit: 'Bearbeiten',
  delete: 'Löschen',
  your_data: 'Ihre Daten…',
  copy_link: 'Link kopieren',
  link_copied: 'Link kopiert.',
  link_not_copied: 'Kopieren Sie diesen Link zum Kommentar:',
  signed_out: 'Sie sind abgemeldet.',
  popup_blocked: 'Ihr Browser hat das Fenster blockiert.',
  popup_link: 'Hier öffnen',
};
