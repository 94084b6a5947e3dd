import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  carousel: 'Karussell',
  label: 'Schlagwörter',
  previous: 'Vorherige Schlagwörter',
  next: 'Nächste Schlagwörter',
  shown: 'Schlagwörter {range} von {count}',
};
