/**
 * What the comment feeds say, in the feed’s locale.
 */
export const words = {
  postFeed: 'Comments on “{title}”',
  blogFeed: 'Last comments on {blog}',
  entry: '{name} on “{title}”',
  anonymous: 'Anonymous',
  feedLink: 'Comments on “{title}” (Atom feed)',
};
