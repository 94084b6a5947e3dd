import ipaddr from 'ipaddr.js';

/**
 * The key an address is counted and blocked by (docs/self-hosting.md "Security"): an IPv4 address as it is, an IPv6
 * address by its /64. One household, phone or server is handed a whole /64, so keying by the full
 * address would give whoever holds one 2^64 fresh keys. An IPv4-mapped IPv6 address is its IPv4 one.
 * Anything that does not parse (no address at all) is keyed as it came.
 */
export function addressKey(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.split('%')[0]!);
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
