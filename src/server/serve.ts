import { hostname } from 'node:os';
import { createServer, type PorchlightServer } from './create-server.ts';
import { guardServingProcess } from './process-guards.ts';
import type { DemoSite } from './demo-site.ts';

const ROBOT_CHECK_BANNER = {
  'proof-of-work': 'proof of work (self-hosted, no third-party requests)',
  recaptcha: 'Google reCAPTCHA',
  standin: 'local stand-in, lets everyone through (ROBOT_CHECK=standin is for tests)',
} as const;

/** How a serving command speaks: a banner for the person at a terminal, or JSON lines for a log collector. */
export type ServeOutput = 'banner' | 'json-lines';

interface Voice {
  /** Why the start failed, in one line; the process then exits 1. */
  refused(message: string): void;
  started(server: PorchlightServer, address: string): void;
  stopping(server: PorchlightServer, signal: NodeJS.Signals): void;
  cut(server: PorchlightServer, count: number): void;
  stopFailed(server: PorchlightServer, error: unknown): void;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
const replyMail = (server: PorchlightServer) =>
  server.config.mail ? `by e-mail from ${server.config.mail.from}` : 'off (no SMTP_URL)';

/** Where the metrics are served (docs/self-hosting.md "Metrics"), or that they are not. */
const metricsAt = (server: PorchlightServer, address: string) =>
  [
    server.config.metrics?.token ? `${address}/metrics for the bearer of METRICS_TOKEN` : '',
    server.metricsAddress() ?? '',
  ]
    .filter(Boolean)
    .join(', and ') || 'off (no METRICS_TOKEN, no METRICS_PORT)';

/** `npm start`: the demo's accounts, the robot check, the mail, and the address to open, as lines a person reads. */
const banner = (demo: DemoSite | undefined): Voice => ({
  refused: (message) => console.error(message),
  started(server, address) {
    if (server.config.seed === 'demo') for (const line of demo?.welcome ?? []) console.log(line);
    console.log(`Robot check: ${ROBOT_CHECK_BANNER[server.robotCheck]}`);
    console.log(`Reply notifications: ${replyMail(server)}`);
    console.log(`Metrics: ${metricsAt(server, address)}`);
    console.log(`Porchlight demo: ${address}/`);
  },
  stopping: (server, signal) =>
    console.log(
      `Porchlight stopping (${signal}): finishing requests in flight, for up to ${server.config.shutdownSeconds} s`,
    ),
  cut: (server, count) =>
    console.error(
      `Porchlight stopped: ${count} connection${count === 1 ? ' was' : 's were'} still open after SHUTDOWN_SECONDS=${server.config.shutdownSeconds} and cut`,
    ),
  stopFailed: (_server, error) => console.error(`Porchlight could not stop cleanly: ${reason(error)}`),
});

/**
 * The start and the stop through the server's own logger, at info: shown at the default LOG_LEVEL (warn) too,
 * since they are no request's, and hidden only by a quieter one (error, fatal, silent).
 */
const lifecycle = (server: PorchlightServer) =>
  server.app.log.child({}, { level: server.config.logLevel === 'warn' ? 'info' : server.config.logLevel });

/** `porchlight serve`: every line a JSON object on stderr, as the server's logger writes them (pino's fields). */
const jsonLines: Voice = {
  // Before the logger exists: one line of its shape, at fatal, whatever LOG_LEVEL said (it may be the bad setting).
  refused: (message) =>
    process.stderr.write(
      `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, hostname: hostname(), msg: message })}\n`,
    ),
  started: (server, address) =>
    lifecycle(server).info(
      {
        address,
        robotCheck: server.robotCheck,
        replyNotifications: replyMail(server),
        metrics: metricsAt(server, address),
      },
      `Porchlight serving at ${address}/`,
    ),
  stopping: (server, signal) =>
    lifecycle(server).info(
      { signal, shutdownSeconds: server.config.shutdownSeconds },
      'Porchlight stopping: finishing requests in flight',
    ),
  cut: (server, count) =>
    lifecycle(server).warn(
      { cut: count },
      `Porchlight stopped: ${count} connection${count === 1 ? ' was' : 's were'} still open after SHUTDOWN_SECONDS and cut`,
    ),
  stopFailed: (server, error) => lifecycle(server).error({ err: error }, 'Porchlight could not stop cleanly'),
};

export interface ServeOptions {
  /** `npm start`: the demo seeded on a loopback HOST when SEED is unset. */
  demoByDefault: boolean;
  /** The demo blog, seeded and mounted when asked; without it, SEED=demo is refused. */
  demo?: DemoSite;
  output: ServeOutput;
}

/**
 * `npm start` (src/demo/main.ts: the demo, a banner) and `porchlight serve` (src/server-package/cli.ts: no demo, JSON
 * lines) land here: open or create the database, seed it when asked, serve until SIGTERM or SIGINT, then stop
 * gracefully (docs/self-hosting.md "A server that keeps serving").
 */
export async function serve({ demoByDefault, demo, output }: ServeOptions): Promise<void> {
  const voice = output === 'banner' ? banner(demo) : jsonLines;
  // A bad setting or an unopenable database is the operator's to fix: one line, not a stack.
  const refuse = (error: unknown) => {
    voice.refused(`Porchlight could not start: ${reason(error)}`);
    process.exit(1);
  };
  process.on('uncaughtException', refuse);
  let server: PorchlightServer;
  let address: string;
  try {
    server = await createServer({ demoByDefault, demo });
    address = await server.listen();
  } catch (error) {
    return refuse(error);
  }
  // Serving: an error nothing caught is no longer a failed start, and one request's fault ends no process.
  process.off('uncaughtException', refuse);
  guardServingProcess(server.app.log);
  voice.started(server, address);

  // The first signal, of either kind, starts the stop; any signal after it ends the process at once, as an
  // operator pressing Ctrl-C again means (a stop run twice would close the database twice).
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      void stop(server, signal, voice);
    });
}

/** A deploy's stop: requests in flight finish within SHUTDOWN_SECONDS, the database is closed, exit status 0. */
async function stop(server: PorchlightServer, signal: NodeJS.Signals, voice: Voice): Promise<void> {
  voice.stopping(server, signal);
  try {
    const { cut } = await server.close();
    // Still 0: the stop went as configured and the database closed cleanly; a supervisor that read a
    // failure here would treat every deploy under a slow client as a crash.
    if (cut > 0) voice.cut(server, cut);
    process.exit(0);
  } catch (error) {
    voice.stopFailed(server, error);
    process.exit(1);
  }
}
