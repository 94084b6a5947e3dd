// The one build: widgets for the page (Preact), the same
// components for React hosts, the loader, the server, and the size report
// that fails the build past a budget in dist-size.json. The comment section
// splits apart from the other widgets: sharing their small chunks (locale,
// words, the API's fetcher) cost every page a request and more bytes than
// the few it saved where both meet.
//
//   node build.mjs                          build into dist/ and check dist-size.json
//   node build.mjs --outdir D --budgets F   the same into D against F (the budget test uses it)
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkBudgets, formatTable, measure } from './scripts/size-budget.mjs';
import { declarationClosure, exportedTypes } from './scripts/declaration-closure.mjs';

const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const dist = flag('--outdir', 'dist');
const widgets = readdirSync('src/widgets')
  .filter((name) => existsSync(`src/widgets/${name}/index.ts`))
  .sort();

// Production widgets run on Preact: React's names resolve to its compat layer,
// and signals to signals-core with a small render integration (src/shims/).
const preactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
  'use-sync-external-store/shim': 'preact/compat',
  '@preact/signals-react/runtime': './src/shims/signals-runtime.ts',
  '@preact/signals-react': './src/shims/signals-preact.ts',
};

// The comment section's build gives React's names from Preact's core instead: its components need nothing
// of compat (they pass only props core Preact and React read alike), and compat costs 1.2 KB gzip, a
// sixteenth of the section's reading path. Every module that build bundles and that names React is the
// section's own (src/widgets/comments/, src/shared/comments/); the build test keeps it so.
const preactCoreAlias = {
  ...preactAlias,
  react: './src/shims/react-core.ts',
  'react-dom/client': './src/shims/react-dom-core.ts',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * The theme's defaults (src/ui/theme.css), each written into the var() that uses it as its fallback: a
 * stylesheet carries only the defaults it uses, and no rule on :root that a blog would have to outweigh.
 */
const themeDefaults = Object.fromEntries(
  [...readFileSync('src/ui/theme.css', 'utf8').matchAll(/(--porchlight-[\w-]+):\s*([^;]+);/g)].map(
    ([, name, value]) => [name, value.replace(/,\s+/g, ',').replace(/(^|[\s(,])0\./g, '$1.')],
  ),
);

/**
 * A stylesheet minified, each theme property given its default (themeDefaults). esbuild keeps a custom
 * property's value as written, the space after its colon and after each comma included, which mean
 * nothing there, and the spaces around * and / in a calc(): they go too, so how a source file is laid out
 * costs the reader nothing.
 */
async function minifiedCss(path) {
  const built = await esbuild.build({
    entryPoints: [path],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  return built.outputFiles[0].text
    .trim()
    .replace(/(--[\w-]+):\s+/g, '$1:')
    .replace(/(--[\w-]+:[^;}]*)/g, (declaration) => declaration.replace(/,\s+/g, ','))
    .replace(/var\((--porchlight-[\w-]+)\)/g, (use, name) =>
      themeDefaults[name] ? `var(${name},${themeDefaults[name]})` : use,
    )
    .replace(/calc\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, (calc) => calc.replace(/ ([*/]) /g, '$1'));
}

// `import css from './x.css'` gives the minified stylesheet as a string, which
// the widget adopts itself: no extra request, no flash of unstyled widget.
const cssAsText = {
  name: 'css-as-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const code = await minifiedCss(args.path);
      return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js' };
    });
  },
};

