import type { Server } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { addressKey } from './address.ts';

/** The key of a request whose peer's address is unknown (see `rememberPeerAddresses`): none should be. */
export const GONE = 'gone';

/**
 * Who a request comes from, as every limit, quota and block counts it (docs/self-hosting.md "Security"): the peer's address,
 * or the address the trusted proxy in front saw (Fastify's `trustProxy`, from TRUST_PROXY), keyed by its /64
 * when it is IPv6. Routes ask this; none reads `request.ip` for itself.
 */
export const clientKey = (request: FastifyRequest): string =>
  request.ip === undefined ? GONE : addressKey(request.ip);

/**
 * Has each connection's peer address read as the server accepts it. Node looks a socket's address up only
 * when first asked, and cannot once the socket is destroyed: a client that sent a whole request and reset at
 * once reached its handler with no address, and was counted apart from its own address's limits and blocks.
 * Read at once, the address stays with the socket.
 */
export function rememberPeerAddresses(server: Server): void {
  server.on('connection', (socket) => void socket.remoteAddress);
}
