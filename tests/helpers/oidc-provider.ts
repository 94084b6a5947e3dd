import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

/**
 * A real OpenID provider on 127.0.0.1 for the sign-in tests (oidc-provider, the certified Node implementation):
 * its login page (the library's development interaction: any login, any password), the authorization code flow
 * with PKCE required, ID tokens signed with an RSA key of its own, and RP-initiated logout. A test can turn it
 * off and on (the same port), and change the claims of the next ID token it hands out, signed again with its own
 * key: only a check of the claim itself can then refuse it.
 */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The server's variables for this provider, named `id` (docs/self-hosting.md "Sign-in"). */
  env(id: string, more?: Record<string, string>): Record<string, string>;
  /** Registers the server's exact redirect and sign-out return addresses, once its address is known. */
  allow(serverUrl: string, id: string): void;
  /** The claims the provider gives a login (its subject is the login typed on its page). */
  accounts: Map<string, Record<string, unknown>>;
  /** The next ID token handed out carries these claims instead, signed again with the provider's key. */
  tamperNextIdToken(change: (claims: Record<string, unknown>) => Record<string, unknown>): void;
  /** Stops answering (connections refused on its port) until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export async function startTestProvider(): Promise<TestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  const stores = new Map<string, Map<string, AdapterPayload>>();
  const storeOf = (model: string) => stores.get(model) ?? stores.set(model, new Map()).get(model)!;
  // Every model kept in this provider's own maps: the library's memory adapter is shared by all instances.
  class MapAdapter implements Adapter {
    private readonly map: Map<string, AdapterPayload>;
    constructor(model: string) {
      this.map = storeOf(model);
    }
    async upsert(id: string, payload: AdapterPayload) {
      this.map.set(id, payload);
    }
    async find(id: string) {
      return this.map.get(id);
    }
    async findByUserCode() {
      return undefined;
    }
    async findByUid(uid: string) {
      return [...this.map.values()].find((payload) => payload.uid === uid);
    }
    async consume(id: string) {
      const payload = this.map.get(id);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      this.map.delete(id);
    }
    async revokeByGrantId(grantId: string) {
      for (const [id, payload] of this.map) if (payload.grantId === grantId) this.map.delete(id);
    }
  }

  const accounts = new Map<string, Record<string, unknown>>();
  const clientId = 'porchlight';
  const clientSecret = randomBytes(24).toString('base64url');
  let server: Server | null = null;
  let port = 0;
  // The port is taken first, so the issuer (which names it) is known before the provider is made.
  const probe = (await import('node:http')).createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  port = (probe.address() as AddressInfo).port;
  probe.close();
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    adapter: MapAdapter,
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture', 'groups'] },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => ({ sub, ...(accounts.get(sub) ?? { name: sub }) }) };
    },
    // A first-party client: the reader is not asked to consent to what the platform's own comments read.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('test provider:', error));

  let tamper: ((claims: Record<string, unknown>) => Record<string, unknown>) | null = null;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !tamper || !body?.id_token) return;
    const [header, payload] = body.id_token.split('.');
    const claims = tamper(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')));
    tamper = null;
    const signed = `${header}.${base64url(JSON.stringify(claims))}`;
    body.id_token = `${signed}.${createSign('RSA-SHA256').update(signed).sign(privateKey).toString('base64url')}`;
  });

  const start = async () => {
    server = provider.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    running.closeAllConnections();
    await new Promise((resolve) => running.close(resolve));
  };
  await start();

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    env: (id, more = {}) => {
      const name = id.toUpperCase().replaceAll('-', '_');
      return {
        OIDC_PROVIDERS: id,
        [`OIDC_${name}_ISSUER`]: issuer,
        [`OIDC_${name}_CLIENT_ID`]: clientId,
        [`OIDC_${name}_CLIENT_SECRET`]: clientSecret,
        ...more,
      };
    },
    allow(serverUrl, id) {
      storeOf('Client').set(clientId, {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${serverUrl}/comments/oidc/${id}/callback`],
        post_logout_redirect_uris: [`${serverUrl}/comments/oidc/${id}/signed-out`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      } as AdapterPayload);
    },
    tamperNextIdToken(change) {
      tamper = change;
    },
    stop,
    start,
    close: stop,
  };
}
