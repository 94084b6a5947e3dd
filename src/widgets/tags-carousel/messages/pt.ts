import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  carousel: 'carrossel',
  label: 'Etiquetas',
  previous: 'Etiquetas anteriores',
  next: 'Próximas etiquetas',
  shown: 'Etiquetas {range} de {count}',
};
