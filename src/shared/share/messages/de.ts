import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  label: 'Diesen Beitrag teilen',
  share: 'Teilen',
  shareOn: 'Auf {name} teilen (öffnet ein neues Fenster)',
  email: 'E-Mail',
};
