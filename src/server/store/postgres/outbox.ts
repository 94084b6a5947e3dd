import type { WebhookEvent } from '../store.ts';
import { newMessageId, SNAPSHOT_COLUMNS, toSnapshot, wantsEvent, type SnapshotRow } from '../webhook-rows.ts';
import type { PostgresTransaction } from './connection.ts';

/**
 * The webhooks' outbox as the comment writes fill it, on PostgreSQL (docs/self-hosting.md "Webhooks"): called on
 * the write's transaction, so a delivery is queued exactly when the write commits.
 */
export interface PostgresOutbox {
  /**
   * Queues `event` about comment `id` for each webhook told of it (none: one indexed read, nothing written).
   * `gone`: the event removes the comment, and is recorded before it does.
   */
  record(client: PostgresTransaction, event: WebhookEvent, id: unknown, gone?: boolean): Promise<void>;
  /** `queued` runs after a commit that queued a delivery; the function it gives stops that. */
  watch(queued: () => void): () => void;
}

export function createPostgresOutbox(): PostgresOutbox {
  const watchers = new Set<() => void>();
  return {
    async record(client, event, id, gone = false) {
      const { rows: hooks } = await client.query<{ id: string; events: string }>(
        `SELECT id, events FROM webhooks
         WHERE blog_id IS NULL OR blog_id = (SELECT p.blog_id FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = $1)`,
        [id],
      );
      const told = hooks.filter((hook) => wantsEvent(hook.events, event));
      if (!told.length) return;
      const { rows } = await client.query<SnapshotRow>(
        `SELECT ${SNAPSHOT_COLUMNS} FROM comments c JOIN posts p ON p.id = c.post_id JOIN blogs b ON b.id = p.blog_id
         WHERE c.id = $1`,
        [id],
      );
      if (!rows[0]) return;
      await client.query(
        `INSERT INTO webhook_deliveries (id, webhook_id, event, payload, next_attempt_at, created_at)
         SELECT message, hook, $3, $4, now(), now() FROM unnest($1::text[], $2::bigint[]) AS queued (message, hook)`,
        [told.map(() => newMessageId()), told.map((hook) => hook.id), event, JSON.stringify(toSnapshot(rows[0], gone))],
      );
      client.afterCommit(() => watchers.forEach((queued) => queued()));
    },
    watch(queued) {
      watchers.add(queued);
      return () => watchers.delete(queued);
    },
  };
}
