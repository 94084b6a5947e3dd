#!/usr/bin/env node
/**
 * The `porchlight` command of the package: `serve`, `admin <command> …` and `migrate`. Each reads its
 * settings from the environment, as `npm start` and `npm run admin` do in a checkout (docs/self-hosting.md
 * "Configuration"), and imports only what its command runs.
 */
const USAGE = `Usage: porchlight <command>

  serve                 open (and migrate) the database and serve the API and the widgets, logging JSON lines
  migrate               bring the database at DATABASE_URL to this version's schema, then stop
  admin <command> …     moderation, set-up and backups (porchlight admin help lists the commands)

Settings come from the environment (PORT, DATABASE_URL, …; docs/self-hosting.md "Configuration").`;

const command = process.argv[2];
export {};
// The production entry: never the demo, whose passwords are published (SEED=demo is refused, naming `npm start`),
// and JSON lines for the log collector rather than a banner.
if (command === 'serve') {
  const { serve } = await import('../server/serve.ts');
  await serve({ demoByDefault: false, output: 'json-lines' });
} else if (command === 'admin') {
  process.argv.splice(2, 1);
  await import('../server/admin.ts');
} else if (command === 'migrate') {
  const { migrate } = await import('../server/migrate.ts');
  process.exitCode = await migrate(
    process.env,
    (line) => console.log(line),
    (line) => console.error(line),
  );
} else {
  const asked = command === undefined || command === 'help' || command === '--help' || command === '-h';
  if (asked) console.log(USAGE);
  else console.error(`porchlight: no command "${command}"\n\n${USAGE}`);
  if (!asked) process.exitCode = 2;
}
