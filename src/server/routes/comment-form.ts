import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AddressAllowance } from '../policy/allowance.ts';
import { noScriptWords } from '../../shared/no-script.tsx';
import { resolveLocale, type Locale } from '../../shared/locale.ts';
import { viewerOf, visitorOf } from '../auth/session.ts';
import type { InProcessApi } from '../graphql/in-process.ts';
import { commentHeldPage, commentRefusedPage } from '../pages/comment-form.ts';
import { isSameOrigin } from '../security.ts';
import { clientKey } from '../policy/client.ts';
import { publicOrigin } from '../policy/origin.ts';
import type { AccountStore } from '../store/store.ts';
import { safeRedirect } from './popups.ts';
import { whenAgain } from '../../shared/when-again.ts';

/**
 * One limit on changes per address, shared with the API's mutations: the plain form is no way around it.
 * The API spends one change per mutation field; the form makes one.
 */
export type ChangeLimit = AddressAllowance;

export interface CommentFormRouteOptions {
  /** The app's one in-process API (graphql/in-process.ts): the comment is held under its quota, as through the JSON route. */
  api: InProcessApi;
  store: AccountStore;
  limit: ChangeLimit;
  bodyLimit: number;
  /** The keyed hash of a writer's address, kept with their comment: blocked and counted by it as through the API. */
  hashAddress: (address: string) => string;
}

/** The API's own mutation, as the form's fields fill it: every rule is the API's. */
const ADD_COMMENT = `mutation PlainForm($comment: String!, $locale: Locale!, $postID: ID!, $user: CommentUserInput!) {
  addComment(comment: $comment, locale: $locale, postID: $postID, user: $user) { id }
}`;

type Fields = Partial<Record<'postID' | 'locale' | 'name' | 'email' | 'website' | 'comment' | 'back', string>>;

/**
 * The page the form was on, when this site's own: the form names it when it
 * was sent again from the page that said what to correct, else the Referer
 * does (the same-origin referrer policy sends it); else the home page.
 */
function pageOf(request: FastifyRequest, fields: Fields): string {
  const named = safeRedirect(fields.back);
  if (named) return named;
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return (url.origin === new URL(publicOrigin(request)).origin && safeRedirect(url.pathname + url.search)) || '/';
  } catch {
    return '/';
  }
}

const page = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * `POST /comments/post` (docs/server-rendering.md "Without JavaScript"): the comment form as
 * plain HTML posts here. The comment goes through the API's own mutation,
 * run in-process, so every rule (validation, closed posts, bounds) is the
 * API's; without script no robot check could run, so the comment is always
 * held for moderation. Refused from other sites (Origin), limited with the
 * API's mutations, and answered with a page: held, or what to correct with
 * the form again as typed.
 */
export async function commentFormRoute(
  app: FastifyInstance,
  { api, store, limit, bodyLimit, hashAddress }: CommentFormRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post<{ Body: Fields }>('/comments/post', async (request, reply) => {
      const fields: Fields = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const locale = resolveLocale(fields.locale, undefined) as Locale;
      const t = noScriptWords(locale);
      const back = pageOf(request, fields);
      const typed = {
        postId: fields.postID ?? '',
        values: { name: fields.name, email: fields.email, website: fields.website, comment: fields.comment },
      };
      // Nothing is taken from another site's page, even with the reader's cookies.
      if (!isSameOrigin(request)) return page(reply, 403, commentRefusedPage(locale, back, null, t('other_site')));
      const allowed = await limit(request);
      if (!allowed.isAllowed) {
        reply.header('Retry-After', String(allowed.ttlInSeconds));
        return page(
          reply,
          429,
          commentRefusedPage(locale, back, typed, t('too_many', { when: whenAgain(locale, allowed.ttlInSeconds) })),
        );
      }
      const prepared = api.prepare({
        query: ADD_COMMENT,
        variables: {
          postID: fields.postID ?? '',
          locale,
          comment: fields.comment ?? '',
          user: { name: fields.name ?? '', email: fields.email ?? '', website: fields.website ?? '' },
        },
      });
      if (!prepared.ok) throw new Error('the plain form’s mutation did not prepare');
      const viewer = await viewerOf(request, store);
      const result = await prepared.run(
        api.context({
          viewer,
          visitor: visitorOf(request, reply),
          remoteIp: request.ip,
          plainForm: true,
          // Every plain-form comment is held: its address is what its quota counts, and what an author blocks.
          addressHash: hashAddress(clientKey(request)),
        }),
      );
      const error = result.errors?.[0];
      if (!error)
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(`/comments/posted?locale=${locale}&back=${encodeURIComponent(back)}`, 303);
      const validation = error.extensions?.validation as Record<string, string[]> | undefined;
      if (validation) return page(reply, 400, commentRefusedPage(locale, back, { ...typed, errors: validation }));
      const code = error.extensions?.code;
      // Too many waiting already: said as a limit is, with the form again as typed to send later.
      if (code === 'HELD_QUEUE_FULL') return page(reply, 429, commentRefusedPage(locale, back, typed, error.message));
      return page(
        reply,
        code === 'NOT_FOUND' ? 404 : code === 'INTERNAL_SERVER_ERROR' ? 500 : 403,
        commentRefusedPage(locale, back, typed, error.message),
      );
    });
  });

  // The answer to a comment taken: a page of its own, so reloading it posts nothing again.
  app.get<{ Querystring: { locale?: string; back?: string } }>('/comments/posted', async (request, reply) => {
    const locale = resolveLocale(request.query.locale, undefined) as Locale;
    return page(reply, 200, commentHeldPage(locale, safeRedirect(request.query.back) ?? '/'));
  });
}
