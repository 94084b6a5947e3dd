import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  edit: 'Modifier',
  delete: 'Supprimer',
  your_data: 'Vos données…',
  copy_link: 'Copier le lien',
  link_copied: 'Lien copié.',
  link_not_copied: 'Copiez ce lien vers le commentaire :',
  signed_out: 'Vous êtes déconnecté.',
  popup_blocked: 'Votre navigateur a bloqué la fenêtre.',
  popup_link: 'L’ouvrir ici',
};
