import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  print: 'Imprimer cet article',
};
