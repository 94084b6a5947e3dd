import type { FastifyInstance } from 'fastify';

/**
 * Stops a listening app the way a deploy wants it: no new connection is accepted, idle kept-alive ones
 * are closed, and requests in flight run to their answer (Fastify answers any new request on a connection
 * still open with 503). A client that never finishes its request must not hold the stop forever: past
 * `graceMs` the connections still open are cut, and their number is returned so the caller can say so.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<{ cut: number }> {
  let cut = 0;
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
  }
  return { cut };
}
