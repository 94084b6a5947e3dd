import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { declarationClosure, exportedTypes } from '../../scripts/declaration-closure.mjs';
import { runClosure } from '../helpers/source-imports.ts';

// The real build, into a throwaway folder, against the real budgets and
// against the same budgets lowered below what it produces.
const dir = mkdtempSync(join(tmpdir(), 'porchlight-build-'));
const build = (budgets: object) => {
  const file = join(dir, 'budgets.json');
  writeFileSync(file, JSON.stringify(budgets));
  return spawnSync(process.execPath, ['build.mjs', '--outdir', join(dir, 'dist'), '--budgets', file], {
    encoding: 'utf8',
  });
};
const budgets = JSON.parse(readFileSync('dist-size.json', 'utf8'));

test('within the budgets: the size table prints and the build succeeds', () => {
  const run = build(budgets);
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, /output\s+raw\s+gzip\s+brotli/);
  assert.match(run.stdout, /widgets\/loader\.js\s+\d+\s+\d+\s+\d+\s+1024/);
});

test('the section names each chunk it loads later by a file named after its content, at an address that resolves', () => {
  // A cached comments.js must never meet another build's chunk: it asks for its own, by name. The name sits in
  // comments.js or in the chunk it shares with comments-upgrade.js, each time relative to the file that holds it.
  const widgets = join(dir, 'dist/widgets');
  const code = readdirSync(widgets, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js') && !file.startsWith('lazy/'))
    .map((file) => ({ file, text: readFileSync(join(widgets, file), 'utf8') }));
  const lazy = readdirSync(join(widgets, 'lazy'));
  for (const chunk of ['comments-interactive', 'proof-of-work', 'reveal-comment', 'comments-formatting']) {
    const file = lazy.find((name) => new RegExp(`^${chunk}-[0-9a-f]{8}\\.js$`).test(name));
    assert.ok(file, `${chunk}: ${lazy.join(', ')}`);
    const hash = createHash('sha256')
      .update(readFileSync(join(widgets, 'lazy', file!)))
      .digest('hex')
      .slice(0, 8);
    assert.is(file, `${chunk}-${hash}.js`, 'named after what it holds');
    const naming = code.flatMap(({ file: from, text }) =>
      [...text.matchAll(new RegExp(`"(\\.{1,2}/(?:\\.\\./)*lazy/${file})"`, 'g'))].map((found) => ({
        from,
        address: found[1]!,
      })),
    );
    assert.ok(naming.length > 0, `${chunk} is named by the code that loads it`);
    for (const { from, address } of naming)
      assert.ok(existsSync(join(widgets, dirname(from), address)), `${address} resolves from ${from}`);
  }
  for (const { file, text } of code) assert.not.match(text, /@@porchlight/, `no address left unfilled in ${file}`);
});

test('comments-read.js and comments-fetch.js hold the import that asks for their neighbours, so an address relative to it is relative to them', () => {
  // They name comments-upgrade.js, comments-read.js and comments.js as `./file.js`, which import() resolves
  // against the file its own code is in: their copy of import-by-address.ts (build.mjs copied-per-importer),
  // never a chunk of the section's.
  const widgets = join(dir, 'dist/widgets');
  for (const [entry, neighbours] of [
    ['comments-read.js', ['comments-upgrade.js']],
    ['comments-fetch.js', ['comments-read.js', 'comments.js']],
  ] as const) {
    const text = readFileSync(join(widgets, entry), 'utf8');
    assert.not.match(text, /\bfrom\s*["']/, `${entry} imports no chunk`);
    assert.match(text, /\bimport\(/, `${entry} holds its own import()`);
    for (const neighbour of neighbours) {
      assert.ok(text.includes(neighbour), `${entry} names ${neighbour}`);
      assert.ok(existsSync(join(widgets, neighbour)), `${neighbour} beside ${entry}`);
    }
  }
});

test('every widget loads each locale’s words by an address that resolves, and English needs none', () => {
  // The widget's code holds one template for its words (build.mjs locales-by-address), relative to the file that
  // holds it: widgets/ for the widgets, widgets/chunks/ for the comment section's runtime.
  const widgets = join(dir, 'dist/widgets');
  const locales = ['fr', 'es', 'de', 'it', 'pt', 'nl', 'ar'];
  const families = ['comments', 'votes', 'last-comments', 'share', 'print', 'slideshow', 'audio-player'];
  // The count's words come with the count (src/server/routes/count.ts): it loads none, in no locale.
  assert.not.match(readFileSync(join(widgets, 'comment-count.js'), 'utf8'), /\bimport\(/, 'the count loads nothing');
  assert.equal(
    readdirSync(join(widgets, 'locales')).filter((file) => file.startsWith('comment-count-')),
    [],
    'no words file for the count',
  );
  for (const family of [...families, 'tags-carousel', 'tags-dropdown']) {
    const naming = readdirSync(widgets, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.js') && !file.startsWith('locales/'))
      .flatMap((file) =>
        [
          ...readFileSync(join(widgets, file), 'utf8').matchAll(
            new RegExp(`import\\(\`(\\.{1,2}/locales/${family}-)\\$\\{`, 'g'),
          ),
        ].map((found) => ({ file, prefix: found[1]! })),
      );
    // The comment section's words are loaded by its shared chunk; the votes' alone by the votes alone
    // (comments-votes.js); every other widget's by one file.
    const loaders = naming.map(({ file }) => (file.startsWith('chunks/') ? 'its shared chunk' : file)).sort();
    if (family == 'comments') assert.equal(loaders, ['its shared chunk'], 'comments: its loaders');
    else if (family == 'votes') assert.equal(loaders, ['comments-votes.js'], 'votes: its loaders');
    else assert.is(loaders.length, 1, `${family}: one file loads its words`);
    for (const locale of locales) {
      const address = join(widgets, dirname(naming[0]!.file), `${naming[0]!.prefix}${locale}.js`);
      assert.ok(existsSync(address), `${family} in ${locale}: ${address}`);
    }
    assert.not.ok(existsSync(join(widgets, `locales/${family}-en.js`)), `${family}: English is in its own code`);
  }
  // One chunk per locale holds the whole section's words, the form's and the editor's included.
  const german = readFileSync(join(widgets, 'locales/comments-de.js'), 'utf8');
  for (const words of [
    'Weitere Kommentare',
    'Kommentar veröffentlichen',
    'Link kopieren',
    'Ihr Kommentar wird gespeichert',
    'Vorschau',
    'Freigeben',
    'Gefällt mir nicht',
  ])
    assert.ok(german.includes(words), words);
  // The votes alone load the votes' words and no other: a first Like in German fetches a few hundred bytes of words,
  // not the whole section's; in English they are in its code, and the section's are not.
  const germanVotes = readFileSync(join(widgets, 'locales/votes-de.js'), 'utf8');
  assert.ok(germanVotes.includes('Gefällt mir nicht'), 'the votes in German');
  assert.not.ok(germanVotes.includes('Weitere Kommentare'), 'the section in the votes’ German');
  const votesAlone = readFileSync(join(widgets, 'comments-votes.js'), 'utf8');
  assert.ok(votesAlone.includes('Rate comment by'), 'the votes’ English in comments-votes.js');
  assert.not.ok(votesAlone.includes('More comments'), 'the section’s English in comments-votes.js');
  // And none of them rides in the code that loads later (esbuild writes an ö there as \xF6: ASCII words are looked for).
  for (const file of readdirSync(join(widgets, 'lazy')))
    for (const other of ['Kommentar', 'commentaire', 'comentario', 'reactie'])
      assert.not.ok(readFileSync(join(widgets, 'lazy', file), 'utf8').includes(other), `${other} in lazy/${file}`);
});

test('the package loads another locale’s words only when a widget speaks it: no module reaches them statically', () => {
  // Each set's locales.ts also holds every locale at once, for the server (build.mjs locales-by-import): a module of
  // the package that reached those would put every locale in each app that mounts a widget. The package is not
  // minified, and esbuild names each module's source above its code.
  const lib = join(dir, 'dist/lib');
  const otherLocale = /^\/\/ src\/\S+\/(?:messages|words)\/(?:fr|es|de|it|pt|nl|ar)\.ts$/m;
  const staticImports = (file: string) =>
    [...readFileSync(join(lib, file), 'utf8').matchAll(/^(?:import|export)\b[^;(]*?"(\.{1,2}\/[^"]+)"/gm)].map(
      (found) => join(dirname(file), found[1]!),
    );
  const entries = readdirSync(lib).filter((file) => file.endsWith('.js'));
  assert.ok(entries.includes('share.js') && entries.includes('comments.js'), entries.join());
  for (const entry of entries) {
    const reached = new Set<string>();
    const waiting = [entry];
    while (waiting.length) {
      const file = waiting.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      waiting.push(...staticImports(file));
    }
    for (const file of reached)
      assert.not.match(readFileSync(join(lib, file), 'utf8'), otherLocale, `${entry} reaches ${file}`);
  }
  const localeChunks = readdirSync(join(lib, 'chunks')).filter((file) =>
    otherLocale.test(readFileSync(join(lib, 'chunks', file), 'utf8')),
  );
  // Every widget but the count, whose words come with its answer.
  assert.ok(localeChunks.length >= 7 * 8, `one chunk per widget and locale: ${localeChunks.length}`);
});

test('the reader’s first move loads one chunk: runtime and section together (build.mjs one-section-chunk), the one the client-rendered section loads too', () => {
  // esbuild has no manual chunks: a module the interactive entry does not name falls into a chunk of its own
  // (one more request, one more gzip stream), which this catches.
  const widgets = join(dir, 'dist/widgets');
  /** The chunks `file` imports, as paths under dist/widgets. */
  const chunksOf = (file: string) =>
    [...readFileSync(join(widgets, file), 'utf8').matchAll(/from"(\.{1,2}\/chunks\/[^"]+)"/g)].map((found) =>
      join(dirname(file), found[1]!),
    );
  const upgrade = chunksOf('comments-upgrade.js');
  assert.is(upgrade.length, 1, upgrade.join());
  assert.equal(chunksOf('comments.js'), upgrade);
  const interactive = readdirSync(join(widgets, 'lazy')).find((name) => name.startsWith('comments-interactive-'))!;
  assert.equal(chunksOf(`lazy/${interactive}`), upgrade, 'the interactive code needs nothing more');
});

// What the package's declarations may import, each with its reason: an app's type check reads these, and
// with `--skipLibCheck false` it checks their declarations too (@preact/signals-react's own does not compile).
const DECLARED_PACKAGES: Record<string, string> = {
  react: "the components' props and elements are React's types (preact/compat has the same)",
  fastify: "porchlight/server hands out its Fastify instance, for a platform's own hooks and inject()",
  'altcha-lib': "porchlight/server's robot check names the challenge its verifier hands out",
};

test('the package declares its public types alone: no store, no signals, no file an export does not reach', () => {
  // A module that runs on signals is part of a store graph: its declaration would bring the stores and
  // @preact/signals-react into an app's type check. Options and props are plain interfaces instead.
  const types = join(dir, 'dist/types');
  const shipped = readdirSync(types, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.d.ts'));
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
  const reached = declarationClosure(
    types,
    exportedTypes(manifest).map((file) => relative('dist/types', file)),
  );
  assert.ok(reached.has(join('package', 'comments.d.ts')) && reached.has(join('server', 'create-server.d.ts')));
  const named = [...reached].flatMap(([file, packages]) => packages.map((name) => `${file} → ${name}`));
  assert.equal(
    named.filter((hit) => !(hit.slice(hit.indexOf(' → ') + 3) in DECLARED_PACKAGES)),
    [],
  );
  const sourceOf = (file: string) =>
    [join('src', file.replace(/\.d\.ts$/, '.ts')), join('src', file.replace(/\.d\.ts$/, '.tsx'))].find((path) =>
      existsSync(path),
    )!;
  const onSignals = [...reached.keys()].filter((file) =>
    /from '@preact\/signals/.test(readFileSync(sourceOf(file), 'utf8')),
  );
  assert.equal(onSignals, [], 'a declaration of a module that runs on signals');
  // The check sees a store's module: the section's reading host runs on signals.
  assert.match(
    readFileSync(sourceOf(join('shared', 'comments', 'section', 'reading.d.ts')), 'utf8'),
    /from '@preact\/signals/,
  );
  // Nor does the package ship the declarations tsc wrote for the rest of the graph, for an app to stumble on.
  assert.equal(shipped.filter((file) => !reached.has(file)).sort(), [], 'a declaration no export reaches');
});

test('every plugin build.mjs declares is in the table of docs/architecture.md, with what it saves, and no other', () => {
  // A plugin makes the graph that ships differ from the graph in src: each one is there for bytes or a
  // promise the table names, and a new one comes with its row (or a declarative setting instead).
  const declared = [...readFileSync('build.mjs', 'utf8').matchAll(/\bname: '([\w-]+)',\s+setup\(/g)].map((m) => m[1]!);
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const section = doc.slice(doc.indexOf('## The build'));
  const rows = [...section.matchAll(/^\| `([\w-]+)` \|[^|]+\|([^|]+)\|[^|]+\|$/gm)];
  assert.ok(declared.length >= 4, declared.join());
  assert.equal(rows.map((row) => row[1]).sort(), [...declared].sort());
  for (const row of rows) assert.match(row[2]!, /\d+ B/, `${row[1]}: what it saves, measured`);
});

test("the comment section's build may give React's names from Preact's core: every module it bundles that names React is the section's own", () => {
  // build.mjs's preactCoreAlias holds for the whole of that build, whose components pass only props core
  // Preact and React read alike. A module from elsewhere that names React (JSX included) would get core
  // Preact too, without compat, which it was not written for: it belongs in the section's folders or out of its build.
  const SECTION_ENTRIES = ['index', 'read', 'upgrade', 'fetch', 'lazy-by-address'].map(
    (name) => `src/widgets/comments/${name}.ts`,
  );
  const bundled = [...runClosure(SECTION_ENTRIES)];
  assert.ok(bundled.includes('src/widgets/comments/interactive/interactive.ts'), 'the code loaded later is followed');
  const namesReact = (file: string) =>
    file.endsWith('.tsx') || /from 'react(-dom\/client|\/jsx-runtime)?'/.test(readFileSync(file, 'utf8'));
  assert.ok(bundled.filter(namesReact).length > 20);
  assert.equal(
    bundled.filter(namesReact).filter((file) => !/^src\/(widgets|shared)\/comments\//.test(file)),
    [],
  );
});

test('a budget lowered below the real size fails the build and says which', () => {
  const lowered = structuredClone(budgets);
  lowered.outputs['widgets/loader.js'] = { gzip: 100 };
  const run = build(lowered);
  assert.is(run.status, 1);
  assert.match(run.stdout, /widgets\/loader\.js.*OVER \(gzip\)/);
  assert.match(run.stderr, /widgets\/loader\.js: \d+ B gzip is over its budget of 100 B/);
});

test('run through a symlink in a folder whose name has a space, the build still builds', () => {
  // Such a path is spelled differently in import.meta.url than in argv; the
  // build once took itself for imported there and exited 0 having built nothing.
  const folder = join(dir, 'with space');
  mkdirSync(folder);
  const linked = join(folder, 'build.mjs');
  symlinkSync(resolve('build.mjs'), linked);
  const outdir = join(dir, 'linked-dist');
  const run = spawnSync(process.execPath, [linked, '--outdir', outdir], { encoding: 'utf8' });
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, /output\s+raw\s+gzip\s+brotli/);
  assert.ok(existsSync(join(outdir, 'widgets/loader.js')));
  assert.ok(existsSync(join(outdir, 'server/main.js')));
});

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
