// What `npm test` runs (scripts/test.mjs): each check and each test file as a task, with what it needs first.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const testFiles = (dir, pattern = /\.test\.ts$/) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative('.', join(entry.parentPath, entry.name)))
    .sort();

// The comment section's tests run a second time on the page the server rendered, where the section the
// server drew is upgraded in place (tests/helpers/comments-page.ts, COMMENTS_MODE): the files whose tests
// read what the first paint shows, which the server draws in that mode (the comments, threads, order,
// formatting, languages, closed posts, imported and hostile text, what is heard, load failures and one's own
// comments). The others (menus, moderation, rate limits, reply mail, popups and settings, text size) drive
// the section once it runs, which is the same code after either first paint: once shows the same thing.
const SERVER_MODE_FILES =
  /^tests\/browser\/widgets\/comments(-(closed|failures|formatting|heard|hostile|imported|language|own|sort|threads))?\.test\.ts$/;

// Files whose tests split into independent parts, run as that many processes, each told its part in
// TEST_SHARD ("2/4"): the fault matrix's rows, each a page of its own, would otherwise be the run's long pole.
const SHARDS = { 'tests/browser/fault-matrix.test.ts': 4 };

/** The plan: every group with its tasks, each a command, what it needs first, and whether it counts tests. */
export function plan(node = process.execPath) {
  const uvuFiles = (group, files, env = {}) =>
    files.flatMap((file) =>
      Array.from({ length: SHARDS[file] ?? 1 }, (_, index) => {
        const shard = SHARDS[file] ? `${index + 1}/${SHARDS[file]}` : null;
        return {
          id: `${file}${env.PORCHLIGHT_COMMENTS_MODE ? ' (server-rendered)' : ''}${shard ? ` (${shard})` : ''}`,
          group,
          command: [node, ['--import', 'tsx', 'scripts/uvu-files.mjs', file]],
          env: shard ? { ...env, TEST_SHARD: shard } : env,
          counted: true,
          needs: ['build', 'browser', 'postgres'].filter((need) => need !== 'browser' || group !== 'abuse tests'),
          browser: group !== 'abuse tests',
          files: [file],
        };
      }),
    );
  // Unit files take a second or less each, about what a process of their own costs to start: they run in a
  // few shards instead, dealt round the shards in path order so that each has some of every kind.
  const unitShards = (files, count = 4) =>
    Array.from({ length: count }, (_, shard) => files.filter((_, index) => index % count === shard)).map(
      (shard, index) => ({
        id: `unit tests ${index + 1}/${count}`,
        group: 'unit tests',
        command: [node, ['--import', 'tsx', 'scripts/uvu-files.mjs', ...shard]],
        counted: true,
        needs: ['postgres'],
        files: shard,
      }),
    );
  return [
    { id: 'typecheck', group: 'typecheck', command: [node, ['node_modules/typescript/bin/tsc', '-p', '.']] },
    { id: 'lint', group: 'lint', command: [node, ['node_modules/oxlint/bin/oxlint', '--deny-warnings']] },
    // One layout for every source file (.prettierrc.json), so a diff shows what changed, not how it was typed.
    {
      id: 'format',
      group: 'format',
      command: [node, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']],
    },
    { id: 'build', group: 'build and size budgets', command: [node, ['build.mjs']], dependedOn: true },
    ...unitShards(testFiles('tests/unit')),
    // Every known attack against the built server as its own process, on SQLite and PostgreSQL
    // (docs/self-hosting.md "Security").
    ...uvuFiles('abuse tests', testFiles('tests/abuse')),
    ...uvuFiles('browser tests', testFiles('tests/browser')),
    ...uvuFiles(
      'browser tests of comments on server-rendered pages',
      testFiles('tests/browser').filter((file) => SERVER_MODE_FILES.test(file)),
      { PORCHLIGHT_COMMENTS_MODE: 'server' },
    ),
    // Axe, keyboard and ARIA per widget, and what a screen reader says in each widget's main journeys against
    // the reviewed transcripts (a11y/transcripts/README.md).
    ...uvuFiles('a11y tests', testFiles('a11y')),
  ];
}
