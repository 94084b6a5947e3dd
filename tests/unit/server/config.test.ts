import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../src/server/config.ts';
import { defaultHeapBytes } from '../../../src/server/policy/overload-bounds.ts';

const DEFAULTS = {
  recaptcha: null,
  robotCheck: { mode: 'proof-of-work', difficulty: 5000, secret: null },
  mutationsPerMinute: 60,
  previewsPerMinute: 60,
  readCostPerMinute: 3_000_000,
  signInAttemptsPerAccount: 10,
  votesPerAddress: 10,
  editMinutes: 15,
  mail: null,
  publicUrl: null,
  trustProxy: false,
  heldQuota: { perAddress: 5, perPost: 50 },
  logLevel: 'warn',
  demo: { moderation: 'first-or-links', captcha: true },
  shutdownSeconds: 10,
  addressDays: 30,
  signIn: { local: true, oidc: [], ssoSecret: null },
  metrics: null,
  overload: { eventLoopDelayMs: 1000, heapBytes: defaultHeapBytes(), rssBytes: 0 },
};

test('defaults: port 8080, loopback, the demo database, not seeded, the proof of work with a secret kept in the database', () => {
  assert.equal(readConfig({}), {
    port: 8080,
    host: '127.0.0.1',
    databaseUrl: 'sqlite:data/porchlight.db',
    seed: 'none',
    ...DEFAULTS,
  });
});

test('npm start’s defaults (demoByDefault): the demo seed on loopback; on a public HOST, SEED must be said', () => {
  assert.is(readConfig({}, { demoByDefault: true }).seed, 'demo');
  assert.is(readConfig({ HOST: '::1' }, { demoByDefault: true }).seed, 'demo');
  assert.throws(
    () => readConfig({ HOST: '0.0.0.0' }, { demoByDefault: true }),
    /^SEED is unset and HOST=0\.0\.0\.0 is reachable from other machines: .* set SEED=none .* or SEED=demo/,
  );
  assert.is(readConfig({ HOST: '0.0.0.0', SEED: 'demo' }, { demoByDefault: true }).seed, 'demo');
  assert.is(readConfig({ HOST: '0.0.0.0', SEED: 'none' }, { demoByDefault: true }).seed, 'none');
});

test('ADDRESS_DAYS is read, from 1 to 365 whole days, 30 unset; anything else is refused naming it', () => {
  assert.is(readConfig({}).addressDays, 30);
  assert.is(readConfig({ ADDRESS_DAYS: '1' }).addressDays, 1);
  assert.is(readConfig({ ADDRESS_DAYS: '365' }).addressDays, 365);
  for (const bad of ['0', '366', '2.5', 'month', '-3'])
    assert.throws(
      () => readConfig({ ADDRESS_DAYS: bad }),
      (error: Error) =>
        error.message ===
        `ADDRESS_DAYS must be a whole number of days from 1 to 365 that writers' addresses are kept (got "${bad}")`,
    );
});

test('SHUTDOWN_SECONDS is read, from 0 to 600 whole seconds; anything else is refused naming it', () => {
  assert.is(readConfig({ SHUTDOWN_SECONDS: '0' }).shutdownSeconds, 0);
  assert.is(readConfig({ SHUTDOWN_SECONDS: '30' }).shutdownSeconds, 30);
  for (const bad of ['-1', '1.5', '601', 'soon'])
    assert.throws(
      () => readConfig({ SHUTDOWN_SECONDS: bad }),
      (error: Error) =>
        error.message ===
        `SHUTDOWN_SECONDS must be a whole number of seconds from 0 (cut requests in flight at once) to 600 (got "${bad}")`,
    );
});