// Code the comment section loads after reading begins (src/widgets/comments/lazy.ts):
// each is an entry of its own under widgets/lazy/, so the section can load it
// by address and retry at a new one (lazy-by-address.ts). Once built, each
// file is renamed after its content hash (widgets/lazy/NAME-HASH.js) and
// the file that loads it is given that name: a cached comments.js never
// meets another build's chunk, it asks for its own (or finds it gone).
const lazyChunks = {
  interactive: ['comments-interactive', 'src/widgets/comments/interactive/interactive.ts'],
  proofOfWork: ['proof-of-work', 'src/adapters/proof-of-work.ts'],
  revealComment: ['reveal-comment', 'src/ui/reveal-comment.ts'],
  ownEditor: ['comments-own-editor', 'src/widgets/comments/own-editor/own-editor.tsx'],
  moderation: ['comments-moderation', 'src/widgets/comments/moderation/moderation-panel.tsx'],
  formatting: ['comments-formatting', 'src/widgets/comments/formatting/formatting.tsx'],
};
const addressMark = (name) => `@@porchlight-lazy-${name}@@`;
// One dotted define per chunk: each address is inlined where it is used (an object define would become a shared chunk of its own).
const lazyAddresses = Object.fromEntries(
  Object.keys(lazyChunks).map((name) => [`__PORCHLIGHT_LAZY__.${name}`, JSON.stringify(addressMark(name))]),
);
const lazyByAddress = {
  name: 'lazy-by-address',
  setup(build) {
    build.onResolve({ filter: /^\.\/lazy\.ts$/ }, (args) => ({ path: join(args.resolveDir, 'lazy-by-address.ts') }));
  },
};

// Each widget's words in every locale but English (docs/languages.md "Languages"). Every set of words is a folder
// whose `locales.ts` imports `<locale>.ts` for each (src/widgets/slideshow/messages/, src/widgets/comments/words/,
// …) and gives them as its code asks: the server imports its `all`, every locale at once, a widget its `locales`,
// one other locale when it is spoken. In the source `locales` reads `all`; the page's and the package's builds
// write it instead as a load of that locale's file alone (oneLocaleAtATime), so that a reader downloads only the
// words they read. On the page each locale is an entry of its own, `widgets/locales/<family>-<locale>.js`, named
// after the folder above the set, and the widget's code holds one template for all of them, where esbuild's own
// import() of each would hold one hashed chunk name per locale (about 130 B gzip more in every widget). Unlike the
// code under lazy/, words are not named after their content: a cached widget that meets another build's words reads
// any word they lack in English (the translator's fallback), where a name that changed at every build would leave
// it with no words of its own at all until its cache expired.
const OTHER_LOCALES = JSON.parse(
  /LOCALES = (\[[^\]]*\])/.exec(readFileSync('src/shared/locale.ts', 'utf8'))[1].replaceAll("'", '"'),
).filter((locale) => locale !== 'en');
/** The sets of words the page builds load by address, each folder by its family's name (filled as they load). */
const localeFamilies = {};
/** The families' locale files as entries of a page build, in the order of their folders' paths (the same at every build). */
const localeEntries = (families) =>
  Object.fromEntries(
    families
      .sort((one, other) => (localeFamilies[one] < localeFamilies[other] ? -1 : 1))
      .flatMap((family) =>
        OTHER_LOCALES.map((locale) => [`locales/${family}-${locale}`, `${localeFamilies[family]}/${locale}.ts`]),
      ),
  );
const localeMark = (family) => `@@porchlight-locales-${family}@@`;
/**
 * Has a build load each set's locales.ts as its `locales` alone, written by `code` from the set's folder, which
 * loads one other locale's file when a widget speaks it. Its `all` is not there, so a build of the page or the
 * package that reached for every locale at once fails rather than carry them all.
 */
function oneLocaleAtATime(build, code) {
  // Only the sets of words in src (messages/ or words/): a locales.ts of a dependency is left as it is.
  build.onLoad({ filter: /[\\/]src[\\/].*[\\/](messages|words)[\\/]locales\.ts$/ }, (args) => ({
    contents: code(relative(process.cwd(), dirname(args.path))),
    loader: 'js',
    resolveDir: dirname(args.path),
  }));
}
// The page's: each locale at its address, relative to the file that holds this code once built (addressLocaleChunks writes it).
const localesByAddress = {
  name: 'locales-by-address',
  setup(build) {
    oneLocaleAtATime(build, (folder) => {
      const family = folder.split(/[\\/]/).at(-2);
      if (localeFamilies[family] && localeFamilies[family] !== folder)
        throw new Error(`build: ${folder} and ${localeFamilies[family]} would both load as the words of ${family}`);
      localeFamilies[family] = folder;
      return `export const locales = (locale) => import(\`${localeMark(family)}\${locale}.js\`);`;
    });
  },
};
// The package's: an import() of each locale's file, a chunk of its own that the app's bundler keeps apart.
const localesByImport = {
  name: 'locales-by-import',
  setup(build) {
    oneLocaleAtATime(
      build,
      () => `const chunks = {
${OTHER_LOCALES.map((locale) => `  ${locale}: () => import('./${locale}.ts'),`).join('\n')}
};
export const locales = (locale) => chunks[locale]();`,
    );
  },
};

