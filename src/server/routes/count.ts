import type { FastifyInstance } from 'fastify';
import { countLabel } from '../../shared/render-small.ts';
import type { CommentListStore } from '../store/store.ts';
import { GIVEN_TWICE, givenOnce, sendShared } from './shared-cache.ts';

/** A JSONP callback name must be a plain identifier, so the answer can never carry script of a caller's making. */
export const CALLBACK_PATTERN = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;

/**
 * `GET /comments/count?postID=42&callback=NAME` answers `NAME(7);`, the
 * number of visible comments (held ones never count). With `&locale=fr` it
 * answers `NAME(7,"7 commentaires");`, the count in that locale's words and
 * plural (English for a locale it does not speak), so the widget carries
 * no plural rules and no words but its neutral "Comments". A bad callback
 * is a 400 and an unknown post a 404, both as plain text a script tag
 * rejects, which the widget shows as its neutral text.
 */
export function countRoute(app: FastifyInstance, store: CommentListStore): void {
  app.get<{ Querystring: { postID?: string; callback?: string; locale?: string } }>(
    '/comments/count',
    async (request, reply) => {
      const { postID = '', callback = '', locale } = request.query;
      reply.header('Cache-Control', 'no-store').header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (!CALLBACK_PATTERN.test(callback))
        return reply
          .code(400)
          .type('text/plain; charset=utf-8')
          .send('callback must match ^[A-Za-z_$][A-Za-z0-9_$]{0,63}$\n');
      if (!givenOnce(request.query)) return reply.code(400).type('text/plain; charset=utf-8').send(GIVEN_TWICE);
      const count = await store.countVisibleComments(postID);
      if (count === null) return reply.code(404).type('text/plain; charset=utf-8').send(`unknown post "${postID}"\n`);
      // The same for every reader: a CDN may hold it (shared-cache.ts). Refusals above are never kept.
      const label = locale === undefined ? '' : `,${JSON.stringify(countLabel(count, locale))}`;
      return sendShared(request, reply, `${callback}(${count}${label});`, 'application/javascript; charset=utf-8');
    },
  );
}
