import { toReplyMail, type ReplyMailRow } from '../rows.ts';
import { rowId } from '../row-id.ts';
import type { ReplyMailStore } from '../store.ts';
import type { PostgresConnection } from './connection.ts';

/** Reply mail (docs/moderation.md "Reply notifications") on PostgreSQL: each wish confirmed from its own mail, a few mails an address a day. */
export function createPostgresReplyMail(db: PostgresConnection): ReplyMailStore {
  return {
    async wantReplyMail(commentId, blogId, email, locale, now, { confirmed, asksPerDay }) {
      const address = email.toLowerCase();
      const blog = rowId(blogId);
      return db.transaction(async (client) => {
        const state = confirmed ? ('on' as const) : ('pending' as const);
        const counted = confirmed
          ? null
          : await client.query<{ asks: number }>(
              `INSERT INTO mail_asks (blog_id, email, day, asks) VALUES ($1, $2, $3, 1)
               ON CONFLICT (blog_id, email) DO UPDATE SET asks = CASE WHEN mail_asks.day = excluded.day THEN mail_asks.asks + 1 ELSE 1 END, day = excluded.day
               RETURNING asks`,
              [blog, address, now.toISOString().slice(0, 10)],
            );
        await client.query(
          `INSERT INTO reply_mail (comment_id, blog_id, email, locale, state, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (comment_id) DO UPDATE SET email = excluded.email, locale = excluded.locale, state = excluded.state, created_at = excluded.created_at`,
          [rowId(commentId), blog, address, locale, state, now],
        );
        return { state, ask: counted !== null && counted.rows[0]!.asks <= asksPerDay };
      });
    },
    async replyMailOf(commentId) {
      const row = await db.one<ReplyMailRow>(
        'SELECT comment_id, blog_id, email, locale, state FROM reply_mail WHERE comment_id = $1',
        [rowId(commentId)],
      );
      return row ? toReplyMail(row) : null;
    },
    confirmReplyMail: (commentId) =>
      db.changed("UPDATE reply_mail SET state = 'on' WHERE comment_id = $1 AND state = 'pending'", [rowId(commentId)]),
    stopReplyMail: (commentId) =>
      db.changed("UPDATE reply_mail SET state = 'off' WHERE comment_id = $1", [rowId(commentId)]),
  };
}