// A module of a few bytes that many widgets use (the one way to add a listener, src/shared/ui/listen.ts;
// the one way to wait, src/shared/timer.ts; the one way to load a module by address,
// src/adapters/import-by-address.ts) would become a chunk of its own, one more request on every page for
// less than a hundred bytes: each module that imports it gets a copy of its own instead, which lands in
// that module's file. The timer and the import by address are imported by several modules of one chunk
// (the comment section's focus, slices and request limit; its lazy chunks and robot check): there one copy
// serves them all, and only a widget's own file (an entry that is no lazy chunk, such as comments-read.js,
// comments-fetch.js or the slideshow) gets a copy of its own. So comments-read.js and comments-fetch.js
// hold the import() that loads their neighbours, and name them by an address relative to themselves.
// The one way to add a stylesheet (src/shared/ui/style.ts) sits in the chunk the other widgets share; only
// comments-fetch.js, which loads no chunk (the default embed's bytes), takes a copy of its own.
const OWN_STYLE_COPY = new Set([resolve('src/widgets/comments/fetch.ts')]);
const copiedPerImporter = {
  name: 'copied-per-importer',
  setup(build) {
    const entries = build.initialOptions.entryPoints ?? [];
    const ownFiles = new Set(
      (Array.isArray(entries)
        ? entries
        : Object.entries(entries)
            .filter(([name]) => !name.startsWith('lazy/'))
            .map(([, source]) => source)
      ).map((source) => resolve(source)),
    );
    build.onResolve({ filter: /[\\/](listen|timer|import-by-address|style)\.ts$/ }, async (args) => {
      if (args.pluginData === 'copied-per-importer') return undefined;
      if (
        args.path.endsWith('style.ts')
          ? !OWN_STYLE_COPY.has(args.importer)
          : !args.path.endsWith('listen.ts') && !ownFiles.has(args.importer)
      )
        return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'copied-per-importer',
      });
      return { path: resolved.path, suffix: `?from=${relative(process.cwd(), args.importer)}` };
    });
  },
};

// esbuild puts each module in a chunk by the set of entries that reach it, and has no manual
// chunks. The interactive chunk reaches the runtime (Preact, signals) but not the section, so
// runtime and section fell into two chunks that always load together: the section loads the
// interactive code, never the reverse. Naming the section's modules from the interactive entry
// makes every entry that reaches one reach both, so they are one file: one request, one gzip
// stream, 300 B less on the reader's first move. Nothing calls these exports.
const oneSectionChunk = {
  name: 'one-section-chunk',
  setup(build) {
    // The same for the entries of the own-comment editor, moderation and formatting, which reach part of the section too.
    build.onLoad(
      {
        filter:
          /[\\/]src[\\/]widgets[\\/]comments[\\/](interactive[\\/]interactive\.ts|own-editor[\\/]own-editor\.tsx|moderation[\\/]moderation-panel\.tsx|formatting[\\/]formatting\.tsx)$/,
      },
      (args) => ({
        contents: `${readFileSync(args.path, 'utf8')}
export { LiveSection as sectionView } from '../live-section.tsx';
export { createCommentsWidget as sectionStores } from '../../../shared/comments/widget.ts';
export { browserEnv as sectionEnv } from '../browser-env.ts';
export { createRoot as sectionRoot, hydrateRoot as sectionHydrate } from 'react-dom/client';
`,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }),
    );
  },
};

/**
 * Names each lazy chunk after its content hash, and writes that name into
 * the files that load it: comments.js, or the chunk it shares with
 * comments-upgrade.js, each given the address relative to itself.
 */
