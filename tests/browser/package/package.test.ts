import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { launchBrowser, newPage } from '../../helpers/browser.ts';
import { startServer, type RunningServer } from '../../helpers/server.ts';
import { openStore } from '../../../src/server/store/open.ts';

// The package as an app gets it (docs/react-and-preact.md "In a React or Preact app"): `npm pack` of this checkout, the
// tarball installed into a throwaway app with npm, the app bundled by esbuild against React and against
// preact/compat, type-checked by tsc, and run in Chromium against a real server.

const WIDGETS = [
  'comments',
  'comment-count',
  'last-comments',
  'share',
  'print',
  'slideshow',
  'audio-player',
  'tags-carousel',
  'tags-dropdown',
];
const repo = process.cwd();
const locked = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages as Record<string, { version: string }>;
const version = (name: string) => locked[`node_modules/${name}`]!.version;

const test = suite<{ app: string; server: RunningServer; browser: Browser }>('the npm package in an app');

const APP = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Comments, CommentCount, Slideshow, type CommentCountProps } from 'porchlight/react';
import { mount } from 'porchlight';

const count: CommentCountProps = { postId: '1', href: '#comments', locale: 'en' };
const slides = ['Canal', 'Lock', 'Bridge'].map((name) =>
  createElement('li', { key: name }, createElement('img', { src: '/demo-media/towpath-dawn.svg', alt: name, width: 800, height: 450 })),
);
createRoot(document.getElementById('root')!).render(
  createElement('main', null,
    createElement('h1', null, 'An app'),
    createElement(CommentCount, { ...count, id: 'count' }),
    createElement(Slideshow, { id: 'slides', label: 'Canal pictures' }, createElement('ul', null, slides)),
    createElement('div', { id: 'comments' }, createElement(Comments, { postId: '1', locale: 'en' })),
  ),
);
const share = document.getElementById('share')!;
mount(share, { widget: 'share', url: 'https://blog.example/posts/1', title: 'A post' }).then(() => (share.dataset.mounted = 'yes'));
// @ts-expect-error: a widget's options are checked against that widget
mount(share, { widget: 'comment-count', slides: 3 });
`;

function sh(command: string, args: string[], cwd: string) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

test.before(async (context) => {
  const app = mkdtempSync(join(tmpdir(), 'porchlight-app-'));
  context.app = app;
  // --ignore-scripts: dist/ is the build `npm test` made before this step (prepack would build it again).
  const tarball = sh('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', app], repo).trim();
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'an-app',
      private: true,
      type: 'module',
      dependencies: {
        porchlight: `file:./${tarball}`,
        react: version('react'),
        'react-dom': version('react-dom'),
        preact: version('preact'),
        '@types/react': version('@types/react'),
        '@types/react-dom': version('@types/react-dom'),
        // An app that embeds porchlight/server runs on Node and type-checks against Node's types.
        '@types/node': version('@types/node'),
      },
    }),
  );
  // From npm's cache where it has them, as `npm ci` left it; no install scripts (better-sqlite3's is a native build).
  sh('npm', ['install', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  // The native SQLite binding better-sqlite3's install script would compile, taken from this checkout's
  // own install of the same version: the test is about the package, not about compiling SQLite.
  const installed = JSON.parse(readFileSync(join(app, 'node_modules/better-sqlite3/package.json'), 'utf8')).version;
  assert.is(installed, version('better-sqlite3'));
  cpSync(join(repo, 'node_modules/better-sqlite3/build'), join(app, 'node_modules/better-sqlite3/build'), {
    recursive: true,
  });
  writeFileSync(join(app, 'app.tsx'), APP);
  context.server = await startServer({ DEMO_MODERATION: 'off' });
  context.browser = await launchBrowser();
});
test.after(async ({ app, server, browser }) => {
  await browser?.close();
  await server?.stop();
  rmSync(app, { recursive: true, force: true });
});

/**
 * The app bundled as a bundler does it: React as installed, or Preact through its compat layer. One file
 * to run in the page, or split as an app would ship it to weigh it: `code` is then what the page loads
 * first (the entry and the chunks it imports statically), `lazy` what it loads later, on demand.
 */
async function bundle(
  app: string,
  framework: 'react' | 'preact',
  entry: string | { contents: string },
  { minify = false, splitting = false } = {},
) {
  const built = await esbuild.build({
    ...(typeof entry === 'string'
      ? { entryPoints: { app: join(app, entry) } }
      : { stdin: { contents: entry.contents, resolveDir: app, loader: 'tsx' as const, sourcefile: 'app.tsx' } }),
    absWorkingDir: app,
    bundle: true,
    format: 'esm',
    splitting,
    outdir: join(app, 'out'),
    write: false,
    minify,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    alias:
      framework === 'preact'
        ? { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' }
        : {},
    logLevel: 'silent',
  });
  const outputs = built.metafile!.outputs;
  const text = new Map(built.outputFiles!.map((file) => [relative(app, file.path), file.text]));
  const first = new Set<string>();
  const visit = (file: string) => {
    if (first.has(file)) return;
    first.add(file);
    for (const imported of outputs[file]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  // The app's own entry (a widget's dynamic imports are entries too, of chunks loaded later).
  visit(Object.keys(outputs).find((file) => /(^|\/)(app\.tsx|<stdin>)$/.test(outputs[file]!.entryPoint ?? ''))!);
  const join_ = (files: string[]) => files.map((file) => text.get(file)!).join('\n');
  return {
    code: join_([...first]),
    lazy: join_(Object.keys(outputs).filter((file) => !first.has(file) && file.endsWith('.js'))),
    inputs: Object.keys(built.metafile!.inputs),
  };
}

test('the tarball holds the built files package.json names, and nothing of the sources or tests', ({ app }) => {
  const root = join(app, 'node_modules/porchlight');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const [subpath, target] of Object.entries(manifest.exports as Record<string, string | Record<string, string>>)) {
    if (subpath.includes('*')) continue;
    for (const file of typeof target === 'string' ? [target] : Object.values(target))
      assert.ok(readFileSync(join(root, file)).length > 0, `${subpath} → ${file}`);
  }
  const files = sh('find', ['.', '-type', 'f'], root).split('\n');
  assert.not.ok(
    files.some((file) => /^\.\/(src|tests|a11y|bench)\//.test(file)),
    'no sources or tests',
  );
  assert.ok(files.includes('./dist/widgets/loader.js'), 'the CDN files');
});

for (const framework of ['react', 'preact'] as const)
  test(`an app bundled against ${framework} shows the comments, the count, a slideshow and a mounted share`, async ({
    app,
    server,
    browser,
  }) => {
    const { code } = await bundle(app, framework, 'app.tsx');
    if (framework === 'preact') {
      assert.not.ok(/node_modules\/react-dom\//.test(code), 'no React DOM in the Preact app');
      assert.ok(code.includes('node_modules/preact/'), 'Preact is bundled');
    } else assert.not.ok(/node_modules\/preact\//.test(code), 'no Preact in the React app');
    const { page, close, pageErrors } = await newPage(browser);
    await page.route(`${server.url}/app`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An app</title></head><body><div id="root"></div><div id="share"></div><script type="module" src="/app.js"></script></body></html>',
      }),
    );
    await page.route(`${server.url}/app.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: code }));
    await page.goto(`${server.url}/app`);
    await page.waitForSelector('#comments .pl-comments > .pl-list > li');
    assert.is(await page.locator('#comments .pl-comments > .pl-list > li').count(), 10);
    await page.waitForFunction(() => /^\d+ comments?$/.test(document.querySelector('#count a')?.textContent ?? ''));
    assert.is(await page.locator('#count a').getAttribute('href'), '#comments');
    assert.ok(await page.getByRole('button', { name: 'Next slide' }).isVisible(), 'the slideshow is enhanced');
    await page.waitForFunction(() => document.getElementById('share')?.dataset.mounted === 'yes');
    assert.ok((await page.locator('#share a[target=_blank]').count()) > 2, 'mount() mounted the share widget');
    assert.equal(pageErrors, []);
    await close();
  });

