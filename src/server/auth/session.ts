import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account, Store } from '../store/store.ts';

/**
 * Sign-in sessions and visitor ids (README "The API", Sessions): random tokens in HttpOnly,
 * SameSite=Lax cookies scoped to /comments (only the API and the popups need
 * them), Secure when the request came over https. The database keeps only a
 * hash of a session token, so a leaked database signs nobody in.
 */
export const SESSION_COOKIE = 'porchlight_session';
export const VISITOR_COOKIE = 'porchlight_visitor';
export const SESSION_DAYS = 30;
const VISITOR_DAYS = 365;
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

export const newToken = (): string => randomBytes(24).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

const cookieOptions = (request: FastifyRequest, days: number) => ({
  path: '/comments',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  maxAge: days * 24 * 60 * 60,
});

/**
 * A reader who just changed something reads uncached for a while longer
 * than any instance keeps an answer (graphql/result-cache.ts): behind a
 * load balancer their next read may reach another instance, whose cache
 * cannot know of the change, and they still see their own write.
 */
export const WROTE_COOKIE = 'porchlight_wrote';
export const markWrote = (request: FastifyRequest, reply: FastifyReply, seconds: number): void =>
  void reply.setCookie(WROTE_COOKIE, '1', { ...cookieOptions(request, 0), maxAge: seconds });
export const wroteLately = (request: FastifyRequest): boolean => request.cookies[WROTE_COOKIE] === '1';

export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  account: Account,
  now = new Date(),
): Promise<void> {
  const token = newToken();
  await store.createSession(hashToken(token), account.id, new Date(now.getTime() + SESSION_DAYS * 86_400_000));
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, SESSION_DAYS));
}

export async function endSession(request: FastifyRequest, reply: FastifyReply, store: Store): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token && TOKEN.test(token)) await store.deleteSession(hashToken(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/comments' });
}

export async function viewerOf(request: FastifyRequest, store: Store, now = new Date()): Promise<Account | null> {
  const token = request.cookies[SESSION_COOKIE];
  return token && TOKEN.test(token) ? store.getSessionAccount(hashToken(token), now) : null;
}

/**
 * One vote per visitor per comment is remembered by this cookie, not by IP
 * address: readers behind one school or office router share an IP.
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): () => string {
  let visitor = request.cookies[VISITOR_COOKIE];
  return () => {
    if (!visitor || !TOKEN.test(visitor)) {
      visitor = newToken();
      reply.setCookie(VISITOR_COOKIE, visitor, cookieOptions(request, VISITOR_DAYS));
    }
    return visitor;
  };
}
