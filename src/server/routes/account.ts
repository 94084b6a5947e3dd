import type { FastifyInstance, FastifyReply } from 'fastify';
import { endSession, knownVisitor, viewerOf } from '../auth/session.ts';
import { accountDeletedPage, accountPage, deleteAccountPage } from '../pages/popup.ts';
import type { Spent } from '../policy/allowance.ts';
import { refusedElsewhere, sendReaderData } from './reader-data-answers.ts';
import { isSameOrigin } from '../security.ts';
import type { AccountStore, ReaderDataStore } from '../store/store.ts';
import type { Locale } from '../../shared/locale.ts';

type LocaleParams = { Params: { locale: string } };

export interface AccountRouteOptions {
  store: AccountStore & ReaderDataStore;
  /** What one address may ask of readers' data a minute: each download reads a whole account. */
  dataLimit: (request: Parameters<typeof viewerOf>[0]) => Promise<Spent>;
  /** Told once the account is erased, so the sections kept as rendered drop its comments (routes/popups.ts). */
  forgotten?: () => void;
}

/**
 * A signed-in reader's account page in the popup's scope (docs/self-hosting.md "Readers' data"): the page at
 * /comments/{locale}/fetch/account, their data as JSON (a POST: a download that reads the account is asked for
 * from this site's page), and the deletion, asked again on a page of its own and done by a POST from this site.
 * Its votes are the asking browser's (its visitor cookie). The scope sends `no-store` and checks the locale.
 */
export function accountRoutes(
  scope: FastifyInstance,
  { store, dataLimit, forgotten = () => {} }: AccountRouteOptions,
): void {
  const page = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);

  scope.get<LocaleParams>('/comments/:locale/fetch/account', async (request, reply) => {
    const viewer = await viewerOf(request, store);
    return page(reply, accountPage(request.params.locale as Locale, viewer?.name ?? null));
  });

  scope.post<LocaleParams>('/comments/:locale/fetch/account/data', async (request, reply) => {
    if (!isSameOrigin(request)) return refusedElsewhere(reply);
    const limit = await dataLimit(request);
    if (!limit.isAllowed)
      return reply
        .code(429)
        .header('Retry-After', String(limit.ttlInSeconds))
        .type('text/plain; charset=utf-8')
        .send('Too many requests. Please wait a minute and try again.\n');
    const viewer = await viewerOf(request, store);
    if (!viewer) return reply.redirect(`/comments/${request.params.locale}/fetch/account`, 303);
    const data = await store.readerData({ accountId: viewer.id, visitor: knownVisitor(request) });
    return sendReaderData(reply, data, new Date());
  });

  scope.get<LocaleParams>('/comments/:locale/fetch/account/delete', async (request, reply) => {
    const locale = request.params.locale as Locale;
    const viewer = await viewerOf(request, store);
    return page(reply, viewer ? deleteAccountPage(locale) : accountPage(locale, null));
  });

  scope.post<LocaleParams>('/comments/:locale/fetch/account/delete', async (request, reply) => {
    if (!isSameOrigin(request)) return refusedElsewhere(reply);
    const locale = request.params.locale as Locale;
    const viewer = await viewerOf(request, store);
    if (!viewer) return reply.redirect(`/comments/${locale}/fetch/account`, 303);
    const done = await store.forgetReader({ accountId: viewer.id, visitor: knownVisitor(request) });
    request.log.info(done, 'a reader deleted their account');
    forgotten();
    // The session's row went with the account; this clears its cookie.
    await endSession(request, reply, store);
    // Post/redirect/get: reloading the answer never asks to delete again.
    return reply.redirect(`/comments/${locale}/fetch/account/deleted`, 303);
  });

  scope.get<LocaleParams>('/comments/:locale/fetch/account/deleted', async (request, reply) =>
    page(reply, accountDeletedPage(request.params.locale as Locale)),
  );
}
