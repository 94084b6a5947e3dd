import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  carousel: 'carosello',
  slide: 'diapositiva',
  position: '{n} di {count}',
  stop: 'Ferma la rotazione',
  start: 'Avvia la rotazione',
  previous: 'Diapositiva precedente',
  next: 'Diapositiva successiva',
  stop_shown: 'Ferma',
  start_shown: 'Avvia',
  previous_shown: 'Precedente',
  next_shown: 'Successiva',
  label: 'Presentazione',
};
