import { rowId } from '../row-id.ts';
import { paged } from '../rows.ts';
import type { WebhookStore } from '../store.ts';
import {
  DELIVERY_COLUMNS,
  eventsColumn,
  toClaimed,
  toDelivery,
  toWebhook,
  type DeliveryRow,
  type WebhookRow,
} from '../webhook-rows.ts';
import type { PostgresConnection } from './connection.ts';
import type { PostgresOutbox } from './outbox.ts';

/**
 * Webhooks and their deliveries on PostgreSQL, for several instances on one database: a claim takes due rows no
 * other instance has locked (FOR UPDATE SKIP LOCKED) and leases them in the same statement, so each delivery goes
 * to one instance; one whose lease runs out (a crashed instance's) is claimed again.
 */
export function createPostgresWebhooks(db: PostgresConnection, outbox: PostgresOutbox): WebhookStore {
  return {
    async addWebhook({ blogId, url, secret, events, format }) {
      const row = await db.one<WebhookRow>(
        'INSERT INTO webhooks (blog_id, url, secret, events, format) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [blogId === null ? null : rowId(blogId), url, secret, eventsColumn(events), format],
      );
      return toWebhook(row!);
    },
    async listWebhooks() {
      return (await db.all<WebhookRow>('SELECT * FROM webhooks ORDER BY id')).map(toWebhook);
    },
    removeWebhook: (id) => db.changed('DELETE FROM webhooks WHERE id = $1', [rowId(id)]),
    async claimDeliveries({ by, now, leaseMs, limit }) {
      const rows = await db.all<DeliveryRow & WebhookRow>(
        `WITH claimed AS (
           UPDATE webhook_deliveries SET claimed_by = $1, claimed_until = $2
           WHERE id IN (SELECT id FROM webhook_deliveries
                        WHERE status = 'pending' AND next_attempt_at <= $3 AND (claimed_until IS NULL OR claimed_until <= $3)
                        ORDER BY next_attempt_at LIMIT $4 FOR UPDATE SKIP LOCKED)
           RETURNING ${DELIVERY_COLUMNS})
         SELECT claimed.*, w.url, w.secret, w.format FROM claimed JOIN webhooks w ON w.id = claimed.webhook_id`,
        [by, new Date(now.getTime() + leaseMs), now, limit],
      );
      return rows.map(toClaimed);
    },
    settleDelivery: (id, by, outcome) =>
      outcome.status === 'delivered'
        ? db.changed('DELETE FROM webhook_deliveries WHERE id = $1 AND claimed_by = $2', [id, by])
        : db.changed(
            `UPDATE webhook_deliveries SET status = $3, attempts = attempts + 1, next_attempt_at = coalesce($4, next_attempt_at),
               last_error = $5, claimed_by = NULL, claimed_until = NULL
             WHERE id = $1 AND claimed_by = $2`,
            [id, by, outcome.status, outcome.status === 'pending' ? outcome.nextAttemptAt : null, outcome.error],
          ),
    async nextDeliveryDue() {
      const row = await db.one<{ due: Date | null }>(
        "SELECT min(greatest(next_attempt_at, claimed_until)) AS due FROM webhook_deliveries WHERE status = 'pending'",
      );
      return row?.due ?? null;
    },
    async listFailedDeliveries(blogId, { after, limit }) {
      const rows = await db.all<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries
         WHERE status = 'failed' AND ($1::text IS NULL OR id < $1)
           AND ($2::bigint IS NULL OR webhook_id IN (SELECT id FROM webhooks WHERE blog_id = $2))
         ORDER BY id DESC LIMIT $3`,
        [after, blogId === null ? null : (rowId(blogId) ?? 0), limit + 1],
      );
      return paged(rows.map(toDelivery), limit);
    },
    retryDelivery: (id, now) =>
      db.changed(
        `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $2, last_error = NULL,
           claimed_by = NULL, claimed_until = NULL
         WHERE id = $1 AND status = 'failed'`,
        [id, now],
      ),
    watchDeliveries: (queued) => outbox.watch(queued),
  };
}