function versionLazyChunks() {
  const names = {};
  for (const [name, [file]] of Object.entries(lazyChunks)) {
    const built = `${dist}/widgets/lazy/${file}.js`;
    const hash = createHash('sha256').update(readFileSync(built)).digest('hex').slice(0, 8);
    renameSync(built, `${dist}/widgets/lazy/${file}-${hash}.js`);
    names[name] = `lazy/${file}-${hash}.js`;
  }
  const named = new Set();
  for (const file of readdirSync(`${dist}/widgets`, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    const path = `${dist}/widgets/${file}`;
    let code = readFileSync(path, 'utf8');
    if (!code.includes('@@porchlight-lazy-')) continue;
    for (const [name, address] of Object.entries(names)) {
      if (!code.includes(addressMark(name))) continue;
      const relativeAddress = relative(dirname(path), `${dist}/widgets/${address}`);
      code = code.replaceAll(
        addressMark(name),
        relativeAddress.startsWith('.') ? relativeAddress : `./${relativeAddress}`,
      );
      named.add(name);
    }
    writeFileSync(path, code);
  }
  for (const [name, [file]] of Object.entries(lazyChunks))
    if (!named.has(name)) throw new Error(`build: no file names the lazy chunk ${file}`);
}

/** Writes each family's address template, relative to the file that holds it, where its `locales.ts` left its mark. */
function addressLocaleChunks() {
  const named = new Set();
  for (const file of readdirSync(`${dist}/widgets`, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    const path = `${dist}/widgets/${file}`;
    let code = readFileSync(path, 'utf8');
    if (!code.includes('@@porchlight-locales-')) continue;
    for (const family of Object.keys(localeFamilies)) {
      if (!code.includes(localeMark(family))) continue;
      const address = relative(dirname(path), `${dist}/widgets/locales/${family}-`);
      code = code.replaceAll(localeMark(family), address.startsWith('.') ? address : `./${address}`);
      named.add(family);
    }
    writeFileSync(path, code);
  }
  for (const family of Object.keys(localeFamilies))
    if (!named.has(family)) throw new Error(`build: no file loads the words of ${family}`);
}

const browser = {
  bundle: true,
  minify: true,
  target: 'es2020',
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [cssAsText],
  logLevel: 'warning',
};

// Node code: the server, and the renderer platforms import. Both render the comment section with the
// components the page runs (src/shared/render-comments.tsx): on Preact as the widgets do,
// react-dom/server becoming preact-render-to-string; packages stay in node_modules.
const node = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  alias: { ...preactAlias, 'react-dom/server': 'preact-render-to-string' },
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [cssAsText],
  logLevel: 'warning',
};

export async function build() {
  rmSync(dist, { recursive: true, force: true });
  const pageBuild = (entryPoints, { alias = preactAlias, plugins = [] } = {}) =>
    esbuild.build({
      ...browser,
      entryPoints,
      outdir: `${dist}/widgets`,
      format: 'esm',
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      alias,
      define: { ...browser.define, ...lazyAddresses },
      plugins: [cssAsText, lazyByAddress, localesByAddress, copiedPerImporter, ...plugins],
      metafile: true,
    });
  const alone = ['comments', 'comment-count'];
  for (const family of Object.keys(localeFamilies)) delete localeFamilies[family];
  const pageBuilds = Promise.all([
    // Every widget but the comment section and the count, splitting what they share (locale, words, the API's fetcher).
    pageBuild(
      Object.fromEntries(
        widgets.filter((name) => !alone.includes(name)).map((name) => [name, `src/widgets/${name}/index.ts`]),
      ),
    ),
    // The comment section on its own: what its entries share comes in as few files as can be, so the
    // reader's first move fetches the runtime, the section and little else.
    pageBuild(
      {
        comments: 'src/widgets/comments/index.ts',
        // A comment section the server rendered loads this instead of comments.js, and on the reader's first move:
        'comments-read': 'src/widgets/comments/read.ts',
        // the same section, without the styles the page already has, to hydrate the server's markup.
        'comments-upgrade': 'src/widgets/comments/upgrade-on-preact.ts',
        // Placeholder mode (data-fragment): fetches the section as HTML, then runs comments-read.js.
        'comments-fetch': 'src/widgets/comments/fetch.ts',
        // A section whose page signed its reader in (data-sso): the payload sent, then the section made live.
        'comments-sso': 'src/widgets/comments/sso.ts',
        ...Object.fromEntries(Object.values(lazyChunks).map(([file, source]) => [`lazy/${file}`, source])),
      },
      { alias: preactCoreAlias, plugins: [oneSectionChunk] },
    ),
    // The comment count on its own too: a page of counts is the commonest page there is, and the words'
    // machinery it shares with the other widgets would otherwise be a chunk of its own, one more request.
    pageBuild({ 'comment-count': 'src/widgets/comment-count/index.ts' }),
    // The votes alone, for a reader whose first move on a server-rendered section is toward Like or Dislike
    // (votes-island.tsx): one file with its own copy of the runtime. Shared with the section's, the runtime
    // would be a chunk of its own, and every reader of the whole section would fetch one more file and 0.8 KB
    // more gzip (the two halves compress apart); apart, only a reader who votes and then does more fetches
    // the runtime twice.
    pageBuild({ 'comments-votes': 'src/widgets/comments/votes-island.tsx' }, { alias: preactCoreAlias }),
  ]);
  const [[page, sectionPage, countPage, votesPage]] = await Promise.all([
    // Then the words of every set the page builds loaded by address, in every locale but English, each file whole
    // (they share nothing), their words as written rather than as \u escapes: an Arabic letter is 2 bytes, not 6
    // (modules are read as UTF-8).
    pageBuilds.then(async (built) => {
      await esbuild.build({
        ...browser,
        entryPoints: localeEntries(Object.keys(localeFamilies)),
        outdir: `${dist}/widgets`,
        format: 'esm',
        charset: 'utf8',
      });
      return built;
    }),
    esbuild.build({
      ...browser,
      entryPoints: ['src/loader.ts'],
      outfile: `${dist}/widgets/loader.js`,
      format: 'iife',
      define: { ...browser.define, __PORCHLIGHT_WIDGETS__: JSON.stringify(widgets) },
    }),
    // A page of counts alone (src/counts.ts): the count's code in the one script the page includes, in place of
    // the loader and comment-count.js.
    esbuild.build({
      ...browser,
      entryPoints: ['src/counts.ts'],
      outfile: `${dist}/widgets/counts.js`,
      format: 'iife',
      charset: 'utf8',
    }),
    // The package's modules for apps that bundle (package.json "exports"; docs/react-and-preact.md "In a React or Preact app"):
    // `mount`/`unmount`, a component per widget on the app's own React (or preact/compat), a subpath per
    // widget. Unminified ES modules split by what they share: the app's bundler minifies and keeps only
    // what the app imports. React and the signals' React binding are the app's (peers and dependencies).
    esbuild.build({
      ...browser,
      minify: false,
      entryPoints: Object.fromEntries(
        readdirSync('src/package')
          .filter((file) => file !== 'widget-element.ts')
          .map((file) => [file.replace(/\.tsx?$/, ''), `src/package/${file}`]),
      ),
      outdir: `${dist}/lib`,
      format: 'esm',
      splitting: true,
      plugins: [cssAsText, localesByImport],
      chunkNames: 'chunks/[name]-[hash]',
      external: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        '@preact/signals-react',
        '@preact/signals-react/runtime',
      ],
    }),
    // The comment section as HTML for blog platforms that render pages in Node (src/shared/render-node.ts).
    esbuild.build({ ...node, entryPoints: { index: 'src/shared/render-node.ts' }, outdir: `${dist}/render` }),
    // The server: `main` for `npm start` (the demo blog, src/demo), `index` (createServer) for platforms that
    // embed it, with the demo for SEED=demo alone, `cli` for the package's `porchlight` command, without the demo.
    // Its static files (public/) are copied beside them below.
    esbuild.build({
      ...node,
      entryPoints: {
        main: 'src/demo/main.ts',
        index: 'src/server-package/server.ts',
        cli: 'src/server-package/cli.ts',
      },
      outdir: `${dist}/server`,
      // Each a whole bundle (no shared chunks): create-server.ts finds public/ and ../widgets/ beside itself.
      sourcemap: true,
    }),
  ]);
  versionLazyChunks();
  addressLocaleChunks();
  cpSync('src/server/public', `${dist}/server/public`, { recursive: true });
  chmodSync(`${dist}/server/cli.js`, 0o755);
  declarations();
  // The space holders a blog puts in its <head> (src/ui/widgets.css): plain CSS, minified.
  writeFileSync(`${dist}/widgets/widgets.css`, await minifiedCss('src/ui/widgets.css'));
  // The comment section's look, for pages that carry the section the server rendered (it reads before any script);
  // the form's own look (interactive/form/form.css) comes with the form's code.
  writeFileSync(`${dist}/widgets/comments.css`, await minifiedCss('src/widgets/comments/comments.css'));
  // A theme a blog forces with data-theme (src/ui/themes.css): the loader adds it, server-rendered pages link it.
  writeFileSync(`${dist}/widgets/themes.css`, await minifiedCss('src/ui/themes.css'));
  // Last comments' look, for pages that carry them as the server rendered them.
  writeFileSync(`${dist}/widgets/last-comments.css`, await minifiedCss('src/widgets/last-comments/last-comments.css'));
  return {
    outputs: {
      ...page.metafile.outputs,
      ...sectionPage.metafile.outputs,
      ...countPage.metafile.outputs,
      ...votesPage.metafile.outputs,
    },
  };
}

