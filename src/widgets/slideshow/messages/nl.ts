import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  carousel: 'carrousel',
  slide: 'dia',
  position: '{n} van {count}',
  stop: 'Stoppen met wisselen',
  start: 'Starten met wisselen',
  previous: 'Vorige dia',
  next: 'Volgende dia',
  stop_shown: 'Stoppen',
  start_shown: 'Starten',
  previous_shown: 'Vorige',
  next_shown: 'Volgende',
  label: 'Diavoorstelling',
};
