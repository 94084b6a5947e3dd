import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SchemaStore } from '../store/store.ts';
import { ANSWERED_UNDER_OVERLOAD } from '../policy/overload.ts';

/** How long `/readyz` waits for the database: an orchestrator's probe gives up after a few seconds. */
export const READY_LIMIT_MS = 2_000;

const answer = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(`${text}\n`);

/**
 * The probes an operator's orchestrator asks (docs/self-hosting.md "Health"): `GET /healthz`, the process serves
 * requests; `GET /readyz`, and its database answers, with every migration this server's code has, else 503 with why.
 * Cheap (one query at most), never cached, and outside every request allowance: no route allowance names them, and
 * an overloaded server answers them still (policy/overload.ts says why).
 */
export function healthRoutes(app: FastifyInstance, store: SchemaStore): void {
  const options = { config: ANSWERED_UNDER_OVERLOAD };
  app.get('/healthz', options, async (_request, reply) => answer(reply, 200, 'serving'));
  app.get('/readyz', options, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const { applied, expected } = await Promise.race([
        store.schema(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${READY_LIMIT_MS} ms`)), READY_LIMIT_MS);
        }),
      ]);
      // A schema ahead of the code is a newer instance's, whose migrations add and never take away: this one serves.
      if (applied < expected)
        return answer(reply, 503, `not ready: the database's schema is at ${applied}, this server's at ${expected}`);
      return answer(reply, 200, `ready: schema ${applied}`);
    } catch (error) {
      request.log.warn({ err: error }, 'the readiness probe found the database not answering');
      return answer(reply, 503, 'not ready: the database does not answer');
    } finally {
      clearTimeout(timer);
    }
  });
}
