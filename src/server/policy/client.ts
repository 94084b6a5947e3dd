import type { FastifyRequest } from 'fastify';
import { addressKey } from './address.ts';

/**
 * Who a request comes from, as every limit, quota and block counts it (README "Security"): the peer's
 * address, or the address the trusted proxy in front saw (Fastify's `trustProxy`, from TRUST_PROXY),
 * keyed by its /64 when it is IPv6. Routes ask this; none reads `request.ip` for itself.
 */
export const clientKey = (request: FastifyRequest): string => addressKey(request.ip);
