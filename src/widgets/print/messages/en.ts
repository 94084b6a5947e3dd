/**
 * The print button’s words.
 */
export const words = {
  print: 'Print this post',
};
