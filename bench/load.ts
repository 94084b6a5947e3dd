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
  /** The failed by why: a status's count (`503: 12`), or the requests that got no answer (`no answer: 3`). */
  failedBy: Record<string, number>;
}

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  statusCodeStats: Record<string, { count: number }>;
}

/** The failed by why, as a table's cell: `503: 12, no answer: 3`, or just 0. */
export const failedCell = (measured: Measured): string =>
  measured.failed
    ? `${measured.failed} (${Object.entries(measured.failedBy)
        .map(([why, count]) => `${why}: ${count}`)
        .join(', ')})`
    : '0';

/** `options` as autocannon takes them (url, method, headers, body, or requests with setupRequest). */
export async function load(options: Record<string, unknown>, seconds: number, connections: number): Promise<Measured> {
  const result = (await autocannon({ duration: seconds, connections, ...options })) as Result;
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    failedBy: {
      ...Object.fromEntries(
        Object.entries(result.statusCodeStats)
          .filter(([status]) => !status.startsWith('2'))
          .map(([status, { count }]) => [status, count]),
      ),
      ...(result.errors ? { 'no answer': result.errors } : {}),
    },
  };
}
