import ipaddr from 'ipaddr.js';
import { DEFAULT_DIFFICULTY } from './captcha/proof-of-work.ts';
import { MODERATION_RULES, type HeldQuota, type ModerationRule } from './store/store.ts';
import { DEFAULT_HELD_QUOTA } from './policy/held-quota.ts';
import { checkSmtpUrl } from './mail/mailer.ts';
import { DEFAULT_VOTES_PER_ADDRESS, MAX_VOTES_PER_ADDRESS } from './policy/votes.ts';
import { readSeed } from './seed-setting.ts';
import { readSignInConfig, type SignInConfig } from './auth/sign-in-config.ts';
import { readTrustProxy, type TrustProxy } from './policy/trust-proxy.ts';
import { DEFAULT_ADDRESS_DAYS } from './retention.ts';
import { readOverloadBounds, type OverloadBounds } from './policy/overload-bounds.ts';

/** PUBLIC_URL: http(s), a host, no path: links in mails are made from it. */
const checkPublicUrl = (value: string) => {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // said below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(
      `PUBLIC_URL must be the address readers reach this server at, like https://comments.example.org (got "${value}")`,
    );
  return url.origin;
};

/** A name, each label letters, digits and inner hyphens: what a resolver may be asked. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** HOST: an address to bind, or a name that resolves to one; brackets are for URLs, and Node's listen refuses them. */
const checkHost = (value: string) => {
  if (!ipaddr.isValid(value) && !HOST_NAME.test(value))
    throw new Error(
      `HOST must be an address to bind, like 127.0.0.1, 0.0.0.0, :: or ::1 (without brackets), or a host name (got "${value}")`,
    );
  return value;
};

/** MAIL_FROM: an address, or a name and an address in angle brackets, on one line. */
const checkFrom = (value: string) => {
  if (!/^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(value.trim()))
    throw new Error(
      `MAIL_FROM must be an address, or a name and an address like Blog <blog@example.org> (got "${value}")`,
    );
  return value.trim();
};

/** Server settings from the environment (docs/self-hosting.md "Configuration"), checked once at start. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** What an empty database is filled with (README "Demo accounts"): the demo blog, or nothing. */
  seed: 'demo' | 'none';
  /** Both set: Google reCAPTCHA, whatever robotCheck says; neither: robotCheck. */
  recaptcha: { siteKey: string; secret: string } | null;
  /** Without reCAPTCHA keys: the self-hosted proof of work, or the stand-in tests opt into. */
  robotCheck: RobotCheckConfig;
  mutationsPerMinute: number;
  /** Previews (the API's expensive fields) per client address per minute (RATE_LIMIT_PREVIEWS). */
  previewsPerMinute: number;
  /** What uncached reads may cost per client address per minute (RATE_LIMIT_READ_COST; limits.ts measures a query). */
  readCostPerMinute: number;
  /** Sign-in attempts on one account (by its lower-case e-mail) per window, from any address (RATE_LIMIT_SIGN_IN_ACCOUNT). */
  signInAttemptsPerAccount: number;
  /** New votes one comment takes from one address a day (docs/self-hosting.md "Votes from one address"). */
  votesPerAddress: number;
  /** How long a writer may edit or delete their own comment, in minutes; 0: never. */
  editMinutes: number;
  /** Reply notifications (docs/moderation.md "Reply notifications"): the mail server and the sender, or null: no mail at all. */
  mail: { smtpUrl: string; from: string } | null;
  /** The address readers reach this server at (PUBLIC_URL), for the links in mails; null: where it listens. */
  publicUrl: string | null;
  /** The proxies in front whose X-Forwarded-* headers count (TRUST_PROXY): a hop count, their addresses, or none. */
  trustProxy: TrustProxy;
  /** How many comments may wait for approval at once: per address on a blog, per post (HELD_PER_ADDRESS, HELD_PER_POST). */
  heldQuota: HeldQuota;
  /** What the server logs to stderr: by default warnings and errors only (a 500's cause, a refused start). */
  logLevel: LogLevel;
  /** Settings the demo seed gives blog 1. */
  demo: { moderation: ModerationRule; captcha: boolean };
  /** How long a stop (SIGTERM, SIGINT) waits for requests in flight before it cuts them, in seconds. */
  shutdownSeconds: number;
  /** How readers sign in: the server's accounts, OpenID Connect providers, signed single sign-on. */
  signIn: SignInConfig;
  /** Past these the server answers 503 with Retry-After instead of queueing (docs/self-hosting.md "Overload"). */
  overload: OverloadBounds;
  /** Days a writer's address is kept for the abuse controls, then erased (ADDRESS_DAYS). */
  addressDays: number;
  /** `GET /metrics` (docs/self-hosting.md "Metrics"): never served unless asked for; null: not at all. */
  metrics: MetricsConfig | null;
}

