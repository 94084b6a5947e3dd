/**
 * Overload (docs/self-hosting.md "Overload"): a server on SQLite, on 127.0.0.1, first measured at what it carries, then
 * held for BENCH_OVERLOAD_SECONDS (20 by default) per configuration by so many readers at once that, queued, each
 * would wait twice as long as it is willing to (CLIENT_TIMEOUT_S, as a browser or a proxy gives up): without the
 * pressure guard, with its default bounds, and with a tighter event-loop bound. Each reader asks for a post's
 * comments through the API (executed, never from the answer cache), and asks again as soon as it has an answer,
 * a 503 or given up: it does not honour Retry-After, the worst client there is. It prints how many got their
 * comments, how many were told 503 with Retry-After, how many gave up waiting, and the latencies. Numbers to read,
 * never timed assertions.
 */
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { ROOT_COMMENTS } from '../tests/helpers/documents.ts';
import { startServer, type RunningServer } from '../tests/helpers/server.ts';
import { load } from './load.ts';

const SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS || 20);
if (!Number.isFinite(SECONDS) || SECONDS <= 0)
  throw new Error(
    `BENCH_OVERLOAD_SECONDS must be a number of seconds above 0 (got "${process.env.BENCH_OVERLOAD_SECONDS}")`,
  );
const CAPACITY_CONNECTIONS = 32;
const CLIENT_TIMEOUT_S = 5;
/** How many times its patience a reader would wait in the queue the unguarded server keeps. */
const QUEUE_OVER_PATIENCE = 2;
/** Bounds on the readers at once, whatever the capacity measured: enough to overload, few enough for one load generator. */
const READERS = [500, 4000] as const;

/** The guard's settings per row: off, its defaults, and a tighter event-loop bound. */
const CONFIGURATIONS = [
  { name: 'no guard', env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_HEAP_MB: '0', OVERLOAD_RSS_MB: '0' } },
  { name: 'guard, default bounds (event loop 1000 ms)', env: {} },
  { name: 'guard, event loop 300 ms', env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '300' } },
] as const;

interface Result {
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}

interface Row {
  asked: number;
  ok: number;
  busy: number;
  busyWithRetryAfter: number;
  other: number;
  timeouts: number;
  /** Of the answers that came (200s and 503s alike), in ms. */
  p50: number;
  p99: number;
}

const body = (n: number) => JSON.stringify({ query: ROOT_COMMENTS, variables: { postID: '1', locale: 'en', n } });

/** RootComments for post 1 from `connections` readers at once, each request with a variable of its own. */
function comments(server: RunningServer, onBusy: (retryAfter: string | undefined) => void = () => {}) {
  let n = 0;
  return {
    url: `${server.url}/comments/graphql`,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: object) => ({ ...request, body: body(n++) }),
        onResponse: (status: number, _body: string, _context: object, headers: Record<string, string>) => {
          if (status === 503) onBusy(headers['retry-after']);
        },
      },
    ],
  };
}

async function overload(server: RunningServer, connections: number): Promise<Row> {
  let busyWithRetryAfter = 0;
  const result = (await autocannon({
    ...comments(server, (retryAfter) => {
      if (/^\d+$/.test(retryAfter ?? '')) busyWithRetryAfter++;
    }),
    duration: SECONDS,
    connections,
    timeout: CLIENT_TIMEOUT_S,
  })) as Result;
  const count = (status: string) => result.statusCodeStats[status]?.count ?? 0;
  const answered = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + count, 0);
  return {
    asked: answered + result.errors,
    ok: count('200'),
    busy: count('503'),
    busyWithRetryAfter,
    // Errors are timeouts, or connections the server could not take.
    other: answered - count('200') - count('503') + result.errors - result.timeouts,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

export async function run(): Promise<void> {
  // Far past the read budget of one address: every reader here comes from 127.0.0.1, and this measures the
  // server's capacity, not the limiter.
  const env = { RATE_LIMIT_READ_COST: '1000000000000', LOG_LEVEL: 'error' };
  const rows: [string, Row][] = [];
  let capacity = 0;
  let connections = 0;
  for (const configuration of CONFIGURATIONS) {
    // `npm start`'s entry, on a copy of the demo database: the guard is the same in `porchlight serve`, which seeds nothing.
    const server = await startServer({ ...env, ...configuration.env });
    try {
      // Warm (JIT, statement and document caches), then, once, what the server carries with connections to spare.
      await load(comments(server), 2, CAPACITY_CONNECTIONS);
      if (!capacity) {
        const carried = await load(comments(server), 5, CAPACITY_CONNECTIONS);
        if (carried.failed) throw new Error(`${carried.failed} requests failed while measuring the capacity`);
        capacity = carried.perSecond;
        const queued = Math.ceil(capacity * CLIENT_TIMEOUT_S * QUEUE_OVER_PATIENCE);
        connections = Math.min(READERS[1], Math.max(READERS[0], queued));
      }
      rows.push([configuration.name, await overload(server, connections)]);
      // It serves again once the load is gone, without a restart.
      const after = await fetch(`${server.url}/readyz`);
      if (after.status !== 200) throw new Error(`${configuration.name}: /readyz ${after.status} after the load`);
    } finally {
      await server.stop();
    }
  }
  console.log(
    `Post 1's comments through the API (executed every time) from ${connections} readers at once, each asking again as soon as it has an answer or has given up after ${CLIENT_TIMEOUT_S} s, for ${SECONDS} s per row; the server on SQLite carries about ${Math.round(capacity)} a second (at ${CAPACITY_CONNECTIONS} connections); 2 cores shared with the load generator\n`,
  );
  console.log(
    '| configuration | requests | 200 | 200 per second | 503 with Retry-After | other | gave up (timeout) | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const [name, row] of rows)
    console.log(
      `| ${name} | ${row.asked} | ${row.ok} | ${Math.round(row.ok / SECONDS)} | ${row.busyWithRetryAfter} of ${row.busy} | ${row.other} | ${row.timeouts} | ${row.p50} | ${row.p99} |`,
    );
}
