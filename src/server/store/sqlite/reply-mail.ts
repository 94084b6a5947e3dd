import { toReplyMail, type ReplyMailRow } from '../rows.ts';
import type Database from 'better-sqlite3';
import { rowId } from '../row-id.ts';
import type { ReplyMailStore } from '../store.ts';

/** Reply mail (docs/moderation.md "Reply notifications") on SQLite: each wish confirmed from its own mail, a few mails an address a day. */
export function createSqliteReplyMail(db: Database.Database): ReplyMailStore {
  const mail = {
    countAsk: db.prepare(
      `INSERT INTO mail_asks (blog_id, email, day, asks) VALUES (?, ?, ?, 1)
       ON CONFLICT (blog_id, email) DO UPDATE SET asks = CASE WHEN mail_asks.day = excluded.day THEN mail_asks.asks + 1 ELSE 1 END, day = excluded.day
       RETURNING asks`,
    ),
    want: db.prepare(
      `INSERT INTO reply_mail (comment_id, blog_id, email, locale, state, created_at) VALUES (@comment, @blog, @email, @locale, @state, @now)
       ON CONFLICT (comment_id) DO UPDATE SET email = excluded.email, locale = excluded.locale, state = excluded.state, created_at = excluded.created_at`,
    ),
    of: db.prepare('SELECT comment_id, blog_id, email, locale, state FROM reply_mail WHERE comment_id = ?'),
    confirm: db.prepare("UPDATE reply_mail SET state = 'on' WHERE comment_id = ? AND state = 'pending'"),
    stop: db.prepare("UPDATE reply_mail SET state = 'off' WHERE comment_id = ?"),
  };
  const wantReplyMail = db.transaction(
    (
      comment: number | null,
      blog: number | null,
      email: string,
      locale: string,
      now: Date,
      { confirmed, asksPerDay }: { confirmed: boolean; asksPerDay: number },
    ) => {
      const address = email.toLowerCase();
      const state = confirmed ? 'on' : 'pending';
      const ask =
        !confirmed &&
        (mail.countAsk.get(blog, address, now.toISOString().slice(0, 10)) as { asks: number }).asks <= asksPerDay;
      mail.want.run({ comment, blog, email: address, locale, state, now: now.toISOString() });
      return { state, ask } as const;
    },
  );

  return {
    async wantReplyMail(commentId, blogId, email, locale, now, rules) {
      return wantReplyMail(rowId(commentId), rowId(blogId), email, locale, now, rules);
    },
    async replyMailOf(commentId) {
      const row = mail.of.get(rowId(commentId)) as ReplyMailRow | undefined;
      return row ? toReplyMail(row) : null;
    },
    async confirmReplyMail(commentId) {
      return mail.confirm.run(rowId(commentId)).changes > 0;
    },
    async stopReplyMail(commentId) {
      return mail.stop.run(rowId(commentId)).changes > 0;
    },
  };
}
