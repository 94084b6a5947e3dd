/**
 * The share widget’s words (the widget and the links the server renders, src/shared/share-markup.ts).
 */
export const words = {
  label: 'Share this post',
  share: 'Share',
  shareOn: 'Share on {name} (opens in a new window)',
  email: 'Email',
};
