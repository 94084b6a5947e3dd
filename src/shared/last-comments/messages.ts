import type { Messages } from '../i18n.ts';

/** en and fr complete; other locales read English (src/shared/i18n.ts). */
const en = {
  heading: 'Latest comments',
  onPost: 'on {title}',
  empty: 'No comments yet.',
  graphError: 'Sorry, the latest comments could not be loaded. Please try again later.',
};

export type LastCommentsKey = keyof typeof en;

export const MESSAGES: { en: Messages<LastCommentsKey> } & Record<string, Messages<LastCommentsKey>> = {
  en,
  fr: {
    heading: 'Derniers commentaires',
    onPost: 'sur {title}',
    empty: 'Aucun commentaire pour l’instant.',
    graphError: 'Désolé, les derniers commentaires n’ont pas pu être chargés. Réessayez plus tard.',
  },
};
