import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.ts';
import { chooseRobotCheck } from './captcha/choose.ts';
import type { CaptchaVerifier } from './captcha/verifier.ts';
import { readConfig, type Config } from './config.ts';
import type { DemoSite } from './demo-site.ts';
import { closeGracefully } from './graceful-close.ts';
import { createMailer } from './mail/mailer.ts';
import { createMetrics } from './metrics/metrics.ts';
import { listenForMetrics, type MetricsListener } from './metrics/routes.ts';
import { openStore } from './store/open.ts';
import { unknownSettings } from './unknown-settings.ts';
import { createWebhookWorker } from './webhooks/worker.ts';

export interface CreateServerOptions {
  /**
   * The settings, by the names docs/self-hosting.md "Configuration" lists (`PORT`, `DATABASE_URL`, `SEED`, …): one
   * list of settings whether the server runs from the `porchlight` command or inside a platform's process.
   * `process.env` by default; a bad value is refused here, with the reason, before anything opens.
   */
  env?: Record<string, string | undefined>;
  /** The built widgets the server hands out at /widgets/: the package's own by default. */
  widgetsDir?: string;
  /**
   * An unset SEED seeds the demo, on a loopback HOST only: what `npm start` asks for. Off by default: a
   * platform's server, or `porchlight serve`, seeds the demo (whose passwords are published) only with SEED=demo.
   */
  demoByDefault?: boolean;
  /**
   * The demo blog (src/demo), which this module never imports: seeded into an empty database with SEED=demo,
   * and its pages mounted with SEED=demo or `demoByDefault`. Without it, SEED=demo is refused.
   */
  demo?: DemoSite;
}

/** A Porchlight server made and not yet listening, for platforms that embed it. */
export interface PorchlightServer {
  /** The Fastify instance: for `inject()` in a platform's tests, or hooks of its own before `listen`. */
  app: FastifyInstance;
  config: Config;
  /** Which robot check the server asks for. */
  robotCheck: CaptchaVerifier['kind'];
  /**
   * Starts listening on the configured host and port and resolves with the address; with METRICS_PORT, the
   * metrics' own listener too.
   */
  listen(): Promise<string>;
  /** Where the metrics' own listener (METRICS_PORT) serves `/metrics`, once listening; null: nowhere. */
  metricsAddress(): string | null;
  /**
   * Stops listening, lets requests in flight finish for up to SHUTDOWN_SECONDS (then cuts them, and says
   * how many it cut), then closes the mail transport and the database.
   */
  close(): Promise<{ cut: number }>;
}

// Beside this module: the package's dist/widgets when built (dist/server/index.js), else a checkout's build.
const builtWidgets = fileURLToPath(new URL('../widgets/', import.meta.url));
const defaultWidgetsDir = () => (existsSync(`${builtWidgets}loader.js`) ? builtWidgets : resolve('dist/widgets'));
// The site's static files sit beside this module in a checkout (src/server/public) and in the build (dist/server/public).
const publicDir = fileURLToPath(new URL('./public/', import.meta.url));

/**
 * Opens (and migrates) the database, seeds the demo when asked (SEED=demo) and the database is empty, and makes the
 * server: what `porchlight serve` runs, for a platform to run in its own process.
 */
