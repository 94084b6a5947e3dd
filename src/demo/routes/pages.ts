import type { FastifyInstance } from 'fastify';
import type { BlogStore, CommentListStore } from '../../server/store/store.ts';
import { readerPage } from '../../shared/no-script.tsx';
import { commentsExample, countsExample, serverRenderedExample, themesExample } from '../pages/examples.ts';
import { homePage } from '../pages/home.ts';
import { statesExample } from '../pages/states.ts';
import { renderLastComments } from '../../shared/render-small.ts';
import { voteCookie } from '../../shared/comments/vote-states.ts';
import { postPage, type CommentsMode, type PostPageWidgets } from '../pages/post.ts';
import { tagPage } from '../pages/tag.ts';
import type { PageShell } from '../pages/layout.ts';
import { resolveLocale } from '../../shared/locale.ts';
import { publicOrigin } from '../../server/policy/origin.ts';

/**
 * The demo blog: `/`, `/posts/{id}` and `/tags/{slug}`, and the smallest
 * embeddings (`/examples/counts`, `/examples/comments`, and
 * `/examples/server-comments` with the section rendered here,
 * `/examples/fragment-comments` fetching it as HTML, `/examples/server-rendered`
 * with counts and last comments rendered here, `/examples/themes` with every
 * widget forced light and forced dark side by side, `/examples/states` with
 * every widget in each state a reader meets), in the locale of `?locale=`
 * (English by default).
 */
