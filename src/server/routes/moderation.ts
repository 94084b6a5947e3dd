import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Locale } from '../../shared/locale.ts';
import { isLocale } from './locale-param.ts';
import { viewerOf, visitorOf } from '../auth/session.ts';
import type { InProcessApi } from '../graphql/in-process.ts';
import { blockOf } from '../policy/block-kind.ts';
import { moderationPage, moderationRefusedPage, type Done, type HeldComment } from '../pages/moderation.ts';
import { isSameOrigin } from '../security.ts';
import { PAGE_SIZES } from '../graphql/page-sizes.ts';
import { ROW_ID } from '../../shared/row-id.ts';
import type { BlogStore, CommentStore, ModerationStore, AccountStore } from '../store/store.ts';
import type { ChangeLimit } from './comment-form.ts';
import { isBlogAuthor } from '../policy/authors.ts';

export interface ModerationRouteOptions {
  /** The app's one in-process API (graphql/in-process.ts): an approved reply is mailed as through the JSON route. */
  api: InProcessApi;
  store: BlogStore & CommentStore & ModerationStore & AccountStore;
  /** The API's limit on changes per address: the page is no way around it. */
  limit: ChangeLimit;
}

/** The API's own mutations, as the page's buttons fill them: every right is checked there. */
const MUTATIONS = {
  approve: `mutation Approve($commentID: ID!, $locale: Locale!) { approveComment(commentID: $commentID, locale: $locale) { id isVisible deleted } }`,
  reject: `mutation Reject($commentID: ID!, $locale: Locale!) { rejectComment(commentID: $commentID, locale: $locale) { id isVisible deleted } }`,
  block: `mutation Block($commentID: ID!, $locale: Locale!, $by: BlockKind!, $days: Int!) { blockWriter(commentID: $commentID, locale: $locale, by: $by, days: $days) { until } }`,
} as const;

/** How long a block from the page lasts: as from the section (moderation-panel.tsx). */
const BLOCK_DAYS = 30;

type Params = {
  Params: { locale: string };
  Querystring: { blogID?: string; done?: string; id?: string; after?: string };
};

/** The comment a page of the queue starts after, from the address: an id, else the first page. */
const pageAfter = (after: string | undefined) => (after && ROW_ID.test(after) ? after : null);

const page = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * `GET /comments/{locale}/moderation?blogID=1`: the comments waiting on a
 * blog's posts, for its signed-in author (pages/moderation.ts);
 * `POST` the same address with `commentID` and `action` (approve, reject, block):
 * the API's own mutation, run in-process, so the author's rights are
 * checked where every client's are; then back to the page (post, redirect,
 * get), which says what was done.
 */
