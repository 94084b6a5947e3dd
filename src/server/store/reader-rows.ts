import { flag, idOrNull, time, type DbFlag, type DbId, type DbTime } from './db-values.ts';
import type { ForgottenComments, Reader, ReaderData } from './store.ts';

/** A reader's comment as both engines read it for their data, with what its blog does with it once they are forgotten. */
export interface ReaderCommentRow {
  id: DbId;
  post_id: DbId;
  blog_id: DbId;
  parent_id: DbId | null;
  name: string;
  email: string | null;
  website: string | null;
  body: string;
  created_at: DbTime;
  edited_at: DbTime | null;
  is_visible: DbFlag;
  deleted: DbFlag;
  rejected_at: DbTime | null;
  address_hash: string | null;
  forgotten_comments: ForgottenComments;
}

/**
 * What else is the reader's beyond their comments, by what they proved (docs/self-hosting.md "Readers' data"):
 * - an account: its e-mail and every e-mail its comments gave, and the addresses they came from;
 * - an e-mail: that e-mail, and the addresses its comments came from;
 * - edit keys: those comments alone. A key proves the comment, not the e-mail it gave, whose other comments
 *   and reply mail may be another's to decide on.
 * E-mails in lower case, as reply mail, its asks and blocks keep them.
 */
export function readerScope(
  reader: Reader,
  account: { email: string | null } | undefined,
  comments: readonly ReaderCommentRow[],
): { commentIds: number[]; emails: string[]; replyMailEmails: string[]; addressHashes: string[] } {
  const commentIds = comments.map((row) => Number(row.id));
  if ('commentIds' in reader) return { commentIds, emails: [], replyMailEmails: [], addressHashes: [] };
  const emails = new Set<string>();
  if ('email' in reader) emails.add(reader.email.toLowerCase());
  if (account?.email) emails.add(account.email.toLowerCase());
  if ('accountId' in reader) for (const row of comments) if (row.email) emails.add(row.email.toLowerCase());
  const addressHashes = new Set(comments.flatMap((row) => (row.address_hash ? [row.address_hash] : [])));
  // Reply mail by e-mail for an account only: an e-mail's own is its comments' (by id); an account's comments'
  // reply mail under the same address is the account's to give or forget.
  const replyMailEmails = 'accountId' in reader ? [...emails] : [];
  return { commentIds, emails: [...emails], replyMailEmails, addressHashes: [...addressHashes] };
}

export interface ReaderAccountRow {
  id: DbId;
  name: string;
  email: string | null;
  avatar: string | null;
  created_at: DbTime;
}

/** The rows of a reader's data, as either engine read them, in the export's words. */
export function toReaderData(rows: {
  account: ReaderAccountRow | undefined;
  identities: { issuer: string; subject: string }[];
  comments: readonly ReaderCommentRow[];
  votes: { comment_id: DbId; kind: 'like' | 'dislike' }[];
  replyMail: { comment_id: DbId; email: string; state: string; created_at: DbTime }[];
  sessions: { expires_at: DbTime; issuer: string | null }[];
}): ReaderData {
  const { account } = rows;
  return {
    account: account
      ? {
          id: String(account.id),
          name: account.name,
          email: account.email,
          avatar: account.avatar,
          createdAt: time(account.created_at),
        }
      : null,
    identities: rows.identities.map(({ issuer, subject }) => ({ issuer, subject })),
    comments: rows.comments.map((row) => ({
      id: String(row.id),
      postId: String(row.post_id),
      blogId: String(row.blog_id),
      parentId: idOrNull(row.parent_id),
      name: row.name,
      email: row.email,
      website: row.website,
      body: row.body,
      createdAt: time(row.created_at),
      editedAt: row.edited_at === null ? null : time(row.edited_at),
      isVisible: flag(row.is_visible),
      deleted: flag(row.deleted),
      rejectedAt: row.rejected_at === null ? null : time(row.rejected_at),
      addressKept: row.address_hash !== null,
    })),
    votes: rows.votes.map((vote) => ({ commentId: String(vote.comment_id), kind: vote.kind })),
    replyMail: rows.replyMail.map((row) => ({
      commentId: String(row.comment_id),
      email: row.email,
      state: row.state,
      createdAt: time(row.created_at),
    })),
    sessions: rows.sessions.map((row) => ({ expiresAt: time(row.expires_at), issuer: row.issuer })),
  };
}
