import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  carousel: 'carrossel',
  slide: 'slide',
  position: '{n} de {count}',
  stop: 'Parar a rotação',
  start: 'Iniciar a rotação',
  previous: 'Slide anterior',
  next: 'Próximo slide',
  stop_shown: 'Parar',
  start_shown: 'Iniciar',
  previous_shown: 'Anterior',
  next_shown: 'Próximo',
  label: 'Apresentação',
};
