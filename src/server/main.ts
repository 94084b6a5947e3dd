import { createServer } from './create-server.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

const ROBOT_CHECK_BANNER = {
  'proof-of-work': 'proof of work (self-hosted, no third-party requests)',
  recaptcha: 'Google reCAPTCHA',
  standin: 'local stand-in, lets everyone through (ROBOT_CHECK=standin is for tests)',
} as const;

/** `npm start` and `porchlight serve` land here (after the build): open or create the database, seed it when empty, serve. */
process.on('uncaughtException', (error) => {
  // A bad setting or an unopenable database is the operator's to fix: one line, not a stack.
  console.error(`Porchlight could not start: ${error.message}`);
  process.exit(1);
});
const server = await createServer();
const address = await server.listen();
if (server.config.seed === 'demo') {
  console.log('Demo accounts (sign in from a post page):');
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS))
    console.log(`  ${role}: ${account.email} / ${account.password}`);
}
console.log(`Robot check: ${ROBOT_CHECK_BANNER[server.robotCheck]}`);
console.log(
  `Reply notifications: ${server.config.mail ? `by e-mail from ${server.config.mail.from}` : 'off (no SMTP_URL)'}`,
);
console.log(`Porchlight demo: ${address}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
