import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyHtml } from '../feeds/body-html.ts';
import { bodyOf } from '../markdown.ts';
import { resolveLocale, type Locale } from '../../shared/locale.ts';
import { atomFeed, type AtomEntry } from '../feeds/atom.ts';
import { blogFeedPath, postFeedPath } from '../feeds/links.ts';
import { feedWords } from '../feeds/feed-words.ts';
import { isoTime } from '../graphql/format.ts';
import { publicOrigin } from '../policy/origin.ts';
import type { BlogWithSettings, Post, StoredComment, BlogStore, CommentListStore } from '../store/store.ts';
import { sendShared } from './shared-cache.ts';
import { ROW_ID_DIGITS } from '../../shared/row-id.ts';

/** How many comments a feed holds, newest first: what a feed reader that looks in now and then needs. */
export const FEED_ENTRIES = 50;
/** A feed's file in its address: the post's or blog's id, then `.atom`. */
const FEED_FILE = new RegExp(`^(${ROW_ID_DIGITS})\\.atom$`);

// An empty feed was never updated; Atom still asks for a time.
const NEVER = '1970-01-01T00:00:00.000Z';

/**
 * Comments as Atom feeds (docs/moderation.md "Comment feeds"):
 *
 * - `GET /comments/feeds/posts/{postID}.atom?locale=fr`: a post's newest comments, replies among them;
 * - `GET /comments/feeds/blogs/{blogID}.atom?locale=fr`: a blog's newest comments, on every post.
 *
 * The same for every reader, so caches may share them (shared-cache.ts);
 * held comments are never in them. Addresses are absolute: a blog whose
 * address is a path is this server's.
 */
export function feedRoutes(app: FastifyInstance, store: BlogStore & CommentListStore): void {
  const route = (path: string, make: (id: string, request: FastifyRequest, locale: Locale) => Promise<string | null>) =>
    app.get<{ Params: { file: string }; Querystring: { locale?: string } }>(path, async (request, reply) => {
      const id = FEED_FILE.exec(request.params.file)?.[1];
      const locale = resolveLocale(
        typeof request.query.locale === 'string' ? request.query.locale : undefined,
        undefined,
      );
      const feed = id === undefined ? null : await make(id, request, locale);
      if (feed === null)
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(`no feed at ${request.url}\n`);
      return sendShared(request, reply, feed, 'application/atom+xml; charset=utf-8');
    });

  route('/comments/feeds/posts/:file', async (postId, request, locale) => {
    const post = await store.getPost(postId);
    const blog = post && (await store.getBlog(post.blogId));
    if (!post || !blog) return null;
    const t = feedWords[locale];
    const pageUrl = postAddress(request, blog, post);
    const comments = await store.lastCommentsOfPost(post.id, FEED_ENTRIES);
    return atomFeed({
      lang: locale,
      title: t('postFeed', { title: post.title }),
      subtitle: blog.name,
      feedUrl: `${publicOrigin(request)}${postFeedPath(post.id, locale)}`,
      pageUrl: `${pageUrl}#comments`,
      updated: comments[0] ? isoTime(comments[0].createdAt) : NEVER,
      entries: comments.map((comment) => entry(comment, post, pageUrl, locale)),
    });
  });

  route('/comments/feeds/blogs/:file', async (blogId, request, locale) => {
    const blog = await store.getBlog(blogId);
    if (!blog) return null;
    const t = feedWords[locale];
    const comments = await store.lastComments(blog.id, FEED_ENTRIES);
    return atomFeed({
      lang: locale,
      title: t('blogFeed', { blog: blog.name }),
      subtitle: null,
      feedUrl: `${publicOrigin(request)}${blogFeedPath(blog.id, locale)}`,
      pageUrl: blogAddress(request, blog),
      updated: comments[0] ? isoTime(comments[0].createdAt) : NEVER,
      entries: comments.map((comment) =>
        entry(comment, comment.post, postAddress(request, blog, comment.post), locale),
      ),
    });
  });
}

function entry(comment: StoredComment, post: Post, pageUrl: string, locale: Locale): AtomEntry {
  const t = feedWords[locale];
  // A name of characters a feed cannot carry would leave Atom's required name empty.
  const name = /[\p{L}\p{N}\p{S}\p{P}]/u.test(comment.name) ? comment.name : t('anonymous');
  const url = `${pageUrl}#ob-comment-${comment.id}`;
  return {
    id: url,
    title: t('entry', { name, title: post.title }),
    url,
    author: { name, uri: comment.website },
    published: isoTime(comment.createdAt),
    text: comment.body,
    // Parsed when written, never here: a feed read costs no Markdown.
    html: comment.bodyTree === null ? undefined : bodyHtml(bodyOf(comment)),
    lang: comment.locale ?? '',
  };
}

/** The blog's own address, absolute: a blog whose address is a path lives on this server. */
const blogAddress = (request: FastifyRequest, blog: BlogWithSettings) =>
  new URL(blog.url, `${publicOrigin(request)}/`).href;
const postAddress = (request: FastifyRequest, blog: BlogWithSettings, post: Post) =>
  new URL(post.url, blogAddress(request, blog)).href;
