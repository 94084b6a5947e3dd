import type { Messages } from '../../ui/i18n.ts';

type Key = 'carousel' | 'slide' | 'position' | 'stop' | 'start' | 'previous' | 'next' | 'label';

/** Every string the slideshow speaks, `aria-roledescription` included (A11Y.md). */
export const messages: { en: Messages<Key> } & Record<string, Messages<Key>> = {
  en: {
    carousel: 'carousel',
    slide: 'slide',
    position: '{n} of {count}',
    stop: 'Stop rotation',
    start: 'Start rotation',
    previous: 'Previous slide',
    next: 'Next slide',
    label: 'Slideshow',
  },
  fr: {
    carousel: 'carrousel',
    slide: 'diapositive',
    position: '{n} sur {count}',
    stop: 'Arrêter le défilement',
    start: 'Lancer le défilement',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    label: 'Diaporama',
  },
};
