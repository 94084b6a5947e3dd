/**
 * Every word the slideshow speaks, `aria-roledescription` included: it is heard in the widget’s language.
 * A control shows a short word (`*_shown`) and is named by the whole phrase,
 * which begins with or holds that word (WCAG 2.5.3, label in name): the three
 * short words fit one row at 320px, so the row keeps the height widgets.css
 * holds for it, in every language.
 */
export const words = {
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
};
