import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  play: 'Lecture',
  pause: 'Pause',
  mute: 'Couper le son',
  newWindow: '(s’ouvre dans une nouvelle fenêtre)',
  label: 'Audio',
};