/**
 * The package's TypeScript declarations (dist/types), written by tsc from the modules package.json
 * exports (tsconfig.package.json), so an app's type check meets the same interfaces the code has, and only
 * the files it reads from those (scripts/declaration-closure.mjs).
 */
function declarations() {
  const tsc = spawnSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.package.json', '--outDir', `${dist}/types`],
    { stdio: 'inherit' },
  );
  if (tsc.status !== 0) throw new Error('build: the package declarations did not compile');
  // tsc keeps the sources' `.ts` specifiers; an app's type check resolves `./x.js` to the `x.d.ts` beside it.
  for (const file of readdirSync(`${dist}/types`, { recursive: true })) {
    if (!String(file).endsWith('.d.ts')) continue;
    const path = join(`${dist}/types`, String(file));
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace(/((?:from |import\()['"]\.{1,2}\/[^'"]*?)\.tsx?(['"])/g, '$1.js$2'));
  }
  // tsc writes a declaration for every module the exported ones import, the stores and the server's routes
  // included; the package ships only those an app's type check reads, from the `types` package.json exports.
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
  const shipped = declarationClosure(
    `${dist}/types`,
    exportedTypes(manifest).map((file) => relative('dist/types', file)),
  );
  for (const file of readdirSync(`${dist}/types`, { recursive: true }).map(String))
    if (file.endsWith('.d.ts') && !shipped.has(file)) rmSync(join(`${dist}/types`, file));
  for (const folder of readdirSync(`${dist}/types`, { recursive: true }).map(String).sort().reverse()) {
    const path = join(`${dist}/types`, folder);
    if (statSync(path).isDirectory() && readdirSync(path).length === 0) rmSync(path, { recursive: true });
  }
}

