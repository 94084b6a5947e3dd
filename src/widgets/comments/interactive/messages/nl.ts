import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  edit: 'Bewerken',
  delete: 'Verwijderen',
  your_data: 'Je gegevens…',
  copy_link: 'Link kopiëren',
  link_copied: 'Link gekopieerd.',
  link_not_copied: 'Kopieer deze link naar de reactie:',
  signed_out: 'Je bent uitgelogd.',
  popup_blocked: 'Je browser heeft het venster geblokkeerd.',
  popup_link: 'Hier openen',
};
