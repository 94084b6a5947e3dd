// `npm test`: every check, on every core, quiet while things pass.
//
//   node scripts/test.mjs                 every check: what CI runs
//   node scripts/test.mjs --changed       only the checks and test files that touch what changed (a quick loop)
//   node scripts/test.mjs browser a11y    only the groups whose names start with these words
//   options: --jobs N (or TEST_JOBS), --verbose (print every file's output), --keep-going (start new files
//            after a failure), --record (write the measured durations to tests/durations.json)
//
// The groups: typecheck, lint, format, unit tests, build (with size budgets), abuse tests, browser tests,
// the comment section's browser tests on server-rendered pages, a11y tests. Every test file runs in a
// process of its own (scripts/uvu-files.mjs), so a file's servers, browser and timers end with it and a
// red file names itself; the files run side by side, the longest first (tests/durations.json), on as many
// workers as the machine has cores plus one, since a browser test spends much of its time waiting on a
// page. A file that passes prints one line; a file that fails prints everything it said. One throwaway
// PostgreSQL cluster serves the whole run (each test makes its own database in it).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { startPostgres } from './postgres.mjs';
import { changedFiles, selectChanged } from './changed-tests.mjs';
import { plan } from './test-plan.mjs';

const node = process.execPath;
const DURATIONS = 'tests/durations.json';
// A bound, not a wait: the longest file takes about two minutes; one that runs for this long has hung.
const TASK_MINUTES = 10;

const argv = process.argv.slice(2);
const OPTIONS = ['--changed', '--verbose', '--keep-going', '--record', '--jobs'];
const refuse = (why) => {
  console.error(`scripts/test.mjs: ${why}`);
  process.exit(2);
};
const unknown = argv.filter((word) => word.startsWith('--') && !OPTIONS.includes(word));
if (unknown.length) refuse(`no option ${unknown.join(', ')} (options: ${OPTIONS.join(', ')})`);
const flag = (name) => argv.includes(name);
const jobsArg = argv.indexOf('--jobs');
const jobsText = jobsArg >= 0 ? argv[jobsArg + 1] : process.env.TEST_JOBS;
const jobs = jobsText === undefined ? availableParallelism() + 1 : Number(jobsText);
if (!Number.isInteger(jobs) || jobs < 1)
  refuse(`--jobs (or TEST_JOBS) is a whole number of workers, 1 or more (got ${jobsText})`);
const words = argv.filter((word, index) => !word.startsWith('--') && (jobsArg < 0 || index !== jobsArg + 1));
if (flag('--record') && flag('--changed')) refuse('--record measures whole files: it runs without --changed');
const verbose = flag('--verbose');
const keepGoing = flag('--keep-going');

let tasks = plan(node);
if (words.length) {
  const groups = [...new Set(tasks.map((task) => task.group))];
  const unmatched = words.filter((word) => !groups.some((group) => group.startsWith(word)));
  if (unmatched.length) refuse(`no group starts with ${unmatched.join(', ')} (groups: ${groups.join(', ')})`);
  tasks = tasks.filter((task) => words.some((word) => task.group.startsWith(word)));
}
if (flag('--changed')) {
  const changed = changedFiles();
  tasks = selectChanged(tasks, changed);
  console.log(`${changed.length} changed files: ${tasks.length} checks and test files touch them`);
}
const selected = new Set(tasks.map((task) => task.id));
// A test file needs the build only when the run builds: `node scripts/test.mjs browser` reuses dist/.
for (const task of tasks)
  task.needs = (task.needs ?? []).filter((need) => selected.has(need) || need === 'postgres' || need === 'browser');

let expected = {};
try {
  expected = JSON.parse(readFileSync(DURATIONS, 'utf8'));
} catch {}
// Longest first, so the run does not end waiting on one long file started last; what others wait on first of all.
const weight = (task) => (task.dependedOn ? Infinity : (expected[task.id] ?? (task.browser ? 20 : 5)));
const queue = [...tasks].sort((a, b) => weight(b) - weight(a));

