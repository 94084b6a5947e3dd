/**
 * The count request's URL: `data-src` may carry a query of its own (a site
 * key, a cache-buster), so the post id joins it with `&` then, not a second `?`.
 */
export const countUrl = (src: string, postId: string): string => `${src}${src.includes('?') ? '&' : '?'}postID=${encodeURIComponent(postId)}`;
