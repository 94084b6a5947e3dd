import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's public origin, like https://comments.example.org (see `publicOrigin`). */
    publicOrigin(): string;
  }
}

/** What `inject()` names as the Host when a test says nothing: the origin of an app not yet told or listening. */
export const UNLISTENED_ORIGIN = 'http://localhost:80';

/**
 * Gives the app one source of its public origin (docs/self-hosting.md "Where links point"): PUBLIC_URL, else the
 * address it listens on. Every absolute link the server writes (feeds, mails, pages, redirects) is made
 * from it and never from the request's Host or X-Forwarded-Host, which any client writes: a forged one
 * in a feed a CDN holds would send every later reader of it elsewhere.
 */
export function decoratePublicOrigin(app: FastifyInstance, publicUrl: () => string): void {
  // As given (PUBLIC_URL is checked to be an origin; the listening address is one), without a final slash.
  app.decorate('publicOrigin', () => publicUrl().replace(/\/$/, '') || UNLISTENED_ORIGIN);
}

/** The public origin of the server that took this request. */
export const publicOrigin = (request: FastifyRequest): string => request.server.publicOrigin();

/** Whether readers reach this server over https: its public address says so, or the trusted proxy in front does. */
export const isHttps = (request: FastifyRequest): boolean =>
  publicOrigin(request).startsWith('https:') || request.protocol === 'https';