// What test files share for the run: the demo database seeded once (tests/helpers/server.ts).
const cache = mkdtempSync(join(tmpdir(), 'porchlight-run-'));
const env = { ...process.env, PORCHLIGHT_TEST_CACHE: cache };
if (tasks.some((task) => task.browser)) {
  try {
    env.CHROMIUM_PATH = ensureChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
const done = new Set();
let sharedBrowser;
if (tasks.some((task) => task.needs.includes('browser'))) {
  // One Chromium for the run, which every browser file connects to (tests/helpers/browser.ts): a start of
  // Chromium per file was a second or more of both cores, a hundred times over.
  chromium
    .launchServer({ executablePath: env.CHROMIUM_PATH, args: CHROMIUM_ARGS })
    .then((server) => {
      sharedBrowser = server;
      env.PORCHLIGHT_TEST_BROWSER_WS = server.wsEndpoint();
      done.add('browser');
      schedule();
    })
    .catch((error) => {
      console.error(`Chromium did not start: ${error.message}`);
      finish(1);
    });
}
let cluster;
if (tasks.some((task) => task.needs.includes('postgres'))) {
  // Started while the checks that need no database run; tests/helpers/postgres.ts makes its databases here.
  startPostgres()
    .then((running) => {
      cluster = running;
      env.PORCHLIGHT_TEST_POSTGRES_URL = running.url;
      done.add('postgres');
      schedule();
    })
    .catch((error) => {
      console.error(error.message);
      finish(1);
    });
} else done.add('postgres');

const totals = { passed: 0, failed: 0, skipped: 0 };
const durations = {};
const failures = [];
const running = new Set();
const started = Date.now();
let finishing = false;

function schedule() {
  if (finishing) return;
  while (running.size < jobs && (keepGoing || failures.length === 0)) {
    const index = queue.findIndex((task) => task.needs.every((need) => done.has(need)));
    if (index < 0) break;
    const [task] = queue.splice(index, 1);
    start(task);
  }
  // The run ends when nothing runs and nothing more can start: the queue is empty, a failure stops it, or
  // (with --keep-going) what is left waits on something that failed, never on what is still starting.
  const starting = ['browser', 'postgres'].some(
    (need) => !done.has(need) && queue.some((task) => task.needs.includes(need)),
  );
  const stopped = failures.length > 0 && (!keepGoing || !starting);
  if (running.size === 0 && (queue.length === 0 || stopped)) finish(failures.length ? 1 : 0);
}

/** Stops a file with everything it started; one already gone is no error. */
function stopGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
}

function start(task) {
  running.add(task);
  const begun = Date.now();
  const [command, args] = task.command;
  const child = spawn(command, args, {
    env: { ...env, ...task.env, FORCE_COLOR: verbose ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that a file stopped for running too long is stopped with its servers and browser.
    detached: true,
  });
  task.pid = child.pid;
  const bound = setTimeout(() => {
    output += `\n[stopped after ${TASK_MINUTES} minutes]`;
    stopGroup(child.pid);
  }, TASK_MINUTES * 60_000);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.once('close', (code, signal) => {
    clearTimeout(bound);
    running.delete(task);
    const seconds = (Date.now() - begun) / 1000;
    const plain = stripVTControlCharacters(output);
    const counts = {};
    if (task.counted)
      for (const key of Object.keys(totals))
        counts[key] = Number(new RegExp(`${key}:\\s+(\\d+)`, 'i').exec(plain)?.[1] ?? 0);
    let failed = code !== 0;
    let why = signal ? `ended by ${signal}` : `exit ${code}`;
    if (!failed && task.counted && !/Total:\s+[1-9]/.test(plain)) {
      failed = true;
      why = 'no test ran';
    }
    for (const key of Object.keys(counts)) totals[key] += counts[key];
    const tally = task.counted ? `  ${counts.passed} passed${counts.skipped ? `, ${counts.skipped} skipped` : ''}` : '';
    if (failed) {
      failures.push(task.id);
      if (task.counted) totals.failed += counts.failed ? 0 : 1;
      console.log(`\n✗ ${task.id} (${why}, ${seconds.toFixed(1)} s)\n${output.trimEnd()}\n`);
    } else {
      console.log(`✓ ${task.id}${tally}  ${seconds.toFixed(1)} s`);
      if (verbose) console.log(output.trimEnd());
    }
    if (!failed) {
      done.add(task.id);
      // Only a file that ran whole says how long it takes.
      durations[task.id] = Math.round(seconds * 10) / 10;
    }
    schedule();
  });
}

async function finish(code) {
  if (finishing) return;
  finishing = true;
  // Files still running when the run ends early (Chromium or PostgreSQL did not start) end with it.
  for (const task of running) stopGroup(task.pid);
  cluster?.stop();
  await sharedBrowser?.close();
  rmSync(cache, { recursive: true, force: true });
  if (flag('--record'))
    writeFileSync(
      DURATIONS,
      `${JSON.stringify({ ...expected, ...durations }, Object.keys({ ...expected, ...durations }).sort(), 2)}\n`,
    );
  const wall = ((Date.now() - started) / 1000).toFixed(0);
  if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
  if (failures.length && !keepGoing && queue.length) console.log(`${queue.length} not started after the failure`);
  console.log(
    // Tests counted, and the checks or files that failed: a check (typecheck, lint) fails without a failed test.
    `\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped; ${failures.length} of ${tasks.length} checks and files failed; in ${wall} s on ${jobs} workers`,
  );
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const task of running) stopGroup(task.pid);
    cluster?.stop();
    sharedBrowser?.kill();
    rmSync(cache, { recursive: true, force: true });
    process.exit(130);
  });

schedule();
