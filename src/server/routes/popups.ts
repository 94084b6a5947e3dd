import { createAddressHasher } from '../auth/address-hash.ts';
import type { FastifyInstance } from 'fastify';
import { UNMATCHABLE_HASH, verifyPassword } from '../auth/password.ts';
import type { OidcProvider } from '../auth/oidc.ts';
import { endSession, sessionProvider, startSession, viewerOf } from '../auth/session.ts';
import { exitPage, POPUP_SCRIPTS, signedInPage, signInPage, signOutPage } from '../pages/popup.ts';
import { publicOrigin } from '../policy/origin.ts';
import { oidcRoutes, signedOutPath } from './oidc.ts';
import { isSameOrigin } from '../security.ts';
import { addressAllowance, keyedAllowance } from '../policy/allowance.ts';
import type { AccountStore, BlogStore, CommentStore, LimitStore, ReaderDataStore } from '../store/store.ts';
import { accountRoutes } from './account.ts';
import { writerDataRoutes } from './writer-data.ts';
import { writerKeysRoutes } from './writer-keys.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Locale } from '../../shared/locale.ts';
import { isLocale } from './locale-param.ts';
import { ROW_ID } from '../../shared/row-id.ts';
import type { RateLimitMetrics } from '../metrics/parts.ts';

export interface PopupRouteOptions {
  /** Blogs for the sign-out at the provider that a blog asks for. */
  store: AccountStore &
    LimitStore &
    ReaderDataStore &
    Pick<BlogStore, 'getPostWithBlog'> &
    Pick<CommentStore, 'commentEditKeyHash'>;
  attemptsPerMinute: number;
  /** Attempts on one account (by its lower-case e-mail) from any address, per SIGN_IN_ACCOUNT_WINDOW_MS. */
  attemptsPerAccount: number;
  /** The password check; tests pass one that records its calls. */
  verify?: (password: string, stored: string) => Promise<boolean>;
  /** The server's own accounts (LOCAL_SIGN_IN); by default offered. */
  local?: boolean;
  /** The OpenID Connect providers offered beside them (routes/oidc.ts). */
  providers?: readonly OidcProvider[];
  /** Mails an anonymous writer the link to their data (routes/writer-data.ts); none: the page says whom to ask. */
  mailer?: Mailer | null;
  /** Told of each sign-in attempt an allowance refused (docs/self-hosting.md "Metrics"). */
  metrics?: RateLimitMetrics;
  /**
   * Told once a reader's data is erased here, so that the sections kept as rendered drop what they showed
   * (docs/self-hosting.md "Rendered sections"): the store tells only of changes other instances make.
   */
  forgotten?: () => void;
}

type LocaleParams = { Params: { locale: string } };

/**
 * The window an account's sign-in attempts are counted in. Short, because the count is also how the real
 * owner could be locked out by someone guessing at their account: at worst they wait five minutes, while
 * a guesser with any number of addresses gets a few tries per window (docs/self-hosting.md "What one request and one
 * address may spend").
 */
export const SIGN_IN_ACCOUNT_WINDOW_MS = 5 * 60_000;

/** The post a section's sign-out names (postID), when it names one as a row id. */
const postIdOf = (value: string | undefined): string | null => (value && ROW_ID.test(value) ? value : null);

/** A path on this site only: `/x`, never `//evil.example` or `/\evil.example`, which browsers read as other hosts. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Where logout, the comment form and its held page may send a reader: a path on this site. What is
 * checked is what is returned: the path as the URL parser normalises it (`/.//evil.example` and
 * `/%2e//evil.example` both become `//evil.example`), so a dot segment cannot turn a path into a host.
 */
export function safeRedirect(target: unknown): string | null {
  if (typeof target !== 'string' || !SITE_PATH.test(target)) return null;
  const url = new URL(target, 'http://site.invalid');
  const path = url.pathname + url.search + url.hash;
  return url.origin === 'http://site.invalid' && SITE_PATH.test(path) ? path : null;
}