export async function moderationRoutes(
  app: FastifyInstance,
  { api, store, limit }: ModerationRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    /** The blog and its author's right to it, or the page that says why not. */
    async function authorOf(
      locale: Locale,
      request: Parameters<typeof viewerOf>[0],
      reply: FastifyReply,
      blogId: string,
    ) {
      const blog = ROW_ID.test(blogId) ? await store.getBlog(blogId) : null;
      if (!blog) return { refused: page(reply, 404, moderationRefusedPage(locale, 'noBlog')) };
      const viewer = await viewerOf(request, store);
      if (!viewer) return { refused: page(reply, 401, moderationRefusedPage(locale, 'signIn')) };
      if (!isBlogAuthor(blog, viewer.id))
        return { refused: page(reply, 403, moderationRefusedPage(locale, 'notAuthor')) };
      return { blog, viewer };
    }

    scope.get<Params>('/comments/:locale/moderation', async (request, reply) => {
      const { locale } = request.params;
      if (!isLocale(locale)) return reply.code(404).type('text/plain; charset=utf-8').send('No such page.\n');
      const author = await authorOf(locale, request, reply, request.query.blogID ?? '');
      if ('refused' in author) return author.refused;
      // A page of the queue, never the whole of it: a flooded blog's page is as long as any other's.
      const after = pageAfter(request.query.after);
      const comments = await store.listHeldComments({ blogId: author.blog.id }, { after, limit: PAGE_SIZES.held });
      const postIds = [...new Set(comments.items.map((comment) => comment.postId))];
      const posts = new Map(
        (await Promise.all(postIds.map((id) => store.getPost(id)))).flatMap((post) => (post ? [[post.id, post]] : [])),
      );
      const held: HeldComment[] = await Promise.all(
        comments.items
          .filter((comment) => posts.has(comment.postId))
          .map(async (comment) => ({
            comment,
            post: posts.get(comment.postId)!,
            blockable: (await blockOf(store, comment)) !== null,
          })),
      );
      const next = comments.hasNextPage ? comments.items.at(-1)!.id : null;
      return page(
        reply,
        200,
        moderationPage(locale, author.blog, held, await doneOf(author.blog.id, request.query), { after, next }),
      );
    });

    scope.post<Params & { Body: Record<string, string> }>('/comments/:locale/moderation', async (request, reply) => {
      const { locale } = request.params;
      if (!isLocale(locale)) return reply.code(404).type('text/plain; charset=utf-8').send('No such page.\n');
      // An author's cookies sent from another site's page moderate nothing.
      if (!isSameOrigin(request)) return page(reply, 403, moderationRefusedPage(locale, 'notAuthor'));
      const author = await authorOf(locale, request, reply, request.query.blogID ?? '');
      if ('refused' in author) return author.refused;
      const allowed = await limit(request);
      if (!allowed.isAllowed) {
        reply.header('Retry-After', String(allowed.ttlInSeconds));
        return page(reply, 429, moderationRefusedPage(locale, 'tooMany'));
      }
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const action =
        body.action === 'approve' || body.action === 'reject' || body.action === 'block' ? body.action : null;
      const commentID = String(body.commentID ?? '');
      // Back to the page the action was taken on.
      const after = pageAfter(request.query.after);
      const back = `/comments/${locale}/moderation?blogID=${author.blog.id}${after === null ? '' : `&after=${after}`}`;
      if (!action || !ROW_ID.test(commentID)) return reply.header('Cache-Control', 'no-store').redirect(back, 303);
      const comment = await store.getComment(commentID);
      // A writer is blocked by their e-mail when they gave one, else by the address their comment came from; one
      // with neither is refused by the mutation, and said to be unblockable.
      const by = comment && action === 'block' ? (await blockOf(store, comment))?.kind : undefined;
      const block = action === 'block' ? { by: by ?? 'address', days: BLOCK_DAYS } : {};
      const prepared = api.prepare({ query: MUTATIONS[action], variables: { commentID, locale, ...block } });
      if (!prepared.ok) throw new Error('the moderation page’s mutation did not prepare');
      const result = await prepared.run(
        api.context({ viewer: author.viewer, visitor: visitorOf(request, reply), remoteIp: request.ip }),
      );
      const code = result.errors?.[0]?.extensions?.code;
      if (code === 'INTERNAL_SERVER_ERROR' || code === 'UNAVAILABLE')
        throw new Error(`moderation failed: ${result.errors![0]!.message}`);
      const done =
        action === 'block' && code === 'BAD_USER_INPUT'
          ? 'unblockable'
          : result.errors
            ? 'gone'
            : action === 'approve'
              ? 'approved'
              : action === 'reject'
                ? 'rejected'
                : 'blocked';
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(`${back}&done=${done}${comment ? `&id=${comment.id}` : ''}#done`, 303);
    });
  });

  /**
   * What the last action did, from the address it led back to: the comment's name and post are read again,
   * from this blog only. The id comes from the address, which anyone may write: another blog's comment
   * is said nothing of, as if the id named none.
   */
  async function doneOf(blogId: string, query: Params['Querystring']): Promise<Done | null> {
    const action = query.done;
    if (
      action !== 'approved' &&
      action !== 'rejected' &&
      action !== 'gone' &&
      action !== 'blocked' &&
      action !== 'unblockable'
    )
      return null;
    // A rejected comment is gone: what it was is not kept for the message.
    if (action === 'gone' || action === 'rejected' || action === 'unblockable') return { action, name: '', title: '' };
    const comment = query.id ? await store.getComment(query.id) : null;
    const post = comment && (await store.getPost(comment.postId));
    return comment && post && post.blogId === blogId ? { action, name: comment.name, title: post.title } : null;
  }
}
