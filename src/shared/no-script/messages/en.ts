/**
 * What only a reader without script reads (the plain form and the pages it leads to).
 */
export const words = {
  held: 'Without JavaScript, a comment waits for the author’s approval before it shows.',
  post_failed: 'Your comment could not be posted:',
  posted_title: 'Your comment',
  not_posted_title: 'Your comment was not posted',
  back: 'Back to the post',
  too_many: 'Too many comments from here: please send the form again {when}.',
  other_site: 'Comments are accepted only from this site’s own pages.',
};