/** Every file under dist/widgets, keyed `widgets/...`, with its sizes. */
function widgetSizes() {
  const sizes = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|css)$/.test(name)) sizes[relative(dist, path)] = measure(readFileSync(path));
    }
  };
  walk(`${dist}/widgets`);
  return sizes;
}

/** For each entry output, itself plus every chunk it pulls in statically. */
function importClosures(metafile) {
  const closures = {};
  const outputs = metafile.outputs;
  for (const file of Object.keys(outputs)) {
    const seen = new Set();
    const visit = (f) => {
      if (seen.has(f) || !outputs[f]) return;
      seen.add(f);
      for (const imported of outputs[f].imports) if (imported.kind === 'import-statement') visit(imported.path);
    };
    visit(file);
    closures[relative(dist, file)] = [...seen].map((f) => relative(dist, f));
  }
  return closures;
}

// Run as a script, not imported. Compared as URLs of the real file: a path
// with spaces is percent-encoded in import.meta.url, and a symlinked path is
// resolved in it, so a plain `file://${argv[1]}` never matches there and the
// build would do nothing yet exit 0.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const metafile = await build();
  const budgets = JSON.parse(readFileSync(flag('--budgets', 'dist-size.json'), 'utf8'));
  const { rows, failures } = checkBudgets(widgetSizes(), importClosures(metafile), budgets);
  console.log(formatTable(rows));
  // The same figures for `npm run bench`, so its comparisons count what a page really downloads (shared chunks included).
  writeFileSync(`${dist}/size-report.json`, JSON.stringify(rows, null, 1));
  if (failures.length) {
    console.error(`\nSize budget exceeded (dist-size.json):\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}
