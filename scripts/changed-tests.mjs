// `node scripts/test.mjs --changed`: which checks and test files touch what changed since main (or, on main,
// since the last commit), for a quick loop while working. It is a guess made from the import graph and the
// names of things, not a proof: `npm test` runs everything, and CI runs `npm test`.
//
// A test file is chosen when it changed, when it imports (through any chain of imports) a file that
// changed, or, for the files that test the build (browser, a11y, abuse), when a changed source file is part
// of what they test: the widget named by the file's own name (src/widgets/comments/… → comments*.test.ts),
// or the server (src/server/… → the server's own browser tests and the abuse tests).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

/** Files changed in the working tree and on this branch since it left main, and files not yet added. */
export function changedFiles() {
  let base = 'HEAD';
  try {
    const [branch] = git('rev-parse', '--abbrev-ref', 'HEAD');
    if (branch !== 'main') [base] = git('merge-base', 'HEAD', 'main');
  } catch {}
  const files = new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]);
  return [...files].filter((file) => existsSync(file)).sort();
}

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every relative import of a file, as paths from the repository's root. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const [, target] of text.matchAll(IMPORT)) found.push(normalize(join(dirname(file), target)));
  return found;
}

/** For each file under these folders, the files that import it. */
function importersIndex(folders) {
  const importers = new Map();
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE.test(entry.name)) continue;
      const file = relative('.', join(entry.parentPath, entry.name));
      for (const target of importsOf(file)) {
        if (!importers.has(target)) importers.set(target, new Set());
        importers.get(target).add(file);
      }
    }
  }
  return importers;
}

/** The changed files and every file that imports one of them, however indirectly. */
function affected(changed) {
  const importers = importersIndex(['src', 'tests', 'a11y', 'scripts', 'bench']);
  const seen = new Set(changed);
  const pending = [...changed];
  while (pending.length) {
    for (const importer of importers.get(pending.pop()) ?? [])
      if (!seen.has(importer)) {
        seen.add(importer);
        pending.push(importer);
      }
  }
  return seen;
}

/** What a source file is part of, in the words test files are named by: a widget's name, or "server". */
function areaOf(file) {
  const widget = /^src\/(?:widgets|shared)\/([a-z-]+)\//.exec(file)?.[1];
  if (widget) return widget;
  // A transcript a screen reader's journey is checked against belongs to its widget's transcripts test.
  const heard = /^a11y\/transcripts\/([a-z]+(?:-[a-z]+)*?)-[a-z-]+\.txt$/.exec(file)?.[1];
  if (heard) return heard;
  // The demo is the page every browser test opens: a change to it may show in any of them.
  if (file.startsWith('src/demo/')) return 'demo';
  if (file.startsWith('src/server/') || file.startsWith('src/server-package/')) return 'server';
  if (file === 'src/loader.ts') return 'loader';
  return null;
}

const testsTheBuild = (task) => task.group !== 'unit tests';
const ofArea = (test, area) =>
  area === 'demo'
    ? true
    : area === 'server'
      ? /^tests\/(abuse|browser\/server)\//.test(test) || /(no-script|server-render)/.test(test)
      : new RegExp(`(^|/)(transcripts-)?${area}(-[a-z-]+)?\\.test\\.ts$`).test(test);

/** The tasks of the plan that touch `changed`: the checks always, the build when a chosen test needs it. */
export function selectChanged(tasks, changed) {
  const touched = affected(changed);
  // The demo imports the server: a server module reaches it through imports, yet changes only the server's
  // own pages. The demo's own files changed are what every browser test sees.
  const areas = new Set(
    [...[...touched].map(areaOf).filter((area) => area !== 'demo'), ...changed.map(areaOf)].filter(Boolean),
  );
  // Budgets, the bundler and the packages change what every built file is: every test of the build runs.
  const everyBuiltTest = changed.some((file) => /^(build\.mjs|dist-size\.json|package(-lock)?\.json)$/.test(file));
  const chosen = [];
  for (const task of tasks) {
    if (!task.files) continue;
    // A shard of unit files shrinks to the files chosen in it.
    const files = task.files.filter(
      (test) =>
        touched.has(test) || (testsTheBuild(task) && (everyBuiltTest || [...areas].some((area) => ofArea(test, area)))),
    );
    if (files.length === 0) continue;
    if (files.length < task.files.length) task.command = [task.command[0], [...task.command[1].slice(0, 3), ...files]];
    chosen.push(task);
  }
  const needsBuild = chosen.some(testsTheBuild) || everyBuiltTest;
  const checks = tasks.filter(
    (task) =>
      !task.files &&
      (task.id !== 'build' || needsBuild) &&
      (task.id === 'build' || changed.some((f) => SOURCE.test(f) || /\.(json|md|css)$/.test(f))),
  );
  // Lint and layout only for the changed files: the rest passed when they were last committed.
  for (const task of checks) {
    const mine = changed.filter((file) => (task.id === 'lint' ? SOURCE.test(file) : true));
    if (task.id === 'lint') task.command = [task.command[0], [...task.command[1], ...mine]];
    if (task.id === 'format')
      task.command = [task.command[0], [...task.command[1].slice(0, -1), '--ignore-unknown', ...mine]];
  }
  return [...checks.filter((task) => task.id !== 'lint' || changed.some((f) => SOURCE.test(f))), ...chosen];
}
