import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  label: 'Etiquetas',
};
