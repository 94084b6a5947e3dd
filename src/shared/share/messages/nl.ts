import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  label: 'Dit bericht delen',
  share: 'Delen',
  shareOn: 'Delen op {name} (opent in een nieuw venster)',
  email: 'E-mail',
};
