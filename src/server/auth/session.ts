import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account, AccountStore } from '../store/store.ts';
import { clearCookie, readCookie, setCookie } from './cookies.ts';

/**
 * Sign-in sessions and visitor ids (docs/api.md "The API", Sessions): random tokens in HttpOnly,
 * SameSite=Lax cookies, `__Host-` and Secure when readers reach the server over https, else scoped to
 * /comments (auth/cookies.ts). The database keeps only a hash of a session token, so a leaked database
 * signs nobody in.
 */
export const SESSION_COOKIE = 'porchlight_session';
export const VISITOR_COOKIE = 'porchlight_visitor';
export const SESSION_DAYS = 30;
const VISITOR_DAYS = 365;
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

export const newToken = (): string => randomBytes(24).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Whether `token` is the one whose hash is `stored`, compared in constant time; never an empty token, nor none stored. */
export function matchesHash(token: string, stored: string | null): boolean {
  if (!token || stored === null) return false;
  const given = Buffer.from(hashToken(token));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * A reader who just changed something reads uncached for a while longer
 * than any instance keeps an answer (graphql/result-cache.ts): behind a
 * load balancer their next read may reach another instance, whose cache
 * cannot know of the change, and they still see their own write.
 */
export const WROTE_COOKIE = 'porchlight_wrote';
export const markWrote = (request: FastifyRequest, reply: FastifyReply, seconds: number): void =>
  setCookie(request, reply, WROTE_COOKIE, '1', seconds);
export const wroteLately = (request: FastifyRequest): boolean => readCookie(request, WROTE_COOKIE) === '1';

export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: AccountStore,
  account: Account,
  /** The provider that vouched for the reader, with its ID token: sign-out may end its session too. */
  provider: { issuer: string; idToken: string } | null = null,
  now = new Date(),
): Promise<void> {
  const token = newToken();
  await store.createSession(
    hashToken(token),
    account.id,
    new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    provider,
  );
  setCookie(request, reply, SESSION_COOKIE, token, SESSION_DAYS * DAY_SECONDS);
}

/** The store's key for the reader's session (its token hashed), null without a well-formed session cookie. */
function sessionHash(request: FastifyRequest): string | null {
  const token = readCookie(request, SESSION_COOKIE);
  return token && TOKEN.test(token) ? hashToken(token) : null;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply, store: AccountStore): Promise<void> {
  const hash = sessionHash(request);
  if (hash) await store.deleteSession(hash);
  clearCookie(request, reply, SESSION_COOKIE);
}

/** The provider the reader's session came from, null for a password's or none. */
export async function sessionProvider(
  request: FastifyRequest,
  store: AccountStore,
): Promise<{ issuer: string; idToken: string } | null> {
  const hash = sessionHash(request);
  return hash ? store.getSessionProvider(hash) : null;
}

export async function viewerOf(
  request: FastifyRequest,
  store: AccountStore,
  now = new Date(),
): Promise<Account | null> {
  const hash = sessionHash(request);
  return hash ? store.getSessionAccount(hash, now) : null;
}

/** The browser's visitor id when it has one, without giving it one: whose votes a reader's data holds. */
export function knownVisitor(request: FastifyRequest): string | null {
  const visitor = readCookie(request, VISITOR_COOKIE);
  return visitor && TOKEN.test(visitor) ? visitor : null;
}

/**
 * One vote per visitor per comment is remembered by this cookie, not by IP
 * address: readers behind one school or office router share an IP.
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): () => string {
  let visitor = readCookie(request, VISITOR_COOKIE);
  return () => {
    if (!visitor || !TOKEN.test(visitor)) {
      visitor = newToken();
      setCookie(request, reply, VISITOR_COOKIE, visitor, VISITOR_DAYS * DAY_SECONDS);
    }
    return visitor;
  };
}
