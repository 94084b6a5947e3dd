import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import { RedactingLogController, redactingLogger } from './log-redaction.ts';
import { isUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './store/unavailable.ts';
import fastifyStatic from '@fastify/static';
import { resolve } from 'node:path';
import type { HeldQuota, Store } from './store/store.ts';
import { DEFAULT_HELD_QUOTA } from './policy/held-quota.ts';
import { createProofOfWorkVerifier } from './captcha/proof-of-work.ts';
import { robotCheckSecret } from './captcha/secret.ts';
import type { CaptchaVerifier } from './captcha/verifier.ts';
import { countedVerifier } from './captcha/counted.ts';
import { contentSecurityPolicy } from './security.ts';
import { addressAllowance } from './policy/allowance.ts';
import { rememberPeerAddresses } from './policy/client.ts';
import { DEFAULT_VOTES_PER_ADDRESS } from './policy/votes.ts';
import { decoratePublicOrigin, UNLISTENED_ORIGIN } from './policy/origin.ts';
import { fastifyTrustProxy, type TrustProxy } from './policy/trust-proxy.ts';
import { refuseWhenOverloaded } from './policy/overload.ts';
import type { OverloadBounds } from './policy/overload-bounds.ts';
import { INTERNAL_MESSAGE } from './graphql/mask-errors.ts';
import { createInProcessApi } from './graphql/in-process.ts';
import {
  DEFAULT_PREVIEWS_PER_MINUTE,
  DEFAULT_READ_COST_PER_MINUTE,
  DEFAULT_SIGN_IN_ATTEMPTS_PER_ACCOUNT,
} from './config.ts';
import { createAddressHasher } from './auth/address-hash.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { countRoute } from './routes/count.ts';
import { healthRoutes } from './routes/health.ts';
import { feedRoutes } from './routes/feeds.ts';
import { moderationRoutes } from './routes/moderation.ts';
import { createRenderers, fragmentRoutes } from './routes/fragment.ts';
import { createRenderedKeeper } from './routes/kept-renderers.ts';
import { commentFormRoute } from './routes/comment-form.ts';
import { graphqlRoute } from './routes/graphql.ts';
import { popupRoutes } from './routes/popups.ts';
import { ssoRoute } from './routes/sso.ts';
import { createOidcProvider } from './auth/oidc.ts';
import type { SignInConfig } from './auth/sign-in-config.ts';
import { robotCheckRoute } from './routes/robot-check.ts';
import { replyMailRoutes } from './routes/reply-mail.ts';
import { createReplyMail } from './mail/reply-mail.ts';
import type { Mailer } from './mail/mailer.ts';
import type { DemoSite } from './demo-site.ts';
import { DEFAULT_ADDRESS_DAYS, keepForgetting } from './retention.ts';
import type { Metrics } from './metrics/metrics.ts';
import { UNCOUNTED } from './metrics/parts.ts';
import { countRequests, metricsRoute } from './metrics/routes.ts';
import { timedStore } from './metrics/timed-store.ts';

export interface AppOptions {
  store: Store;
  /** Built widgets (dist/widgets), served at /widgets/. */
  widgetsDir?: string;
  /** The site's own static files, served at /demo/: the look of the sign-in popup and the demo's pages. */
  publicDir?: string;
  /** The demo blog's pages (src/demo), mounted beside the API; none: the server serves the API and its own small pages only. */
  demo?: DemoSite;
  /** Fastify's logger: off in tests, warnings and errors from `npm start` (LOG_LEVEL). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /**
   * The robot check; by default the proof of work at its default
   * difficulty, signed with the secret kept in the store. Tests that want
   * everyone through pass the stand-in.
   */
  captcha?: CaptchaVerifier;
  /** Mutations (each field of a request counts) and sign-in attempts per visitor address per minute. */
  mutationsPerMinute?: number;
  /** Previews (the API's expensive fields) per visitor address per minute. */
  previewsPerMinute?: number;
  /** What uncached API reads may cost per visitor address per minute (graphql/limits.ts measures a query). */
  readCostPerMinute?: number;
  /** Sign-in attempts on one account from any address, per window (routes/popups.ts). */
  signInAttemptsPerAccount?: number;
  /** New votes one comment takes from one address a day (docs/self-hosting.md "Votes from one address"). */
  votesPerAddress?: number;
  /** How long a writer may edit or delete their own comment (docs/embedding.md "Editing your comment"). */
  editMinutes?: number;
  /** The proxies in front whose X-Forwarded-For/-Proto count (TRUST_PROXY): a hop count or their addresses. */
  trustProxy?: TrustProxy;
  /** Reply notifications go through this; none: no mail is sent and no reader is offered it. */
  mailer?: Mailer | null;
  /**
   * The server's public address, which every absolute link (feeds, mails, pages) is made from (PUBLIC_URL,
   * else where it listens): never a request's Host. By default the origin `inject()` names, for tests.
   */
  publicUrl?: () => string;
  /** How many comments may wait for approval per address and per post (HELD_PER_ADDRESS, HELD_PER_POST). */
  heldQuota?: HeldQuota;
  /** How readers sign in (docs/self-hosting.md "Sign-in"): by default with the server's own accounts only. */
  signIn?: SignInConfig;
  /** Days a writer's address is kept (ADDRESS_DAYS, docs/self-hosting.md "Readers' data"). */
  addressDays?: number;
  /**
   * This server's metrics (metrics/metrics.ts; docs/self-hosting.md "Metrics"), each part handed its own; none:
   * nothing is counted or timed.
   */
  metrics?: Metrics;
  /** With metrics: `GET /metrics` on this app for a bearer of this token (METRICS_TOKEN); none: no such route. */
  metricsToken?: string | null;
  /**
   * Past these, new requests are answered 503 with Retry-After (docs/self-hosting.md "Overload"). None by default:
   * tests that share a busy machine measure nothing of its load; create-server.ts passes the configured ones.
   */
  overload?: OverloadBounds;
}

/** Past this, a request is a 413: a comment of 5000 characters is far below it. */
export const BODY_LIMIT = 64 * 1024;
const CHALLENGES_PER_MUTATION = 5;

/**
 * The reference server as a Fastify instance, without a port: tests drive it
 * with `app.inject()`, create-server.ts binds it to one.
 */
export async function createApp({
  store,
  widgetsDir = resolve('dist/widgets'),
  publicDir = resolve('src/server/public'),
  logger = false,
  captcha,
  mutationsPerMinute = 60,
  previewsPerMinute = DEFAULT_PREVIEWS_PER_MINUTE,
  readCostPerMinute = DEFAULT_READ_COST_PER_MINUTE,
  signInAttemptsPerAccount = DEFAULT_SIGN_IN_ATTEMPTS_PER_ACCOUNT,
  votesPerAddress = DEFAULT_VOTES_PER_ADDRESS,
  editMinutes = 15,
  trustProxy = false,
  mailer = null,
  publicUrl = () => UNLISTENED_ORIGIN,
  heldQuota = DEFAULT_HELD_QUOTA,
  signIn = { local: true, oidc: [], ssoSecret: null },
  addressDays = DEFAULT_ADDRESS_DAYS,
  overload,
  demo,
  metrics,
  metricsToken = null,
}: AppOptions): Promise<FastifyInstance> {
  const providers = signIn.oidc.map(createOidcProvider);
  const counts = metrics ?? UNCOUNTED;
  // Every store call timed, and every proof's verdict counted, where they pass: only when something reads them.
  if (metrics) store = timedStore(store, metrics.database);
  captcha ??= createProofOfWorkVerifier({ proofs: store, secret: await robotCheckSecret(store) });
  if (metrics) captcha = countedVerifier(captcha, metrics.robotCheck);
  const app = Fastify({
    // Tokens never reach a log, at any level (docs/self-hosting.md "Tokens and logs").
    logger: logger === false ? false : redactingLogger(logger === true ? { level: 'info' } : logger),
    logController: new RedactingLogController(),
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(trustProxy),
  });
  rememberPeerAddresses(app.server);
  keepForgetting(app, store, { addressDays });
  if (metrics) countRequests(app, metrics.requests);
  decoratePublicOrigin(app, publicUrl);
  // A failure's cause goes to the log, never to the reader: Fastify's own
  // handler would send a database error's message in the 500's body.
  app.setErrorHandler((err: { statusCode?: number; message: string }, request, reply) => {
    // The database is away for a moment: the reader's browser (or a CDN) is told when to try again.
    if (isUnavailable(err))
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${UNAVAILABLE_MESSAGE}\n`);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error(err);
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? `${INTERNAL_MESSAGE}\n` : `${err.message}\n`);
  });
  // The security headers are the same on every answer: helmet's middleware is built once here
  // (the Fastify plugin builds it anew for each request, a tenth of an API answer's time).
  const securityHeaders = helmet({
    // Same-origin loads only by default; the widgets and the count opt out below.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The demo serves plain http on loopback; TLS (and so HSTS and upgrades)
    // belongs to the proxy in front of a real deployment.
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(
        captcha,
        signIn.oidc.map(({ issuer }) => new URL(issuer).origin),
      ),
    },
    // Not no-referrer: with it, browsers send `Origin: null` on same-origin
    // form posts, and the sign-in form's CSRF check needs the real origin.
    // Other sites still learn nothing.
    referrerPolicy: { policy: 'same-origin' },
    // Popups talk to their opener (window.opener.porchlightLogin): keep the link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // Before any other work of a request: an overloaded server refuses it before it costs anything more.
  if (overload) await refuseWhenOverloaded(app, overload);
  await app.register(compress, { threshold: 512 });
  await app.register(cookie);
  // Widgets are embedded by blogs on other origins: module chunks need CORS,
  // and a cross-origin resource policy that lets those pages load them.
  await app.register(fastifyStatic, {
    root: widgetsDir,
    prefix: '/widgets/',
    setHeaders(reply) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      reply.header('Cache-Control', 'public, max-age=300');
    },
  });
  // Five minutes, as the widgets' files: scheme.js blocks the first paint of every page, which should not wait
  // for a round trip to ask whether it changed.
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/demo/',
    decorateReply: false,
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=300');
    },
  });
  healthRoutes(app, store);
  if (metrics && metricsToken) metricsRoute(app, { scrape: metrics.scrape, token: metricsToken });
  countRoute(app, store);
  feedRoutes(app, store);
  const replyMail = mailer ? await createReplyMail(store, mailer, app.publicOrigin) : null;
  // Sections as rendered, kept until what they show changes (docs/self-hosting.md "Rendered sections").
  const rendered = createRenderedKeeper({ metrics: counts.sections });
  // One API in-process for every route that runs an operation, and for the renderers: one schema, one cache of
  // checked documents, the same settings.
  const api = createInProcessApi({
    store,
    captcha,
    log: app.log,
    editWindowMs: editMinutes * 60_000,
    votesPerAddress,
    heldQuota,
    replyMail,
    written: (changed) => rendered.written(changed),
    commentMetrics: counts.comments,
    voteMetrics: counts.votes,
  });
  const renderers = rendered.keep(createRenderers(store, api));
  // Changes made elsewhere (another instance, the admin command) drop what they change: the store tells them.
  const stopWatching = store.watchChanges(rendered.listener);
  app.addHook('onClose', async () => stopWatching());
  // One budget for reads, whether through the API or as the fragments it renders.
  const readBudget = addressAllowance(store, {
    name: 'reads',
    max: readCostPerMinute,
    windowMs: 60_000,
    metrics: counts.rateLimits,
  });
  fragmentRoutes(app, renderers, readBudget);
  // One limit on changes per address: through the API or the plain comment form. The API charges it
  // once per mutation field, so aliases cannot turn one request into many changes.
  const changeLimit = addressAllowance(store, {
    name: 'changes',
    max: mutationsPerMinute,
    windowMs: 60_000,
    metrics: counts.rateLimits,
  });
  const hashAddress = await createAddressHasher(store);
  await graphqlRoute(app, {
    api,
    store,
    limit: changeLimit,
    previewLimit: addressAllowance(store, {
      name: 'previews',
      max: previewsPerMinute,
      windowMs: 60_000,
      metrics: counts.rateLimits,
    }),
    readBudget,
    bodyLimit: BODY_LIMIT,
    hashAddress,
    metrics: counts.answers,
  });
  await commentFormRoute(app, { api, store, limit: changeLimit, bodyLimit: BODY_LIMIT, hashAddress });
  await moderationRoutes(app, { api, store, limit: changeLimit });
  if (replyMail) replyMailRoutes(app, replyMail, store);
  await popupRoutes(app, {
    store,
    mailer,
    attemptsPerMinute: mutationsPerMinute,
    attemptsPerAccount: signInAttemptsPerAccount,
    local: signIn.local,
    providers,
    metrics: counts.rateLimits,
    forgotten: () => rendered.written(true),
  });
  if (signIn.ssoSecret)
    ssoRoute(app, {
      store,
      secret: signIn.ssoSecret,
      attemptLimit: addressAllowance(store, {
        name: 'sso',
        max: mutationsPerMinute,
        windowMs: 60_000,
        metrics: counts.rateLimits,
      }),
    });
  captchaRoutes(app);
  // A reader may open several forms, or try again after a refusal: a few challenges per comment.
  robotCheckRoute(app, {
    store,
    captcha,
    challengesPerMinute: mutationsPerMinute * CHALLENGES_PER_MUTATION,
    hashAddress,
    metrics: counts.rateLimits,
  });
  // With the stand-in (ROBOT_CHECK=standin, tests) the comment section loads its script instead of Google's.
  demo?.mount(app, {
    store,
    renderers,
    recaptchaSrc: captcha.kind === 'standin' ? '/comments/captcha-standin/api.js?render=explicit' : undefined,
    widgetsDir,
    publicDir,
  });
  return app;
}
