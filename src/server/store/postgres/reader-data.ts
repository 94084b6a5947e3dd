import { PLACEHOLDER_SET } from '../rows.ts';
import { withAuthor } from '../author-ids.ts';
import { flag } from '../db-values.ts';
import { readerScope, toReaderData, type ReaderAccountRow, type ReaderCommentRow } from '../reader-rows.ts';
import { rowId } from '../row-id.ts';
import type { Forgotten, Reader, ReaderDataStore } from '../store.ts';
import { voteDay } from '../vote-rule.ts';
import type { PostgresConnection, PostgresQueries } from './connection.ts';
import type { PostgresOutbox } from './outbox.ts';

const COMMENT = `SELECT c.id, c.post_id, p.blog_id, c.parent_id, c.name, c.email, c.website, c.body, c.created_at,
  c.edited_at, c.is_visible, c.deleted, c.rejected_at, c.address_hash, b.forgotten_comments
  FROM comments c JOIN posts p ON p.id = c.post_id JOIN blogs b ON b.id = p.blog_id`;

/**
 * Readers' data on PostgreSQL (docs/self-hosting.md "Readers' data"), as on SQLite (sqlite/reader-data.ts). The
 * rows a forgetting deletes or overwrites stay in their pages as dead versions until VACUUM (autovacuum) frees
 * them, and their bytes until the space is used again: the docs say how an operator erases them at once.
 */
