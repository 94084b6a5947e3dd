import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { resolve } from 'node:path';
import type { Store } from './store/store.ts';
import { countRoute } from './routes/count.ts';
import { demoMediaRoutes } from './routes/demo-media.ts';
import { pageRoutes } from './routes/pages.ts';

export interface AppOptions {
  store: Store;
  /** Built widgets (dist/widgets), served at /widgets/. */
  widgetsDir?: string;
  /** The demo site's own static files, served at /demo/. */
  publicDir?: string;
  logger?: boolean;
}

/**
 * The reference server as a Fastify instance, without a port: tests drive it
 * with `app.inject()`, main.ts binds it to one.
 */
export async function createApp({
  store,
  widgetsDir = resolve('dist/widgets'),
  publicDir = resolve('src/server/public'),
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 64 * 1024 });
  await app.register(helmet, {
    // Same-origin loads only by default; the widgets and the count opt out below.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The demo serves plain http on loopback; TLS (and so HSTS and upgrades)
    // belongs to the proxy in front of a real deployment.
    hsts: false,
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  await app.register(compress, { threshold: 512 });
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
  await app.register(fastifyStatic, { root: publicDir, prefix: '/demo/', decorateReply: false });
  countRoute(app, store);
  pageRoutes(app, store);
  demoMediaRoutes(app);
  return app;
}
