import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { anchorsOf, DOCUMENTS, headingsOf, linksOf, readDocument } from '../helpers/markdown-documents.ts';

// The documents are found by task from the README, and say only what is so: every link and anchor
// resolves, every setting the docs name is one the server reads (and every one it reads is named), and
// each document has one name. A document that drifts from the code fails here, not in a reader's hands.

/** The longest the README may grow: a newcomer reads it whole, and a task's details live in docs/. */
const README_LINES = 250;

/**
 * The statement's introduction is written for where it lands: npm run statement copies it into
 * ./ACCESSIBILITY.md, so its links are relative to the repository's root and are checked there.
 */
const CHECKED_WHERE_COPIED: Record<string, string> = { 'docs/accessibility-statement.md': 'ACCESSIBILITY.md' };

test('the documents are there: the README and a file per task', () => {
  for (const task of [
    'embedding',
    'server-rendering',
    'theming',
    'languages',
    'react-and-preact',
    'self-hosting',
    'moderation',
    'api',
    'architecture',
    'contributing',
  ])
    assert.ok(DOCUMENTS.includes(`docs/${task}.md`), task);
});

test('the README stays short enough to read whole', () => {
  const lines = readDocument('README.md').trimEnd().split('\n').length;
  assert.ok(
    lines <= README_LINES,
    `README.md has ${lines} lines, at most ${README_LINES}: move a task's details to docs/`,
  );
});

