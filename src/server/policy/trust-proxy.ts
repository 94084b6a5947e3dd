import ipaddr from 'ipaddr.js';

/**
 * Which peers may speak for the reader in X-Forwarded-For and X-Forwarded-Proto (docs/self-hosting.md "Who a request
 * comes from"), in the form Fastify's `trustProxy` takes: `false`, no one; a number, that many hops
 * counted from this server; a list, peers at these addresses or in these ranges. Never `true`: trusting
 * every hop makes the client address the left-most entry of the header, which the client itself writes.
 */
export type TrustProxy = false | number | string[];

/** The names proxy-addr (under Fastify's `trustProxy`) knows for the private ranges a proxy sits in. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 10;

/** An address written out in full: ipaddr.js also takes 1.5 or 0x7f.1 for IPv4, which no operator means. */
const isAddress = (text: string): boolean =>
  ipaddr.IPv4.isValidFourPartDecimal(text) || (text.includes(':') && ipaddr.IPv6.isValid(text));

const isAddressOrRange = (entry: string): boolean => {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (!isAddress(address) || rest.length > 0) return false;
  if (bits === undefined) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
};

/**
 * TRUST_PROXY as the operator wrote it: unset, empty or 0, no proxy; a whole number, that many proxies in
 * front (`1`: one, whose peer is the reader); else a comma-separated list of addresses and CIDR ranges
 * (or loopback, linklocal, uniquelocal). Anything else stops the start: a typo must not quietly trust
 * no one (every reader counted as the proxy) or everyone (every reader choosing their own address).
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    if (hops <= MAX_HOPS) return hops;
  } else {
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
  }
  throw new Error(
    `TRUST_PROXY must be how many proxies are in front (0 to ${MAX_HOPS}) or a comma-separated list of their addresses or CIDR ranges, like 10.0.0.0/8,fd00::/8 (got "${value}")`,
  );
}

/**
 * The setting as Fastify's `trustProxy` option. A hop count becomes a function trusting the peer and the
 * hops after it up to that count: Fastify takes a bare number as trusting no one at all (it cannot tell
 * a proxy from a direct client claiming hops), which would count every reader as the proxy.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
