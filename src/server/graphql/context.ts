import type { CaptchaVerifier } from '../captcha/verifier.ts';
import type { Account, HeldQuota, Store } from '../store/store.ts';
import type { ReplyMailService } from '../mail/reply-mail.ts';
import type { CommentMetrics, VoteMetrics } from '../metrics/parts.ts';

/**
 * Where the server reports a failure: Fastify's logger (pino), so every error is one line of the one log,
 * with its level, never a second report on the console.
 */
export interface ErrorLog {
  error(detail: unknown, message?: string): void;
}

/** What resolvers know about one request; the in-process API builds it (in-process.ts), tests build it by hand. */
export interface GraphQLContext {
  store: Store;
  /** Where a failure the request survives is reported (a reply mail that could not be sent). */
  log: ErrorLog;
  /** The signed-in account, null when anonymous. */
  viewer: Account | null;
  /** This browser's visitor id for votes, created (and remembered by the adapter) on first use. */
  visitor(): string;
  captcha: CaptchaVerifier;
  remoteIp: string;
  /**
   * A comment sent by a plain HTML form, without script (routes/comment-form.ts):
   * no robot check could run, so it is taken without one and always held for moderation.
   */
  plainForm?: boolean;
  /** How long a writer may edit or delete their comment (docs/embedding.md "Editing your comment"); 15 minutes unless set. */
  editWindowMs?: number;
  /** New votes one comment takes from one address a day (docs/self-hosting.md "Votes from one address"); 10 unless set. */
  votesPerAddress?: number;
  /**
   * The address a change comes from as its keyed hash (auth/address-hash.ts): kept with a comment for blocking,
   * and what bounds votes from one address. None in tests that do not say.
   */
  addressHash?: string | null;
  /** How many comments may wait for approval, per address and per post; policy/held-quota.ts's unless set. */
  heldQuota?: HeldQuota;
  /** Reply notifications, when the server has a mail server (SMTP_URL); none otherwise. */
  replyMail?: ReplyMailService | null;
  /** Told of comments posted, held, approved and rejected (docs/self-hosting.md "Metrics"); none counts nothing. */
  commentMetrics?: CommentMetrics;
  /** Told of each vote that counted; none counts nothing. */
  voteMetrics?: VoteMetrics;
}