test('the app type-checks against the declarations the package ships', ({ app }) => {
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      files: ['app.tsx'],
    }),
  );
  sh(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app);
  // The same app with a wrong option fails: the check is real.
  writeFileSync(join(app, 'wrong.tsx'), `${APP}\nmount(document.body, { widget: 'comments', postId: 42 });\n`);
  writeFileSync(join(app, 'tsconfig.wrong.json'), JSON.stringify({ extends: './tsconfig.json', files: ['wrong.tsx'] }));
  assert.throws(() =>
    sh(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.wrong.json'], app),
  );
});

test('every entry the package exports type-checks in a strict app that checks its libraries too', ({ app }) => {
  // `skipLibCheck: false` reads every declaration an import reaches, the packages' own included: a public type
  // that named the section's stores once brought @preact/signals-react's, which does not compile.
  const manifest = JSON.parse(readFileSync(join(app, 'node_modules/porchlight/package.json'), 'utf8'));
  const entries = Object.entries(manifest.exports as Record<string, string | { types?: string }>)
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([subpath]) => `porchlight${subpath.slice(1)}`);
  assert.ok(entries.includes('porchlight') && entries.includes('porchlight/server') && entries.length > 10);
  writeFileSync(
    join(app, 'entries.ts'),
    `${entries.map((entry, i) => `import * as entry${i} from '${entry}';`).join('\n')}
export const entries = [${entries.map((_, i) => `entry${i}`).join(', ')}];
`,
  );
  writeFileSync(
    join(app, 'tsconfig.libraries.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
      },
      files: ['entries.ts'],
    }),
  );
  try {
    sh(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.libraries.json'], app);
  } catch (error) {
    assert.unreachable(`tsc: ${(error as { stdout?: string }).stdout}`);
  }
});

