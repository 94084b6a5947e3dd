/**
 * Last comments’ words (the widget and the server’s fragment).
 */
export const words = {
  heading: 'Latest comments',
  onPost: 'on {title}',
  empty: 'No comments yet.',
  graphError: 'Sorry, the latest comments could not be loaded. Please try again later.',
};
