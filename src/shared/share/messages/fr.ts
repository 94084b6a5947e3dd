import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  label: 'Partager cet article',
  share: 'Partager',
  shareOn: 'Partager sur {name} (s’ouvre dans une nouvelle fenêtre)',
  email: 'E-mail',
};