/**
 * The provider's popups (docs/api.md "The API", Popups): sign in at /comments/{locale}/fetch/user,
 * sign out at /comments/{locale}/fetch/logout?redirect= (a page that POSTs to itself), close at
 * /comments/{locale}/exit.
 */
export async function popupRoutes(
  app: FastifyInstance,
  {
    store,
    attemptsPerMinute,
    attemptsPerAccount,
    verify = verifyPassword,
    local = true,
    providers = [],
    mailer = null,
    metrics,
    forgotten = () => {},
  }: PopupRouteOptions,
): Promise<void> {
  const choice = { local, providers: providers.map(({ config: { id, name } }) => ({ id, name })) };
  const attemptLimit = addressAllowance(store, {
    name: 'sign-in',
    max: attemptsPerMinute,
    windowMs: 60_000,
    metrics,
  });
  // Keyed by the e-mail as typed (lower-case), whether or not an account has it: an unknown address is
  // throttled exactly as a real one, so the refusal says nothing about which e-mails exist. Keyed by an HMAC under
  // the database's own key (auth/address-hash.ts), so the table of counts never holds the addresses people type,
  // mistakes included: a plain hash of an e-mail is undone by hashing a list of likely ones.
  const spendOnAccount = keyedAllowance(store, {
    name: 'sign-in-account',
    max: attemptsPerAccount,
    windowMs: SIGN_IN_ACCOUNT_WINDOW_MS,
    metrics,
  });
  const keyOf = await createAddressHasher(store);
  const accountLimit = (email: string) => spendOnAccount(keyOf(email.toLowerCase()));

  /**
   * Ends the reader's session and, for one a provider started, signed out of on a blog that asks for it (its
   * provider sign-out setting, found by the post the section is of), gives the provider's own sign-out address,
   * which sends the reader back to the exit page. Porchlight's session ends first, whatever comes after: null
   * when the provider is not asked, offers no sign-out, or cannot be read or reached.
   */
  async function signOut(
    request: Parameters<typeof viewerOf>[0],
    reply: Parameters<typeof endSession>[1],
    locale: Locale,
    postId: string | null,
  ): Promise<string | null> {
    let atProvider: { provider: OidcProvider; idToken: string } | null = null;
    try {
      const started = providers.length && postId ? await sessionProvider(request, store) : null;
      const provider = started && providers.find((each) => each.issued(started.issuer));
      if (started && provider && (await store.getPostWithBlog(postId!))?.blog.providerSignOut)
        atProvider = { provider, idToken: started.idToken };
    } catch (error) {
      request.log.warn({ err: error }, 'whether to sign out at the provider too could not be read');
    }
    await endSession(request, reply, store);
    if (!atProvider) return null;
    try {
      return await atProvider.provider.endSessionUrl(
        atProvider.idToken,
        `${publicOrigin(request)}${signedOutPath(atProvider.provider.config.id)}`,
        locale,
      );
    } catch (error) {
      request.log.warn(
        { err: error, provider: atProvider.provider.config.id },
        'the provider’s sign-out address could not be had',
      );
      return null;
    }
  }

  app.get<{ Params: { file: string } }>('/comments/popup/:file', async (request, reply) => {
    const script = POPUP_SCRIPTS[request.params.file];
    if (!script) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    return reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(script);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.addHook('preHandler', async (request, reply) => {
      const { locale } = request.params as { locale?: string };
      if (locale !== undefined && !isLocale(locale))
        return reply.code(404).type('text/plain; charset=utf-8').send('No such page.\n');
      reply.header('Cache-Control', 'no-store');
      // The popup goes to a provider's pages, which send no opener policy, and comes back: with the server's own
      // (same-origin-allow-popups) it would come back without its opener, and could not tell the page it signed in.
      if (providers.length) reply.header('Cross-Origin-Opener-Policy', 'unsafe-none');
    });

    scope.get<LocaleParams>('/comments/:locale/fetch/user', async (request, reply) => {
      const locale = request.params.locale as Locale;
      const viewer = await viewerOf(request, store);
      return reply
        .type('text/html; charset=utf-8')
        .send(viewer ? signedInPage(locale, viewer.name) : signInPage(locale, { email: '' }, choice));
    });

    oidcRoutes(scope, { store, providers, choice, attemptLimit });
    await writerDataRoutes(scope, { store, mailer, addressLimit: attemptLimit, metrics, forgotten });
    writerKeysRoutes(scope, { store, addressLimit: attemptLimit, forgotten });
    accountRoutes(scope, {
      store,
      forgotten,
      dataLimit: addressAllowance(store, { name: 'account-data', max: attemptsPerMinute, windowMs: 60_000, metrics }),
    });

    scope.post<LocaleParams & { Body: Record<string, string> }>(
      '/comments/:locale/fetch/user',
      async (request, reply) => {
        const locale = request.params.locale as Locale;
        if (!local) return reply.code(404).type('text/plain; charset=utf-8').send('No such page.\n');
        if (!isSameOrigin(request))
          return reply.code(403).type('text/plain; charset=utf-8').send('Sign in from this site’s own page.\n');
        const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
        const email = String(body.email ?? '')
          .trim()
          .slice(0, 254);
        const password = String(body.password ?? '').slice(0, 1024);
        // The address first: one address's flood is stopped there and never spends the account's own
        // window, which would lock its owner out.
        let limit = await attemptLimit(request);
        if (limit.isAllowed && email) limit = await accountLimit(email);
        if (!limit.isAllowed)
          return reply
            .code(429)
            .header('Retry-After', String(limit.ttlInSeconds))
            .type('text/html; charset=utf-8')
            .send(signInPage(locale, { email, error: 'tooMany' }, choice));
        const account = email ? await store.findAccountByEmail(email) : null;
        // The password is checked even without an account (against a hash
        // nothing matches): scrypt is most of the time this takes, and
        // skipping it would let the answer's speed say which emails exist.
        const matches = await verify(password, account?.passwordHash ?? UNMATCHABLE_HASH);
        if (!account || !password || !matches)
          return reply
            .code(401)
            .type('text/html; charset=utf-8')
            .send(signInPage(locale, { email, error: 'failed' }, choice));
        await startSession(request, reply, store, account);
        // Post/redirect/get: reloading the popup never re-sends the password.
        return reply.redirect(`/comments/${locale}/fetch/user`, 303);
      },
    );

    // Sign-out changes state, so it is a POST from this site's own page; the address the widget opens
    // is that page, which ends nothing itself (a link or an image on another site could reach it).
    // The post the section is of (postID) names the blog, whose setting says whether the provider's session ends too.
    scope.get<LocaleParams & { Querystring: { redirect?: string; postID?: string } }>(
      '/comments/:locale/fetch/logout',
      async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(
            signOutPage(
              request.params.locale as Locale,
              safeRedirect(request.query.redirect),
              postIdOf(request.query.postID),
            ),
          ),
    );

    scope.post<LocaleParams & { Body: Record<string, string> }>(
      '/comments/:locale/fetch/logout',
      async (request, reply) => {
        if (!isSameOrigin(request))
          return reply.code(403).type('text/plain; charset=utf-8').send('Sign out from this site’s own page.\n');
        const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
        const locale = request.params.locale as Locale;
        const ended = await signOut(request, reply, locale, postIdOf(body.postID));
        return reply.redirect(ended ?? safeRedirect(body.redirect) ?? `/comments/${locale}/exit`, 303);
      },
    );

    scope.get<LocaleParams>('/comments/:locale/exit', async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(exitPage(request.params.locale as Locale)),
    );
  });
}
