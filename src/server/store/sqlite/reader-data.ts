import { PLACEHOLDER_SET } from '../rows.ts';
import type Database from 'better-sqlite3';
import { withAuthor } from '../author-ids.ts';
import { flag } from '../db-values.ts';
import { rowId } from '../row-id.ts';
import { voteDay } from '../vote-rule.ts';
import type { Forgotten, Reader, ReaderData, ReaderDataStore } from '../store.ts';
import { readerScope, toReaderData, type ReaderAccountRow, type ReaderCommentRow } from '../reader-rows.ts';
import type { SqliteOutbox } from './outbox.ts';

/**
 * Readers' data on SQLite (docs/self-hosting.md "Readers' data"): what the store holds of one reader, their
 * forgetting in one transaction, and the server's own forgetting of addresses and of comments held too long.
 * The connection deletes securely (openSqlite: `secure_delete`), and a forgetting ends with a checkpoint that
 * empties the write-ahead log, so what was erased lingers neither in free pages nor in the log.
 */
export function createSqliteReaderData(db: Database.Database, outbox: SqliteOutbox): ReaderDataStore {
  const COMMENT = `SELECT c.id, c.post_id, p.blog_id, c.parent_id, c.name, c.email, c.website, c.body, c.created_at,
    c.edited_at, c.is_visible, c.deleted, c.rejected_at, c.address_hash, b.forgotten_comments
    FROM comments c JOIN posts p ON p.id = c.post_id JOIN blogs b ON b.id = p.blog_id`;
  const q = {
    account: db.prepare('SELECT id, name, email, avatar, created_at FROM accounts WHERE id = ?'),
    identities: db.prepare('SELECT issuer, subject FROM identities WHERE account_id = ? ORDER BY issuer, subject'),
    sessions: db.prepare('SELECT expires_at, issuer FROM sessions WHERE account_id = ? ORDER BY expires_at'),
    // Newest last, as written; forgetting walks them newest first, so a reply of theirs goes before what it answers.
    byAccount: db.prepare(`${COMMENT} WHERE c.account_id = ? ORDER BY c.id`),
    // An e-mail speaks for the comments written without an account: an account's are its own to give or forget.
    byEmail: db.prepare(`${COMMENT} WHERE c.account_id IS NULL AND c.email = ? COLLATE NOCASE ORDER BY c.id`),
    byIds: db.prepare(`${COMMENT} WHERE c.id IN (SELECT value FROM json_each(?)) ORDER BY c.id`),
    votes: db.prepare('SELECT comment_id, kind FROM votes WHERE visitor = ? ORDER BY comment_id'),
    replyMail: db.prepare(
      `SELECT comment_id, email, state, created_at FROM reply_mail
       WHERE comment_id IN (SELECT value FROM json_each(@ids)) OR email IN (SELECT value FROM json_each(@emails))
       ORDER BY comment_id`,
    ),
    answered: db.prepare('SELECT 1 FROM comments WHERE parent_id = ? OR thread_id = ? LIMIT 1'),
    placeholder: db.prepare(`UPDATE comments SET ${PLACEHOLDER_SET} WHERE id = ?`),
    remove: db.prepare('DELETE FROM comments WHERE id = ?'),
    dropVote: db.prepare('DELETE FROM votes WHERE comment_id = ? AND visitor = ?'),
    unbump: db.prepare('UPDATE comments SET likes = likes - ?, dislikes = dislikes - ? WHERE id = ?'),
    dropReplyMail: db.prepare(
      `DELETE FROM reply_mail WHERE comment_id IN (SELECT value FROM json_each(@ids))
       OR email IN (SELECT value FROM json_each(@emails))`,
    ),
    dropMailAsks: db.prepare('DELETE FROM mail_asks WHERE email IN (SELECT value FROM json_each(?))'),
    dropAddressVotes: db.prepare('DELETE FROM address_votes WHERE address_hash IN (SELECT value FROM json_each(?))'),
    dropRules: db.prepare(
      `DELETE FROM blog_author_rules WHERE (claim = 'email' AND lower(value) IN (SELECT value FROM json_each(@emails)))
       OR (claim = 'sub' AND issuer || ' ' || value IN (SELECT value FROM json_each(@subjects)))`,
    ),
    authorOf: db.prepare("SELECT id, author_ids FROM blogs WHERE ',' || author_ids || ',' LIKE '%,' || ? || ',%'"),
    setAuthors: db.prepare('UPDATE blogs SET author_ids = ? WHERE id = ?'),
    dropAccount: db.prepare('DELETE FROM accounts WHERE id = ?'),
    eraseAddresses: db.prepare(
      'UPDATE comments INDEXED BY comments_address_kept SET address_hash = NULL WHERE address_hash IS NOT NULL AND created_at < ?',
    ),
    pruneAddressVotes: db.prepare('DELETE FROM address_votes WHERE day < ?'),
    pruneBlocks: db.prepare('DELETE FROM blocks WHERE until < ?'),
    // Waiting since written, or since the edit that sent it back to the queue; one that replies answer (an edit
    // held again) stays, since dropping it would take its replies with it.
    staleHeld: db
      .prepare(
        `SELECT c.id FROM blogs b JOIN posts p ON p.blog_id = b.id
         JOIN comments c INDEXED BY comments_held_post ON c.post_id = p.id
         WHERE b.held_days IS NOT NULL AND c.is_visible = 0 AND NOT c.deleted AND c.rejected_at IS NULL
           AND julianday(max(coalesce(c.edited_at, c.created_at), coalesce(c.restored_at, ''))) < julianday(@now) - b.held_days
           AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = c.id OR r.thread_id = c.id)`,
      )
      .pluck(),
  };

  const commentsOf = (reader: Reader): ReaderCommentRow[] => {
    if ('accountId' in reader) return q.byAccount.all(rowId(reader.accountId)) as ReaderCommentRow[];
    if ('email' in reader) return q.byEmail.all(reader.email) as ReaderCommentRow[];
    return q.byIds.all(JSON.stringify(reader.commentIds.map(rowId).filter((id) => id !== null))) as ReaderCommentRow[];
  };

  const accountOf = (reader: Reader) => {
    const id = 'accountId' in reader ? rowId(reader.accountId) : null;
    return { id, row: id === null ? undefined : (q.account.get(id) as ReaderAccountRow | undefined) };
  };

  const read = (reader: Reader): ReaderData => {
    const account = accountOf(reader);
    const comments = commentsOf(reader);
    const scope = readerScope(reader, account.row, comments);
    return toReaderData({
      account: account.row,
      identities: account.row ? (q.identities.all(account.id) as { issuer: string; subject: string }[]) : [],
      comments,
      votes: reader.visitor ? (q.votes.all(reader.visitor) as { comment_id: number; kind: 'like' | 'dislike' }[]) : [],
      replyMail: q.replyMail.all({
        ids: JSON.stringify(scope.commentIds),
        emails: JSON.stringify(scope.replyMailEmails),
      }) as {
        comment_id: number;
        email: string;
        state: string;
        created_at: string;
      }[],
      sessions: account.row ? (q.sessions.all(account.id) as { expires_at: string; issuer: string | null }[]) : [],
    });
  };

  const forget = db.transaction((reader: Reader): Forgotten => {
    const { id: accountId, row: account } = accountOf(reader);
    const comments = commentsOf(reader);
    const scope = readerScope(reader, account, comments);
    const done: Forgotten = { account: false, removed: 0, placeholders: 0, votes: 0, sessions: 0 };
    // Their votes first, each taken off the count it added to.
    if (reader.visitor)
      for (const vote of q.votes.all(reader.visitor) as { comment_id: number; kind: string }[]) {
        q.dropVote.run(vote.comment_id, reader.visitor);
        q.unbump.run(vote.kind === 'like' ? 1 : 0, vote.kind === 'dislike' ? 1 : 0, vote.comment_id);
        done.votes++;
      }
    q.dropReplyMail.run({ ids: JSON.stringify(scope.commentIds), emails: JSON.stringify(scope.replyMailEmails) });
    for (const row of [...comments].reverse()) {
      const answered = q.answered.get(row.id, row.id);
      if (answered || (row.forgotten_comments === 'placeholder' && flag(row.is_visible))) {
        q.placeholder.run(row.id);
        done.placeholders++;
      } else {
        q.remove.run(row.id);
        done.removed++;
      }
    }
    // The outbox holds each event's comment as it was (name and words): a forgotten reader's go with them.
    outbox.drop(scope.commentIds);
    q.dropMailAsks.run(JSON.stringify(scope.emails));
    q.dropAddressVotes.run(JSON.stringify(scope.addressHashes));
    if (account) {
      const subjects = (q.identities.all(accountId) as { issuer: string; subject: string }[]).map(
        ({ issuer, subject }) => `${issuer} ${subject}`,
      );
      q.dropRules.run({ emails: JSON.stringify(scope.emails), subjects: JSON.stringify(subjects) });
      for (const blog of q.authorOf.all(String(accountId)) as { id: number; author_ids: string }[])
        q.setAuthors.run(withAuthor(blog.author_ids, String(accountId), false), blog.id);
      done.sessions = (q.sessions.all(accountId) as unknown[]).length;
      // Its sessions and identities go with it (ON DELETE CASCADE); blogs it owned stay, ownerless (SET NULL).
      q.dropAccount.run(accountId);
      done.account = true;
    }
    return done;
  });

  /**
   * The pages that held erased rows, as they were, are in the write-ahead log until a checkpoint copies the pages
   * as they are now into the file and empties the log. A reader holding an older snapshot keeps the log busy:
   * the server's own sweep, every hour (retention.ts), empties it then.
   */
  const emptyLog = () => db.pragma('wal_checkpoint(TRUNCATE)');
  // Dropped unread with what the outbox still holds of them (a held comment's event carries its words).
  const dropStale = db.transaction((now: Date): number => {
    const ids = q.staleHeld.all({ now: now.toISOString() }) as number[];
    outbox.drop(ids);
    for (const id of ids) q.remove.run(id);
    return ids.length;
  });

  return {
    async readerData(reader) {
      return read(reader);
    },
    async forgetReader(reader) {
      // IMMEDIATE: it reads, then writes; another process on the file waits for it rather than failing half-way.
      const done = forget.immediate(reader);
      emptyLog();
      return done;
    },
    async eraseAddressesBefore(before) {
      const erased = q.eraseAddresses.run(before.toISOString()).changes;
      q.pruneAddressVotes.run(voteDay(before));
      q.pruneBlocks.run(before.toISOString());
      emptyLog();
      return erased;
    },
    async dropStaleHeld(now) {
      return dropStale.immediate(now);
    },
  };
}
