import { LogController, type FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a right (docs/self-hosting.md "Tokens and logs"): the reply-mail links' `token`, and the
 * API's GET parameters, whose variables may hold an edit key. Names that only look like one are
 * redacted too: a line without a value costs less than a token in a log shipped elsewhere.
 */
const SECRET_PARAMETER = /token|key|secret|password|session|signature|auth|code|variables|query|extensions/i;
export const REDACTED = '[redacted]';

/** A request's URL as it may be logged: its path, and every parameter that may carry a right without its value. */
export function loggableUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const parameters = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A name that does not decode is judged as written.
      }
      return equals >= 0 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, question)}?${parameters.join('&')}`;
}

/**
 * The request as every log line names it: Fastify's own fields, the URL without its secrets, and no
 * headers at all (cookies carry sessions and visitor ids).
 */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: loggableUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket ? request.socket.remotePort : undefined,
});

/** Headers that carry a right, wherever a log line holds headers: cleared by the logger itself. */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
];

/** Fastify's logger options with the redaction above, whatever level and stream the server chose. */
export function redactingLogger<Options extends { level: string; stream?: { write(line: string): void } }>(
  options: Options,
) {
  return {
    ...options,
    serializers: { req: serializeRequest },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
}

/**
 * Fastify's own log lines, but the "route not found" one names the URL as `loggableUrl` makes it:
 * Fastify writes the raw URL into its message, where no serializer reaches (a mistyped reply-mail link
 * would log its token at `info`).
 */
export class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.raw.method}:${loggableUrl(request.raw.url ?? '')} not found`);
  }
}