test('the overload bounds: a second of event-loop delay and nine tenths of the heap by default, no RSS bound; 0 is no bound', () => {
  assert.ok(defaultHeapBytes() > 100 * 1024 * 1024, 'a heap limit of Node’s');
  assert.equal(readConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: '', OVERLOAD_HEAP_MB: '', OVERLOAD_RSS_MB: '' }).overload, {
    eventLoopDelayMs: 1000,
    heapBytes: defaultHeapBytes(),
    rssBytes: 0,
  });
  assert.equal(
    readConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: '250', OVERLOAD_HEAP_MB: '512', OVERLOAD_RSS_MB: '900' }).overload,
    { eventLoopDelayMs: 250, heapBytes: 512 * 1024 * 1024, rssBytes: 900 * 1024 * 1024 },
  );
  assert.equal(
    readConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_HEAP_MB: '0', OVERLOAD_RSS_MB: '0' }).overload,
    { eventLoopDelayMs: 0, heapBytes: 0, rssBytes: 0 },
  );
  for (const [name, unit, max] of [
    ['OVERLOAD_EVENT_LOOP_DELAY_MS', 'milliseconds', 3600000],
    ['OVERLOAD_HEAP_MB', 'megabytes', 1000000],
    ['OVERLOAD_RSS_MB', 'megabytes', 1000000],
  ] as const)
    for (const bad of ['-1', '1.5', 'lots', ' 5', '1e3', String(max + 1)])
      assert.throws(
        () => readConfig({ [name]: bad }),
        (error: Error) =>
          error.message === `${name} must be a whole number of ${unit} from 0 (no bound) to ${max} (got "${bad}")`,
        `${name}=${bad}`,
      );
});

test('PORT, HOST, DATABASE_URL and SEED=none are read', () => {
  assert.equal(readConfig({ PORT: '0', HOST: '0.0.0.0', DATABASE_URL: 'sqlite:/tmp/x.db', SEED: 'none' }), {
    port: 0,
    host: '0.0.0.0',
    databaseUrl: 'sqlite:/tmp/x.db',
    seed: 'none',
    ...DEFAULTS,
  });
});

test('reCAPTCHA keys, the mutation rate, the proxy, the log level and the demo blog’s settings are read', () => {
  const config = readConfig({
    RECAPTCHA_SITE_KEY: 'site',
    RECAPTCHA_SECRET: 'secret',
    RATE_LIMIT_MUTATIONS: '5',
    RATE_LIMIT_PREVIEWS: '7',
    RATE_LIMIT_READ_COST: '50000',
    RATE_LIMIT_SIGN_IN_ACCOUNT: '3',
    TRUST_PROXY: '1',
    DEMO_MODERATION: 'off',
    DEMO_CAPTCHA: 'off',
    LOG_LEVEL: 'info',
  });
  assert.equal(config.recaptcha, { siteKey: 'site', secret: 'secret' });
  assert.is(config.mutationsPerMinute, 5);
  assert.is(config.previewsPerMinute, 7);
  assert.is(config.readCostPerMinute, 50_000);
  assert.is(config.signInAttemptsPerAccount, 3);
  assert.is(config.trustProxy, 1);
  assert.equal(config.demo, { moderation: 'off', captcha: false });
  assert.is(config.logLevel, 'info');
});

