import { randomUUID } from 'node:crypto';
import { createApp } from './app.ts';
import { chooseRobotCheck } from './captcha/choose.ts';
import type { CaptchaVerifier } from './captcha/verifier.ts';
import { readConfig } from './config.ts';
import { createMailer } from './mail/mailer.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed.ts';
import { openStore } from './store/open.ts';

const ROBOT_CHECK_BANNER: Record<CaptchaVerifier['kind'], string> = {
  'proof-of-work': 'proof of work (self-hosted, no third-party requests)',
  recaptcha: 'Google reCAPTCHA',
  standin: 'local stand-in, lets everyone through (ROBOT_CHECK=standin is for tests)',
};

/** `npm start` lands here (after the build): open or create the database, seed it when empty, serve. */
process.on('uncaughtException', (error) => {
  // A bad setting or an unopenable database is the operator's to fix: one line, not a stack.
  console.error(`Porchlight could not start: ${error.message}`);
  process.exit(1);
});
const config = readConfig(process.env);
const store = await openStore(config.databaseUrl);
// Instances starting together on one empty database: the first to claim the seed writes it, once.
const instance = randomUUID();
if (
  config.seed === 'demo' &&
  (await store.isEmpty()) &&
  (await store.keepSetting('demo-seeded-by', instance)) === instance
)
  await seedDemo(store, config.demo);

const captcha = await chooseRobotCheck(config, store);
// Reply notifications only with a mail server: without one, no mail is sent and no reader is offered it.
const mailer =
  config.mail &&
  createMailer(config.mail.smtpUrl, config.mail.from, (error) =>
    app.log.warn({ err: error }, 'a mail could not be sent'),
  );
const app = await createApp({
  store,
  captcha,
  mutationsPerMinute: config.mutationsPerMinute,
  editMinutes: config.editMinutes,
  trustProxy: config.trustProxy,
  mailer,
  // Links in mails: the configured public address, else where this server listens (known once it does).
  publicUrl: () => config.publicUrl ?? address,
  logger: { level: config.logLevel, stream: process.stderr },
});
const address = await app.listen({ port: config.port, host: config.host });
if (config.seed === 'demo') {
  console.log('Demo accounts (sign in from a post page):');
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS))
    console.log(`  ${role}: ${account.email} / ${account.password}`);
}
console.log(`Robot check: ${ROBOT_CHECK_BANNER[captcha.kind]}`);
console.log(`Reply notifications: ${config.mail ? `by e-mail from ${config.mail.from}` : 'off (no SMTP_URL)'}`);
console.log(`Porchlight demo: ${address}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, async () => {
    await app.close();
    await mailer?.close();
    await store.close();
    process.exit(0);
  });
