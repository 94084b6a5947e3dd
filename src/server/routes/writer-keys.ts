import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesHash } from '../auth/session.ts';
import { popupText } from '../pages/popup.ts';
import { keysProof, keysRefusedPage, writerConfirmPage, writerDataPage } from '../pages/writer-data.ts';
import type { Spent } from '../policy/allowance.ts';
import { refusedElsewhere, sendReaderData } from './reader-data-answers.ts';
import { isSameOrigin } from '../security.ts';
import type { CommentStore, ReaderDataStore } from '../store/store.ts';
import type { Locale } from '../../shared/locale.ts';
import { ROW_ID_DIGITS } from '../../shared/row-id.ts';

/** The most keys one form is read for: the browser keeps a hundred at most (own-comments.ts KEPT_KEYS). */
export const MAX_KEYS = 100;
/** A hundred pairs of a 16-digit id and a key, with room to spare: more than the popup scope's 4 KB for one form. */
const KEYS_BODY_LIMIT = 8 * 1024;
/** One kept pair: the comment's id, a dot, its key as addComment gave it (24 random bytes, base64url). */
const PAIR = new RegExp(`^(${ROW_ID_DIGITS})\\.([A-Za-z0-9_-]{32})$`);

type KeysForm = { Params: { locale: string }; Body: Record<string, string> };

export interface WriterKeysRouteOptions {
  store: ReaderDataStore & Pick<CommentStore, 'commentEditKeyHash'>;
  /** What one address may ask a minute (the sign-in attempts' allowance): each ask reads up to MAX_KEYS comments. */
  addressLimit: (request: FastifyRequest) => Promise<Spent>;
  /** Told once comments are erased, so the sections kept as rendered drop them (routes/popups.ts). */
  forgotten?: () => void;
  now?: () => Date;
}

/**
 * An anonymous writer's data by the edit keys their browser kept (docs/self-hosting.md "Readers' data"), at any time
 * after the edit window: the section's "Your data…" POSTs them into a popup, in the form's body (never in an
 * address, which logs and history keep). Each key is checked against its comment's stored hash; the comments whose
 * key is good are the writer's, and only their keys go on in the later forms. Opening the page and asking again
 * change nothing, so another site's page may do it (the keys are the proof); the download and the erasing are asked
 * from this site's page. The scope sends `no-store` and checks the locale.
 */
export function writerKeysRoutes(
  scope: FastifyInstance,
  { store, addressLimit, now = () => new Date(), forgotten = () => {} }: WriterKeysRouteOptions,
): void {
  const locale = (request: FastifyRequest<KeysForm>) => request.params.locale as Locale;
  const page = (reply: FastifyReply, body: string, code = 200) =>
    reply.code(code).type('text/html; charset=utf-8').send(body);

  /** Whether the stored hash is that of the key given, in a time that tells nothing of how much of it matched. */
  const holds = async (id: string, key: string) => matchesHash(key, await store.commentEditKeyHash(id));

  /** The comments the form's keys prove theirs, and those keys alone; an answer sent instead when none is. */
  async function proven(request: FastifyRequest<KeysForm>, reply: FastifyReply) {
    const limit = await addressLimit(request);
    if (!limit.isAllowed) {
      reply.header('Retry-After', String(limit.ttlInSeconds));
      return { refused: page(reply, keysRefusedPage(locale(request), 'tooMany'), 429) };
    }
    const pairs = String(request.body?.keys ?? '')
      .split(/\s+/)
      .slice(0, MAX_KEYS)
      .map((pair) => PAIR.exec(pair))
      .filter((match) => match !== null);
    // Each comment once, by the first of its keys that is good.
    const good = new Map<string, string>();
    for (const [, id, key] of pairs) if (!good.has(id!) && (await holds(id!, key!))) good.set(id!, key!);
    if (!good.size) return { refused: page(reply, keysRefusedPage(locale(request), 'keysNotFound'), 404) };
    return {
      commentIds: [...good.keys()],
      keys: [...good].map((pair) => pair.join('.')).join(' '),
    };
  }

  const options = { bodyLimit: KEYS_BODY_LIMIT };
  const path = '/comments/:locale/fetch/data/keys';

  // The section's form opens it; "Keep my comments" on the confirmation comes back to it.
  scope.post<KeysForm>(path, options, async (request, reply) => {
    const found = await proven(request, reply);
    if ('refused' in found) return found.refused;
    const { comments } = await store.readerData({ commentIds: found.commentIds, visitor: null });
    return page(
      reply,
      writerDataPage(
        locale(request),
        keysProof(locale(request), found.keys),
        popupText(locale(request), 'keysFound', { count: comments.length }),
      ),
    );
  });

  scope.post<KeysForm>(`${path}/download`, options, async (request, reply) => {
    if (!isSameOrigin(request)) return refusedElsewhere(reply);
    const found = await proven(request, reply);
    if ('refused' in found) return found.refused;
    return sendReaderData(reply, await store.readerData({ commentIds: found.commentIds, visitor: null }), now());
  });

  scope.post<KeysForm>(`${path}/confirm`, options, async (request, reply) => {
    const found = await proven(request, reply);
    if ('refused' in found) return found.refused;
    return page(reply, writerConfirmPage(locale(request), keysProof(locale(request), found.keys)));
  });

  scope.post<KeysForm>(`${path}/erase`, options, async (request, reply) => {
    if (!isSameOrigin(request)) return refusedElsewhere(reply);
    const found = await proven(request, reply);
    if ('refused' in found) return found.refused;
    const done = await store.forgetReader({ commentIds: found.commentIds, visitor: null });
    forgotten();
    request.log.info({ removed: done.removed, placeholders: done.placeholders }, 'a writer erased their comments');
    // Post/redirect/get, to the e-mail path's own answer: reloading it never asks to erase again.
    return reply.redirect(`/comments/${locale(request)}/fetch/data/erased`, 303);
  });
}