test("one widget's subpath brings no other widget's code; bytes per widget in each framework", async ({ app }) => {
  const rows: string[] = [];
  for (const widget of WIDGETS) {
    const { inputs } = await bundle(app, 'react', { contents: `export * from 'porchlight/${widget}';` });
    const sources = new Set(
      inputs
        .filter((input) => input.startsWith('node_modules/porchlight/'))
        .flatMap((input) =>
          [...readFileSync(join(app, input), 'utf8').matchAll(/^\/\/ src\/(\S+)$/gm)].map((m) => m[1]!),
        ),
    );
    const widgetsIn = new Set([...sources].flatMap((source) => /^widgets\/([^/]+)\//.exec(source)?.[1] ?? []));
    assert.equal([...widgetsIn], [widget], `${widget} brings ${[...widgetsIn].join(', ')}`);
    assert.not.ok(
      [...sources].some((source) => source.startsWith('server/')),
      'no server code',
    );
    const sizes = [];
    for (const framework of ['react', 'preact'] as const) {
      const name = widget.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase());
      const render = (element: string) =>
        `import { createElement } from 'react'; import { createRoot } from 'react-dom/client'; ${element}`;
      const whole = await bundle(
        app,
        framework,
        {
          contents: render(
            `import { ${name} } from 'porchlight/${widget}'; createRoot(document.body).render(createElement(${name}, {}));`,
          ),
        },
        { minify: true, splitting: true },
      );
      const bare = await bundle(
        app,
        framework,
        { contents: render(`createRoot(document.body).render(createElement('div', {}));`) },
        { minify: true, splitting: true },
      );
      const gzip = (code: string) => (code ? gzipSync(code).length : 0);
      sizes.push(gzip(whole.code) - gzip(bare.code), gzip(whole.lazy), gzip(whole.code));
    }
    rows.push(`| ${widget} | ${sizes.join(' | ')} |`);
  }
  console.log(
    `\nThe package through esbuild (minified, split, gzip bytes): what each widget adds to an app's first load, what it loads later, and the app's first load in all\n| widget | React: adds | React: later | React: app | Preact: adds | Preact: later | Preact: app |\n|---|---:|---:|---:|---:|---:|---:|\n${rows.join('\n')}`,
  );
});

test('the server as a library: createServer from porchlight/server, and the porchlight command', async ({ app }) => {
  const database = `sqlite:${join(app, 'library.db')}`;
  const bin = join(app, 'node_modules/.bin/porchlight');
  assert.match(sh(bin, ['help'], app), /porchlight <command>/);
  assert.match(
    execFileSync(bin, ['migrate'], { cwd: app, encoding: 'utf8', env: { ...process.env, DATABASE_URL: database } }),
    /^The database is at schema version \d+\.$/m,
  );
  assert.is(
    execFileSync(bin, ['admin', 'held'], {
      cwd: app,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: database },
    }),
    'no comments waiting\n',
  );
  assert.throws(() => sh(bin, ['serve-me'], app), 'an unknown command fails');
  writeFileSync(
    join(app, 'embed.mjs'),
    `import { createServer } from 'porchlight/server';
const server = await createServer({ env: { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: ${JSON.stringify(database)}, SEED: 'demo', LOG_LEVEL: 'silent' } });
const address = await server.listen();
const loader = await fetch(address + '/widgets/loader.js');
const count = await fetch(address + '/comments/count?postID=1&callback=c');
console.log(JSON.stringify({ loader: loader.status, count: await count.text() }));
await server.close();`,
  );
  const answer = JSON.parse(sh(process.execPath, ['embed.mjs'], app).trim().split('\n').at(-1)!);
  assert.is(answer.loader, 200, 'the widgets are served from the package');
  assert.match(answer.count, /^c\(\d+\);$/);
});

