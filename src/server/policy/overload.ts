import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OverloadBounds } from './overload-bounds.ts';

/** How often the pressure is measured, over what passed since the last measure. */
const SAMPLE_MS = 1000;
/** A client that waits this long finds the pressure measured again at least once. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
/** What a refused reader (or their browser's widget) is told: nothing of the server's insides, only that it will pass. */
export const OVERLOADED_MESSAGE = 'Comments are busy for a moment. Please try again in a few seconds.';
/** At most one warning per this long, however many requests are refused: the log must not add to the load. */
const WARNING_EVERY_MS = 10_000;

/**
 * Route options for what an orchestrator asks (routes/health.ts): answered under overload too. A liveness probe
 * failed for load would restart a process that is busy, not broken, and move its load onto the others; a
 * readiness probe failed for load would take every instance out of rotation at once in a spike spread evenly
 * across them. The refusal below already sheds the load, second by second.
 */
export const ANSWERED_UNDER_OVERLOAD = { pressureHandler: () => undefined };

const refuse = (reply: FastifyReply) =>
  reply
    .code(503)
    .header('Retry-After', String(OVERLOAD_RETRY_AFTER_SECONDS))
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(`${OVERLOADED_MESSAGE}\n`);

/**
 * Past a bound (docs/self-hosting.md "Overload"), every new request is answered at once with 503 and Retry-After, before
 * it reads a body or asks the database: a server past its capacity then answers some readers promptly and tells
 * the rest when to come back, where a queue would make every one of them wait until they time out.
 */
export async function refuseWhenOverloaded(app: FastifyInstance, bounds: OverloadBounds): Promise<void> {
  if (!bounds.eventLoopDelayMs && !bounds.heapBytes && !bounds.rssBytes) return;
  let warned = -Infinity;
  // The measures up to two after the start may hold the start's own work (migrations, the seed, building the
  // schema), which held the loop before anyone could ask: no request waits behind it, so none is refused for it.
  let measuresServing = Infinity;
  app.addHook('onReady', async () => {
    measuresServing = Date.now() + 2 * SAMPLE_MS;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: bounds.eventLoopDelayMs,
    maxHeapUsedBytes: bounds.heapBytes,
    maxRssBytes: bounds.rssBytes,
    sampleInterval: SAMPLE_MS,
    pressureHandler(request, reply, type, value) {
      const now = Date.now();
      if (now < measuresServing) return;
      if (now - warned >= WARNING_EVERY_MS) {
        warned = now;
        request.log.warn({ overload: { [type]: value } }, `overloaded (${type}): answering 503 with Retry-After`);
      }
      void refuse(reply);
    },
  });
}
