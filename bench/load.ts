/**
 * One way to put load on a server in the bench: autocannon for a number of seconds at a number of
 * connections, read as requests per second, p50 and p99 latency, and the requests that failed.
 */
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';

/** What one measured load gave: its rate, its latencies (ms), and the answers that were not 2xx or did not come. */
export interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** `options` as autocannon takes them (url, method, headers, body, or requests with setupRequest). */
export async function load(options: Record<string, unknown>, seconds: number, connections: number): Promise<Measured> {
  const result = (await autocannon({ duration: seconds, connections, ...options })) as Result;
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}
