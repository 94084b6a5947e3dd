import { randomUUID } from 'node:crypto';
import { createApp } from './app.ts';
import { chooseRobotCheck } from './captcha/choose.ts';
import type { CaptchaVerifier } from './captcha/verifier.ts';
import { readConfig } from './config.ts';
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
if (config.seed === 'demo' && (await store.isEmpty()) && (await store.keepSetting('demo-seeded-by', instance)) === instance) await seedDemo(store, config.demo);

const captcha = await chooseRobotCheck(config, store);
const app = await createApp({ store, captcha, mutationsPerMinute: config.mutationsPerMinute, editMinutes: config.editMinutes, trustProxy: config.trustProxy, logger: { level: config.logLevel, stream: process.stderr } });
const address = await app.listen({ port: config.port, host: config.host });
if (config.seed === 'demo') {
  console.log('Demo accounts (sign in from a post page):');
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) console.log(`  ${role}: ${account.email} / ${account.password}`);
}
console.log(`Robot check: ${ROBOT_CHECK_BANNER[captcha.kind]}`);
console.log(`Porchlight demo: ${address}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, async () => {
    await app.close();
    await store.close();
    process.exit(0);
  });
