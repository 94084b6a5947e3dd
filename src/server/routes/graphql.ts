import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { markWrote, viewerOf, visitorOf, wroteLately } from '../auth/session.ts';
import type { InProcessApi } from '../graphql/in-process.ts';
import { INTERNAL_MESSAGE } from '../graphql/mask-errors.ts';
import { PERSONAL, sendShared } from './shared-cache.ts';
import { isUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../store/unavailable.ts';
import { ANSWER_CACHE_MS, createResultCache, MAX_CACHED_QUERY } from '../graphql/result-cache.ts';
import { isSameOrigin } from '../security.ts';
import { clientKey } from '../policy/client.ts';
import type { ChangeLimit } from './comment-form.ts';
import type { AccountStore } from '../store/store.ts';
import type { AddressAllowance } from '../policy/allowance.ts';
import { READ_BASE_COST } from '../graphql/limits.ts';
import { serverMessages } from '../graphql/server-words.ts';
import { resolveLocale } from '../../shared/locale.ts';
import { whenAgain } from '../../shared/when-again.ts';
import { UNCOUNTED, type CacheMetrics } from '../metrics/parts.ts';

export interface GraphQLRouteOptions {
  /** The app's one in-process API (graphql/in-process.ts): this route is its HTTP side. */
  api: InProcessApi;
  /** Who is signed in: their sessions and accounts. */
  store: AccountStore;
  /** Changes per visitor address, shared with the plain comment form: charged once per mutation field. */
  limit: ChangeLimit;
  /** Previews (limits.ts EXPENSIVE_FIELDS) per visitor address: charged once per preview asked for. */
  previewLimit: AddressAllowance;
  /** What uncached reads cost per visitor address (limits.ts measures them); answers from the cache are free. */
  readBudget: AddressAllowance;
  bodyLimit: number;
  /** The keyed hash of a writer's address (auth/address-hash.ts), kept with their comment for blocking. */
  hashAddress?: (address: string) => string;
  /** Told whether each anonymous read found its answer kept (docs/self-hosting.md "Metrics"). */
  metrics?: CacheMetrics;
}

/**
 * The media type the client asked for (GraphQL over HTTP): the newer
 * `application/graphql-response+json` when its Accept names it, else
 * `application/json`, which every client reads.
 */
const mediaType = (request: FastifyRequest) =>
  /application\/graphql-response\+json/i.test(request.headers.accept ?? '')
    ? 'application/graphql-response+json; charset=utf-8'
    : 'application/json; charset=utf-8';

const send = (reply: FastifyReply, status: number, result: ExecutionResult | string, cacheControl = 'no-store') =>
  reply.code(status).header('Cache-Control', cacheControl).type(mediaType(reply.request)).send(result);

const error = (message: string, code: string, more: Record<string, unknown> = {}): ExecutionResult => ({
  errors: [{ message, extensions: { code, ...more } }] as never,
});

/** 503 with Retry-After, in the API's answer shape: the database is away for a moment, nothing was done. */
const unavailable = (reply: FastifyReply) =>
  send(reply.header('Retry-After', String(RETRY_AFTER_SECONDS)), 503, error(UNAVAILABLE_MESSAGE, 'UNAVAILABLE'));

/** What a client sends: the document, its variables, the operation to run. */
type Operation = { query?: unknown; variables?: unknown; operationName?: unknown };

/**
 * 429 with Retry-After, in the API's answer shape: nothing of the request ran. The seconds are in the error too
 * (`retryAfter`), so a client that reads only the body can tell its reader when to try again, in their language.
 */
const tooMuch = (reply: FastifyReply, refused: { ttlInSeconds: number }, message: string) =>
  send(
    reply.header('Retry-After', String(refused.ttlInSeconds)),
    429,
    error(message, 'RATE_LIMITED', { retryAfter: refused.ttlInSeconds }),
  );

/**
 * A refusal for too many changes or previews, in the language the operation asked for (its `locale`; English
 * otherwise), saying when to try again: the section shows the API's words as they come (3.3.3).
 */
const saidIn = (operation: Operation, key: 'tooManyChanges' | 'tooManyPreviews', seconds: number) => {
  const asked = (operation.variables as { locale?: unknown } | undefined)?.locale;
  const locale = typeof asked === 'string' ? resolveLocale(asked, 'en') : 'en';
  return serverMessages[locale](key, { when: whenAgain(locale, seconds) });
};

const UNSUPPORTED = error('Send the request as application/json.', 'UNSUPPORTED_MEDIA_TYPE');

/**
 * `POST /comments/graphql` (docs/api.md "The API"): JSON in, `{data, errors}` out.
 * The HTTP side of the API: content type, origin, rate limit, cookies.
 * Everything else is the transport-free handler's.
 */
export async function graphqlRoute(
  app: FastifyInstance,
  {
    api,
    store,
    limit: mutationLimit,
    previewLimit,
    readBudget,
    bodyLimit,
    hashAddress,
    metrics = UNCOUNTED.answers,
  }: GraphQLRouteOptions,
): Promise<void> {
  const cache = createResultCache();

  await app.register(async (scope) => {
    // Refusals before the handler (a body past the limit, JSON that does not
    // parse) keep the API's answer shape, so a client can show their message.
    scope.setErrorHandler((err: { statusCode?: number; code?: string; message: string }, _request, reply) => {
      // The database away before the operation ran (the viewer, the rate limit): the same answer as during it.
      if (isUnavailable(err)) return unavailable(reply);
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 415) return send(reply, 415, UNSUPPORTED);
      if (status === 413)
        return send(reply, 413, error(`The request body is larger than ${bodyLimit / 1024} KiB.`, 'PAYLOAD_TOO_LARGE'));
      if (status === 500) {
        reply.log.error(err);
        return send(reply, 500, error(INTERNAL_MESSAGE, 'INTERNAL_SERVER_ERROR'));
      }
      return send(
        reply,
        status,
        error(
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The body is not valid JSON.' : err.message,
          'BAD_REQUEST',
        ),
      );
    });

    scope.post('/comments/graphql', async (request: FastifyRequest, reply) => {
      // Only JSON: a cross-site HTML form can send text/plain or form bodies
      // without a preflight, never application/json.
      if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
        return send(reply, 415, UNSUPPORTED);
      return answer(request, reply, request.body as Operation, 'POST');
    });

    // GraphQL over HTTP's GET: queries only, with their variables as JSON in the address, so that a CDN
    // can hold an anonymous answer (shared-cache.ts). A change over GET is refused: links and
    // prefetchers follow addresses.
    scope.get<{ Querystring: Record<string, string | string[] | undefined> }>(
      '/comments/graphql',
      async (request, reply) => {
        const { query, variables, operationName } = request.query;
        if ([query, variables, operationName].some(Array.isArray))
          return send(reply, 400, error('Give each parameter once.', 'BAD_REQUEST'));
        let parsed: unknown;
        try {
          parsed = variables === undefined || variables === '' ? undefined : JSON.parse(variables as string);
        } catch {
          return send(reply, 400, error('The variables are not valid JSON.', 'BAD_REQUEST'));
        }
        return answer(request, reply, { query, variables: parsed, operationName }, 'GET');
      },
    );
  });

  /** One operation, however it came: checked, limited, answered from the cache or run. */
  async function answer(request: FastifyRequest, reply: FastifyReply, operation: Operation, method: 'GET' | 'POST') {
    const prepared = api.prepare(operation);
    if (!prepared.ok) return send(reply, prepared.status, prepared.result);
    if (prepared.kind === 'mutation') {
      if (method === 'GET')
        return send(reply.header('Allow', 'POST'), 405, error('Changes are sent with POST.', 'METHOD_NOT_ALLOWED'));
      if (!isSameOrigin(request))
        return send(reply, 403, error('Changes are accepted only from this site’s own pages.', 'FORBIDDEN_ORIGIN'));
      // Every mutation field is a change: 90 aliased addComment in one request spend 90, and past the limit
      // the whole request is refused before any of them runs (docs/self-hosting.md "What one request and one address may spend").
      const limit = await mutationLimit(request, Math.max(1, prepared.size.topFields));
      if (!limit.isAllowed) return tooMuch(reply, limit, saidIn(operation, 'tooManyChanges', limit.ttlInSeconds));
    }
    if (prepared.size.expensive > 0) {
      const limit = await previewLimit(request, prepared.size.expensive);
      if (!limit.isAllowed) return tooMuch(reply, limit, saidIn(operation, 'tooManyPreviews', limit.ttlInSeconds));
    }
    const viewer = await viewerOf(request, store);
    const { query, variables, operationName } = operation as {
      query: string;
      variables?: unknown;
      operationName?: unknown;
    };
    // The same answer for every anonymous reader: a reader who changed something lately reads uncached
    // (auth/session.ts markWrote), here and on every other instance.
    const anonymous = prepared.kind === 'query' && !viewer && !wroteLately(request);
    // Bounded with its variables: a preview of a long draft (or any one-off giant) is never kept, nor counted as missed.
    const wholeKey = anonymous ? JSON.stringify([query, variables ?? null, operationName ?? null]) : '';
    const key = anonymous && wholeKey.length <= MAX_CACHED_QUERY ? wholeKey : null;
    /** A GET answer anyone may share goes out with its cache headers; everything else is kept by no one. */
    const unshared = (json: string) => send(reply, 200, json, method === 'GET' ? PERSONAL : 'no-store');
    const ok = (json: string) =>
      method === 'GET' && anonymous ? sendShared(request, reply.code(200), json, mediaType(request)) : unshared(json);
    const cached = key === null ? undefined : cache.get(key);
    if (cached !== undefined) {
      metrics.hit();
      return ok(cached);
    }
    // Only what could have been kept: a reader's own reads, changes and one-off giants are never looked for.
    if (key !== null) metrics.miss();
    // A read that runs is charged what it may cost; an answer from the cache above costs about what a
    // static file does and is not. Mutations have their own limit.
    if (prepared.kind !== 'mutation') {
      const budget = await readBudget(request, READ_BASE_COST + prepared.size.cost);
      if (!budget.isAllowed)
        return tooMuch(
          reply,
          budget,
          `This address has read too much in the last minute; try again in ${budget.ttlInSeconds} s.`,
        );
    }
    if (prepared.kind === 'mutation') cache.clear();
    const generation = cache.generation();
    const addressHash = prepared.kind === 'mutation' && hashAddress ? hashAddress(clientKey(request)) : null;
    const result = await prepared.run(
      api.context({ viewer, visitor: visitorOf(request, reply), remoteIp: request.ip, addressHash }),
    );
    if (prepared.kind === 'mutation') {
      cache.clear();
      if (!result.errors) markWrote(request, reply, Math.ceil(ANSWER_CACHE_MS / 1000) + 1);
    }
    if (result.errors?.some((each) => each.extensions?.code === 'UNAVAILABLE')) return unavailable(reply);
    // No data at all means the request never ran (variables that do not
    // fit their types): a 400, like a document that does not validate.
    if (result.data === undefined) return send(reply, 400, result);
    const json = prepared.toJson(result);
    if (key !== null && !result.errors) cache.set(key, json, generation);
    return result.errors ? unshared(json) : ok(json);
  }
}
