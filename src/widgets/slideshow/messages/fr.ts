import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  carousel: 'carrousel',
  slide: 'diapositive',
  position: '{n} sur {count}',
  stop: 'Arrêter le défilement',
  start: 'Lancer le défilement',
  previous: 'Diapositive précédente',
  next: 'Diapositive suivante',
  stop_shown: 'Arrêter',
  start_shown: 'Lancer',
  previous_shown: 'Précédente',
  next_shown: 'Suivante',
  label: 'Diaporama',
};
