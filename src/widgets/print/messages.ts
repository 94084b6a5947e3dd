import type { Messages } from '../../shared/i18n.ts';

/** en and fr; other locales read English. */
const en = { print: 'Print this post' };

export const MESSAGES: { en: Messages<keyof typeof en> } & Record<string, Messages<keyof typeof en>> = {
  en,
  fr: { print: 'Imprimer cet article' },
};
