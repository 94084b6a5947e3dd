// `npm test`: every check, in order, stopping at the first red one.
//   typecheck → lint → unit → build (with size budgets) → browser → a11y
// Unit, browser and a11y suites are uvu files named *.test.ts; their totals
// are summed into one closing line.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './chromium.mjs';

const node = process.execPath;
const uvu = (dir) => [node, ['--import', 'tsx', 'node_modules/uvu/bin.js', dir, '\\.test\\.ts$']];
const totals = { passed: 0, failed: 0, skipped: 0 };

const steps = [
  ['typecheck', () => [node, ['node_modules/typescript/bin/tsc', '-p', '.']]],
  ['lint', () => [node, ['node_modules/oxlint/bin/oxlint', '--deny-warnings']]],
  ['unit tests', () => uvu('tests/unit'), true],
  ['build and size budgets', () => [node, ['build.mjs']]],
  ['browser tests', () => uvu('tests/browser'), true],
  ['a11y tests', () => uvu('a11y'), true],
];

const only = process.argv.slice(2);
for (const [name, command, counted] of steps) {
  if (only.length && !only.some((word) => name.startsWith(word))) continue;
  if (name === 'browser tests' || name === 'a11y tests') {
    try {
      process.env.CHROMIUM_PATH = ensureChromium();
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
  console.log(`\n▶ ${name}`);
  const [cmd, args] = command();
  const run = spawnSync(cmd, args, { stdio: counted ? ['inherit', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8' });
  if (counted) {
    process.stdout.write(run.stdout);
    const plain = stripVTControlCharacters(run.stdout);
    for (const key of Object.keys(totals)) totals[key] += Number(new RegExp(`${key}:\\s+(\\d+)`, 'i').exec(plain)?.[1] ?? 0);
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
