import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/locale.ts';
import { isLocale } from './locale-param.ts';
import type { ReplyMailService } from '../mail/reply-mail.ts';
import { replyMailAskPage, replyMailBadLinkPage, replyMailDonePage } from '../pages/reply-mail.ts';
import type { BlogStore, CommentStore, ReplyMailStore } from '../store/store.ts';

type Request = { Querystring: { token?: string } };

const page = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en');

/**
 * The addresses a reply mail's links point at (docs/moderation.md "Reply notifications"):
 * `GET /comments/reply-mail/confirm?token=…` and `…/stop?token=…` ask, with a
 * button; `POST` to the same address does it. A mail client's one-click
 * unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` to the stop
 * address, without cookies or an origin: the token alone is the right.
 */
export function replyMailRoutes(
  app: FastifyInstance,
  replyMail: ReplyMailService,
  store: BlogStore & CommentStore & ReplyMailStore,
): void {
  void app.register(async (scope) => {
    // Whatever the body (a form's button, a mail client's one-click POST as a form or as multipart, RFC 8058): the token is the right, the body says nothing.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, null),
    );

    /** What the token names, with what its pages show; null when it names nothing. */
    async function named(action: 'confirm' | 'stop', token: string | undefined) {
      const wish = token ? await replyMail.named(action, token) : null;
      const comment = wish && (await store.getComment(wish.commentId));
      const post = comment && (await store.getPost(comment.postId));
      const blog = post && (await store.getBlog(post.blogId));
      return wish && post && blog ? { wish, post, blog } : null;
    }

    const handle = (method: 'GET' | 'POST', action: 'confirm' | 'stop') =>
      async function (request: FastifyRequest<Request>, reply: FastifyReply) {
        const found = await named(action, request.query.token);
        if (!found) return page(reply, 404, replyMailBadLinkPage('en'));
        const { wish, post, blog } = found;
        const view = {
          locale: localeOf(wish.locale),
          email: wish.email,
          title: post.title,
          postUrl: new URL(post.url, new URL(blog.url, `${replyMail.origin()}/`)).href,
          action: `/comments/reply-mail/${action}?token=${encodeURIComponent(request.query.token!)}`,
        };
        if (method === 'GET') return page(reply, 200, replyMailAskPage(action, view));
        if (action === 'confirm') await store.confirmReplyMail(wish.commentId);
        else await store.stopReplyMail(wish.commentId);
        return page(reply, 200, replyMailDonePage(action, view));
      };

    for (const action of ['confirm', 'stop'] as const) {
      scope.get<Request>(`/comments/reply-mail/${action}`, handle('GET', action));
      scope.post<Request>(`/comments/reply-mail/${action}`, handle('POST', action));
    }
  });
}
