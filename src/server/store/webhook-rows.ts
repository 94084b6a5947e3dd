import { randomUUID } from 'node:crypto';
import { time, type DbFlag, type DbId, type DbTime, flag, idOrNull } from './db-values.ts';
import { postPath } from './rows.ts';
import type {
  ClaimedDelivery,
  Webhook,
  WebhookDelivery,
  WebhookEvent,
  WebhookFormat,
  WebhookSnapshot,
} from './store.ts';

/**
 * Webhooks' rows as both engines give them (docs/self-hosting.md "Webhooks"), turned into what the Store returns,
 * and the comment's snapshot a delivery keeps: one set of shapes for the SQLite and the PostgreSQL outbox.
 */

/** A Standard Webhooks message id: `msg_` and 32 hex digits, unique per event and webhook, kept across attempts. */
export const newMessageId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

/** The events a webhook is told of, as its row keeps them: comma-separated. */
export const eventsColumn = (events: readonly WebhookEvent[]): string => events.join(',');
export const wantsEvent = (events: string, event: WebhookEvent): boolean => events.split(',').includes(event);

export interface WebhookRow {
  id: DbId;
  blog_id: DbId | null;
  url: string;
  secret: string;
  events: string;
  format: string;
  created_at: DbTime;
}
export const toWebhook = (row: WebhookRow): Webhook => ({
  id: String(row.id),
  blogId: idOrNull(row.blog_id),
  url: row.url,
  secret: row.secret,
  events: row.events.split(',') as WebhookEvent[],
  format: row.format as WebhookFormat,
  createdAt: time(row.created_at),
});

export interface DeliveryRow {
  id: string;
  webhook_id: DbId;
  event: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: DbTime;
  last_error: string | null;
  created_at: DbTime;
}
export const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  webhookId: String(row.webhook_id),
  event: row.event as WebhookEvent,
  snapshot: JSON.parse(row.payload) as WebhookSnapshot,
  createdAt: time(row.created_at),
  attempts: Number(row.attempts),
  nextAttemptAt: time(row.next_attempt_at),
  status: row.status as WebhookDelivery['status'],
  lastError: row.last_error,
});
export const toClaimed = (row: DeliveryRow & Pick<WebhookRow, 'url' | 'secret' | 'format'>): ClaimedDelivery => ({
  ...toDelivery(row),
  webhook: { url: row.url, secret: row.secret, format: row.format as WebhookFormat },
});
/** A delivery's columns, as every statement that reads deliveries names them. */
export const DELIVERY_COLUMNS =
  'id, webhook_id, event, payload, status, attempts, next_attempt_at, last_error, created_at';

/** What a snapshot is read from: the comment, its post and its blog, joined as c, p and b. */
export const SNAPSHOT_COLUMNS = `c.id, c.parent_id, c.name, c.body, c.body_tree, c.is_visible, c.deleted, c.created_at,
  c.edited_at, p.id AS post_id, p.title AS post_title, b.id AS blog_id, b.name AS blog_name, b.url AS blog_url`;
export interface SnapshotRow {
  id: DbId;
  parent_id: DbId | null;
  name: string;
  body: string;
  body_tree: string | null;
  is_visible: DbFlag;
  deleted: DbFlag;
  created_at: DbTime;
  edited_at: DbTime | null;
  post_id: DbId;
  post_title: string;
  blog_id: DbId;
  blog_name: string;
  blog_url: string;
}
/**
 * The comment as the event found it; `gone`: the event removes it (its row is read before it goes). PostgreSQL builds
 * the same in the statement that queues it (postgres/outbox.ts); the conformance suite holds the two together.
 */
export const toSnapshot = (row: SnapshotRow, gone = false): WebhookSnapshot => {
  const deleted = gone || flag(row.deleted);
  return {
    blog: { id: String(row.blog_id), name: row.blog_name, url: row.blog_url },
    post: { id: String(row.post_id), title: row.post_title, url: postPath(row.post_id) },
    comment: {
      id: String(row.id),
      parentId: idOrNull(row.parent_id),
      // A deleted or rejected comment's event names it, without its writer or words: a delivery may wait a day,
      // and fail for good, and what was erased must not live on in the outbox (docs/self-hosting.md "Readers' data").
      name: deleted ? '' : row.name,
      body: deleted ? '' : row.body,
      bodyTree: deleted ? null : row.body_tree,
      status: deleted ? 'deleted' : flag(row.is_visible) ? 'visible' : 'held',
      createdAt: time(row.created_at),
      editedAt: row.edited_at === null ? null : time(row.edited_at),
    },
  };
};
