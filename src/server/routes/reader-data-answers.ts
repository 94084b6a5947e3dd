import type { FastifyReply } from 'fastify';

/**
 * What the readers' data routes answer alike (docs/self-hosting.md "Readers' data"), the signed-in reader's
 * (account.ts) and the anonymous writer's (writer-data.ts).
 */

/** A change to a reader's data, or its download, asked from another site's page: refused in one line. */
export const refusedElsewhere = (reply: FastifyReply) =>
  reply.code(403).type('text/plain; charset=utf-8').send('Ask from this site’s own page.\n');

/** A reader's data as the file they download, named and stamped with the day it was taken. */
export function sendReaderData(reply: FastifyReply, data: object, at: Date) {
  const exportedAt = at.toISOString();
  return reply
    .type('application/json; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="porchlight-data-${exportedAt.slice(0, 10)}.json"`)
    .send(JSON.stringify({ exportedAt, ...data }, null, 2));
}
