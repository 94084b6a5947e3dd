import type Database from 'better-sqlite3';
import type { WebhookEvent } from '../store.ts';
import { newMessageId, SNAPSHOT_COLUMNS, toSnapshot, wantsEvent, type SnapshotRow } from '../webhook-rows.ts';

/**
 * The webhooks' outbox as the comment writes fill it, on SQLite (docs/self-hosting.md "Webhooks"): called inside
 * the write's transaction, so a delivery is queued exactly when the write commits.
 */
export interface SqliteOutbox {
  /**
   * Queues `event` about comment `id` for each webhook told of it (none: one indexed read, nothing written).
   * `gone`: the event removes the comment, and is recorded before it does.
   */
  record(event: WebhookEvent, id: number, gone?: boolean): void;
  /** `queued` runs after a commit that queued a delivery; the function it gives stops that. */
  watch(queued: () => void): () => void;
  /** Drops the deliveries that carry comments `ids`: an event holds its comment as it was, name and words. */
  drop(ids: readonly number[]): void;
}

export function createSqliteOutbox(db: Database.Database): SqliteOutbox {
  const q = {
    hooks: db.prepare(
      `SELECT id, events FROM webhooks
       WHERE blog_id IS NULL OR blog_id = (SELECT p.blog_id FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = ?)`,
    ),
    snapshot: db.prepare(
      `SELECT ${SNAPSHOT_COLUMNS} FROM comments c JOIN posts p ON p.id = c.post_id JOIN blogs b ON b.id = p.blog_id
       WHERE c.id = ?`,
    ),
    queue: db.prepare(
      `INSERT INTO webhook_deliveries (id, webhook_id, event, payload, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    ),
    drop: db.prepare(
      "DELETE FROM webhook_deliveries WHERE json_extract(payload, '$.comment.id') IN (SELECT CAST(value AS TEXT) FROM json_each(?))",
    ),
  };
  const watchers = new Set<() => void>();
  return {
    record(event, id, gone = false) {
      const hooks = (q.hooks.all(id) as { id: number; events: string }[]).filter((hook) =>
        wantsEvent(hook.events, event),
      );
      const row = hooks.length ? (q.snapshot.get(id) as SnapshotRow | undefined) : undefined;
      if (!row) return;
      const payload = JSON.stringify(toSnapshot(row, gone));
      for (const hook of hooks) q.queue.run(newMessageId(), hook.id, event, payload);
      // A transaction on SQLite is synchronous: by this turn's end it has committed (or rolled back, and the worker
      // finds nothing new).
      queueMicrotask(() => watchers.forEach((queued) => queued()));
    },
    watch(queued) {
      watchers.add(queued);
      return () => watchers.delete(queued);
    },
    drop(ids) {
      q.drop.run(JSON.stringify(ids));
    },
  };
}
