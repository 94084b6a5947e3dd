/**
 * Every variable the server reads (docs/self-hosting.md "Configuration"), besides each OpenID Connect provider's
 * OIDC_{ID}_… (sign-in-config.ts).
 */
export const SETTING_NAMES = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'SEED',
  'SHUTDOWN_SECONDS',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_SECRET',
  'ROBOT_CHECK',
  'ROBOT_CHECK_DIFFICULTY',
  'ROBOT_CHECK_SECRET',
  'EDIT_MINUTES',
  'SMTP_URL',
  'PUBLIC_URL',
  'MAIL_FROM',
  'RATE_LIMIT_MUTATIONS',
  'RATE_LIMIT_PREVIEWS',
  'RATE_LIMIT_READ_COST',
  'RATE_LIMIT_SIGN_IN_ACCOUNT',
  'HELD_PER_ADDRESS',
  'HELD_PER_POST',
  'VOTES_PER_ADDRESS',
  'ADDRESS_DAYS',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'OVERLOAD_EVENT_LOOP_DELAY_MS',
  'OVERLOAD_HEAP_MB',
  'OVERLOAD_RSS_MB',
  'METRICS_TOKEN',
  'METRICS_PORT',
  'METRICS_HOST',
  'DEMO_MODERATION',
  'DEMO_CAPTCHA',
  'LOCAL_SIGN_IN',
  'OIDC_PROVIDERS',
  'SSO_SECRET',
] as const;

const OIDC_PARTS = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'NAME'];
/** Beginnings only this server's settings have: a name that starts so and is not read is a mistake. */
const OUR_FAMILIES = /^(PORCHLIGHT_|RATE_LIMIT_|OVERLOAD_|METRICS_|ROBOT_CHECK|RECAPTCHA_|HELD_|DEMO_|OIDC_|SSO_)/;

/** How many letters to add, drop or change to turn one name into the other. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Variables set that look like this server's and that it does not read: a misspelt name is otherwise a setting
 * silently left at its default. One line each, for a warning at start; the start goes on, since a platform's
 * environment may hold names of its own that only resemble these.
 */
export function unknownSettings(env: Record<string, string | undefined>): string[] {
  const providers = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim().toUpperCase().replaceAll('-', '_'))
    .filter(Boolean);
  const read = new Set<string>([
    ...SETTING_NAMES,
    ...providers.flatMap((id) => OIDC_PARTS.map((part) => `OIDC_${id}_${part}`)),
  ]);
  const lines: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (read.has(name) || env[name] === undefined) continue;
    // Long names only: PORT or HOST are a letter away from many a name that is no one's typo.
    const near = SETTING_NAMES.find((known) => known.length >= 8 && distance(name, known) <= 2);
    if (near) lines.push(`${name} is not a Porchlight setting and is ignored: did you mean ${near}?`);
    else if (/^OIDC_.+_(ISSUER|CLIENT_ID|CLIENT_SECRET|NAME)$/.test(name))
      lines.push(`${name} is ignored: OIDC_PROVIDERS lists no provider it belongs to`);
    else if (OUR_FAMILIES.test(name))
      lines.push(`${name} is not a Porchlight setting and is ignored (docs/self-hosting.md "Configuration")`);
  }
  return lines;
}
