import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/store.ts';
import { homePage } from '../pages/home.ts';
import { postPage } from '../pages/post.ts';
import { resolveLocale } from '../../ui/locale.ts';

/** The demo blog: `/` and `/posts/{id}`, in the locale of `?locale=` (English by default). */
export function pageRoutes(app: FastifyInstance, store: Store): void {
  app.get<{ Querystring: { locale?: string } }>('/', async (request, reply) => {
    const [posts, tags] = await Promise.all([store.listPosts('1'), store.listTags('1')]);
    return reply.type('text/html; charset=utf-8').send(homePage(posts, resolveLocale(request.query.locale, 'en'), tags));
  });
  app.get<{ Params: { id: string }; Querystring: { locale?: string } }>('/posts/:id', async (request, reply) => {
    const post = await store.getPost(request.params.id);
    if (!post) return reply.code(404).type('text/plain; charset=utf-8').send('No such post.\n');
    return reply.type('text/html; charset=utf-8').send(postPage(post, resolveLocale(request.query.locale, 'en')));
  });
}
