import type { FastifyInstance } from 'fastify';
import { accountOfIdentity } from '../auth/identity.ts';
import { startSession, viewerOf } from '../auth/session.ts';
import { checkSso, SSO_ISSUER } from '../auth/sso.ts';
import type { AddressAllowance } from '../policy/allowance.ts';
import { isSameOrigin } from '../security.ts';
import type { AccountStore, LimitStore } from '../store/store.ts';

export interface SsoRouteOptions {
  store: AccountStore & LimitStore;
  secret: string;
  attemptLimit: AddressAllowance;
}

/**
 * `POST /comments/sso`, the platform's signed payload as the body (text/plain; docs/self-hosting.md "Sign-in"),
 * sent by the comment section before it asks who the reader is (`data-sso`): a payload the platform signed lately,
 * and never before, starts the reader's session. Always a 204: a bad, expired or replayed payload leaves the reader
 * as they were and is logged with why, never shown to them (the page they read is not theirs to fix).
 */
export function ssoRoute(app: FastifyInstance, { store, secret, attemptLimit }: SsoRouteOptions): void {
  app.post('/comments/sso', { bodyLimit: 8192 }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const refused = (why: string) => {
      request.log.warn({ why }, 'a single sign-on payload was refused');
      return reply.code(204).send();
    };
    if (!isSameOrigin(request)) return refused('from another site');
    if (!(await attemptLimit(request)).isAllowed) return refused('too many from this address');
    const checked = checkSso(secret, request.body);
    if (!checked.ok) return refused(checked.why);
    // The reader this payload names is already signed in (a page seen again): no new session, and no proof spent,
    // but what the platform says of them now stands, their name and the blogs whose rules make them an author: one
    // taken out of a group is no longer an author from the platform's next page, not at their session's end.
    const viewer = await viewerOf(request, store);
    const known = await store.findAccountByIdentity(SSO_ISSUER, checked.identity.subject);
    if (viewer && known && viewer.id === known.id) {
      await accountOfIdentity(store, checked.identity);
      return reply.code(204).send();
    }
    if (!(await store.useRobotProof(`sso:${checked.signature}`, checked.expiresAt))) return refused('replayed');
    await startSession(request, reply, store, await accountOfIdentity(store, checked.identity));
    return reply.code(204).send();
  });
}
