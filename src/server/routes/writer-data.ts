import { createAddressHasher } from '../auth/address-hash.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createWriterLinks } from '../auth/writer-link.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  mailedProof,
  writerAskPage,
  writerConfirmPage,
  writerDataPage,
  writerErasedPage,
  writerMail,
  type AskState,
} from '../pages/writer-data.ts';
import { popupText } from '../pages/popup.ts';
import { keyedAllowance, type Spent } from '../policy/allowance.ts';
import type { RateLimitMetrics } from '../metrics/parts.ts';
import { publicOrigin } from '../policy/origin.ts';
import { refusedElsewhere, sendReaderData } from './reader-data-answers.ts';
import { isSameOrigin } from '../security.ts';
import type { LimitStore, ReaderDataStore } from '../store/store.ts';
import type { Locale } from '../../shared/locale.ts';

type LocaleParams = { Params: { locale: string } };
type TokenForm = LocaleParams & { Body: Record<string, string> };

/** Links mailed to one address a day at most: enough for a lost mail or two, too few to flood an inbox. */
const LINKS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WriterDataRouteOptions {
  store: ReaderDataStore & LimitStore;
  /** None: no link can be mailed, and the page says whom to ask instead. */
  mailer: Mailer | null;
  /** What one address may ask a minute (the sign-in attempts' allowance): each ask reads or mails. */
  addressLimit: (request: FastifyRequest) => Promise<Spent>;
  /** Told of each link an address's daily allowance refused (docs/self-hosting.md "Metrics"). */
  metrics?: RateLimitMetrics;
  /** Told once comments are erased, so the sections kept as rendered drop them (routes/popups.ts). */
  forgotten?: () => void;
  now?: () => Date;
}

/**
 * An anonymous writer's data by their e-mail (docs/self-hosting.md "Readers' data"): they give the address, a
 * link signed for an hour is mailed to it (only when comments were written with it; the page says the same
 * either way, so it tells no one which addresses wrote), and the link opens their download and the erasing.
 * Every change is a POST from this site's page carrying the token; the scope sends `no-store`.
 */
export async function writerDataRoutes(
  scope: FastifyInstance,
  { store, mailer, addressLimit, metrics, now = () => new Date(), forgotten = () => {} }: WriterDataRouteOptions,
): Promise<void> {
  const links = await createWriterLinks(store);
  // An HMAC under the database's key (auth/address-hash.ts): the counts never hold an e-mail, nor a plain hash of one.
  const keyOf = await createAddressHasher(store);
  const perAddress = keyedAllowance(store, {
    name: 'writer-links',
    max: LINKS_PER_ADDRESS_PER_DAY,
    windowMs: DAY_MS,
    metrics,
  });
  const page = (reply: FastifyReply, body: string, code = 200) =>
    reply.code(code).type('text/html; charset=utf-8').send(body);
  const locale = (request: FastifyRequest<LocaleParams>) => request.params.locale as Locale;
  const ask = (request: FastifyRequest<LocaleParams>, reply: FastifyReply, state: AskState, code = 200) =>
    page(reply, writerAskPage(locale(request), mailer ? state : 'noMail'), code);
  /** The e-mail a token names while its link is good; null once it expired, or for anything not signed here. */
  const named = (token: string) => links.email(token, now());
  const tokenOf = (request: FastifyRequest<TokenForm>) => String(request.body?.token ?? '');

  scope.get<LocaleParams>('/comments/:locale/fetch/data', async (request, reply) => ask(request, reply, 'form'));

  scope.post<TokenForm>('/comments/:locale/fetch/data', async (request, reply) => {
    if (!isSameOrigin(request)) return refusedElsewhere(reply);
    if (!mailer) return ask(request, reply, 'noMail');
    const email = String(request.body?.email ?? '')
      .trim()
      .toLowerCase()
      .slice(0, 254);
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return page(reply, writerAskPage(locale(request), 'form', 'badEmail'), 400);
    let limit = await addressLimit(request);
    if (limit.isAllowed) limit = await perAddress(keyOf(email));
    if (!limit.isAllowed)
      return page(
        reply.header('Retry-After', String(limit.ttlInSeconds)),
        writerAskPage(locale(request), 'form', 'tooMany'),
        429,
      );
    const { comments } = await store.readerData({ email, visitor: null });
    if (comments.length) {
      const link = `${publicOrigin(request)}/comments/${locale(request)}/fetch/data/mailed?token=${encodeURIComponent(links.token(email, now()))}`;
      mailer.send({ to: email, ...writerMail(locale(request), link) });
    }
    return ask(request, reply, 'sent');
  });

  const opened = async (request: FastifyRequest<LocaleParams>, reply: FastifyReply, token: string) => {
    const email = named(token);
    if (!email) return ask(request, reply, 'expired', 410);
    const { comments } = await store.readerData({ email, visitor: null });
    return page(
      reply,
      writerDataPage(
        locale(request),
        mailedProof(locale(request), token),
        // The address isolated (U+2068…U+2069, as <bdi> would): in a right-to-left sentence its dots and @ keep their order.
        popupText(locale(request), 'writerFound', { email: `\u2068${email}\u2069`, count: comments.length }),
      ),
    );
  };
  scope.get<LocaleParams & { Querystring: { token?: string } }>(
    '/comments/:locale/fetch/data/mailed',
    (request, reply) => opened(request, reply, String(request.query.token ?? '')),
  );
  // "Keep my comments" on the confirmation comes back here, with the token in its form.
  scope.post<TokenForm>('/comments/:locale/fetch/data/mailed', (request, reply) =>
    opened(request, reply, tokenOf(request)),
  );

  scope.post<TokenForm>('/comments/:locale/fetch/data/mailed/download', async (request, reply) => {
    if (!isSameOrigin(request)) return refusedElsewhere(reply);
    const email = named(tokenOf(request));
    if (!email) return ask(request, reply, 'expired', 410);
    return sendReaderData(reply, { email, ...(await store.readerData({ email, visitor: null })) }, now());
  });

  scope.post<TokenForm>('/comments/:locale/fetch/data/mailed/confirm', async (request, reply) => {
    const token = tokenOf(request);
    if (!named(token)) return ask(request, reply, 'expired', 410);
    return page(reply, writerConfirmPage(locale(request), mailedProof(locale(request), token)));
  });

  scope.post<TokenForm>('/comments/:locale/fetch/data/mailed/erase', async (request, reply) => {
    if (!isSameOrigin(request)) return refusedElsewhere(reply);
    const email = named(tokenOf(request));
    if (!email) return ask(request, reply, 'expired', 410);
    const done = await store.forgetReader({ email, visitor: null });
    forgotten();
    request.log.info({ removed: done.removed, placeholders: done.placeholders }, 'a writer erased their comments');
    // Post/redirect/get: reloading the answer never asks to erase again.
    return reply.redirect(`/comments/${locale(request)}/fetch/data/erased`, 303);
  });

  scope.get<LocaleParams>('/comments/:locale/fetch/data/erased', async (request, reply) =>
    page(reply, writerErasedPage(locale(request))),
  );
}