export function createPostgresReaderData(db: PostgresConnection, outbox: PostgresOutbox): ReaderDataStore {
  // Locked when forgetting: a comment of the account written meanwhile waits on its foreign key, then fails, and
  // is never left behind with the account's name and no account to find it by.
  const accountOf = async (client: PostgresQueries, reader: Reader, lock = false) => {
    const id = 'accountId' in reader ? rowId(reader.accountId) : null;
    if (id === null) return { id, row: undefined };
    const found = await client.query<ReaderAccountRow>(
      `SELECT id, name, email, avatar, created_at FROM accounts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return { id, row: found.rows[0] };
  };
  // Oldest first, as written; forgetting walks them newest first, so a reply of theirs goes before what it answers.
  const commentsOf = async (client: PostgresQueries, reader: Reader, lock = false) => {
    const [where, params] =
      'accountId' in reader
        ? ['c.account_id = $1', [rowId(reader.accountId)]]
        : 'email' in reader
          ? // An e-mail speaks for the comments written without an account: an account's are its own to give or forget.
            ['c.account_id IS NULL AND lower(c.email) = lower($1)', [reader.email]]
          : ['c.id = ANY ($1::bigint[])', [reader.commentIds.map(rowId).filter((id) => id !== null)]];
    const found = await client.query<ReaderCommentRow>(
      `${COMMENT} WHERE ${where} ORDER BY c.id${lock ? ' FOR UPDATE OF c' : ''}`,
      params,
    );
    return found.rows;
  };
  const identitiesOf = async (client: PostgresQueries, id: number | null) =>
    id === null
      ? []
      : (
          await client.query<{ issuer: string; subject: string }>(
            'SELECT issuer, subject FROM identities WHERE account_id = $1 ORDER BY issuer, subject',
            [id],
          )
        ).rows;
  const votesOf = async (client: PostgresQueries, visitor: string | null) =>
    visitor
      ? (
          await client.query<{ comment_id: string; kind: 'like' | 'dislike' }>(
            'SELECT comment_id, kind FROM votes WHERE visitor = $1 ORDER BY comment_id',
            [visitor],
          )
        ).rows
      : [];

  return {
    async readerData(reader) {
      const account = await accountOf(db, reader);
      const comments = await commentsOf(db, reader);
      const scope = readerScope(reader, account.row, comments);
      return toReaderData({
        account: account.row,
        identities: account.row ? await identitiesOf(db, account.id) : [],
        comments,
        votes: await votesOf(db, reader.visitor),
        replyMail: await db.all(
          `SELECT comment_id, email, state, created_at FROM reply_mail
           WHERE comment_id = ANY ($1::bigint[]) OR email = ANY ($2::text[]) ORDER BY comment_id`,
          [scope.commentIds, scope.replyMailEmails],
        ),
        sessions: account.row
          ? await db.all('SELECT expires_at, issuer FROM sessions WHERE account_id = $1 ORDER BY expires_at', [
              account.id,
            ])
          : [],
      });
    },

    forgetReader: (reader) =>
      db.transaction(async (client): Promise<Forgotten> => {
        const { id: accountId, row: account } = await accountOf(client, reader, true);
        // Their comments locked first: a reply written meanwhile waits, and finds what it answers kept as a placeholder.
        const comments = await commentsOf(client, reader, true);
        const scope = readerScope(reader, account, comments);
        const done: Forgotten = { account: false, removed: 0, placeholders: 0, votes: 0, sessions: 0 };
        // Their votes first, each taken off the count it added to.
        const votes = reader.visitor
          ? await client.query<{ comment_id: string; kind: string }>(
              'DELETE FROM votes WHERE visitor = $1 RETURNING comment_id, kind',
              [reader.visitor],
            )
          : { rows: [], rowCount: 0 };
        for (const vote of votes.rows)
          await client.query('UPDATE comments SET likes = likes - $1, dislikes = dislikes - $2 WHERE id = $3', [
            vote.kind === 'like' ? 1 : 0,
            vote.kind === 'dislike' ? 1 : 0,
            vote.comment_id,
          ]);
        done.votes = votes.rowCount ?? 0;
        await client.query('DELETE FROM reply_mail WHERE comment_id = ANY ($1::bigint[]) OR email = ANY ($2::text[])', [
          scope.commentIds,
          scope.replyMailEmails,
        ]);
        for (const row of [...comments].reverse()) {
          const answered = await client.query('SELECT 1 FROM comments WHERE parent_id = $1 OR thread_id = $1 LIMIT 1', [
            row.id,
          ]);
          if (answered.rowCount || (row.forgotten_comments === 'placeholder' && flag(row.is_visible))) {
            await client.query(`UPDATE comments SET ${PLACEHOLDER_SET} WHERE id = $1`, [row.id]);
            done.placeholders++;
          } else {
            await client.query('DELETE FROM comments WHERE id = $1', [row.id]);
            done.removed++;
          }
        }
        // The outbox holds each event's comment as it was (name and words): a forgotten reader's go with them.
        await outbox.drop(client, scope.commentIds);
        await client.query('DELETE FROM mail_asks WHERE email = ANY ($1::text[])', [scope.emails]);
        await client.query('DELETE FROM address_votes WHERE address_hash = ANY ($1::text[])', [scope.addressHashes]);
        if (account) {
          const subjects = (await identitiesOf(client, accountId)).map(({ issuer, subject }) => `${issuer} ${subject}`);
          await client.query(
            `DELETE FROM blog_author_rules WHERE (claim = 'email' AND lower(value) = ANY ($1::text[]))
             OR (claim = 'sub' AND issuer || ' ' || value = ANY ($2::text[]))`,
            [scope.emails, subjects],
          );
          const authorOf = await client.query<{ id: string; author_ids: string }>(
            "SELECT id, author_ids FROM blogs WHERE $1::text = ANY (string_to_array(author_ids, ',')) FOR UPDATE",
            [String(accountId)],
          );
          for (const blog of authorOf.rows)
            await client.query('UPDATE blogs SET author_ids = $1 WHERE id = $2', [
              withAuthor(blog.author_ids, String(accountId), false),
              blog.id,
            ]);
          // Its sessions and identities go with it (ON DELETE CASCADE); blogs it owned stay, ownerless (SET NULL).
          const sessions = await client.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
          done.sessions = sessions.rowCount ?? 0;
          await client.query('DELETE FROM accounts WHERE id = $1', [accountId]);
          done.account = true;
        }
        return done;
      }),

    async eraseAddressesBefore(before) {
      const erased = await db.query(
        'UPDATE comments SET address_hash = NULL WHERE address_hash IS NOT NULL AND created_at < $1',
        [before],
      );
      await db.query('DELETE FROM address_votes WHERE day < $1', [voteDay(before)]);
      await db.query('DELETE FROM blocks WHERE until < $1', [before]);
      return erased.rowCount ?? 0;
    },

    async dropStaleHeld(now) {
      // Waiting since written, or since the edit that sent it back to the queue; one that replies answer (an edit
      // held again) stays, since dropping it would take its replies with it. Dropped unread with what the outbox
      // still holds of them (a held comment's event carries its words).
      return db.transaction(async (client) => {
        const dropped = await client.query<{ id: string }>(
          `DELETE FROM comments WHERE id IN (
             SELECT c.id FROM blogs b JOIN posts p ON p.blog_id = b.id JOIN comments c ON c.post_id = p.id
             WHERE b.held_days IS NOT NULL AND NOT c.is_visible AND NOT c.deleted AND c.rejected_at IS NULL
               AND greatest(coalesce(c.edited_at, c.created_at), c.restored_at) < $1::timestamptz - make_interval(days => b.held_days)
               AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = c.id OR r.thread_id = c.id))
           RETURNING id`,
          [now],
        );
        await outbox.drop(
          client,
          dropped.rows.map(({ id }) => id),
        );
        return dropped.rowCount ?? 0;
      });
    },
  };
}
