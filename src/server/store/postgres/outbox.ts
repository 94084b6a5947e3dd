import { COMMENT_COLUMNS, toComment, type CommentRow } from '../rows.ts';
import type { StoredComment, WebhookEvent } from '../store.ts';
import type { PostgresQueries, PostgresTransaction } from './connection.ts';

/**
 * The webhooks' outbox as the comment writes fill it, on PostgreSQL (docs/self-hosting.md "Webhooks"): a write and
 * the deliveries it queues are one statement, atomic without a transaction of several round trips, so a delivery
 * is queued exactly when the write commits, and a write costs one round trip whether webhooks listen or not.
 */
export interface PostgresOutbox {
  /**
   * Runs a comment's write with a delivery of its event for each webhook told of it, in one statement; the comment
   * as written, or null when nothing was. On a transaction's client the watchers are told once it commits;
   * otherwise once the statement has.
   */
  write(on: PostgresQueries | PostgresTransaction, write: OutboxWrite): Promise<StoredComment | null>;
  /** `queued` runs after a commit that queued a delivery; the function it gives stops that. */
  watch(queued: () => void): () => void;
  /** Drops the deliveries that carry comments `ids`: an event holds its comment as it was, name and words. */
  drop(on: PostgresQueries, ids: readonly (string | number)[]): Promise<void>;
}

export interface OutboxWrite {
  /**
   * The write, giving the comment's row as it leaves it (`… RETURNING *`), or as it was: a SELECT in the statement
   * reads the rows as they were before it.
   */
  written: string;
  /** Common table expressions ahead of the write's own (`name AS (…)`, comma-separated): what more it writes. */
  before?: string;
  params: unknown[];
  /** SQL over the written row, as `c`, naming its event (eventIs), or NULL for none. */
  event: string;
  /** The event removes the comment. */
  gone?: boolean;
}

/** An event as the SQL `event` of a write names it. */
export const eventIs = (event: WebhookEvent): string => `'${event}'`;

/** A time as a snapshot gives it: ISO 8601 in UTC to the millisecond, as a Date's toISOString (db-values.ts). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The comment `c` of post `p` of blog `b` as webhook-rows.ts toSnapshot gives it (its post's url as rows.ts postPath
 * does), built in the statement that queues it: `gone` or a placeholder, told without its writer or words.
 */
const snapshot = (gone: boolean) => {
  const erased = `(${gone} OR c.deleted)`;
  return `json_build_object(
    'blog', json_build_object('id', b.id::text, 'name', b.name, 'url', b.url),
    'post', json_build_object('id', p.id::text, 'title', p.title, 'url', '/posts/' || p.id),
    'comment', json_build_object('id', c.id::text, 'parentId', c.parent_id::text,
      'name', CASE WHEN ${erased} THEN '' ELSE c.name END, 'body', CASE WHEN ${erased} THEN '' ELSE c.body END,
      'bodyTree', CASE WHEN ${erased} THEN NULL ELSE c.body_tree END,
      'status', CASE WHEN ${erased} THEN 'deleted' WHEN c.is_visible THEN 'visible' ELSE 'held' END,
      'createdAt', ${iso('c.created_at')}, 'editedAt', ${iso('c.edited_at')}))::text`;
};

export function createPostgresOutbox(): PostgresOutbox {
  const watchers = new Set<() => void>();
  const tell = () => watchers.forEach((queued) => queued());
  return {
    async write(on, { written, before, params, event, gone = false }) {
      // A Standard Webhooks message id per event and webhook (webhook-rows.ts newMessageId): `msg_` and 32 hex digits.
      const { rows } = await on.query<CommentRow & { queued: number }>(
        `WITH ${before ? `${before},` : ''}
         written AS (${written}),
         queued AS (
           INSERT INTO webhook_deliveries (id, webhook_id, event, payload, next_attempt_at, created_at)
           SELECT 'msg_' || replace(gen_random_uuid()::text, '-', ''), w.id, told.event, ${snapshot(gone)}, now(), now()
           FROM written c JOIN posts p ON p.id = c.post_id JOIN blogs b ON b.id = p.blog_id
             CROSS JOIN LATERAL (SELECT (${event})::text AS event) told
             JOIN webhooks w ON (w.blog_id IS NULL OR w.blog_id = p.blog_id)
               AND told.event = ANY (string_to_array(w.events, ','))
           RETURNING 1)
         SELECT ${COMMENT_COLUMNS}, (SELECT count(*) FROM queued)::int AS queued
         FROM written c LEFT JOIN accounts a ON a.id = c.account_id`,
        params,
      );
      if (!rows[0]) return null;
      if (rows[0].queued) {
        if ('afterCommit' in on) on.afterCommit(tell);
        else tell();
      }
      return toComment(rows[0]);
    },
    watch(queued) {
      watchers.add(queued);
      return () => watchers.delete(queued);
    },
    async drop(on, ids) {
      await on.query("DELETE FROM webhook_deliveries WHERE (payload::jsonb #>> '{comment,id}') = ANY ($1::text[])", [
        ids.map(String),
      ]);
    },
  };
}
