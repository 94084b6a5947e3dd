/**
 * How readers sign in (docs/self-hosting.md "Sign-in"), from the environment: the server's own accounts
 * (LOCAL_SIGN_IN), OpenID Connect providers (OIDC_PROVIDERS and OIDC_{ID}_*), and single sign-on signed by the
 * platform that renders the page (SSO_SECRET). Checked once at start: a bad value stops it, naming the variable.
 */
export interface OidcProviderConfig {
  /** The provider's id in addresses (`/comments/oidc/{id}/callback`): lower-case letters, digits and hyphens. */
  id: string;
  /** The button's name: "Sign in with {name}". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SignInConfig {
  /** The server's own accounts, signed in to with an e-mail and a password. */
  local: boolean;
  oidc: OidcProviderConfig[];
  /** The secret platform and server share for signed single sign-on; null: none is taken. */
  ssoSecret: string | null;
}

const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;
const MIN_SSO_SECRET = 32;

/** OIDC_{ID}_…: the id upper-cased, its hyphens as underscores. */
const variable = (id: string, part: string) => `OIDC_${id.toUpperCase().replaceAll('-', '_')}_${part}`;

function issuerUrl(name: string, value: string | undefined): string {
  let url: URL | null = null;
  try {
    url = value ? new URL(value) : null;
  } catch {}
  // Plain http only on this machine's loopback (a provider run beside the server, as the tests do).
  const loopback = url !== null && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) || url.search || url.hash)
    throw new Error(`${name} must be the provider's issuer, an https address (got "${value ?? ''}")`);
  return value!;
}

export function readSignInConfig(env: Record<string, string | undefined>): SignInConfig {
  const local = env.LOCAL_SIGN_IN ?? 'on';
  if (local !== 'on' && local !== 'off') throw new Error(`LOCAL_SIGN_IN must be "on" or "off" (got "${local}")`);
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const bad = ids.find((id) => !PROVIDER_ID.test(id));
  if (bad !== undefined)
    throw new Error(
      `OIDC_PROVIDERS must list provider ids, lower-case letters, digits and hyphens, comma-separated (got "${bad}")`,
    );
  if (new Set(ids).size !== ids.length) throw new Error('OIDC_PROVIDERS names a provider twice');
  const oidc = ids.map((id): OidcProviderConfig => {
    const required = (part: string) => {
      const value = env[variable(id, part)]?.trim();
      if (!value) throw new Error(`${variable(id, part)} is required for the provider "${id}" in OIDC_PROVIDERS`);
      return value;
    };
    return {
      id,
      name: env[variable(id, 'NAME')]?.trim() || id,
      issuer: issuerUrl(variable(id, 'ISSUER'), env[variable(id, 'ISSUER')]),
      clientId: required('CLIENT_ID'),
      clientSecret: required('CLIENT_SECRET'),
    };
  });
  if (local === 'off' && oidc.length === 0)
    throw new Error('LOCAL_SIGN_IN=off needs OIDC_PROVIDERS: readers would have no way to sign in');
  const ssoSecret = env.SSO_SECRET || null;
  if (ssoSecret !== null && ssoSecret.length < MIN_SSO_SECRET)
    throw new Error(`SSO_SECRET must be at least ${MIN_SSO_SECRET} characters (e.g. openssl rand -hex 32)`);
  return { local: local === 'on', oidc, ssoSecret };
}
