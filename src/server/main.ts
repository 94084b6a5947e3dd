import { createApp } from './app.ts';
import { createRecaptchaVerifier, createStandInVerifier } from './captcha/verifier.ts';
import { readConfig } from './config.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed.ts';
import { createSqliteStore, openSqlite } from './store/sqlite.ts';

/** `npm start` lands here (after the build): open or create the database, seed it when empty, serve. */
process.on('uncaughtException', (error) => {
  // A bad setting or an unopenable database is the operator's to fix: one line, not a stack.
  console.error(`Porchlight could not start: ${error.message}`);
  process.exit(1);
});
const config = readConfig(process.env);
const db = openSqlite(config.databaseUrl);
const store = createSqliteStore(db);
if (config.seed === 'demo' && (await store.isEmpty())) seedDemo(db, config.demo);

const captcha = config.recaptcha ? createRecaptchaVerifier(config.recaptcha.siteKey, config.recaptcha.secret) : createStandInVerifier();
const app = await createApp({ store, captcha, mutationsPerMinute: config.mutationsPerMinute, trustProxy: config.trustProxy, logger: { level: config.logLevel, stream: process.stderr } });
const address = await app.listen({ port: config.port, host: config.host });
if (config.seed === 'demo') {
  console.log('Demo accounts (sign in from a post page):');
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) console.log(`  ${role}: ${account.email} / ${account.password}`);
}
if (captcha.kind === 'standin') console.log('Captcha: local stand-in (not a real robot check; set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET for reCAPTCHA)');
console.log(`Porchlight demo: ${address}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, async () => {
    await app.close();
    await store.close();
    process.exit(0);
  });
