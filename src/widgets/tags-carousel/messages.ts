import type { Messages } from '../../shared/i18n.ts';

type Key = 'carousel' | 'label' | 'previous' | 'next' | 'shown';

/** Every string the tags carousel speaks, `aria-roledescription` included: it is heard in the widget's language. */
export const messages: { en: Messages<Key> } & Record<string, Messages<Key>> = {
  en: {
    carousel: 'carousel',
    label: 'Tags',
    previous: 'Previous tags',
    next: 'Next tags',
    shown: 'Tags {range} of {count}',
  },
  fr: {
    carousel: 'carrousel',
    label: 'Mots-clés',
    previous: 'Mots-clés précédents',
    next: 'Mots-clés suivants',
    shown: 'Mots-clés {range} sur {count}',
  },
};
