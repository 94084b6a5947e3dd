import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  carousel: 'carrusel',
  slide: 'diapositiva',
  position: '{n} de {count}',
  stop: 'Detener la rotación',
  start: 'Iniciar la rotación',
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  stop_shown: 'Detener',
  start_shown: 'Iniciar',
  previous_shown: 'Anterior',
  next_shown: 'Siguiente',
  label: 'Presentación',
};
