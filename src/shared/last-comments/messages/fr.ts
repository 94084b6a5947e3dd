import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  heading: 'Derniers commentaires',
  onPost: 'sur {title}',
  empty: 'Aucun commentaire pour l’instant.',
  graphError: 'Désolé, les derniers commentaires n’ont pas pu être chargés. Réessayez plus tard.',
};
