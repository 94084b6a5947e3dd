import type { Messages } from '../../shared/i18n.ts';

type Key =
  | 'carousel'
  | 'slide'
  | 'position'
  | 'stop'
  | 'start'
  | 'previous'
  | 'next'
  | 'stop_shown'
  | 'start_shown'
  | 'previous_shown'
  | 'next_shown'
  | 'label';

/**
 * Every string the slideshow speaks, `aria-roledescription` included: it is heard in the widget's language.
 * A control shows a short word (`*_shown`) and is named by the whole phrase,
 * which begins with or holds that word (WCAG 2.5.3, label in name): the three
 * short words fit one row at 320px, so the row keeps the height widgets.css
 * holds for it, in every language.
 */
export const messages: { en: Messages<Key> } & Record<string, Messages<Key>> = {
  en: {
    carousel: 'carousel',
    slide: 'slide',
    position: '{n} of {count}',
    stop: 'Stop rotation',
    start: 'Start rotation',
    previous: 'Previous slide',
    next: 'Next slide',
    stop_shown: 'Stop',
    start_shown: 'Start',
    previous_shown: 'Previous',
    next_shown: 'Next',
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
    stop_shown: 'Arrêter',
    start_shown: 'Lancer',
    previous_shown: 'Précédente',
    next_shown: 'Suivante',
    label: 'Diaporama',
  },
};
