/**
 * The dropdown button’s text when the host gives none.
 */
export const words = {
  label: 'Tags',
};
