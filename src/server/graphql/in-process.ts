import type { CaptchaVerifier } from '../captcha/verifier.ts';
import type { ReplyMailService } from '../mail/reply-mail.ts';
import type { CommentMetrics, VoteMetrics } from '../metrics/parts.ts';
import type { Account, HeldQuota, Store } from '../store/store.ts';
import type { ErrorLog, GraphQLContext } from './context.ts';
import { createGraphQLHandler, type Prepared, type Refusal } from './handle.ts';
import { createSchema } from './schema.ts';

/** The server's settings every operation runs under, whichever route sent it. */
export interface ApiSettings {
  store: Store;
  captcha: CaptchaVerifier;
  /** The server's logger: a resolver's unexpected error and a failure a request survives (a mail) go there. */
  log: ErrorLog;
  /** How long a writer may edit or delete their own comment. */
  editWindowMs: number;
  /** New votes one comment takes from one address a day (docs/self-hosting.md "Votes from one address"). */
  votesPerAddress: number;
  /** How many comments may wait for approval per address and per post (policy/held-quota.ts). */
  heldQuota: HeldQuota;
  /** Reply notifications, when the server sends mail. */
  replyMail: ReplyMailService | null;
  /**
   * Told of each change this server runs, whichever route sent it: before it runs (`changed` false: nothing
   * rendered from now on may be kept) and after (`changed`: whether it may have changed anything).
   */
  written?: (changed: boolean) => void;
  /** Told of comments posted, held, approved and rejected (docs/self-hosting.md "Metrics"). */
  commentMetrics?: CommentMetrics;
  /** Told of each vote that counted. */
  voteMetrics?: VoteMetrics;
}

/** What one request brings to an operation: who asks, and from where. */
export interface Requester {
  viewer: Account | null;
  visitor(): string;
  remoteIp: string;
  /** The keyed hash of the address a change comes from (auth/address-hash.ts). */
  addressHash?: string | null;
  /** A comment sent by the plain HTML form (routes/comment-form.ts): taken without a robot check, always held. */
  plainForm?: boolean;
}

/** The API as the server's own routes call it: JSON, the HTTP form and the moderation page, and the renderers. */
export interface InProcessApi {
  /** A request body checked against the schema and its limits (handle.ts), ready to run or refused. */
  prepare(body: unknown): Refusal | Prepared;
  /** The context an operation runs with for this requester, under the server's settings. */
  context(requester: Requester): GraphQLContext;
}

/**
 * The one in-process API of an app (app.ts builds it once and hands it to the routes): one schema, one
 * handler with its caches of checked and compiled documents, and one way to build a context, so every route
 * runs an operation with the same rules and the same settings.
 */
export function createInProcessApi(settings: ApiSettings): InProcessApi {
  const { log, written, ...shared } = settings;
  // A resolver's failure is masked for the client (mask-errors.ts); its cause goes to the server's log.
  const handle = createGraphQLHandler(createSchema(), { onInternalError: (error) => log.error(error) });
  const prepare = (body: unknown): Refusal | Prepared => {
    const prepared = handle(body);
    if (!written || !prepared.ok || prepared.kind !== 'mutation') return prepared;
    // Before, so that nothing rendered across the change is kept; after, so that nothing rendered before it is,
    // unless it changed nothing: every field refused (a vote refused, a comment that did not pass).
    return {
      ...prepared,
      async run(context) {
        written(false);
        let result: Awaited<ReturnType<Prepared['run']>> | undefined;
        try {
          return (result = await prepared.run(context));
        } finally {
          const refusedWhole =
            result?.errors?.length && Object.values(result.data ?? {}).every((value) => value === null);
          written(!refusedWhole);
        }
      },
    };
  };
  return { prepare, context: (requester) => ({ ...shared, log, ...requester }) };
}
