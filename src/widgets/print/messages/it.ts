import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  print: 'Stampa questo articolo',
};
