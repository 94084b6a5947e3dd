import { createHash, timingSafeEqual } from 'node:crypto';
import { ANSWERED_UNDER_OVERLOAD } from '../policy/overload.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { RequestMetrics } from './parts.ts';

/** The metrics' text as Prometheus reads it (metrics.ts). */
export type Scrape = () => Promise<{ contentType: string; text: string }>;

/** What a route that matched none is counted under: one label, whatever address was asked for. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every answer of the app by its route's pattern (`/comments/:locale/moderation`), never the address
 * asked for, which anyone may vary without end: an address no route matched is counted as UNMATCHED_ROUTE.
 */
export function countRequests(app: FastifyInstance, metrics: RequestMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.answered(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` on the app's own port, for a bearer of METRICS_TOKEN only (docs/self-hosting.md "Metrics"):
 * anyone else gets a 401 and learns nothing of the server. The token is compared as a digest, in constant
 * time, whatever its length. Never cached, outside every allowance, and answered under overload, like the health
 * probes: an overload is when the operator most needs to see.
 */
export function metricsRoute(app: FastifyInstance, { scrape, token }: { scrape: Scrape; token: string }): void {
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { config: ANSWERED_UNDER_OVERLOAD }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected))
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('metrics need the bearer token METRICS_TOKEN sets\n');
    const { contentType, text } = await scrape();
    return reply.type(contentType).send(text);
  });
}

/** The metrics' own listener (METRICS_PORT): its address once listening, and how to stop it. */
export interface MetricsListener {
  address: string;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on a port of its own (METRICS_PORT, on METRICS_HOST), without a token: a port the operator
 * keeps to their monitoring's network. Nothing else is served there; a scrape that fails is a 500 saying so.
 */
export async function listenForMetrics(scrape: Scrape, port: number, host: string): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end('only GET /metrics is served here\n');
      return;
    }
    scrape().then(
      ({ contentType, text }) => {
        response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end('the metrics could not be read\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port: bound } = server.address() as AddressInfo;
  return {
    address: `http://${address.includes(':') ? `[${address}]` : address}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