/** Where the metrics are served: to a bearer of `token` on the server's port, on a port of their own, or both. */
export interface MetricsConfig {
  /** METRICS_TOKEN: `/metrics` on the server's own port answers only `Authorization: Bearer` this; null: it is not there. */
  token: string | null;
  /** METRICS_PORT on METRICS_HOST (HOST by default): `/metrics` without a token; null: no such listener. */
  listen: { port: number; host: string } | null;
}

export interface ReadConfigOptions {
  /**
   * What an unset SEED means: `npm start`'s demo (seeded on a loopback HOST only), or nothing, as for
   * `porchlight serve` and `createServer`, which face real readers.
   */
  demoByDefault?: boolean;
}

export interface RobotCheckConfig {
  mode: 'proof-of-work' | 'standin';
  /** The largest counter a solver may have to reach. */
  difficulty: number;
  /** Null: a secret generated once and kept in the database. */
  secret: string | null;
}

/** Below this a solver's work is a few guesses; above it a counter no longer fits altcha's uint32. */
const DIFFICULTY_RANGE = [10, 0xffffffff] as const;
const MIN_SECRET_LENGTH = 32;
/** A bearer token's characters (RFC 6750's b64token, without its trailing `=`): it travels in a header as it is. */
const BEARER_TOKEN = /^[A-Za-z0-9._~+/-]+$/;

export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A reader's form asks for one preview when they pause typing: a minute of steady writing stays far below this. */
export const DEFAULT_PREVIEWS_PER_MINUTE = 60;
/**
 * Some 640 uncached post pages a minute, more than ten a second (the widgets' RootComments, the viewer and
 * the last comments cost about 4,700): far beyond a reader paging a big post, a page with every widget,
 * or a browser suite loading pages from one address a few a second (whose repeats come from the answer
 * cache, free), while one address holds the thread for a few seconds a minute at most (docs/self-hosting.md "What one
 * request and one address may spend").
 */
export const DEFAULT_READ_COST_PER_MINUTE = 3_000_000;
/** Per account per SIGN_IN_ACCOUNT_WINDOW_MS (routes/popups.ts): a forgetful owner retries a few times, not ten. */
export const DEFAULT_SIGN_IN_ATTEMPTS_PER_ACCOUNT = 10;