test('CI runs the test command the README gives, and the README gives both commands', () => {
  // .ci/run's last line is what a fresh machine runs; a README that says otherwise sends a newcomer down
  // another path than the one CI proves.
  const commands = readDocument('README.md')
    .split('\n')
    .flatMap((line) => /^(npm [^#]+?)\s+#/.exec(line)?.[1] ?? []);
  assert.equal(commands, ['npm install && npm start', 'npm ci && npm test']);
  const ci = readFileSync('.ci/run', 'utf8').trimEnd().split('\n');
  assert.is(ci.at(-1), commands[1]);
});

test('every document in docs/ is reachable from the README, following links', () => {
  const reached = new Set(['README.md']);
  const queue = ['README.md'];
  while (queue.length) {
    const from = queue.shift()!;
    for (const target of linksOf(readDocument(from))) {
      const path = normalize(join(dirname(from), target.split('#')[0]!));
      if (path.endsWith('.md') && !reached.has(path) && existsSync(path)) {
        reached.add(path);
        queue.push(path);
      }
    }
  }
  const unreached = DOCUMENTS.filter(
    (document) =>
      !reached.has(document) && !(document in CHECKED_WHERE_COPIED && reached.has(CHECKED_WHERE_COPIED[document]!)),
  );
  assert.equal(unreached, []);
});

test('every relative link and #anchor in the documents resolves', () => {
  const broken: string[] = [];
  const documents = [...DOCUMENTS.filter((document) => !(document in CHECKED_WHERE_COPIED)), 'ACCESSIBILITY.md'];
  for (const from of documents)
    for (const target of linksOf(readDocument(from))) {
      if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue; // https:, mailto:: another site's to keep.
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const path = file ? normalize(join(dirname(from), file)) : from;
      if (!existsSync(path)) broken.push(`${from}: ${target} (no ${path})`);
      else if (anchor !== undefined && !(path.endsWith('.md') && anchorsOf(readDocument(path)).has(anchor)))
        broken.push(`${from}: ${target} (no heading #${anchor} in ${path})`);
    }
  assert.equal(broken, []);
});

test('links are read as a reader follows them: anchors as GitHub makes them, code left alone', () => {
  const text =
    '# Porchlight\n## Moderation and set-up: `npm run admin`\n## Sizing a platform, on paper\n## Sizing a platform, on paper\n```sh\n# not a heading\n```\n';
  assert.equal(
    [...anchorsOf(text)],
    ['porchlight', 'moderation-and-set-up-npm-run-admin', 'sizing-a-platform-on-paper', 'sizing-a-platform-on-paper-1'],
  );
  assert.equal(linksOf('see [a](b.md#c) and `[words](https://…)`, ![x](y.png "title")\n```\n[no](z)\n```'), [
    'b.md#c',
    'y.png',
  ]);
});

/**
 * The settings src/server/config.ts reads: `env.NAME`, and the names it hands its readers (`'HELD_PER_POST'`);
 * with the sign-in settings it hands auth/sign-in-config.ts, whose providers' own (`OIDC_{ID}_ISSUER`) are a family,
 * and the overload bounds it hands policy/overload-bounds.ts.
 */
const PROVIDER_SETTING = /^OIDC_[A-Z\d_]+_(ISSUER|CLIENT_ID|CLIENT_SECRET|NAME)$/;
function settingsConfigReads(): Set<string> & { has(name: string): boolean } {
  const source = ['src/server/config.ts', 'src/server/auth/sign-in-config.ts', 'src/server/policy/overload-bounds.ts']
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const names = new Set([
    ...[...source.matchAll(/\benv\.([A-Z][A-Z\d_]+)/g)].map(([, name]) => name!),
    ...[...source.matchAll(/\benv,\s*'([A-Z][A-Z\d_]+)'/g)].map(([, name]) => name!),
  ]);
  const has = names.has.bind(names);
  return Object.assign(names, { has: (name: string) => has(name) || PROVIDER_SETTING.test(name) });
}

/** The settings docs/self-hosting.md's Configuration table names, a row or a row's pair (`A`, `B`) each. */
function settingsTheTableNames(): Set<string> {
  const text = readDocument('docs/self-hosting.md');
  const start = text.indexOf('\n## Configuration\n');
  assert.ok(start >= 0, 'docs/self-hosting.md has its Configuration section');
  const section = text.slice(start + 1).split(/\n## /)[0]!;
  return new Set(
    section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split(' | ')[0]!.matchAll(/`([A-Z][A-Z\d_]+)`/g)].map(([, name]) => name!)),
  );
}

test('the Configuration table names every setting the server reads, and only those', () => {
  const read = settingsConfigReads();
  const named = settingsTheTableNames();
  assert.ok(read.size > 20, `config.ts reads ${read.size} settings: the pattern finds them`);
  assert.equal([...named].filter((name) => !read.has(name)).sort(), [], 'in the table, not read by config.ts');
  assert.equal([...read].filter((name) => !named.has(name)).sort(), [], 'read by config.ts, not in the table');
});

/**
 * Settings the docs show that are no server's: the tools' own, each with the file that reads it. A
 * `NAME=value` in the docs that neither the server nor one of these reads would send its reader nowhere.
 */
const TOOL_SETTINGS: Record<string, string> = {
  // The comment tests' second run, on the server's markup (docs/contributing.md "Scripts and test steps").
  PORCHLIGHT_COMMENTS_MODE: 'tests/helpers/comments-page.ts',
  // Writes the screen reader transcripts again instead of comparing them.
  UPDATE_TRANSCRIPTS: 'tests/helpers/transcripts.ts',
  // The Chromium the browser tests drive, before /usr/bin/chromium and PATH.
  CHROMIUM_PATH: 'scripts/chromium.mjs',
  // The PostgreSQL binaries the tests' throwaway cluster starts from.
  PG_BIN: 'scripts/postgres.mjs',
  // Each browser test's time, printed (docs/contributing.md "Scripts and test steps").
  TEST_TIMES: 'tests/helpers/browser-suite.ts',
  // The million-comment bench at a smaller size, for a quick look (docs/self-hosting.md "At scale: a million comments").
  PORCHLIGHT_BENCH_COMMENTS: 'bench/scale.bench.ts',
};

test('every NAME=value or $NAME the documents show is a setting something reads', () => {
  const read = settingsConfigReads();
  const unknown: string[] = [];
  for (const document of DOCUMENTS)
    for (const [, name] of readDocument(document).matchAll(/(?:`|\s|\$|\()([A-Z][A-Z\d]*_[A-Z\d_]+|[A-Z]{4,})=/g))
      if (!read.has(name!) && !(name! in TOOL_SETTINGS)) unknown.push(`${document}: ${name}`);
  for (const document of DOCUMENTS)
    for (const [, name] of readDocument(document).matchAll(/`\$([A-Z][A-Z\d_]+)`/g))
      if (!read.has(name!) && !(name! in TOOL_SETTINGS)) unknown.push(`${document}: $${name}`);
  assert.equal(unknown, []);
  for (const [name, file] of Object.entries(TOOL_SETTINGS))
    assert.ok(readFileSync(file, 'utf8').includes(name), `${file} reads ${name}`);
});

test('one name per document: no two share a file name, whatever its case or folder', () => {
  const names = new Map<string, string[]>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !['node_modules', 'dist', '.git', 'fixtures'].includes(entry.name))
      .flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  for (const path of walk('.').filter((path) => path.endsWith('.md') && statSync(path).isFile())) {
    // A folder's README.md is the name every forge shows for that folder: each is a guide to its own folder.
    if (basename(path) === 'README.md') continue;
    const key = basename(path).toLowerCase();
    names.set(key, [...(names.get(key) ?? []), path]);
  }
  assert.equal(
    [...names.values()].filter((paths) => paths.length > 1),
    [],
  );
});

test('architecture.md leaves its place for the build', () => {
  assert.ok(headingsOf(readDocument('docs/architecture.md')).includes('The build'));
});

test.run();