export async function createServer({
  env = process.env,
  widgetsDir = defaultWidgetsDir(),
  demoByDefault = false,
  demo,
}: CreateServerOptions = {}): Promise<PorchlightServer> {
  const config = readConfig(env, { demoByDefault });
  // Said before the database opens: an entry without the demo cannot seed it, and a blog left empty would not say why.
  if (config.seed === 'demo' && !demo)
    throw new Error(
      "SEED=demo: this server never seeds the demo blog, whose accounts' passwords are published; the demo is `npm start` in a checkout of Porchlight. Unset SEED, or set SEED=none",
    );
  const store = await openStore(config.databaseUrl);
  // Instances starting together on one empty database: the first to claim the seed writes it, once.
  const instance = randomUUID();
  if (
    config.seed === 'demo' &&
    (await store.isEmpty()) &&
    (await store.keepSetting('demo-seeded-by', instance)) === instance
  )
    await demo!.seed(store, config.demo);

  const captcha = await chooseRobotCheck(config, store);
  // One registry per server (docs/self-hosting.md "Metrics"), only when they are served somewhere.
  const metrics = config.metrics ? createMetrics(store) : undefined;
  let metricsListener: MetricsListener | null = null;
  let address = '';
  // Reply notifications only with a mail server: without one, no mail is sent and no reader is offered it.
  const mailer =
    config.mail &&
    createMailer(
      config.mail.smtpUrl,
      config.mail.from,
      (error) => app.log.warn({ err: error }, 'a mail could not be sent'),
      metrics?.mail,
    );
  const app = await createApp({
    store,
    captcha,
    widgetsDir,
    publicDir,
    mutationsPerMinute: config.mutationsPerMinute,
    previewsPerMinute: config.previewsPerMinute,
    readCostPerMinute: config.readCostPerMinute,
    signInAttemptsPerAccount: config.signInAttemptsPerAccount,
    votesPerAddress: config.votesPerAddress,
    editMinutes: config.editMinutes,
    trustProxy: config.trustProxy,
    heldQuota: config.heldQuota,
    signIn: config.signIn,
    addressDays: config.addressDays,
    overload: config.overload,
    mailer,
    // Every absolute link (feeds, mails, pages): the configured public address, else where this server
    // listens (known once it does).
    publicUrl: () => config.publicUrl ?? address,
    logger: { level: config.logLevel, stream: process.stderr },
    // The demo's pages only where the demo was asked for: a deployment serves the API and its own small pages.
    demo: config.seed === 'demo' || demoByDefault ? demo : undefined,
    metrics,
    metricsToken: config.metrics?.token,
  });
  // A misspelt setting would otherwise be a default kept without a word.
  for (const line of unknownSettings(env)) app.log.warn(line);
  // Sends the webhooks' deliveries apart from every request (docs/self-hosting.md "Webhooks"), once listening.
  const webhooks = createWebhookWorker({
    store,
    publicUrl: () => config.publicUrl ?? address,
    warn: (error, message) => app.log.warn({ err: error }, message),
    // A retry is neither yet: the delivery is counted once it is delivered or given up on.
    onDelivery: (outcome) => {
      if (outcome === 'delivered') metrics?.webhooks.delivered();
      else if (outcome === 'failed') metrics?.webhooks.failed();
    },
  });
  return {
    app,
    config,
    robotCheck: captcha.kind,
    async listen() {
      try {
        address = await app.listen({ port: config.port, host: config.host });
      } catch (error) {
        // Node's reason (EADDRINUSE, ENOTFOUND) names neither setting: the operator fixes one of the two.
        throw new Error(`could not listen at HOST=${config.host} PORT=${config.port}: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const own = config.metrics?.listen;
      if (metrics && own)
        metricsListener = await listenForMetrics(metrics.scrape, own.port, own.host).catch(async (error: Error) => {
          // Half a server is not started: the operator fixes the setting and starts it again.
          await app.close();
          throw new Error(`METRICS_PORT ${own.port} on ${own.host} cannot be listened on: ${error.message}`);
        });
      webhooks.start();
      // Behind a proxy, readers use another address than this one, and every link would point past the proxy.
      if (config.trustProxy !== false && !config.publicUrl)
        app.log.warn(
          `PUBLIC_URL is unset behind a proxy (TRUST_PROXY): feeds, mails and pages link to ${address}, where this server listens; set PUBLIC_URL to the address readers use`,
        );
      return address;
    },
    metricsAddress: () => metricsListener && `${metricsListener.address}/metrics`,
    async close() {
      await metricsListener?.close();
      const closed = await closeGracefully(app, config.shutdownSeconds * 1000);
      // Attempts in flight are cut short and settled (each is tried again) before the database closes.
      await webhooks.dispose();
      await mailer?.close();
      await store.close();
      return closed;
    },
  };
}
