import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers that are the same for every anonymous reader (docs/self-hosting.md "Reads a
 * CDN can hold"): the fragments, comment counts, anonymous queries over
 * GET. A browser keeps them briefly; a CDN or caching proxy holds them for
 * `s-maxage` and, past it, answers from what it holds while it asks again
 * (`stale-while-revalidate`), so a popular post's readers seldom reach an
 * instance. Others' new comments show within about CDN_SECONDS; a reader's
 * own write is answered past the CDN (the nginx of docs/self-hosting.md "Reads a CDN can hold" bypasses on the
 * session and porchlight_wrote cookies).
 */
export const BROWSER_SECONDS = 5;
export const CDN_SECONDS = 10;
export const STALE_SECONDS = 60;
export const SHARED_CACHE = `public, max-age=${BROWSER_SECONDS}, s-maxage=${CDN_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

/**
 * Whether each query parameter came once: `?postID=1&postID=2` (a list, to Fastify) is a malformed request,
 * refused with 400 and GIVEN_TWICE before anything is read, not a server that is down.
 */
export const givenOnce = (query: object): boolean => Object.values(query).every((value) => typeof value === 'string');
export const GIVEN_TWICE = 'give each parameter once\n';

/** Anything that depends on who asks: never kept by a shared cache. */
export const PERSONAL = 'private, no-store';

/**
 * Sends `body` as an answer any cache may share, with an ETag; a
 * revalidation that names it (weakly, as a compressing proxy makes it, or
 * `*`) gets 304 and no body.
 */
export function sendShared(request: FastifyRequest, reply: FastifyReply, body: string, type: string): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('Cache-Control', SHARED_CACHE).header('ETag', etag);
  const known = request.headers['if-none-match']?.split(/\s*,\s*/).map((tag) => tag.replace(/^W\//, ''));
  if (known?.includes(etag) || known?.includes('*')) return reply.code(304).send();
  return reply.type(type).send(body);
}
