import type { FastifyInstance } from 'fastify';
import type { Renderers, SectionRenderer } from './renderers.ts';
import type { KeptRenderers } from './kept-renderers.ts';
import { readerPage } from '../../shared/no-script.tsx';
import { renderCommentSection, type FetchLike } from '../../shared/render-comments.tsx';
import { renderCommentCount, renderLastComments } from '../../shared/render-small.ts';
import { resolveLocale } from '../../shared/locale.ts';
import type { InProcessApi, Requester } from '../graphql/in-process.ts';
import type { BlogStore, CommentListStore } from '../store/store.ts';
import { feedLink } from '../feeds/links.ts';
import { GIVEN_TWICE, givenOnce, sendShared } from './shared-cache.ts';
import type { AddressAllowance } from '../policy/allowance.ts';
import { readCostOf } from '../graphql/limits.ts';
import { ROOT_COMMENTS } from '../../shared/api/documents.ts';
import { ROOT_LAST_COMMENTS } from '../../shared/api/last-comments.ts';

/**
 * The API as an anonymous reader's browser calls it, run in-process: the
 * server renders with the very answers the widget would get, never a second
 * path to the data.
 */
function anonymousFetch(api: InProcessApi): FetchLike {
  // Nobody signed in, on the server itself: what is rendered is the same for every reader.
  const anonymous: Requester = { viewer: null, visitor: () => '', remoteIp: '127.0.0.1' };
  return async (_url, init) => {
    const prepared = api.prepare(JSON.parse(init.body));
    const answer = prepared.ok
      ? {
          status: prepared.kind === 'query' ? 200 : 403,
          result: prepared.kind === 'query' ? await prepared.run(api.context(anonymous)) : {},
        }
      : { status: prepared.status, result: prepared.result };
    return {
      ok: answer.status === 200,
      status: answer.status,
      statusText: '',
      json: async () => JSON.parse(JSON.stringify(answer.result)),
    };
  };
}

/** Renders sections with the answers `fetch` gives an anonymous reader; a failure to load rejects. */
function createSectionRenderer(store: BlogStore & CommentListStore, fetch: FetchLike): SectionRenderer {
  return async (postId, locale, headingLevel, page) => {
    const count = await store.countVisibleComments(postId);
    return count === null
      ? null
      : renderCommentSection({
          postId,
          locale: resolveLocale(locale, undefined),
          headingLevel,
          fetch,
          count: async () => count,
          page,
        });
  };
}

export function createRenderers(store: BlogStore & CommentListStore, api: InProcessApi): Renderers {
  const fetch = anonymousFetch(api);
  return {
    section: createSectionRenderer(store, fetch),
    async count(postId, locale, href) {
      const count = await store.countVisibleComments(postId);
      return count === null ? null : renderCommentCount({ count, href, locale: resolveLocale(locale, undefined) });
    },
    lastComments: (blogId, locale, headingLevel) =>
      renderLastComments({ blogId, locale: resolveLocale(locale, undefined), headingLevel, fetch }),
    async feedLink(postId, locale) {
      const post = await store.getPost(postId);
      return post ? feedLink(post, resolveLocale(locale, undefined)) : '';
    },
  };
}

/**
 * What a fragment spends from its address's read budget: what the API charges for the document it runs.
 * A count is one indexed count, as cheap as the answer cache, and is not charged.
 */
const SECTION_COST = readCostOf(ROOT_COMMENTS);
const LAST_COMMENTS_COST = readCostOf(ROOT_LAST_COMMENTS);

type Query = { postID?: string; blogID?: string; locale?: string; headingLevel?: string; href?: string } & Record<
  string,
  string | undefined
>;

/** The reader's page a fragment asks for: the page's own parameters are not the fragment's. */
const pageOf = (query: Query) => ({ ...readerPage(query), others: undefined });

/**
 * The widgets as HTML, for server-side includes (nginx SSI, ESI, Varnish)
 * and for the loader on a page that holds only the placeholder:
 *
 * - `GET /comments/html?postID=42&locale=fr`: the comment section (with the page's
 *   `comments_after`, `comments_thread` and `comments_order`, what a reader without
 *   script asked for; the fragment knows no other parameter of the page, so its
 *   links and sort form carry only these);
 * - `GET /comments/count/html?postID=42&locale=fr&href=/posts/42%23comments`: a comment count's link;
 * - `GET /comments/last/html?blogID=1&locale=fr`: a blog's last comments.
 *
 * The same bytes for every reader (no cookie is read), so any cache may
 * hold them (shared-cache.ts: `s-maxage`, `stale-while-revalidate`), with an
 * `ETag` that answers a revalidation with 304 and no body. An unknown post
 * is a 404; what cannot be rendered now a 503 that no cache keeps.
 */
export function fragmentRoutes(app: FastifyInstance, render: KeptRenderers, readBudget: AddressAllowance): void {
  const route = (
    path: string,
    make: (query: Query) => Promise<string | null>,
    costOf: (query: Query) => number = () => 0,
  ) =>
    app.get<{ Querystring: Query }>(path, async (request, reply) => {
      if (!givenOnce(request.query))
        return reply.code(400).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(GIVEN_TWICE);
      // A CDN holds these for every reader, but nothing stops a client asking the server itself, or asking
      // with a query string no one else sends: what a fragment runs is charged like the API's read of it.
      const cost = costOf(request.query);
      const budget = cost > 0 ? await readBudget(request, cost) : ({ isAllowed: true } as const);
      if (!budget.isAllowed)
        return reply
          .code(429)
          .header('Cache-Control', 'no-store')
          .header('Retry-After', String(budget.ttlInSeconds))
          .type('text/plain; charset=utf-8')
          .send(`This address has read too much in the last minute; try again in ${budget.ttlInSeconds} s.\n`);
      let html: string | null;
      try {
        html = await make(request.query);
      } catch (error) {
        // Never a cached "could not be loaded": the include or the loader tries again.
        request.log.error(error);
        return reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .header('Retry-After', '5')
          .type('text/plain; charset=utf-8')
          .send('this could not be rendered now; try again\n');
      }
      if (html === null)
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(`unknown post "${request.query.postID ?? ''}"\n`);
      return sendShared(request, reply, html, 'text/html; charset=utf-8');
    });
  // Only its own two of the page's parameters: the fragment's other parameters are not the page's.
  // The section, and after it the `<link>` to its comments feed for feed readers that look through the
  // page (a page's head should carry it too, docs/moderation.md "Comment feeds"). After the section, not in it: the
  // upgrade makes the section live in place and drops what follows, which no reader sees.
  route(
    '/comments/html',
    async (query) => {
      const section = await render.section(query.postID ?? '', query.locale ?? 'en', query.headingLevel, pageOf(query));
      return section === null ? null : `${section}\n${await render.feedLink(query.postID ?? '', query.locale ?? 'en')}`;
    },
    // What is kept rendered costs what a static file does, and is not charged: as the API's answers from its cache.
    (query) =>
      render.isKept(query.postID ?? '', query.locale ?? 'en', query.headingLevel, pageOf(query)) ? 0 : SECTION_COST,
  );
  route('/comments/count/html', ({ postID = '', locale = 'en', href }) => render.count(postID, locale, href));
  route(
    '/comments/last/html',
    ({ blogID = '', locale = 'en', headingLevel }) => render.lastComments(blogID, locale, headingLevel),
    () => LAST_COMMENTS_COST,
  );
}
