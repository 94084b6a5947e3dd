import * as openid from 'openid-client';
import type { OidcProviderConfig } from './sign-in-config.ts';
import { sameIssuer, type VouchedIdentity } from './identity.ts';

/**
 * One OpenID Connect provider, through openid-client (docs/self-hosting.md "Sign-in"): the authorization code
 * flow with PKCE, `state` and `nonce`, the ID token checked (signature, issuer, audience, expiry, nonce) by the
 * library, and one exact redirect URI per provider.
 */
export interface OidcProvider {
  config: OidcProviderConfig;
  /** Where the reader's browser goes, and what the callback must find again (kept in a cookie of the popup's). */
  start(redirectUri: string): Promise<{ url: string; checks: FlowChecks }>;
  /** The identity the provider's answer at `callbackUrl` vouches for, with its ID token. */
  finish(callbackUrl: URL, checks: FlowChecks): Promise<{ identity: VouchedIdentity; idToken: string }>;
  /** The provider's sign-out address for a session it started, null when it offers none. */
  endSessionUrl(idToken: string, postLogoutRedirectUri: string, state: string): Promise<string | null>;
  /** Whether an ID token's `iss` is this provider's (the configured issuer, give or take a final slash). */
  issued(issuer: string): boolean;
}

export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider could not be reached (down, or too slow): the reader is told so, not that sign-in failed. */
export class ProviderUnreachableError extends Error {
  constructor(cause: unknown) {
    super('the identity provider could not be reached', { cause });
  }
}

/** How long a request to the provider may take before the reader hears it cannot be reached. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** A failure of the network under a request, not an answer: fetch's TypeError, or the time limit. */
const isUnreachable = (error: unknown): boolean =>
  error instanceof TypeError ||
  (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'));

async function reaching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUnreachable(error) || isUnreachable((error as { cause?: unknown }).cause)
      ? new ProviderUnreachableError(error)
      : error;
  }
}

export function createOidcProvider(config: OidcProviderConfig): OidcProvider {
  const issuer = new URL(config.issuer);
  // Plain http is allowed only for a provider on loopback (sign-in-config.ts refuses any other).
  const insecure = issuer.protocol === 'http:' ? [openid.allowInsecureRequests] : [];
  let discovered: Promise<openid.Configuration> | null = null;
  /**
   * The provider's metadata and keys. Asked for afresh at each start of a sign-in: a provider that is down is
   * then said to be down in the popup, before the reader is sent to an address that does not answer, and a
   * change of its keys is learnt. The callback uses what the start found (or asks, after a restart).
   */
  const discover = () =>
    (discovered = reaching(() =>
      openid.discovery(issuer, config.clientId, config.clientSecret, undefined, {
        execute: insecure,
        timeout: PROVIDER_TIMEOUT_SECONDS,
      }),
    ).catch((error) => {
      discovered = null;
      throw error;
    }));
  const configuration = () => discovered ?? discover();

  return {
    config,
    async start(redirectUri) {
      const found = await discover();
      const checks = {
        state: openid.randomState(),
        nonce: openid.randomNonce(),
        codeVerifier: openid.randomPKCECodeVerifier(),
      };
      const url = openid.buildAuthorizationUrl(found, {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        code_challenge: await openid.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },
    async finish(callbackUrl, checks) {
      const found = await configuration();
      const tokens = await reaching(() =>
        openid.authorizationCodeGrant(found, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        }),
      );
      // A provider that conforms puts the reader's profile in its userinfo answer, not in the ID token, when it
      // hands out an access token too: asked for there, for the same subject, when the ID token has neither.
      const idClaims = tokens.claims()!;
      const userInfo =
        idClaims.name === undefined && idClaims.email === undefined && found.serverMetadata().userinfo_endpoint
          ? await reaching(() => openid.fetchUserInfo(found, tokens.access_token, idClaims.sub))
          : {};
      const claims: Record<string, unknown> & typeof idClaims = { ...userInfo, ...idClaims };
      const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
      return {
        idToken: tokens.id_token!,
        identity: {
          issuer: claims.iss,
          subject: claims.sub,
          name: text(claims.name) ?? text(claims.preferred_username) ?? text(claims.nickname),
          email: text(claims.email),
          emailVerified: claims.email_verified === true,
          avatar: text(claims.picture),
          claims,
        },
      };
    },
    issued: (iss) => sameIssuer(iss) === sameIssuer(config.issuer),
    async endSessionUrl(idToken, postLogoutRedirectUri, state) {
      const found = await configuration();
      if (!found.serverMetadata().end_session_endpoint) return null;
      return openid.buildEndSessionUrl(found, {
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
        state,
      }).href;
    },
  };
}
