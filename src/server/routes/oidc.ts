import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountOfIdentity } from '../auth/identity.ts';
import { clearCookie, readCookie, setCookie } from '../auth/cookies.ts';
import { ProviderUnreachableError, type FlowChecks, type OidcProvider } from '../auth/oidc.ts';
import { startSession } from '../auth/session.ts';
import { signInPage, type SignInChoice } from '../pages/popup.ts';
import type { AddressAllowance } from '../policy/allowance.ts';
import { publicOrigin } from '../policy/origin.ts';
import { isSameOrigin } from '../security.ts';
import type { AccountStore } from '../store/store.ts';
import type { Locale } from '../../shared/locale.ts';
import { isLocale } from './locale-param.ts';

export interface OidcRouteOptions {
  store: AccountStore;
  providers: readonly OidcProvider[];
  choice: SignInChoice;
  /** Sign-in attempts per client address: starting a provider's flow is one. */
  attemptLimit: AddressAllowance;
}

/**
 * What the callback must find again, in a cookie of the popup's own (HttpOnly, SameSite=Lax, so the provider's
 * redirect back brings it, and ten minutes at most): the provider, the popup's locale, and the flow's `state`,
 * `nonce` and PKCE verifier. Read once: the callback clears it whatever happens, so a callback address used a
 * second time finds nothing to match (docs/self-hosting.md "Sign-in").
 */
const FLOW_COOKIE = 'porchlight_oidc';
const FLOW_SECONDS = 10 * 60;
interface Flow extends FlowChecks {
  provider: string;
  locale: Locale;
}

function readFlow(request: FastifyRequest): Flow | null {
  try {
    const flow = JSON.parse(Buffer.from(readCookie(request, FLOW_COOKIE) ?? '', 'base64url').toString('utf8'));
    const texts = ['provider', 'state', 'nonce', 'codeVerifier'].every((key) => typeof flow[key] === 'string');
    return texts && isLocale(flow.locale) ? flow : null;
  } catch {
    return null;
  }
}

/** A provider's exact redirect URI, one per provider, as registered with it. */
export const callbackPath = (id: string) => `/comments/oidc/${id}/callback`;
/** Where the provider sends the reader back after ending its own session (RP-initiated logout). */
export const signedOutPath = (id: string) => `/comments/oidc/${id}/signed-out`;

/**
 * Sign-in with OpenID Connect providers, in the sign-in popup (docs/self-hosting.md "Sign-in"):
 * `POST /comments/{locale}/fetch/oidc/{id}` (a provider's button) goes to the provider, which sends the reader back
 * to `GET /comments/oidc/{id}/callback`; signed in, the popup shows the signed-in page, which calls the opener's
 * `porchlightLogin()` as the e-mail sign-in does. What goes wrong is said in the popup, in words, with the
 * buttons to try again; the page that opened it is untouched.
 */
export function oidcRoutes(app: FastifyInstance, { store, providers, choice, attemptLimit }: OidcRouteOptions): void {
  const named = (id: string) => providers.find((provider) => provider.config.id === id);
  const trouble = (reply: FastifyReply, locale: Locale, provider: OidcProvider, error: unknown) => {
    const down = error instanceof ProviderUnreachableError;
    reply.log.warn(
      { provider: provider.config.id, err: error },
      down ? 'the identity provider could not be reached' : 'a sign-in with an identity provider failed',
    );
    return reply
      .code(down ? 503 : 400)
      .type('text/html; charset=utf-8')
      .send(
        signInPage(locale, { email: '' }, choice, {
          kind: down ? 'providerDown' : 'providerFailed',
          name: provider.config.name,
        }),
      );
  };

  app.post<{ Params: { locale: string; provider: string } }>(
    '/comments/:locale/fetch/oidc/:provider',
    async (request, reply) => {
      const locale = request.params.locale as Locale;
      const provider = named(request.params.provider);
      if (!provider) return reply.code(404).type('text/plain; charset=utf-8').send('No such provider.\n');
      if (!isSameOrigin(request))
        return reply.code(403).type('text/plain; charset=utf-8').send('Sign in from this site’s own page.\n');
      const limit = await attemptLimit(request);
      if (!limit.isAllowed)
        return reply
          .code(429)
          .header('Retry-After', String(limit.ttlInSeconds))
          .type('text/html; charset=utf-8')
          .send(signInPage(locale, { email: '', error: 'tooMany' }, choice));
      try {
        const { url, checks } = await provider.start(`${publicOrigin(request)}${callbackPath(provider.config.id)}`);
        const flow: Flow = { ...checks, provider: provider.config.id, locale };
        setCookie(request, reply, FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), FLOW_SECONDS);
        return reply.redirect(url, 303);
      } catch (error) {
        return trouble(reply, locale, provider, error);
      }
    },
  );

  app.get<{ Params: { provider: string } }>('/comments/oidc/:provider/callback', async (request, reply) => {
    const provider = named(request.params.provider);
    if (!provider) return reply.code(404).type('text/plain; charset=utf-8').send('No such provider.\n');
    const flow = readFlow(request);
    clearCookie(request, reply, FLOW_COOKIE);
    const locale = flow?.locale ?? 'en';
    try {
      if (!flow || flow.provider !== provider.config.id)
        throw new Error('no sign-in with this provider was started in this browser (or it was finished already)');
      const { identity, idToken } = await provider.finish(new URL(request.url, publicOrigin(request)), flow);
      const account = await accountOfIdentity(store, identity);
      await startSession(request, reply, store, account, { issuer: identity.issuer, idToken });
      // The signed-in page tells the opener and closes (pages/popup.ts), as after the e-mail sign-in.
      return reply.redirect(`/comments/${locale}/fetch/user`, 303);
    } catch (error) {
      return trouble(reply, locale, provider, error);
    }
  });

  // Back from the provider's own sign-out: the popup's exit page, in the locale the sign-out carried as its state.
  app.get<{ Params: { provider: string }; Querystring: { state?: string } }>(
    '/comments/oidc/:provider/signed-out',
    async (request, reply) =>
      reply.redirect(`/comments/${isLocale(request.query.state) ? request.query.state : 'en'}/exit`, 303),
  );
}
