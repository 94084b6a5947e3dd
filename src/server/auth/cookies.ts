import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from '../policy/origin.ts';

/**
 * The server's cookies as readers' browsers keep them (docs/self-hosting.md "Cookies"). Over https they carry the
 * `__Host-` prefix, which a browser accepts only with Secure, Path=/ and no Domain: a page on a
 * neighbouring subdomain, or a network attacker on plain http, cannot set or shadow one, so no one plants
 * a session or a visitor id of their choosing. Over plain http (the demo on loopback) the prefix cannot
 * be had, and they keep their bare names scoped to /comments.
 */
const PREFIX = '__Host-';
const LEGACY_PATH = '/comments';

export const cookieName = (request: FastifyRequest, name: string): string =>
  isHttps(request) ? `${PREFIX}${name}` : name;

export const cookieOptions = (request: FastifyRequest, seconds: number) => {
  const https = isHttps(request);
  return { path: https ? '/' : LEGACY_PATH, httpOnly: true, sameSite: 'lax' as const, secure: https, maxAge: seconds };
};

/**
 * A cookie's value. Over https only the prefixed name is read: a bare one may have been planted from a
 * neighbouring subdomain or over plain http (a session of the attacker's, signing the reader in as them),
 * so readers signed in before the prefix came sign in once more. Over plain http the bare name is the
 * only one there is.
 */
export const readCookie = (request: FastifyRequest, name: string): string | undefined =>
  isHttps(request) ? request.cookies[`${PREFIX}${name}`] : request.cookies[name];

export const setCookie = (request: FastifyRequest, reply: FastifyReply, name: string, value: string, seconds: number) =>
  void reply.setCookie(cookieName(request, name), value, cookieOptions(request, seconds));

/** Clears a cookie under its bare name, where it was set before the prefix (and is still set over http). */
export const clearBareCookie = (reply: FastifyReply, name: string) =>
  void reply.clearCookie(name, { path: LEGACY_PATH });

/** Clears a cookie under every name and path the server may have set it with. */
export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  if (request.cookies[`${PREFIX}${name}`] !== undefined || isHttps(request))
    reply.clearCookie(`${PREFIX}${name}`, { path: '/', secure: true, httpOnly: true, sameSite: 'lax' });
  if (request.cookies[name] !== undefined || !isHttps(request)) clearBareCookie(reply, name);
}