test('the robot check: its difficulty and secret are read; ROBOT_CHECK=standin opts into the stand-in; empty means unset', () => {
  const secret = 'x'.repeat(32);
  assert.equal(readConfig({ ROBOT_CHECK_DIFFICULTY: '10', ROBOT_CHECK_SECRET: secret }).robotCheck, {
    mode: 'proof-of-work',
    difficulty: 10,
    secret,
  });
  assert.equal(readConfig({ ROBOT_CHECK: 'standin' }).robotCheck, { mode: 'standin', difficulty: 5000, secret: null });
  assert.equal(readConfig({ ROBOT_CHECK: '', ROBOT_CHECK_DIFFICULTY: '', ROBOT_CHECK_SECRET: '' }).robotCheck, {
    mode: 'proof-of-work',
    difficulty: 5000,
    secret: null,
  });
  // Google's keys take over whatever ROBOT_CHECK says (main.ts picks reCAPTCHA first).
  assert.equal(
    readConfig({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret', ROBOT_CHECK: 'standin' }).recaptcha,
    { siteKey: 'site', secret: 'secret' },
  );
});

test('the held-comment quotas are read, whole numbers from 1 up; a bad one names itself', () => {
  assert.equal(readConfig({ HELD_PER_ADDRESS: '2', HELD_PER_POST: '300' }).heldQuota, { perAddress: 2, perPost: 300 });
  assert.equal(readConfig({ HELD_PER_ADDRESS: '', HELD_PER_POST: '' }).heldQuota, { perAddress: 5, perPost: 50 });
  for (const name of ['HELD_PER_ADDRESS', 'HELD_PER_POST'])
    for (const bad of ['0', '-3', '2.5', 'many', '1e3', ' 4'])
      assert.throws(
        () => readConfig({ [name]: bad }),
        (error: Error) => error.message === `${name} must be a whole number of comments from 1 up (got "${bad}")`,
        `${name}=${bad}`,
      );
});

test('bad settings fail with a clear message', () => {
  assert.throws(() => readConfig({ PORT: 'eighty' }), /PORT must be a port number/);
  assert.throws(() => readConfig({ PORT: '70000' }), /PORT/);
  for (const host of ['::', '::1', '0.0.0.0', '10.1.2.3', 'localhost', 'comments.example.org'])
    assert.is(readConfig({ HOST: host }).host, host);
  for (const bad of ['[::1]', 'my host', 'http://example.org', 'example.org:80', '-x.org'])
    assert.throws(
      () => readConfig({ HOST: bad }),
      (error: Error) =>
        error.message ===
        `HOST must be an address to bind, like 127.0.0.1, 0.0.0.0, :: or ::1 (without brackets), or a host name (got "${bad}")`,
      bad,
    );
  assert.throws(
    () => readConfig({ MAIL_FROM: 'not an address' }),
    /^MAIL_FROM must be an address/,
    'checked without SMTP_URL too',
  );
  assert.throws(() => readConfig({ SEED: 'lots' }), /SEED must be "demo" or "none"/);
  assert.throws(() => readConfig({ RECAPTCHA_SITE_KEY: 'only-half' }), /set both or neither/);
  assert.throws(() => readConfig({ RATE_LIMIT_MUTATIONS: '0' }), /RATE_LIMIT_MUTATIONS/);
  for (const name of ['RATE_LIMIT_PREVIEWS', 'RATE_LIMIT_READ_COST', 'RATE_LIMIT_SIGN_IN_ACCOUNT'])
    for (const bad of ['0', '-3', '2.5', 'lots'])
      assert.throws(
        () => readConfig({ [name]: bad }),
        new RegExp(`^${name} must be a whole number above 0 \\(got "${bad}"\\)$`),
        `${name}=${bad}`,
      );
  for (const bad of ['-1', '1.5', 'soon', '10081'])
    assert.throws(() => readConfig({ EDIT_MINUTES: bad }), /EDIT_MINUTES must be a whole number of minutes/, bad);
  assert.is(readConfig({ EDIT_MINUTES: '0' }).editMinutes, 0, 'no editing');
  for (const bad of ['0', '-3', '2.5', 'many', '1000001'])
    assert.throws(
      () => readConfig({ VOTES_PER_ADDRESS: bad }),
      /^VOTES_PER_ADDRESS must be a whole number of votes from 1 to 1000000 \(got "/,
      bad,
    );
  assert.is(readConfig({}).votesPerAddress, 10, 'ten votes per comment from one address a day unless set');
  assert.is(readConfig({ VOTES_PER_ADDRESS: '1' }).votesPerAddress, 1);
  for (const bad of ['mail.example.org', 'http://mail.example.org', 'smtp://'])
    assert.throws(() => readConfig({ SMTP_URL: bad }), /SMTP_URL (must|names)/, bad);
  assert.throws(
    () => readConfig({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'Blog <blog@example.org>\r\nBcc: x@y.z' }),
    /MAIL_FROM must be an address/,
  );
  assert.is(readConfig({}).mail, null, 'no SMTP_URL: no mail');
  for (const bad of ['comments.example.org', 'ftp://x.org', 'https://x.org/comments', 'https://x.org/?a=1'])
    assert.throws(
      () => readConfig({ PUBLIC_URL: bad }),
      /PUBLIC_URL must be the address readers reach this server at/,
      bad,
    );
  assert.is(readConfig({ PUBLIC_URL: 'https://comments.example.org/' }).publicUrl, 'https://comments.example.org');
  assert.equal(
    readConfig({ SMTP_URL: 'smtps://u:p@mail.example.org:465', MAIL_FROM: 'Blog <blog@example.org>' }).mail,
    { smtpUrl: 'smtps://u:p@mail.example.org:465', from: 'Blog <blog@example.org>' },
  );
  assert.throws(
    () => readConfig({ DEMO_MODERATION: 'sometimes' }),
    /DEMO_MODERATION must be one of off, links, first-or-links, all/,
  );
  assert.throws(() => readConfig({ DEMO_CAPTCHA: 'maybe' }), /DEMO_CAPTCHA/);
  assert.throws(
    () => readConfig({ ROBOT_CHECK: 'off' }),
    /ROBOT_CHECK is either unset \(the proof of work\) or "standin"/,
  );
  assert.throws(() => readConfig({ ROBOT_CHECK: 'proof-of-work' }), /ROBOT_CHECK is either unset/);
  for (const difficulty of ['9', '-5', '12.5', 'hard', '4294967296'])
    assert.throws(
      () => readConfig({ ROBOT_CHECK_DIFFICULTY: difficulty }),
      /ROBOT_CHECK_DIFFICULTY must be a whole number from 10 to 4294967295/,
    );
  assert.throws(() => readConfig({ ROBOT_CHECK_SECRET: 'short' }), /ROBOT_CHECK_SECRET must be at least 32 characters/);
  assert.throws(
    () => readConfig({ LOG_LEVEL: 'loud' }),
    /LOG_LEVEL must be one of silent, fatal, error, warn, info, debug, trace/,
  );
});

test('metrics: none unless asked; METRICS_TOKEN for the server’s port, METRICS_PORT on METRICS_HOST (HOST by default)', () => {
  const token = 'a'.repeat(64);
  assert.is(readConfig({}).metrics, null);
  assert.equal(readConfig({ METRICS_TOKEN: token }).metrics, { token, listen: null });
  assert.equal(readConfig({ METRICS_PORT: '9464', HOST: '0.0.0.0' }).metrics, {
    token: null,
    listen: { port: 9464, host: '0.0.0.0' },
  });
  assert.equal(readConfig({ METRICS_TOKEN: token, METRICS_PORT: '0', METRICS_HOST: '10.0.0.5' }).metrics, {
    token,
    listen: { port: 0, host: '10.0.0.5' },
  });
  // Empty is unset, as for every setting.
  assert.is(readConfig({ METRICS_TOKEN: '', METRICS_PORT: '' }).metrics, null);
});

test('bad metrics settings are refused naming the setting, and never repeat the token', () => {
  for (const bad of ['short', `${'a'.repeat(40)} b`, `${'a'.repeat(40)}"`]) {
    let said = '';
    try {
      readConfig({ METRICS_TOKEN: bad });
    } catch (error) {
      said = (error as Error).message;
    }
    assert.match(said, /^METRICS_TOKEN must be at least 32 letters, digits or \._~\+\/-/, bad);
    assert.not.ok(said.includes(bad), 'the token is not in the message');
  }
  for (const bad of ['eighty', '-1', '70000', '9464.5'])
    assert.throws(() => readConfig({ METRICS_PORT: bad }), /^METRICS_PORT must be a port number/, bad);
  assert.throws(
    () => readConfig({ PORT: '9000', METRICS_PORT: '9000' }),
    /METRICS_PORT must be another port than PORT/,
  );
  assert.throws(() => readConfig({ METRICS_HOST: '0.0.0.0' }), /METRICS_HOST is where METRICS_PORT listens/);
});

test.run();
