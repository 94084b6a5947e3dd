import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CaptchaVerdict } from '../captcha/verifier.ts';
import type { ConnectionStore, ConnectionUse, VoteAction } from '../store/store.ts';
import type { ServerMetrics } from './parts.ts';

/** An answer's time, from a static file's few milliseconds to a request that waited on a slow database. */
const REQUEST_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A store call's time, from SQLite's tenths of a millisecond to a PostgreSQL transaction that waited for a lock. */
const CALL_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

const VERDICTS: CaptchaVerdict[] = ['ok', 'invalid', 'expired', 'used', 'elsewhere'];
const VOTE_ACTIONS: VoteAction[] = ['like', 'dislike', 'cancelLike', 'cancelDislike'];

/** The metrics of one server, and their text as Prometheus reads it. */
export interface Metrics extends ServerMetrics {
  /** Everything now, in Prometheus's text format: what `GET /metrics` answers. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

/**
 * A registry of this server's own (docs/self-hosting.md "Metrics"): never prom-client's global one, so that
 * servers in one process (a platform's, the tests') count apart. The database's connections are read at each
 * scrape; Node's own metrics (prom-client's defaults: the event loop's lag, the heap, the CPU) come unprefixed,
 * by the names every Node dashboard knows. Every label a counter can take is there from the start, at 0, so a
 * rate over it never begins with a gap.
 */
export function createMetrics(store: ConnectionStore): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'porchlight_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'porchlight_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_SECONDS,
    registers,
  });
  const lookups = new Counter({
    name: 'porchlight_cache_lookups_total',
    help: 'Lookups in the answer cache (cache="answers") and the rendered sections (cache="sections"), by result.',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const callSeconds = new Histogram({
    name: 'porchlight_database_call_duration_seconds',
    help: 'Time of each store call (one or more statements, or one transaction), by call.',
    labelNames: ['call'] as const,
    buckets: CALL_SECONDS,
    registers,
  });
  // Read at each scrape: the three gauges collected together share one reading.
  let reading: Promise<ConnectionUse> | null = null;
  const connections = () => (reading ??= store.connections().finally(() => (reading = null)));
  new Gauge({
    name: 'porchlight_database_connections',
    help: 'Connections to the database open now, by state (busy with a call, or idle).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const { open, idle } = await connections();
      this.set({ state: 'busy' }, open - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'porchlight_database_connections_max',
    help: 'The most connections to the database that may be open at once.',
    registers,
    async collect() {
      this.set((await connections()).max);
    },
  });
  new Gauge({
    name: 'porchlight_database_waiting_calls',
    help: 'Store calls waiting for a connection, every one busy.',
    registers,
    async collect() {
      this.set((await connections()).waiting);
    },
  });
  const comments = new Counter({
    name: 'porchlight_comments_total',
    help: 'New comments posted (shown or held), those held for approval, and held comments approved or rejected.',
    labelNames: ['event'] as const,
    registers,
  });
  const votes = new Counter({
    name: 'porchlight_votes_total',
    help: 'Votes that counted, by action.',
    labelNames: ['action'] as const,
    registers,
  });
  const proofs = new Counter({
    name: 'porchlight_robot_check_proofs_total',
    help: 'Robot-check proofs checked, by verdict (every verdict but ok is a refusal).',
    labelNames: ['verdict'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'porchlight_rate_limit_refusals_total',
    help: 'Requests an allowance refused, by allowance.',
    labelNames: ['allowance'] as const,
    registers,
  });
  const mail = new Counter({
    name: 'porchlight_mail_deliveries_total',
    help: 'Mails handed to the mail server (outcome="sent") and those it did not take (outcome="failed").',
    labelNames: ['outcome'] as const,
    registers,
  });
  const webhooks = new Counter({
    name: 'porchlight_webhook_deliveries_total',
    help: 'Webhook deliveries, delivered or failed for good.',
    labelNames: ['outcome'] as const,
    registers,
  });

  for (const cache of ['answers', 'sections'])
    for (const result of ['hit', 'miss']) lookups.labels({ cache, result }).inc(0);
  for (const event of ['posted', 'held', 'approved', 'rejected']) comments.labels({ event }).inc(0);
  for (const action of VOTE_ACTIONS) votes.labels({ action }).inc(0);
  for (const verdict of VERDICTS) proofs.labels({ verdict }).inc(0);
  for (const outcome of ['sent', 'failed']) mail.labels({ outcome }).inc(0);
  for (const outcome of ['delivered', 'failed']) webhooks.labels({ outcome }).inc(0);

  const cacheOf = (cache: 'answers' | 'sections') => {
    const hit = lookups.labels({ cache, result: 'hit' });
    const miss = lookups.labels({ cache, result: 'miss' });
    return { hit: () => hit.inc(), miss: () => miss.inc() };
  };
  const counterOf = (counter: Counter<string>, label: string, name: string) => {
    const child = counter.labels({ [label]: name });
    return () => child.inc();
  };
  return {
    requests: {
      answered(method, route, status, seconds) {
        requests.inc({ method, route, status });
        requestSeconds.observe({ method, route }, seconds);
      },
    },
    answers: cacheOf('answers'),
    sections: cacheOf('sections'),
    database: { called: (call, seconds) => callSeconds.observe({ call }, seconds) },
    comments: {
      posted: counterOf(comments, 'event', 'posted'),
      held: counterOf(comments, 'event', 'held'),
      approved: counterOf(comments, 'event', 'approved'),
      rejected: counterOf(comments, 'event', 'rejected'),
    },
    votes: { voted: (action) => votes.inc({ action }) },
    robotCheck: { checked: (verdict) => proofs.inc({ verdict }) },
    rateLimits: { refused: (allowance) => refusals.inc({ allowance }) },
    mail: { sent: counterOf(mail, 'outcome', 'sent'), failed: counterOf(mail, 'outcome', 'failed') },
    webhooks: {
      delivered: counterOf(webhooks, 'outcome', 'delivered'),
      failed: counterOf(webhooks, 'outcome', 'failed'),
    },
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