export function pageRoutes(
  app: FastifyInstance,
  store: BlogStore & CommentListStore,
  widgets: PostPageWidgets = {},
  shell: PageShell = {},
): void {
  app.get<{ Querystring: { locale?: string } }>('/', async (request, reply) => {
    const [posts, tags] = await Promise.all([store.listPosts('1'), store.listTags('1')]);
    return reply
      .type('text/html; charset=utf-8')
      .send(homePage(posts, resolveLocale(request.query.locale, 'en'), tags, shell));
  });
  app.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
    '/posts/:id',
    async (request, reply) => {
      const post = await store.getPost(request.params.id);
      if (!post) return reply.code(404).type('text/plain; charset=utf-8').send('No such post.\n');
      const locale = resolveLocale(request.query.locale, 'en');
      // ?comments=fragment or ?comments=client shows the other ways; the server's HTML is the default.
      const asked = request.query.comments;
      let mode: CommentsMode =
        asked === 'fragment' ? 'fragment' : asked === 'client' || !widgets.renderers ? 'client' : 'server';
      let section: string | null | undefined;
      if (mode === 'server') {
        // A section that cannot be rendered now is left to the page: it renders itself as without server markup.
        // A reader without script may have followed "More comments" or "More replies" (shared/no-script.tsx).
        section = await widgets
          .renderers!.section(post.id, locale, undefined, readerPage(request.query))
          .catch((error: unknown) => void request.log.error(error));
        if (!section) mode = 'client';
      }
      return reply.type('text/html; charset=utf-8').send(
        postPage(post, locale, widgets, publicOrigin(request), shell, {
          mode,
          html: section ?? undefined,
        }),
      );
    },
  );
  app.get<{ Querystring: { locale?: string } }>('/examples/counts', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(countsExample(await store.listPosts('1'), resolveLocale(request.query.locale, 'en'), shell)),
  );
  // The comment section alone, each way a page can carry it.
  for (const [path, way] of [
    ['comments', 'client'],
    ['server-comments', 'server'],
    ['fragment-comments', 'fragment'],
  ] as const)
    app.get<{ Querystring: { locale?: string } }>(`/examples/${path}`, async (request, reply) => {
      const post = await store.getPost('1');
      const locale = resolveLocale(request.query.locale, 'en');
      const html = way === 'server' && post ? await widgets.renderers?.section(post.id, locale) : undefined;
      if (!post || (way === 'server' && !html))
        return reply.code(404).type('text/plain; charset=utf-8').send('No such post.\n');
      return reply
        .type('text/html; charset=utf-8')
        .send(commentsExample(post, locale, { mode: way, html: html ?? undefined }, shell, widgets.recaptchaSrc));
    });
  app.get<{ Querystring: { locale?: string } }>('/examples/server-rendered', async (request, reply) => {
    const locale = resolveLocale(request.query.locale, 'en');
    const { renderers } = widgets;
    if (!renderers) return reply.code(404).type('text/plain; charset=utf-8').send('Not rendered here.\n');
    const posts = await Promise.all(
      (await store.listPosts('1')).map(async (post) => ({
        post,
        count: (await renderers.count(post.id, locale, `${post.url}#comments`)) ?? '',
      })),
    );
    return reply
      .type('text/html; charset=utf-8')
      .send(serverRenderedExample(posts, await renderers.lastComments('1', locale), locale, shell));
  });
  // Every widget in both forced themes; `?theme=dark` puts the comment section on the dark side.
  app.get<{ Querystring: { locale?: string; theme?: string } }>('/examples/themes', async (request, reply) => {
    const [posts, tags] = await Promise.all([store.listPosts('1'), store.listTags('1')]);
    const post = posts.find((p) => p.id === '1');
    if (!post) return reply.code(404).type('text/plain; charset=utf-8').send('No such post.\n');
    // A post nobody has commented on yet: the count's other state (post 2 in the demo's seed).
    const counts = await Promise.all(posts.map((p) => store.countVisibleComments(p.id)));
    const quiet = posts.find((p, i) => p.id !== post.id && counts[i] === 0);
    return reply.type('text/html; charset=utf-8').send(
      themesExample(
        {
          post,
          quiet,
          tags,
          comments: request.query.theme === 'dark' ? 'dark' : 'light',
          origin: publicOrigin(request),
        },
        resolveLocale(request.query.locale, 'en'),
        shell,
      ),
    );
  });
  // Every widget in every state, in both forced themes; `?theme=dark` puts the once-per-page states on the dark side.
  app.get<{ Querystring: { locale?: string; theme?: string } }>('/examples/states', async (request, reply) => {
    const [posts, tags] = await Promise.all([store.listPosts('1'), store.listTags('1')]);
    const many = posts.find((p) => p.id === '1');
    if (!many) return reply.code(404).type('text/plain; charset=utf-8').send('No such post.\n');
    const locale = resolveLocale(request.query.locale, 'en');
    const counts = await Promise.all(posts.map((p) => store.countVisibleComments(p.id)));
    // Posts 3 (one comment) and 2 (none) in the seed, and 4 (two comments) for the section with its form open.
    const one = posts.find((p, i) => p !== many && counts[i] === 1);
    const quiet = posts.find((p, i) => p !== many && counts[i] === 0);
    const open = posts.find((p, i) => p !== many && counts[i]! > 1) ?? one;
    // The votes a reader who liked the post's first thread and disliked its second sees, kept for this page alone:
    // the section reads them from the cookies its votes write (the vote cookies), and nothing is sent.
    if (open) {
      const { items } = await store.listComments(open.id, { after: null, limit: 2 });
      items.forEach((comment, i) =>
        reply.setCookie(voteCookie(i ? 'dislike' : 'like', open.id, comment.id), 'true', {
          path: '/examples/states',
          sameSite: 'lax',
        }),
      );
    }
    // Last comments of a blog nobody has commented on yet, as the server renders them: from an answer of none.
    const emptyLastComments = await renderLastComments({
      blogId: '1',
      locale,
      headingLevel: 4,
      fetch: async () => ({
        ok: true,
        status: 200,
        statusText: 'OK',
        json: async () => ({ data: { lastComments: [] } }),
      }),
    });
    return reply.type('text/html; charset=utf-8').send(
      statesExample(
        {
          many,
          one,
          quiet,
          open,
          tags,
          emptyLastComments,
          side: request.query.theme === 'dark' ? 'dark' : 'light',
          origin: publicOrigin(request),
          recaptchaSrc: widgets.recaptchaSrc,
        },
        locale,
        shell,
      ),
    );
  });
  app.get<{ Params: { slug: string }; Querystring: { locale?: string } }>('/tags/:slug', async (request, reply) => {
    const found = await store.getTagWithPosts('1', request.params.slug);
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('No such tag.\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(tagPage(found.tag, found.posts, resolveLocale(request.query.locale, 'en'), shell));
  });
}
