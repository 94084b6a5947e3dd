import type { FastifyRequest } from 'fastify';
import { addressKey } from './address.ts';

/** The key of a request whose peer is already gone: Node forgets a socket's address once it is destroyed. */
export const GONE = 'gone';

/**
 * Who a request comes from, as every limit, quota and block counts it (README "Security"): the peer's address,
 * or the address the trusted proxy in front saw (Fastify's `trustProxy`, from TRUST_PROXY), keyed by its /64
 * when it is IPv6. Routes ask this; none reads `request.ip` for itself. A client that cut its connection
 * before its request was handled has no address any more: its request is counted under one key of its own,
 * and whatever it spends, no one is there to read the answer.
 */
export const clientKey = (request: FastifyRequest): string =>
  request.ip === undefined ? GONE : addressKey(request.ip);
