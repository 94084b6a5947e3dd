import type { Messages } from '../../shared/i18n.ts';

type Key = 'label';

/** The button's text when the host gives none. */
export const messages: { en: Messages<Key> } & Record<string, Messages<Key>> = {
  en: { label: 'Tags' },
  fr: { label: 'Mots-clés' },
};
