import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  play: 'Afspelen',
  pause: 'Pauzeren',
  mute: 'Dempen',
  newWindow: '(opent in een nieuw venster)',
  label: 'Audio',
};
