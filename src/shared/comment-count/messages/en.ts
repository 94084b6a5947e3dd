/**
 * The comment count’s words: the neutral text before the count comes, and the count.
 */
export const words = {
  comments: 'Comments',
  count: { one: '{count} comment', other: '{count} comments' },
};