/** A setting that is a whole number above 0, or its default when unset. */
function wholeAbove0(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0 (got "${env[name]}")`);
  return value;
}

/** A year: past it an address outlives any abuse control that could need it. */
const MAX_ADDRESS_DAYS = 365;

/** Past this a stop waits on a client for longer than any supervisor (systemd, Kubernetes) waits on the process. */
const MAX_SHUTDOWN_SECONDS = 600;

export function readConfig(
  env: Record<string, string | undefined>,
  { demoByDefault = false }: ReadConfigOptions = {},
): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const host = checkHost(env.HOST || '127.0.0.1');
  const seed = readSeed(env.SEED, host, demoByDefault);
  const siteKey = env.RECAPTCHA_SITE_KEY || '';
  const secret = env.RECAPTCHA_SECRET || '';
  if (Boolean(siteKey) !== Boolean(secret))
    throw new Error('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET go together: set both or neither');
  const robotCheck = readRobotCheck(env);
  const mutationsPerMinute = Number(env.RATE_LIMIT_MUTATIONS ?? 60);
  if (!Number.isInteger(mutationsPerMinute) || mutationsPerMinute < 1)
    throw new Error(`RATE_LIMIT_MUTATIONS must be a whole number above 0 (got "${env.RATE_LIMIT_MUTATIONS}")`);
  const previewsPerMinute = wholeAbove0(env, 'RATE_LIMIT_PREVIEWS', DEFAULT_PREVIEWS_PER_MINUTE);
  const readCostPerMinute = wholeAbove0(env, 'RATE_LIMIT_READ_COST', DEFAULT_READ_COST_PER_MINUTE);
  const signInAttemptsPerAccount = wholeAbove0(env, 'RATE_LIMIT_SIGN_IN_ACCOUNT', DEFAULT_SIGN_IN_ATTEMPTS_PER_ACCOUNT);
  const votesPerAddress = Number(env.VOTES_PER_ADDRESS || DEFAULT_VOTES_PER_ADDRESS);
  if (!Number.isInteger(votesPerAddress) || votesPerAddress < 1 || votesPerAddress > MAX_VOTES_PER_ADDRESS)
    throw new Error(
      `VOTES_PER_ADDRESS must be a whole number of votes from 1 to ${MAX_VOTES_PER_ADDRESS} (got "${env.VOTES_PER_ADDRESS}")`,
    );
  const editMinutes = Number(env.EDIT_MINUTES ?? 15);
  if (!Number.isInteger(editMinutes) || editMinutes < 0 || editMinutes > 10_080)
    throw new Error(
      `EDIT_MINUTES must be a whole number of minutes from 0 (no editing) to 10080 (a week) (got "${env.EDIT_MINUTES}")`,
    );
  const heldQuota = {
    perAddress: readHeldQuota(env, 'HELD_PER_ADDRESS', DEFAULT_HELD_QUOTA.perAddress),
    perPost: readHeldQuota(env, 'HELD_PER_POST', DEFAULT_HELD_QUOTA.perPost),
  };
  const moderation = (env.DEMO_MODERATION ?? 'first-or-links') as ModerationRule;
  if (!MODERATION_RULES.includes(moderation))
    throw new Error(`DEMO_MODERATION must be one of ${MODERATION_RULES.join(', ')} (got "${moderation}")`);
  const captcha = env.DEMO_CAPTCHA ?? 'on';
  if (captcha !== 'on' && captcha !== 'off') throw new Error(`DEMO_CAPTCHA must be "on" or "off" (got "${captcha}")`);
  // Checked with or without SMTP_URL: a bad sender found only once mail is turned on is a start refused later.
  const from = checkFrom(env.MAIL_FROM || 'Porchlight <porchlight@localhost>');
  const logLevel = (env.LOG_LEVEL || 'warn') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  const addressDays = Number(env.ADDRESS_DAYS || DEFAULT_ADDRESS_DAYS);
  if (!Number.isInteger(addressDays) || addressDays < 1 || addressDays > MAX_ADDRESS_DAYS)
    throw new Error(
      `ADDRESS_DAYS must be a whole number of days from 1 to ${MAX_ADDRESS_DAYS} that writers' addresses are kept (got "${env.ADDRESS_DAYS}")`,
    );
  const shutdownSeconds = Number(env.SHUTDOWN_SECONDS || 10);
  if (!Number.isInteger(shutdownSeconds) || shutdownSeconds < 0 || shutdownSeconds > MAX_SHUTDOWN_SECONDS)
    throw new Error(
      `SHUTDOWN_SECONDS must be a whole number of seconds from 0 (cut requests in flight at once) to ${MAX_SHUTDOWN_SECONDS} (got "${env.SHUTDOWN_SECONDS}")`,
    );
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || 'sqlite:data/porchlight.db',
    seed,
    recaptcha: siteKey ? { siteKey, secret } : null,
    robotCheck,
    mutationsPerMinute,
    previewsPerMinute,
    readCostPerMinute,
    signInAttemptsPerAccount,
    votesPerAddress,
    editMinutes,
    mail: env.SMTP_URL ? { smtpUrl: checkSmtpUrl(env.SMTP_URL), from } : null,
    publicUrl: env.PUBLIC_URL ? checkPublicUrl(env.PUBLIC_URL) : null,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    heldQuota,
    logLevel,
    demo: { moderation, captcha: captcha === 'on' },
    shutdownSeconds,
    signIn: readSignInConfig(env),
    addressDays,
    metrics: readMetrics(env, port, host),
    overload: readOverloadBounds(env),
  };
}

