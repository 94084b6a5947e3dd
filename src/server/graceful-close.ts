import type { FastifyInstance } from 'fastify';

const IDLE_SWEEP_MS = 50;

/**
 * Stops a listening app the way a deploy wants it: no new connection is accepted, idle kept-alive ones
 * are closed, and requests in flight run to their answer (Fastify answers any new request on a connection
 * still open with 503). A client that never finishes its request must not hold the stop forever: past
 * `graceMs` the connections still open are cut, and their number is returned so the caller can say so.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<{ cut: number }> {
  let cut = 0;
  // Node closes the connections idle when the close begins, and no others: a kept-alive connection whose
  // request was in flight then lies open once answered, and the stop would wait out its keep-alive
  // timeout (72 s in Fastify). So connections are closed as they fall idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = setTimeout(() => {
    app.server.getConnections((_error, open) => {
      cut = open;
      app.server.closeAllConnections();
    });
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
    clearInterval(sweep);
  }
  return { cut };
}
