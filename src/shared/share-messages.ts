import { translator, type Messages, type Translate } from './i18n.ts';

/** en and fr complete; other locales read English. Shared with the server, which renders the same links into its pages (src/shared/share-markup.ts). */
const en = {
  label: 'Share this post',
  share: 'Share',
  shareOn: 'Share on {name} (opens in a new window)',
  email: 'Email',
};

export type ShareKey = keyof typeof en;

/** A locale's words, English when the suite has none for it (the server's side; the widget reads its mount's locale). */
export const shareWords = (locale: string): Translate<ShareKey> => translator(MESSAGES[locale] || en, en);

export const MESSAGES: { en: Messages<ShareKey> } & Record<string, Messages<ShareKey>> = {
  en,
  fr: {
    label: 'Partager cet article',
    share: 'Partager',
    shareOn: 'Partager sur {name} (s’ouvre dans une nouvelle fenêtre)',
    email: 'E-mail',
  },
};
