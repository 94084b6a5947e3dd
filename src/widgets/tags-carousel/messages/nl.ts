import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  carousel: 'carrousel',
  label: 'Tags',
  previous: 'Vorige tags',
  next: 'Volgende tags',
  shown: 'Tags {range} van {count}',
};
