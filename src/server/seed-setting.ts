import ipaddr from 'ipaddr.js';

/**
 * SEED (docs/self-hosting.md "Configuration"): what an empty database is filled with. The demo's accounts have passwords
 * the README publishes, so nothing seeds them unless asked, except `npm start` on a loopback address,
 * where only this machine can reach them. `npm start` on an address others can reach refuses to guess:
 * the operator says SEED=demo or SEED=none.
 */
export function readSeed(value: string | undefined, host: string, demoByDefault: boolean): 'demo' | 'none' {
  if (value === 'demo' || value === 'none') return value;
  if (value !== undefined && value !== '') throw new Error(`SEED must be "demo" or "none" (got "${value}")`);
  if (!demoByDefault) return 'none';
  if (isLoopback(host)) return 'demo';
  throw new Error(
    `SEED is unset and HOST=${host} is reachable from other machines: the demo accounts' passwords are published, so set SEED=none for an empty database, or SEED=demo to seed the demo anyway`,
  );
}

/** Only this machine can reach a server bound here: the loopback addresses, and the name that means them. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  try {
    return ipaddr.process(host.replace(/^\[(.*)\]$/, '$1')).range() === 'loopback';
  } catch {
    return false;
  }
}