/**
 * METRICS_TOKEN, METRICS_PORT and METRICS_HOST: without a token or a port of their own, the metrics are not served
 * at all. The token is never repeated in an error: it may be half right.
 */
function readMetrics(env: Record<string, string | undefined>, port: number, host: string): MetricsConfig | null {
  const token = env.METRICS_TOKEN || null;
  if (token !== null && (token.length < MIN_SECRET_LENGTH || !BEARER_TOKEN.test(token)))
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_SECRET_LENGTH} letters, digits or ._~+/- (e.g. from \`openssl rand -hex 32\`)`,
    );
  if (env.METRICS_HOST && !env.METRICS_PORT)
    throw new Error('METRICS_HOST is where METRICS_PORT listens: set METRICS_PORT too, or unset METRICS_HOST');
  let listen: MetricsConfig['listen'] = null;
  if (env.METRICS_PORT) {
    const metricsPort = Number(env.METRICS_PORT);
    if (!/^[0-9]+$/.test(env.METRICS_PORT) || metricsPort > 65535)
      throw new Error(`METRICS_PORT must be a port number (got "${env.METRICS_PORT}")`);
    if (metricsPort !== 0 && metricsPort === port)
      throw new Error(`METRICS_PORT must be another port than PORT (both are ${port})`);
    listen = { port: metricsPort, host: env.METRICS_HOST || host };
  }
  return token === null && listen === null ? null : { token, listen };
}

/** A held-comment quota (policy/held-quota.ts): at least one, or nobody's comment could ever wait. */
function readHeldQuota(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = env[name] || String(fallback);
  const quota = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(quota) || quota < 1)
    throw new Error(`${name} must be a whole number of comments from 1 up (got "${env[name]}")`);
  return quota;
}

function readRobotCheck(env: Record<string, string | undefined>): RobotCheckConfig {
  if (env.ROBOT_CHECK && env.ROBOT_CHECK !== 'standin')
    throw new Error(
      `ROBOT_CHECK is either unset (the proof of work) or "standin" (the tests' stand-in, which lets everyone through) (got "${env.ROBOT_CHECK}")`,
    );
  const difficulty = Number(env.ROBOT_CHECK_DIFFICULTY || DEFAULT_DIFFICULTY);
  if (!Number.isInteger(difficulty) || difficulty < DIFFICULTY_RANGE[0] || difficulty > DIFFICULTY_RANGE[1])
    throw new Error(
      `ROBOT_CHECK_DIFFICULTY must be a whole number from ${DIFFICULTY_RANGE[0]} to ${DIFFICULTY_RANGE[1]} (got "${env.ROBOT_CHECK_DIFFICULTY}")`,
    );
  const secret = env.ROBOT_CHECK_SECRET || null;
  if (secret !== null && secret.length < MIN_SECRET_LENGTH)
    throw new Error(
      `ROBOT_CHECK_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. from \`openssl rand -hex 32\`), or unset to keep a generated one in the database`,
    );
  return { mode: env.ROBOT_CHECK === 'standin' ? 'standin' : 'proof-of-work', difficulty, secret };
}
