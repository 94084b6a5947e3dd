import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  carousel: 'Karussell',
  slide: 'Folie',
  position: '{n} von {count}',
  stop: 'Anhalten des Bildwechsels',
  start: 'Starten des Bildwechsels',
  previous: 'Vorherige Folie',
  next: 'Nächste Folie',
  stop_shown: 'Anhalten',
  start_shown: 'Starten',
  previous_shown: 'Vorherige',
  next_shown: 'Nächste',
  label: 'Diashow',
};
