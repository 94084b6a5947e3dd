/**
 * Node's codes for a connection its client cut, reset or abandoned: one request's end, which Node may
 * report outside any handler (a socket's or a stream's 'error' with no listener left). Never the
 * process's fault, so never a reason to stop serving everyone else.
 */
const CONNECTION_FAULTS = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_HTTP_REQUEST_TIMEOUT',
]);

export const isConnectionFault = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && CONNECTION_FAULTS.has(String((error as { code?: unknown }).code));

interface GuardLog {
  error(fields: { err: unknown }, message: string): void;
  fatal(fields: { err: unknown }, message: string): void;
}

/**
 * What a serving process does with an error nothing caught (docs/self-hosting.md "A server that keeps serving"). Node's
 * default ends the process, and every reader's request with it, for what is usually one request's fault:
 *
 * - a promise that failed with no one to handle it: the work it belonged to is over either way, so the
 *   server serves on, and the log keeps the cause at error level so the missing `catch` is found;
 * - a cut connection's error thrown outside any handler: the same, for the same reason;
 * - anything else thrown: it came from the middle of some work whose state is now unknown, so the
 *   process stops with the cause (fatal) and exit status 1, for its supervisor to start a clean one.
 */
export function guardServingProcess(
  log: GuardLog,
  on: (event: 'unhandledRejection' | 'uncaughtException', listener: (error: unknown) => void) => void = (
    event,
    listener,
  ) => process.on(event, listener),
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  on('unhandledRejection', (reason) =>
    log.error({ err: reason }, 'a promise failed and nothing handled it; serving on'),
  );
  on('uncaughtException', (error) => {
    if (isConnectionFault(error)) {
      log.error({ err: error }, 'a client connection failed outside any request; serving on');
      return;
    }
    log.fatal({ err: error }, 'an unexpected error left the server in an unknown state; stopping');
    exit(1);
  });
}
