import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  heading: 'Ultimi commenti',
  onPost: 'su {title}',
  empty: 'Ancora nessun commento.',
  graphError: 'Spiacenti, non è stato possibile caricare gli ultimi commenti. Riprova più tardi.',
};
