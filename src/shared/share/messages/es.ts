import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  label: 'Compartir esta entrada',
  share: 'Compartir',
  shareOn: 'Compartir en {name} (se abre en una ventana nueva)',
  email: 'Correo electrónico',
};
