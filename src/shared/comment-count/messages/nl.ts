import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  comments: 'Reacties',
  count: { one: '{count} reactie', other: '{count} reacties' },
};
