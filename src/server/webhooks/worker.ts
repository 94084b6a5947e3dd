import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { ClaimedDelivery, DeliveryOutcome, WebhookStore } from '../store/store.ts';
import { webhookBody } from './payload.ts';
import { nextAttemptAt } from './schedule.ts';

/** How long a receiver has to answer one delivery; past it, the attempt failed. */
export const DELIVERY_LIMIT_MS = 10_000;
/** How long a claim holds: well past the time limit, so only a crashed instance's claims run out. */
export const DELIVERY_LEASE_MS = 60_000;
/** How often an idle worker looks for deliveries queued elsewhere (another instance, the admin command). */
export const DELIVERY_POLL_MS = 5_000;
/** Deliveries claimed and sent at once. */
const BATCH = 10;

/** How an attempt ended, for the metrics: sent, given up, or to be tried again. */
export type DeliveryCount = 'delivered' | 'failed' | 'retry';

export interface WebhookWorkerOptions {
  store: WebhookStore;
  /** The server's public address, which the payload's links are on. */
  publicUrl: () => string;
  /** The clock retries are scheduled by; a test moves it a day on. Signatures carry the real time always. */
  now?: () => Date;
  /** Told of every attempt's end (`porchlight_webhook_deliveries_total`). */
  onDelivery?: (outcome: DeliveryCount) => void;
  warn: (error: unknown, message: string) => void;
}

/**
 * Sends the outbox's deliveries (docs/self-hosting.md "Webhooks"), in each server instance, apart from every
 * request: a write only queues its deliveries, in its own transaction, and nudges this worker after it commits;
 * no request waits for a receiver. Each pass claims what is due (a lease: on several instances each delivery goes
 * from one), sends it signed, and settles it: delivered, tried again later, or, a day on, failed.
 */
export interface WebhookWorker {
  /** Starts sending: at once, after each commit that queued a delivery, and at least every DELIVERY_POLL_MS. */
  start(): void;
  /** One pass: claims and sends what is due now; how many it tried. */
  runOnce(): Promise<number>;
  /** Stops, cutting attempts in flight short (each is tried again), and resolves once the last is settled. */
  dispose(): Promise<void>;
}

export function createWebhookWorker({
  store,
  publicUrl,
  now = () => new Date(),
  onDelivery,
  warn,
}: WebhookWorkerOptions): WebhookWorker {
  const instance = randomUUID();
  const stopping = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let unwatch: (() => void) | undefined;

  async function attempt(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    // The receiver checks the timestamp against its own clock: the real one, whatever clock schedules retries.
    const sentAt = new Date();
    let error: string;
    try {
      // Built inside the attempt: a body that cannot be made is a failed attempt, never a claim left to lapse.
      const body = webhookBody(delivery.webhook.format, delivery, publicUrl(), delivery.webhook.url);
      const response = await fetch(delivery.webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Porchlight-Webhooks',
          'webhook-id': delivery.id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': new Webhook(delivery.webhook.secret).sign(delivery.id, sentAt, body),
        },
        body,
        // A redirect is an answer like any other that is not 2xx: never followed to another address.
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(DELIVERY_LIMIT_MS), stopping.signal]),
      });
      await response.body?.cancel();
      if (response.ok) return { status: 'delivered' };
      error = `HTTP ${response.status}`;
    } catch (failure) {
      const { cause, name, message } = failure as Error & { cause?: { code?: string; message?: string } };
      error = stopping.signal.aborted
        ? 'cut short: the server stopped'
        : name === 'TimeoutError'
          ? `no answer within ${DELIVERY_LIMIT_MS / 1000} s`
          : (cause?.code ?? cause?.message ?? message);
    }
    const next = nextAttemptAt(delivery.attempts + 1, now());
    return next ? { status: 'pending', nextAttemptAt: next, error } : { status: 'failed', error };
  }

  async function send(delivery: ClaimedDelivery): Promise<void> {
    const outcome = await attempt(delivery);
    await store.settleDelivery(delivery.id, instance, outcome);
    onDelivery?.(outcome.status === 'pending' ? 'retry' : outcome.status);
  }

  async function runOnce(): Promise<number> {
    const claimed = await store.claimDeliveries({ by: instance, now: now(), leaseMs: DELIVERY_LEASE_MS, limit: BATCH });
    const sent = await Promise.allSettled(claimed.map(send));
    for (const result of sent)
      if (result.status === 'rejected') warn(result.reason, 'a webhook delivery could not be settled');
    return claimed.length;
  }

  /** Passes until nothing due is left, then sleeps until the next is due, or the poll's time. */
  async function drain(): Promise<void> {
    do {
      again = false;
      while (!stopping.signal.aborted && (await runOnce()) === BATCH);
    } while (again && !stopping.signal.aborted);
  }

  async function sleep(): Promise<void> {
    if (stopping.signal.aborted) return;
    const due = await store.nextDeliveryDue().catch(() => null);
    const wait =
      due === null ? DELIVERY_POLL_MS : Math.min(DELIVERY_POLL_MS, Math.max(0, due.getTime() - now().getTime()));
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake(): void {
    if (stopping.signal.aborted) return;
    // A pass under way looks again before it sleeps: what was queued meanwhile is not left to the poll.
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => warn(error, 'webhook deliveries could not be claimed'))
      .finally(() => {
        running = null;
        // Queued while the pass ended: looked at now, not left to the poll.
        if (again) wake();
        else void sleep();
      });
  }

  return {
    start() {
      unwatch = store.watchDeliveries(wake);
      wake();
    },
    runOnce,
    async dispose() {
      stopping.abort();
      clearTimeout(timer);
      unwatch?.();
      await running;
    },
  };
}
