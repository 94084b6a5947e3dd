import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  label: 'Condividi questo articolo',
  share: 'Condividi',
  shareOn: 'Condividi su {name} (si apre in una nuova finestra)',
  email: 'Email',
};
