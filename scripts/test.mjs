// `npm test`: every check, in order, stopping at the first red one.
//   typecheck → lint → format → unit → build (with size budgets) → hostile clients → browser → the comment
//   section's browser tests again on server-rendered pages → a11y
// Unit, browser and a11y suites are uvu files named *.test.ts; their totals
// are summed into one closing line.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './chromium.mjs';

const node = process.execPath;
const uvu = (dir, pattern = '\\.test\\.ts$') => [node, ['--import', 'tsx', 'node_modules/uvu/bin.js', dir, pattern]];
const totals = { passed: 0, failed: 0, skipped: 0 };

const steps = [
  ['typecheck', () => [node, ['node_modules/typescript/bin/tsc', '-p', '.']]],
  ['lint', () => [node, ['node_modules/oxlint/bin/oxlint', '--deny-warnings']]],
  // One layout for every source file (.prettierrc.json), so a diff shows what changed, not how it was typed.
  ['format', () => [node, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']]],
  ['unit tests', () => uvu('tests/unit'), true],
  ['build and size budgets', () => [node, ['build.mjs']]],
  // Every known attack against the built server as its own process, on SQLite and PostgreSQL (docs/self-hosting.md "Security").
  ['abuse tests', () => uvu('tests/abuse'), true],
  ['browser tests', () => uvu('tests/browser'), true],
  // The post pages carry the section the server rendered by default: every comment test that does not fake
  // the section's first answer runs again there (tests/helpers/comments-page.ts, COMMENTS_MODE).
  [
    'browser tests of comments on server-rendered pages',
    () => uvu('tests/browser/widgets', '^comments(-.*)?\\.test\\.ts$'),
    true,
    { PORCHLIGHT_COMMENTS_MODE: 'server' },
  ],
  // Axe, keyboard and ARIA per widget, and what a screen reader says in each widget's main journeys against
  // the reviewed transcripts (a11y/transcripts/README.md).
  ['a11y tests', () => uvu('a11y'), true],
];

const only = process.argv.slice(2);
for (const [name, command, counted, env] of steps) {
  if (only.length && !only.some((word) => name.startsWith(word))) continue;
  if (name.startsWith('browser tests') || name === 'a11y tests') {
    try {
      process.env.CHROMIUM_PATH = ensureChromium();
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
  console.log(`\n▶ ${name}`);
  const [cmd, args] = command();
  const run = spawnSync(cmd, args, {
    stdio: counted ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (counted) {
    process.stdout.write(run.stdout);
    const plain = stripVTControlCharacters(run.stdout);
    for (const key of Object.keys(totals))
      totals[key] += Number(new RegExp(`${key}:\\s+(\\d+)`, 'i').exec(plain)?.[1] ?? 0);
    if (!/Total:\s+[1-9]/.test(plain) && run.status === 0) {
      console.error(`${name}: no test ran`);
      process.exit(1);
    }
  }
  if (run.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    console.log(`\n${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    process.exit(run.status || 1);
  }
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
