import { createServer, type PorchlightServer } from './create-server.ts';
import { guardServingProcess } from './process-guards.ts';
import type { DemoSite } from './demo-site.ts';

const ROBOT_CHECK_BANNER = {
  'proof-of-work': 'proof of work (self-hosted, no third-party requests)',
  recaptcha: 'Google reCAPTCHA',
  standin: 'local stand-in, lets everyone through (ROBOT_CHECK=standin is for tests)',
} as const;

/**
 * `npm start` (src/demo/main.ts, `demoByDefault`) and `porchlight serve` (src/server-package/cli.ts) land here: open
 * or create the database, seed it when asked, serve until SIGTERM or SIGINT, then stop gracefully (docs/self-hosting.md "A
 * server that keeps serving"). Both hand over the demo blog, which only `npm start` mounts unasked.
 */
export async function serve({ demoByDefault, demo }: { demoByDefault: boolean; demo?: DemoSite }): Promise<void> {
  // A bad setting or an unopenable database is the operator's to fix: one line, not a stack.
  const refuse = (error: unknown) => {
    console.error(`Porchlight could not start: ${error instanceof Error ? error.message : String(error)}`);
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

  if (server.config.seed === 'demo') for (const line of demo?.welcome ?? []) console.log(line);
  console.log(`Robot check: ${ROBOT_CHECK_BANNER[server.robotCheck]}`);
  console.log(
    `Reply notifications: ${server.config.mail ? `by e-mail from ${server.config.mail.from}` : 'off (no SMTP_URL)'}`,
  );
  const metrics = server.config.metrics;
  console.log(
    `Metrics: ${
      [metrics?.token ? `${address}/metrics for the bearer of METRICS_TOKEN` : '', server.metricsAddress() ?? '']
        .filter(Boolean)
        .join(', and ') || 'off (no METRICS_TOKEN, no METRICS_PORT)'
    }`,
  );
  console.log(`Porchlight demo: ${address}/`);

  // The first signal, of either kind, starts the stop; any signal after it ends the process at once, as an
  // operator pressing Ctrl-C again means (a stop run twice would close the database twice).
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      void stop(server, signal);
    });
}

/** A deploy's stop: requests in flight finish within SHUTDOWN_SECONDS, the database is closed, exit status 0. */
async function stop(server: PorchlightServer, signal: NodeJS.Signals): Promise<void> {
  const seconds = server.config.shutdownSeconds;
  console.log(`Porchlight stopping (${signal}): finishing requests in flight, for up to ${seconds} s`);
  try {
    const { cut } = await server.close();
    // Still 0: the stop went as configured and the database closed cleanly; a supervisor that read a
    // failure here would treat every deploy under a slow client as a crash.
    if (cut > 0)
      console.error(
        `Porchlight stopped: ${cut} connection${cut === 1 ? ' was' : 's were'} still open after SHUTDOWN_SECONDS=${seconds} and cut`,
      );
    process.exit(0);
  } catch (error) {
    console.error(`Porchlight could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
