import type { CaptchaVerdict } from '../captcha/verifier.ts';
import type { VoteAction } from '../store/store.ts';

/**
 * What each part of the server counts (docs/self-hosting.md "Metrics"), each as the narrow interface that part
 * is handed. The parts never see the registry: metrics.ts makes these from it, and a part given none counts
 * into UNCOUNTED, which counts nothing (tests, a server without metrics).
 */

/** Every answer, by the route that matched it (its pattern, never the address asked for) and its status. */
export interface RequestMetrics {
  answered(method: string, route: string, status: number, seconds: number): void;
}

/** One cache of answers: whether a lookup found what it asked for. */
export interface CacheMetrics {
  hit(): void;
  miss(): void;
}

/** The database as the server uses it: how long each store call took, by its name. */
export interface DatabaseMetrics {
  called(call: string, seconds: number): void;
}

/** New comments stored (shown or held), those of them held, and held comments approved or rejected. */
export interface CommentMetrics {
  posted(): void;
  held(): void;
  approved(): void;
  rejected(): void;
}

/** Votes that counted (a refused vote changes nothing and is not one). */
export interface VoteMetrics {
  voted(action: VoteAction): void;
}

/** Each robot-check proof a writer sent, by what the check said of it. */
export interface RobotCheckMetrics {
  checked(verdict: CaptchaVerdict): void;
}

/** Each spend an allowance (policy/allowance.ts) refused, by the allowance's name. */
export interface RateLimitMetrics {
  refused(allowance: string): void;
}

/** Each mail handed to the mail server, and each it did not take. */
export interface MailMetrics {
  sent(): void;
  failed(): void;
}

/** Each webhook delivery, delivered (a 2xx) or failed for good. */
export interface WebhookMetrics {
  delivered(): void;
  failed(): void;
}

/** Every part's metrics together: what only the composition root (app.ts, create-server.ts) holds. */
export interface ServerMetrics {
  requests: RequestMetrics;
  /** The API's answer cache (graphql/result-cache.ts, routes/graphql.ts). */
  answers: CacheMetrics;
  /** The rendered sections (routes/kept-renderers.ts). */
  sections: CacheMetrics;
  database: DatabaseMetrics;
  comments: CommentMetrics;
  votes: VoteMetrics;
  robotCheck: RobotCheckMetrics;
  rateLimits: RateLimitMetrics;
  mail: MailMetrics;
  webhooks: WebhookMetrics;
}

const nothing = () => {};

/** Counts nothing: what a part uses when it is handed no metrics. */
export const UNCOUNTED: ServerMetrics = {
  requests: { answered: nothing },
  answers: { hit: nothing, miss: nothing },
  sections: { hit: nothing, miss: nothing },
  database: { called: nothing },
  comments: { posted: nothing, held: nothing, approved: nothing, rejected: nothing },
  votes: { voted: nothing },
  robotCheck: { checked: nothing },
  rateLimits: { refused: nothing },
  mail: { sent: nothing, failed: nothing },
  webhooks: { delivered: nothing, failed: nothing },
};