test('npx porchlight serve with nothing but DATABASE_URL (and a free PORT) serves, in JSON lines, and seeds nothing', async ({
  app,
}) => {
  const database = `sqlite:${join(app, 'served.db')}`;
  // Only what npx itself needs to run (PATH, HOME) beside the one setting; PORT=0 only because 8080 may be taken here.
  const child = spawn('npx', ['--no', 'porchlight', 'serve'], {
    cwd: app,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: database, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npx runs the command as a child of its own, and a failed test ends both.
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start within a minute:\n${stderr}`)), 60_000);
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk;
        const match = /"msg":"Porchlight serving at (http:\/\/[^"/]+)\/"/.exec(stderr);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      void exited.then((code) => reject(new Error(`exited (${code}) before serving:\n${stderr}`)));
    });
    assert.is(address.replace(/:\d+$/, ''), 'http://127.0.0.1', 'the default HOST, loopback');
    const ready = await fetch(`${address}/readyz`);
    assert.is(ready.status, 200);
    assert.match(await ready.text(), /^ready: schema \d+\n$/);
    assert.is((await fetch(`${address}/widgets/loader.js`)).status, 200, 'the widgets are served from the package');
    // No demo: neither its pages nor its blog.
    assert.is((await fetch(`${address}/posts/1`)).status, 404);
    const store = await openStore(database);
    try {
      assert.is(await store.getBlog('1'), null);
      assert.ok(await store.isEmpty());
    } finally {
      await store.close();
    }
    // The server's own process, as a supervisor that runs it under npx stops it: npx then exits as it did.
    const start = stderr.split('\n').find((line) => line.includes('"msg":"Porchlight serving at '))!;
    process.kill(JSON.parse(start).pid, 'SIGTERM');
    assert.is(await exited, 0, stderr);
  } finally {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
  assert.is(stdout, '');
  const lines = stderr.trim().split('\n');
  for (const line of lines) assert.ok(/^\{.*\}$/.test(line) && JSON.parse(line).msg, `a JSON line: ${line}`);
  assert.equal(
    lines.map((line) => JSON.parse(line).msg),
    [
      `Porchlight serving at ${/"address":"([^"]+)"/.exec(stderr)![1]}/`,
      'Porchlight stopping: finishing requests in flight',
    ],
  );
});

test.run();
