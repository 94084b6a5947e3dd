import type { Messages } from './i18n.ts';

/** en and fr complete; other locales read English. Shared with the server, which renders the same links into its pages (src/ui/share-markup.ts). */
const en = {
  label: 'Share this post',
  share: 'Share',
  shareOn: 'Share on {name} (opens in a new window)',
  email: 'Email',
};

export type ShareKey = keyof typeof en;

export const MESSAGES: Record<string, Messages<ShareKey>> = {
  en,
  fr: {
    label: 'Partager cet article',
    share: 'Partager',
    shareOn: 'Partager sur {name} (s’ouvre dans une nouvelle fenêtre)',
    email: 'E-mail',
  },
};
