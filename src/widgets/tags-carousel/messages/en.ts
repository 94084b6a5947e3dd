/**
 * Every word the tags carousel speaks, `aria-roledescription` included: it is heard in the widget’s language.
 */
export const words = {
  carousel: 'carousel',
  label: 'Tags',
  previous: 'Previous tags',
  next: 'Next tags',
  shown: 'Tags {range} of {count}',
};
