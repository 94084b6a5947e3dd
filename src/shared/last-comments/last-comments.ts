import type { LastComment, LastCommentsApi } from '../api/last-comments.ts';
import { commentAnchor } from '../ui/comment-anchor.ts';
import { excerpt } from './excerpt.ts';

/** One link of the list: what it says and where it goes. */
export interface LastCommentLink {
  id: string;
  text: string;
  /** The language the text is in, for its `lang` (empty: unknown). */
  lang: string;
  postTitle: string;
  href: string;
}

/**
 * The post address with the comment's anchor. A post URL that already carries
 * a fragment loses it: the comment is where the reader is going.
 */
export const lastCommentLink = ({ id, text, lang, post }: LastComment): LastCommentLink => ({
  id,
  text: excerpt(text.replace(/\s+/g, ' ').trim()),
  lang: lang ?? '',
  postTitle: post.title,
  href: `${post.url.split('#')[0]}#${commentAnchor(id)}`,
});

/** The links for a blog, from one `RootLastComments` call; rejects as the call does. */
export const loadLastComments = async (
  api: LastCommentsApi,
  blogID: string,
  locale: string,
): Promise<LastCommentLink[]> => (await api(blogID, locale)).map(lastCommentLink);
