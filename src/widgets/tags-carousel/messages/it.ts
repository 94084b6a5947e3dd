import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  carousel: 'carosello',
  label: 'Tag',
  previous: 'Tag precedenti',
  next: 'Tag successivi',
  shown: 'Tag {range} di {count}',
};
