import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  carousel: 'carrousel',
  label: 'Mots-clés',
  previous: 'Mots-clés précédents',
  next: 'Mots-clés suivants',
  shown: 'Mots-clés {range} sur {count}',
};
