import type Database from 'better-sqlite3';
import { paged } from '../rows.ts';
import { rowId } from '../row-id.ts';
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
import type { SqliteOutbox } from './outbox.ts';

const iso = (date: Date) => date.toISOString();

/**
 * Webhooks and their deliveries on SQLite. One process usually serves a file, but a claim is a lease all the same
 * (one UPDATE … RETURNING, under the database's write lock): two processes on one file never send one delivery twice.
 */
export function createSqliteWebhooks(db: Database.Database, outbox: SqliteOutbox): WebhookStore {
  const q = {
    add: db.prepare('INSERT INTO webhooks (blog_id, url, secret, events, format) VALUES (?, ?, ?, ?, ?) RETURNING *'),
    list: db.prepare('SELECT * FROM webhooks ORDER BY id'),
    remove: db.prepare('DELETE FROM webhooks WHERE id = ?'),
    claim: db.prepare(
      `UPDATE webhook_deliveries SET claimed_by = @by, claimed_until = @until
       WHERE id IN (SELECT id FROM webhook_deliveries
                    WHERE status = 'pending' AND next_attempt_at <= @now AND (claimed_until IS NULL OR claimed_until <= @now)
                    ORDER BY next_attempt_at LIMIT @limit)
       RETURNING ${DELIVERY_COLUMNS}`,
    ),
    hooksOf: db.prepare('SELECT id, url, secret, format FROM webhooks WHERE id IN (SELECT value FROM json_each(?))'),
    settle: db.prepare(
      `UPDATE webhook_deliveries SET status = @status, attempts = attempts + 1, next_attempt_at = coalesce(@next, next_attempt_at),
         last_error = @error, claimed_by = NULL, claimed_until = NULL
       WHERE id = @id AND claimed_by = @by`,
    ),
    delivered: db.prepare('DELETE FROM webhook_deliveries WHERE id = ? AND claimed_by = ?'),
    nextDue: db
      .prepare(
        "SELECT min(max(next_attempt_at, coalesce(claimed_until, next_attempt_at))) FROM webhook_deliveries WHERE status = 'pending'",
      )
      .pluck(),
    failed: db.prepare(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries
       WHERE status = 'failed' AND (@after IS NULL OR id < @after)
         AND (@blog IS NULL OR webhook_id IN (SELECT id FROM webhooks WHERE blog_id = @blog))
       ORDER BY id DESC LIMIT @limit`,
    ),
    retry: db.prepare(
      `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL,
         claimed_by = NULL, claimed_until = NULL
       WHERE id = ? AND status = 'failed'`,
    ),
  };
  return {
    async addWebhook({ blogId, url, secret, events, format }) {
      return toWebhook(
        q.add.get(blogId === null ? null : rowId(blogId), url, secret, eventsColumn(events), format) as WebhookRow,
      );
    },
    async listWebhooks() {
      return (q.list.all() as WebhookRow[]).map(toWebhook);
    },
    async removeWebhook(id) {
      return q.remove.run(rowId(id)).changes > 0;
    },
    async claimDeliveries({ by, now, leaseMs, limit }) {
      const rows = q.claim.all({
        by,
        now: iso(now),
        until: iso(new Date(now.getTime() + leaseMs)),
        limit,
      }) as DeliveryRow[];
      if (!rows.length) return [];
      const hooks = new Map(
        (q.hooksOf.all(JSON.stringify(rows.map((row) => row.webhook_id))) as WebhookRow[]).map((hook) => [
          hook.id,
          hook,
        ]),
      );
      return rows.map((row) => toClaimed({ ...row, ...hooks.get(row.webhook_id)!, id: row.id }));
    },
    async settleDelivery(id, by, outcome) {
      if (outcome.status === 'delivered') return q.delivered.run(id, by).changes > 0;
      const next = outcome.status === 'pending' ? iso(outcome.nextAttemptAt) : null;
      return q.settle.run({ id, by, status: outcome.status, next, error: outcome.error }).changes > 0;
    },
    async nextDeliveryDue() {
      const due = q.nextDue.get() as string | null;
      return due === null ? null : new Date(due);
    },
    async listFailedDeliveries(blogId, { after, limit }) {
      const rows = q.failed.all({
        after,
        blog: blogId === null ? null : (rowId(blogId) ?? 0),
        limit: limit + 1,
      }) as DeliveryRow[];
      return paged(rows.map(toDelivery), limit);
    },
    async retryDelivery(id, now) {
      return q.retry.run(iso(now), id).changes > 0;
    },
    watchDeliveries: (queued) => outbox.watch(queued),
  };
}
