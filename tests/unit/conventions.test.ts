import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { LOCALES } from '../../src/shared/locale.ts';
import { importsOf } from '../helpers/source-imports.ts';

// One convention per concern, kept by a test rather than by memory: every
// store declares the interface its view uses (never the ReturnType of its
// factory, which hands the whole object around) and is torn down by
// dispose(), one name for every store; every stylesheet places things by
// logical properties, so a widget written right to left mirrors (docs/languages.md
// "Languages"). In the tests: one Tab walk, and one fixture page builder.

const files = (path: string, kind = /\.tsx?$/): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => files(join(path, name), kind))
    : kind.test(path)
      ? [path]
      : [];
const read = (file: string) => ({ file, text: readFileSync(file, 'utf8') });
const sources = files('src').map(read);
const testSources = [...files('tests'), ...files('a11y')].map(read);
const FIXTURE_MODULE = join('tests', 'helpers', 'widget-fixture.ts');
// A value in parentheses (calc(44px + 0.25rem), calc(var(--s) / 2)) counts as one, however deep.
const outermost = (text: string): string => {
  const flatter = text.replace(/\([^()]*\)/g, '\u0001');
  return flatter === text ? text.replaceAll('\u0001', '()') : outermost(flatter);
};
const stylesheets = files('src', /\.css$/).map((file) => ({
  file,
  text: outermost(readFileSync(file, 'utf8')),
}));

const offending = (pattern: RegExp, among = sources) =>
  among.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

test('no store is known by the ReturnType of its factory', () => {
  assert.ok(sources.length > 100);
  assert.equal(offending(/ReturnType<typeof create/), []);
});

test('one cleanup name: dispose(), never destroy()', () => {
  assert.equal(offending(/\bdestroy\s*[(:]/), []);
  assert.ok(offending(/\bdispose\s*[(:]/).length > 3, 'stores are disposed');
});

test('stylesheets place things by logical properties: nothing left, right, top or bottom', () => {
  assert.ok(stylesheets.length > 10);
  // A physical side, an offset, an alignment or a float; and a four-value margin, padding or inset,
  // whose second and fourth values are the right and the left.
  const physical =
    /^\s*((margin|padding|border|inset|scroll-margin|scroll-padding)-(left|right|top|bottom)|(left|right|top|bottom)\s*:|(text-align|float|clear)\s*:\s*(left|right)\b|(margin|padding|inset)\s*:\s*\S+\s+\S+\s+\S+\s+\S+)/;
  for (const line of [
    '  padding-left: 1rem;',
    '  border-right: 0;',
    '  top: 0;',
    '  margin: 0 0 0 1rem;',
    '  text-align: left;',
  ])
    assert.ok(physical.test(line), line);
  assert.equal(offending(physical, stylesheets), []);
  assert.ok(offending(/inline-start|inline-end/, stylesheets).length > 3, 'the logical properties are seen');
});

// One way to add and remove a DOM listener: listen() (src/shared/ui/listen.ts), which returns the removal;
// listeners() (src/ui/dom.ts) collects those removals for the widgets without a framework. A handler set as a
// property (`script.onerror = …`) is a second way, which a second assignment silently replaces. The files that
// still call the DOM themselves, or set such a property, are named here, each with its reason.
const OWN_LISTENERS: Record<string, string> = {
  [join('src', 'shared', 'ui', 'listen.ts')]: 'the helper itself',
  [join('src', 'server', 'pages', 'popup.ts')]:
    'a script the popup page inlines as a string: it runs in that page, it is no module of ours',
  [join('src', 'loader.ts')]:
    'its own IIFE bundle: the helper would cost it 28 B gzip of a 1 KB budget, for one listener never removed',
  [join('src', 'widgets', 'comments', 'read.ts')]:
    'on the server-rendered reading path the helper costs 40 B gzip, for two listeners',
  [join('src', 'adapters', 'jsonp.ts')]:
    "the count's script tag: the helper would cost 36 B gzip, over the budget of a page with only counts, for one listener",
};

test('one way to add and remove DOM listeners: listen(), outside the files named with their reason', () => {
  // A call, or an assignment to an on… property of an object (a Worker's own source, `onmessage=…` in a string, is no object's).
  const ownHandler = /\b(add|remove)EventListener\s*\(|\.on[a-z]+\s*=(?![=>])/;
  assert.ok(ownHandler.test('script.onerror = fail;') && ownHandler.test('worker.onmessage=(e)=>{'));
  assert.not.ok(ownHandler.test('if (a.onload === b) {'));
  const calls = offending(ownHandler);
  const fileOf = (hit: string) => hit.slice(0, hit.indexOf(':'));
  assert.equal(
    calls.filter((hit) => !(fileOf(hit) in OWN_LISTENERS)),
    [],
  );
  // An exception outlives its reason unnoticed otherwise.
  assert.equal(
    Object.keys(OWN_LISTENERS).filter((file) => !calls.some((hit) => fileOf(hit) === file)),
    [],
    'a file named as calling the DOM itself no longer does: take it off the list',
  );
});

// One way to tell a blog's developer what went wrong: the reporter (src/shared/report.ts), which prefixes
// `[porchlight]` and keeps the console's two weights; stores and adapters take its `Log` handed in, so tests
// read what they say. The server logs its own way. The files that still call the console are named here, each
// with its reason: an entry of its own with one call, where the reporter's definition (or the chunk a shared
// one would become) weighs more than the call it replaces.
const REPORTER = join('src', 'shared', 'report.ts');
const OWN_CONSOLE: Record<string, string> = {
  [join('src', 'loader.ts')]:
    'its own IIFE bundle: the reporter would cost it 14 B gzip of a 1 KB budget, for one call',
  [join('src', 'widgets', 'comments', 'read.ts')]:
    'on the server-rendered reading path the reporter costs 19 B gzip, over its 1 KB budget, for one call',
  [join('src', 'widgets', 'comments', 'fetch.ts')]:
    "placeholder mode's own entry: the reporter costs 16 B gzip on that page, over its budget, for one call",
  [join('src', 'widgets', 'comment-count', 'index.ts')]:
    "the count, on every page with counts: the reporter costs 25 B gzip, over that page's budget, for one call",
  [join('src', 'widgets', 'last-comments', 'index.ts')]:
    'a widget of the page build: a shared reporter would be a chunk of its own, a copy costs 16 B gzip, for one call',
  [join('src', 'adapters', 'media-element.ts')]:
    "the audio player's: a shared reporter would be a chunk of its own, a copy costs 16 B gzip, for one call",
};

test('one reporter in the browser: no console. outside src/shared/report.ts, but the files named with their reason', () => {
  const browserSources = sources.filter(({ file }) => !file.startsWith(join('src', 'server')));
  const calls = offending(/\bconsole\./, browserSources);
  const fileOf = (hit: string) => hit.slice(0, hit.indexOf(':'));
  assert.equal(
    calls.filter((hit) => fileOf(hit) !== REPORTER && !(fileOf(hit) in OWN_CONSOLE)),
    [],
  );
  assert.equal(
    Object.keys(OWN_CONSOLE).filter((file) => !calls.some((hit) => fileOf(hit) === file)),
    [],
    'a file named as calling the console itself no longer does: take it off the list',
  );
  // The exceptions say where they come from as the reporter does.
  assert.equal(
    calls.filter((hit) => fileOf(hit) !== REPORTER && !/console\.(warn|error)\((`|')\[porchlight\]/.test(hit)),
    [],
  );
  assert.ok(offending(/\blog(Warning|Error)\(/, browserSources).length > 15, 'the widgets report through it');
});

// One way to wait and one clock: the Timer (src/shared/timer.ts), whose after() waits and whose now() reads the
// time, handed in where tests move time. A raw setTimeout or Date.now beside it is a second clock, which a fake
// Timer does not move. The server waits and reads the time its own way. The files named here keep their own,
// each with its reason.
const TIMER = join('src', 'shared', 'timer.ts');
const OWN_TIMERS: Record<string, string> = {
  [join('src', 'adapters', 'jsonp.ts')]:
    "the count's JSONP waits on the window it is handed (a fake one in its tests), in the count's own build, " +
    'where the Timer would cost bytes over the budget of a page with only counts',
};

test('one way to wait and one clock: the Timer, outside the files named with their reason', () => {
  const browserSources = sources.filter(({ file }) => !file.startsWith(join('src', 'server')));
  const ownClock = /\b(setTimeout|clearTimeout|setInterval|clearInterval)\s*\(|\bDate\.now\b|\bnew Date\(\s*\)/;
  assert.ok(ownClock.test('const id = setTimeout(fn, ms);') && ownClock.test('now = Date.now,'));
  const uses = offending(ownClock, browserSources);
  const fileOf = (hit: string) => hit.slice(0, hit.indexOf(':'));
  assert.equal(
    uses.filter((hit) => fileOf(hit) !== TIMER && !(fileOf(hit) in OWN_TIMERS)),
    [],
  );
  assert.equal(
    Object.keys(OWN_TIMERS).filter((file) => !uses.some((hit) => fileOf(hit) === file)),
    [],
    'a file named as keeping its own timer no longer does: take it off the list',
  );
  assert.ok(offending(/\bsystemTimer\b/, browserSources).length > 5, 'the widgets wait through it');
});

// One way to bound a request in time: withinLimit (src/shared/api/time-limit.ts), and every limit a named
// constant in src/shared/api/request-limits.ts. comments-fetch.js bounds its one fetch with the platform's
// AbortSignal.timeout instead (withinLimit's code, imported, would split with the timer into a chunk of its own
// beside the section's), at the request limit all the same; so does comments-sso.js, an entry of that build too.
const REQUEST_LIMITS = join('src', 'shared', 'api', 'request-limits.ts');
const FETCH_ENTRY = join('src', 'widgets', 'comments', 'fetch.ts');
const SSO_ENTRY = join('src', 'widgets', 'comments', 'sso.ts');

test('one way to bound a request in time: withinLimit, with the limits named in request-limits.ts', () => {
  const browserSources = sources.filter(({ file }) => !file.startsWith(join('src', 'server')));
  const platformLimits = offending(/AbortSignal\.timeout\s*\(/, browserSources);
  assert.equal(
    platformLimits.map((hit) => hit.slice(0, hit.indexOf(':'))),
    [FETCH_ENTRY, SSO_ENTRY],
  );
  assert.ok(
    platformLimits.every((hit) => hit.includes('AbortSignal.timeout(REQUEST_LIMIT_MS)')),
    'at the request limit',
  );
  // A limit is named once, there: no second constant, and no number of milliseconds as a limit's default.
  const ownLimit = /\b[A-Z_]*(LIMIT|TIMEOUT)_MS\s*=|(limit|timeout)Ms\s*=\s*\d/i;
  assert.ok(ownLimit.test('timeoutMs = 8000') && ownLimit.test('const FETCH_LIMIT_MS = 5_000;'));
  assert.equal(
    offending(ownLimit, browserSources).filter((hit) => !hit.startsWith(REQUEST_LIMITS)),
    [],
  );
  assert.ok(offending(/\bwithinLimit\(/, browserSources).length >= 4, 'the requests are bounded through it');
});

// One way to load a module by address: src/adapters/import-by-address.ts, whose importAt is the one import() of
// an address and whose retryingImport asks at a new address after a failure (a browser keeps a broken module
// for the page's life). A static import('./x.ts') is no address: esbuild resolves it, or the package's app
// bundles it. The places that still import an address themselves are named here, each with its reason;
// build.mjs is read too, for the code it writes into the widgets.
const IMPORT_BY_ADDRESS = join('src', 'adapters', 'import-by-address.ts');
const OWN_IMPORTS: Record<string, string> = {
  [join('src', 'loader.ts')]:
    'its own IIFE bundle on every page, one attempt per element (a widget that failed stays as the page wrote ' +
    'it): importAt would cost it 6 B gzip, over the budget of the page with the tags carousel and dropdown',
  'build.mjs':
    'locales-by-address writes each locales.ts as one import() of an address template: a widget asks for its ' +
    'words once as it mounts, and their next attempt is the next page; importAt there would cost 7–17 B gzip ' +
    'a page for the same single attempt (over the budgets of the pages with a slideshow and an audio player, ' +
    'and with the tags carousel and dropdown)',
};

test('one way to load a module by address: no import() of a computed address outside import-by-address.ts, but the files named with their reason', () => {
  // An import() whose argument is anything but one quoted string: a URL made, a variable, a template.
  const byAddress = /\bimport\((?!\s*(['"])[^'"`]*\1\s*\))/;
  for (const line of [
    'await import(new URL(`${entry}.js`, base).href)',
    'const sibling = (file) => import(new URL(`./${file}`, import.meta.url).href);',
    'export const locales = (locale) => import(`./locales/${locale}.js`);',
    'export const importAt = (address: string) => import(address);',
  ])
    assert.ok(byAddress.test(line), line);
  for (const line of [
    "interactive: () => import('./interactive/interactive.ts'),",
    "type Upgrade = typeof import('./upgrade.ts');",
    'const [{ serve }] = await Promise.all([import("../server/serve.ts")]);',
  ])
    assert.not.ok(byAddress.test(line), line);
  // A comment may name import(); code is what imports.
  const imports = offending(byAddress, [...sources, read('build.mjs')]).filter(
    (hit) => !/^\S+:\d+: (\/\/|\/?\*)/.test(hit),
  );
  const fileOf = (hit: string) => hit.slice(0, hit.indexOf(':'));
  assert.equal(
    imports.filter((hit) => fileOf(hit) !== IMPORT_BY_ADDRESS && !(fileOf(hit) in OWN_IMPORTS)),
    [],
    'import by address through importAt or retryingImport (src/adapters/import-by-address.ts)',
  );
  // Each file named keeps the one import() its reason is for: a second there would be a second mechanism too.
  assert.equal(
    Object.keys(OWN_IMPORTS)
      .map((file) => [file, imports.filter((hit) => fileOf(hit) === file).length] as const)
      .filter(([, count]) => count !== 1),
    [],
    'a file named imports an address once, with the reason given (none: take it off the list)',
  );
  assert.is(imports.filter((hit) => fileOf(hit) === IMPORT_BY_ADDRESS).length, 1, 'importAt is the one import()');
  // A relative address resolves against the built file that holds importAt: right only in the entries build.mjs
  // gives a copy of their own (copied-per-importer); code elsewhere, in a shared chunk, passes a whole URL.
  const OWN_COPY = ['read.ts', 'fetch.ts', 'sso.ts'].map((file) => join('src', 'widgets', 'comments', file));
  const relative = offending(/\b(importAt|retryingImport)(<\w+>)?\(\s*[`'"]\.\.?\//);
  assert.equal(
    relative.filter((hit) => !OWN_COPY.includes(fileOf(hit))),
    [],
    'a relative address only from a file with its own copy of import-by-address.ts',
  );
  assert.is(relative.length, 4, 'the three entries name their neighbours relative to themselves');
  assert.ok(
    offending(/\b(importAt|retryingImport|chunkAt)(<\w+>)?\(/).length >= 4,
    'the widgets load by address through it',
  );
});

test('one Tab walk in the tests: a single module defines tabWalk', () => {
  assert.ok(testSources.length > 100);
  const walks = testSources
    .filter(({ text }) => /\b(function\s+tabWalk\b|(const|let|var)\s+tabWalk\s*[=:])/.test(text))
    .map(({ file }) => file);
  assert.equal(walks, [join('tests', 'helpers', 'a11y-checks.ts')]);
});

test('one fixture page builder: only widget-fixture.ts writes a page, or a page that loads the loader from its own origin', () => {
  // A fixture page is a whole document served on the server's origin with the loader from there: a doctype
  // written in another helper, or a loader script tag with a root-relative src anywhere, is a second builder.
  // A blog on another origin is built there too (blogPage). Pages that are something else stay where they are: the
  // React host, an app built on the npm package, a stand-in share target, the print document's expected text.
  const helpersWritingPages = testSources
    .filter(({ file, text }) => file.startsWith(join('tests', 'helpers')) && /<!doctype html/i.test(text))
    .map(({ file }) => file);
  assert.equal(helpersWritingPages, [FIXTURE_MODULE]);
  const pagesWithOwnLoader = testSources
    .filter(({ text }) => /<script[^>]*\ssrc="\/widgets\/loader\.js"/.test(text))
    .map(({ file }) => file);
  assert.equal(pagesWithOwnLoader, [FIXTURE_MODULE]);
});

// Theming (docs/theming.md "Theming"): the widgets' stylesheets paint with the theme's properties, so a blog that sets
// them sets every colour and corner. The exceptions are named with their reason. The theme's own files, and
// the demo blog's stylesheet, are what sets colours.
const THEME_FILES = [join('src', 'ui', 'theme.css'), join('src', 'ui', 'themes.css')];
const OWN_COLOURS: Record<string, string> = {
  'color: #fff': "a letter avatar's letter, white on the writer's own colour (ui/avatar.ts picks colours it reads on)",
  'background: #546e7a': "a letter avatar's ground before its writer's colour is set inline",
  'box-shadow: 0 2px 8px #0003': 'a shadow darkens whatever is beneath a menu, on any theme',
  'box-shadow: 0 4px 12px rgb(0 0 0 / 15%)': 'a shadow darkens whatever is beneath a list, on any theme',
};

test('the widgets paint with the theme: no colour and no corner of their own, but the exceptions named', () => {
  // Read as written (parentheses kept), comments blanked so line numbers hold.
  const widgetSheets = files('src', /\.css$/)
    .filter((file) => !THEME_FILES.includes(file) && !file.startsWith(join('src', 'server', 'public')))
    .map((file) => ({
      file,
      text: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')),
    }));
  assert.ok(widgetSheets.length > 10);
  const literal =
    /#[\da-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![\w-])(white|black|red|green|blue|gr[ae]y)(?![\w-])/i;
  const colours = offending(literal, widgetSheets).filter(
    (hit) => !Object.keys(OWN_COLOURS).some((own) => hit.endsWith(`${own};`)),
  );
  assert.equal(colours, [], 'a colour that is not a --porchlight-* property');
  assert.is(
    offending(literal, widgetSheets).length,
    Object.keys(OWN_COLOURS).length,
    'each exception is still there: take one that is not off the list',
  );
  // A corner is the theme's radius, or a circle's 50%.
  const corners = offending(/border-radius:(?!\s*(var\(--porchlight-radius\)|50%);)/, widgetSheets);
  assert.equal(corners, [], 'a corner that is not --porchlight-radius');
  assert.ok(offending(/border-radius:\s*var\(--porchlight-radius\)/, widgetSheets).length > 5);
});

// Spacing (docs/theming.md "Theming"): every margin, padding, gap and inset the widgets space their parts with is
// --porchlight-space (or a comment section's --s, its alias), so a blog that sets it spaces every widget. The
// exceptions are lengths that are no spacing, or that the text sets, each named with its reason.
const OWN_LENGTHS: Record<string, string> = {
  'margin: -1px': 'the visually hidden pattern (ui/controls.css): it takes a hidden label out of sight',
  'padding: 6px': "room for a carousel tag's 3px focus ring inside the clip (and its space holder's)",
  'padding: 10px 4px': "a carousel tag's 44px target on a 24px line (and its space holder's)",
  'padding: 0 calc(44px + var(--porchlight-space) / 2)': "the carousel holder's 44px buttons",
  'padding-block-start: calc(44px + var(--porchlight-space))': "the slideshow holder's row of 44px controls",
  'padding: 3px': "the dropdown's chevron: its padding is its size",
  'gap: 2px': "the audio player's activity bars, an icon drawn in px",
  'gap: 0.4em': "a share link's icon beside its word, sized to the text",
  'margin-inline: 15px 0': "a reply's rule down the middle of a 32px avatar",
  'padding: 0 0.4em': "a badge's edge around its word, sized to the text",
  'gap: 0.3em': "a comment action's icon beside its word, sized to the text",
  'margin-block-start: 0.5em':
    "last comments: rows are counted in em (line-height), and widgets.css's holder multiplies them",
  'padding: 0.125em 0': "last comments: part of a row's height in em, which the holder's arithmetic counts",
};

test('the widgets space with the theme: no length of their own in a margin, padding, gap or inset, but the exceptions named', () => {
  const widgetSheets = files('src', /\.css$/)
    .filter((file) => !THEME_FILES.includes(file) && !file.startsWith(join('src', 'server', 'public')))
    .map((file) => ({
      file,
      text: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')),
    }));
  assert.ok(widgetSheets.length > 10);
  // Whole declarations, however a formatter wraps them; a length is a number with rem, em or px that is not 0.
  const spacing = widgetSheets.flatMap(({ file, text }) =>
    [...text.matchAll(/(?<![\w-])((?:margin|padding|inset)(?:-[\w-]+)?|(?:row-|column-)?gap)\s*:([^;{}]*)/g)].map(
      (match) => ({
        at: `${file}:${text.slice(0, match.index).split('\n').length}`,
        declaration: `${match[1]}: ${match[2].trim().replace(/\s+/g, ' ')}`,
      }),
    ),
  );
  const length = /(?<![\w.-])-?(\d*\.?\d+)(rem|em|px)\b/g;
  const ownLengths = spacing.filter(({ declaration }) =>
    [...declaration.matchAll(length)].some(([, number]) => Number(number) !== 0),
  );
  assert.equal(
    ownLengths
      .filter(({ declaration }) => !(declaration in OWN_LENGTHS))
      .map(({ at, declaration }) => `${at}: ${declaration}`),
    [],
    'a spacing that is not --porchlight-space',
  );
  assert.equal(
    Object.keys(OWN_LENGTHS).filter((own) => !ownLengths.some(({ declaration }) => declaration === own)),
    [],
    'each exception is still there: take one that is not off the list',
  );
  assert.ok(
    spacing.filter(({ declaration }) => /var\(--(porchlight-space|s)\)/.test(declaration)).length > 30,
    'the widgets space with --porchlight-space',
  );
});

// One in-process API (src/server/graphql/in-process.ts): app.ts builds it once and hands it to every route that
// runs an operation, so there is one schema, one cache of checked documents and one way to build a context.
const IN_PROCESS_API = join('src', 'server', 'graphql', 'in-process.ts');

test('one in-process API: the schema and its handler are made in in-process.ts alone', () => {
  const made = offending(/\b(createGraphQLHandler|createSchema)\s*\(/).filter(
    (hit) => !/\bfunction\s+(createGraphQLHandler|createSchema)\b/.test(hit),
  );
  assert.equal(
    made.filter((hit) => !hit.startsWith(`${IN_PROCESS_API}:`)),
    [],
    "a second handler: take the app's InProcessApi instead",
  );
  const inProcess = sources.find(({ file }) => file === IN_PROCESS_API)!.text;
  assert.is(
    inProcess.match(/\b(createGraphQLHandler|createSchema)\s*\(/g)?.length,
    2,
    'in-process.ts makes the schema and the handler, once each',
  );
});

// One reporter of the server's errors: Fastify's logger (pino), handed to what reports (the in-process API's
// context carries it to the resolvers). The console is for the command lines, named here with their reason.
const SERVER_CONSOLE: Record<string, string> = {
  [join('src', 'server', 'serve.ts')]:
    "the demo server's command line: its banner, and why it could not start or stop, before or after its logger",
  [join('src', 'server-package', 'cli.ts')]: "the porchlight command's output and usage, for the person who typed it",
  [join('src', 'server', 'admin.ts')]: "the admin command's output and refusals, for the person who typed it",
};

test('the server reports errors through its logger: no console in src/server but its command lines', () => {
  // src/server-package too: the package's entries run the same server.
  const calls = offending(/\bconsole\.\w+/).filter(
    (hit) => hit.startsWith(join('src', 'server') + '/') || hit.startsWith(join('src', 'server-package') + '/'),
  );
  const fileOf = (hit: string) => hit.slice(0, hit.indexOf(':'));
  assert.equal(
    calls.filter((hit) => !(fileOf(hit) in SERVER_CONSOLE)),
    [],
    'report through the logger passed in (GraphQLContext.log, app.log)',
  );
  assert.equal(
    Object.keys(SERVER_CONSOLE).filter((file) => !calls.some((hit) => fileOf(hit) === file)),
    [],
    'a file named as writing to the console no longer does: take it off the list',
  );
});

// One definition of what is copied otherwise: a row's id (src/shared/row-id.ts), which every address, form and
// cursor of the server checks, and the vote cookies' name (voteCookie, src/shared/comments/vote-states.ts),
// which the stores and the server's pages read. A bare run of digits is no id check: the places that take a
// number are named. The reading path (widgets/comments/read.ts) spells the cookie's name itself: importing
// it costs comments-read.js 16 B gzip past its 1 KB budget (the module becomes a chunk, or a copy); its
// spelling is held to voteCookie's here instead.
const ROW_ID_MODULE = join('src', 'shared', 'row-id.ts');
const VOTE_COOKIE_MODULE = join('src', 'shared', 'comments', 'vote-states.ts');
const READING_PATH = join('src', 'widgets', 'comments', 'read.ts');
const NUMBERS_NOT_IDS: Record<string, string> = {
  [join('src', 'server', 'admin', 'commands.ts')]: "the import's size limit in megabytes",
  [join('src', 'server', 'policy', 'trust-proxy.ts')]: "TRUST_PROXY's count of proxies",
};

test('one row id and one vote cookie name: each spelled in its module, and imported', () => {
  const fileOf = (hit: string) => hit.slice(0, hit.indexOf(':'));
  const rowIds = offending(/\[1-9\](\[0-9\]|\\d)\{0,15\}/);
  assert.equal(rowIds.map(fileOf), [ROW_ID_MODULE], 'import ROW_ID or ROW_ID_DIGITS from shared/row-id.ts');
  const digits = offending(/\/\^\\d\+\$\//);
  assert.equal(
    digits.filter((hit) => !(fileOf(hit) in NUMBERS_NOT_IDS)),
    [],
    'an id is a ROW_ID (shared/row-id.ts), not any run of digits',
  );
  assert.equal(
    Object.keys(NUMBERS_NOT_IDS).filter((file) => !digits.some((hit) => fileOf(hit) === file)),
    [],
    'a file named as taking a number no longer does: take it off the list',
  );
  // A comment may name a cookie; code is what spells it.
  const voteCookies = offending(/ob_comment_\$\{|ob_comment_(like|dislike)_/).filter(
    (hit) => !/^\S+:\d+: (\/\/|\/?\*)/.test(hit),
  );
  assert.equal(voteCookies.map(fileOf), [VOTE_COOKIE_MODULE, READING_PATH], 'import voteCookie from vote-states.ts');
  // The two spellings, their values blanked, are one shape: ob_comment_{kind}_{post}_{comment}.
  const shape = (hit: string) => /ob_comment_(\$\{[^}]*\}_?)+/.exec(hit)![0].replace(/\$\{[^}]*\}/g, '{}');
  assert.is(shape(voteCookies[0]!), 'ob_comment_{}_{}_{}');
  assert.is(shape(voteCookies[1]!), shape(voteCookies[0]!), 'read.ts reads the cookie voteCookie names');
});

// One escape for HTML (src/shared/escape.ts): a table of entities, or an ampersand replaced by hand, anywhere
// else is a second escape that may miss a character the first one has. Atom's is XML's, named here.
const ESCAPE_MODULE = join('src', 'shared', 'escape.ts');
const OTHER_ESCAPES: Record<string, string> = {
  [join('src', 'server', 'feeds', 'atom.ts')]:
    "XML's escape (&apos;, and the characters XML 1.0 does not allow), which an Atom feed is written in",
  [join('src', 'server', 'webhooks', 'payload.ts')]:
    "Slack's, for a webhook's message: &, < and > only, since Slack shows any other entity as it is written",
};

test('one HTML escape: no entity table and no & replaced outside escape.ts, but the XML one named', () => {
  const fileOf = (hit: string) => hit.slice(0, hit.indexOf(':'));
  // An entity as a table's value or a replacement, a numeric one made from a character code, or `&` replaced.
  const escape = /['"`]&(amp|lt|gt|quot|#39|#x?\d+|apos);['"`]|&#\$\{|\.replace(All)?\(\/&\/g?,/;
  for (const line of [
    `const ESCAPES = { '&': '&amp;', '<': '&lt;' };`,
    "value.replace(/&/g, '&amp;')",
    'value.replace(/[&<]/g, (c) => `&#${c.charCodeAt(0)};`)',
  ])
    assert.ok(escape.test(line), line);
  // A comment may name an entity; code is what escapes.
  const escaping = offending(escape).filter((hit) => !/^\S+:\d+: (\/\/|\/?\*)/.test(hit));
  assert.equal(
    escaping.filter((hit) => fileOf(hit) !== ESCAPE_MODULE && !(fileOf(hit) in OTHER_ESCAPES)),
    [],
    'escape with escapeHtml (shared/escape.ts)',
  );
  assert.equal(
    Object.keys(OTHER_ESCAPES).filter((file) => !escaping.some((hit) => fileOf(hit) === file)),
    [],
    'a file named as escaping for itself no longer does: take it off the list',
  );
});

/**
 * The interfaces `text` declares, each with the members it declares itself (inherited ones are its
 * parents'): a member ends in `;` at the interface's own depth, as prettier writes every one.
 */
function declaredInterfaces(text: string): { name: string; members: number }[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return [...code.matchAll(/\binterface\s+(\w+)[^{]*\{/g)].map((found) => {
    let depth = 0;
    let members = 0;
    for (let at = found.index + found[0].length; at < code.length && depth >= 0; at++) {
      const c = code[at]!;
      if ('{(['.includes(c)) depth++;
      else if ('})]'.includes(c)) depth--;
      else if (c === ';' && !depth) members++;
    }
    return { name: found[1]!, members };
  });
}

// What a part uses of the comment section is a narrow host of its own (shared/comments/section/,
// shared/comments/chunks/): no interface of the section's gathers more than a dozen members for its
// parts to pick from. The stores are not hosts: each is the state of one thing its views draw and change.
const MEMBERS_AT_MOST = 12;
const STORES = {
  CommentsStore: 'the comments of one section: the list, its pages, replies, the open form, the order',
  CommentItem: 'one comment as the views draw it: the API’s fields and its replies’ signals',
  FormStore: 'one form: its fields, errors, drafts, identity and robot check',
};

test('no interface of the comment section declares more than 12 members, but the stores named', () => {
  const sectionFiles = sources.filter(({ file }) => /^src\/(shared|widgets)\/comments\//.test(file));
  const declared = sectionFiles.flatMap(({ file, text }) =>
    declaredInterfaces(text).map((found) => ({ file, ...found })),
  );
  assert.ok(declared.length > 40, 'the interfaces were found');
  assert.equal(
    declaredInterfaces('interface A extends B {\n  a: { b: string; c(): void };\n  d(e: string): void;\n}'),
    [{ name: 'A', members: 2 }],
    'members are counted at the interface’s own depth',
  );
  assert.equal(
    declared
      .filter(({ name, members }) => members > MEMBERS_AT_MOST && !(name in STORES))
      .map(({ file, name, members }) => `${file}: ${name} has ${members}`),
    [],
  );
  assert.equal(
    Object.keys(STORES).filter(
      (store) => !declared.some(({ name, members }) => name === store && members > MEMBERS_AT_MOST),
    ),
    [],
    'each store named is still that wide: take one that is not off the list',
  );
});

// The composition root builds the section's parts and connects them; what each part does is in
// shared/comments/section/. Its function is a list of parts: no control flow, no signal set, no
// function of its own but the one that hands the wired section on.
const WIRING = join('src', 'shared', 'comments', 'widget.ts');

test('createCommentsWidget only wires: a short file, and a function of parts without logic of its own', () => {
  const text = readFileSync(WIRING, 'utf8');
  assert.ok(text.split('\n').length <= 120, `${WIRING} stays under 120 lines`);
  const start = text.indexOf('export function createCommentsWidget(');
  assert.ok(start >= 0, 'createCommentsWidget is there');
  const open = text.indexOf('{', text.indexOf(')', start));
  let depth = 0;
  let end = open;
  do {
    if (text[end] === '{') depth++;
    else if (text[end] === '}') depth--;
    end++;
  } while (depth);
  const body = text
    .slice(open + 1, end - 1)
    .replace(/\/\/.*$/gm, '')
    .trim();
  const logic = [
    /\b(if|for|while|switch|try|await|async|function|new)\b/,
    /=>\s*\{/,
    /\?\?|\?\s|\|\||&&/,
    /\.value\b|\.peek\(/,
  ];
  assert.equal(
    logic.filter((pattern) => pattern.test(body)).map(String),
    [],
    'createCommentsWidget’s body holds logic of its own',
  );
  // Only its parts and their connection: each statement names a part or returns the section.
  assert.equal(
    body
      .split(/;\s*\n/)
      .map((statement) => statement.trim())
      .filter(
        (statement) =>
          statement && !/^(const \w+(: [\w<>() =[\]|]+)? = |const \{[\w, ]+\} = |return \w+;?$)/.test(statement),
      ),
    [],
  );
  // The functions its parts are: at least the reading, the forms, the votes’ code and its life.
  for (const part of ['createReading(', 'createForms(', 'createInteracting(', 'createLife(', 'createSaid('])
    assert.ok(body.includes(part), `the section is built of ${part}…)`);
});

// The store's engines, split by aggregate (src/server/store/store.ts names the parts): each engine
// composes one short module per aggregate, and each module's statements name only its aggregate's tables,
// so a change to votes or to reply mail is read, and reviewed, in one file of each engine. A table an
// aggregate reads for another's sake (the avatar of a comment's account, the blog of a comment's post) is
// named in its list with the aggregate that reads it.
const STORE = join('src', 'server', 'store');
const ENGINE_FILES = ['sqlite.ts', 'postgres.ts', 'sqlite', 'postgres']
  .map((name) => join(STORE, name))
  .filter((path) => existsSync(path))
  .flatMap((path) => files(path));
const MAX_ENGINE_LINES = 200;
const AGGREGATE_TABLES: Record<string, string[]> = {
  'blogs.ts': ['blogs', 'posts', 'tags', 'post_tags'],
  // Comments are listed with their account's avatar, and the last comments of a blog with their posts.
  'comment-lists.ts': ['comments', 'accounts', 'posts'],
  // One comment is read alone, or with its post and its blog (what a like or an author's action checks first).
  'comment-rows.ts': ['comments', 'accounts', 'posts', 'blogs'],
  // A known writer is one with a visible comment on any post of the blog; a writer's own deletion takes their
  // reply mail with it.
  'comments.ts': ['comments', 'posts', 'imported_comments', 'reply_mail'],
  // The held queue of a blog is that of its posts; a rejection keeps the comment as long as its blog says.
  'moderation.ts': ['comments', 'accounts', 'posts', 'blocks', 'blogs'],
  // Rejected comments a blog keeps a while (docs/moderation.md "Rejected comments"), listed with their writer's
  // avatar, found by their posts' blog and erased after that blog's days.
  'rejected.ts': ['comments', 'accounts', 'posts', 'blogs'],
  'reply-mail.ts': ['reply_mail', 'mail_asks'],
  // A vote's counts live on its comment.
  'votes.ts': ['comments', 'votes', 'address_votes'],
  // Accounts, the identities that name them, and the blogs' rules that make some of them authors (blogs.author_ids).
  'accounts.ts': ['accounts', 'sessions', 'identities', 'blog_author_rules', 'blogs'],
  'limits.ts': ['settings', 'robot_proofs', 'rate_hits'],
  // A reader's data is wherever the reader is: read and forgotten across the aggregates in one transaction
  // (docs/self-hosting.md "Readers' data").
  'reader-data.ts': [
    'accounts',
    'identities',
    'sessions',
    'comments',
    'posts',
    'blogs',
    'votes',
    'address_votes',
    'reply_mail',
    'mail_asks',
    'blocks',
    'blog_author_rules',
  ],
  // Webhooks and their deliveries; the outbox queues them from a comment's write, with its post and blog in the payload,
  // drops those of comments erased,
  // and on PostgreSQL gives back the comment written, with its account's avatar, from the same statement.
  'webhooks.ts': ['webhooks', 'webhook_deliveries'],
  'outbox.ts': ['webhooks', 'webhook_deliveries', 'comments', 'posts', 'blogs', 'accounts'],
  // Its tables come from tables.ts by name, never written in a statement.
  'row-copy.ts': [],
  'connection.ts': [],
  // What changed is told by the database (a counter, a channel), never read from a table.
  'changes.ts': [],
  // The engines' own files open and migrate the database, and compose the parts: only the migrations' bookkeeping,
  // and on PostgreSQL the catalog that says whether an online index is built.
  'sqlite.ts': [],
  'postgres.ts': ['schema_versions', 'pg_class', 'pg_index'],
};
/**
 * The tables a module's statements name (a WITH query's own name, `name AS (…)`, is none, wherever the statement is
 * put together), the shared FROM of comments (rows.ts) written out.
 */
const tablesNamed = (text: string): string[] => {
  const sql = text.replaceAll('${COMMENT_FROM}', 'comments c LEFT JOIN accounts a ON a.id = c.account_id');
  const withNames = new Set([...sql.matchAll(/\b([a-z_]+)\s+AS\s+\(/g)].map((found) => found[1]!));
  const named = [...sql.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_]+)(?![\w(])/g)].map((found) => found[1]!);
  return [...new Set(named.filter((table) => !withNames.has(table)))].sort();
};

test('the store engines are short modules, one per aggregate: no engine file over 200 lines', () => {
  assert.equal(
    ENGINE_FILES.map(read)
      .filter(({ text }) => text.trimEnd().split('\n').length > MAX_ENGINE_LINES)
      .map(({ file, text }) => `${file}: ${text.trimEnd().split('\n').length} lines`),
    [],
  );
  assert.ok(ENGINE_FILES.length > 20, 'both engines’ parts were found');
});

test('each aggregate module of the store engines names only its own tables', () => {
  assert.equal(
    tablesNamed(
      'WITH w AS (INSERT INTO votes), gone AS (DELETE FROM blocks) SELECT 1 FROM ${COMMENT_FROM} JOIN posts p, w, gone WHERE x IN (SELECT id FROM unnest($1))',
    ),
    ['accounts', 'blocks', 'comments', 'posts', 'votes'],
  );
  const unlisted = ENGINE_FILES.filter((file) => !(file.split('/').pop()! in AGGREGATE_TABLES));
  assert.equal(unlisted, [], 'a new module of an engine says which tables it may name');
  assert.equal(
    ENGINE_FILES.map(read).flatMap(({ file, text }) =>
      tablesNamed(text)
        .filter((table) => !AGGREGATE_TABLES[file.split('/').pop()!]!.includes(table))
        .map((table) => `${file} → ${table}`),
    ),
    [],
  );
});

test('the aggregate modules of an engine import none of one another, only what they all share', () => {
  // The comment rows (one comment read, one written) serve comments and moderation alike; the connection is
  // PostgreSQL's one pool and transaction; the outbox is written in the transactions of comments, moderation, and
  // watched through webhooks. Anything else two parts need moves beside rows.ts, for both engines.
  const SHARED = ['comment-rows.ts', 'connection.ts', 'outbox.ts'];
  const parts = ENGINE_FILES.filter((file) => /\/(sqlite|postgres)\//.test(file));
  assert.ok(parts.length > 20, 'both engines’ parts were found');
  assert.equal(
    parts.flatMap((file) =>
      importsOf(file)
        .filter((target) => dirname(target) === dirname(file) && !SHARED.includes(basename(target)))
        .map((target) => `${file} → ${target}`),
    ),
    [],
  );
});

// The whole Store is for the parts that hand it on whole: the engines that make it and what opens one, the
// composition root, the API's context (its resolvers reach every aggregate), the admin commands, and the
// timing of every call for the metrics, which hands on the Store it was given, each call timed.
// Everything else names the aggregates it uses (store.ts "The Store, by aggregate"), so what a part can
// touch is read in its signature.
const WHOLE_STORE = [
  'src/server/store/sqlite.ts',
  'src/server/store/postgres.ts',
  'src/server/store/open.ts',
  'src/server/app.ts',
  'src/server/graphql/context.ts',
  'src/server/graphql/in-process.ts',
  'src/server/admin/commands.ts',
  'src/server/metrics/timed-store.ts',
].map((file) => file.split('/').join(sep));

test('a part of the server names the store aggregates it uses: the whole Store only where it is handed on whole', () => {
  // Imported from store.ts by any path (../store/store.ts, ./store.ts), as a type or not, or inline by import().
  const importsStore = /import (type )?\{[^}]*\bStore\b[^}]*\} from '[./]*(?:(?:server\/)?store\/)?store\.ts'/;
  const wholeStore = /\bStore\b(?!\w)/;
  const naming = sources
    .filter(({ file }) => !WHOLE_STORE.includes(file) && file !== join('src', 'server', 'store', 'store.ts'))
    .flatMap(({ file, text }) => {
      const renamed = [...text.matchAll(/\bStore as (\w+)/g)].map((m) => `${file}: Store as ${m[1]}`);
      const inline = text.includes("store.ts').Store") ? [`${file}: import('…store.ts').Store`] : [];
      const named = importsStore.test(text)
        ? text
            .split('\n')
            .flatMap((line, i) =>
              wholeStore.test(line.replace(/\/\/.*|\/?\*.*/, '')) && !line.trim().startsWith('import')
                ? [`${file}:${i + 1}: ${line.trim()}`]
                : [],
            )
        : [];
      return [...renamed, ...inline, ...named];
    });
  assert.equal(naming, []);
  assert.ok(
    WHOLE_STORE.every((file) => existsSync(file)),
    'every file named still exists',
  );
});

test('one transaction helper on PostgreSQL: only postgres/connection.ts begins one, and the migrations theirs', () => {
  // migratePostgres (postgres.ts) runs before any store exists, one transaction per migration on one client
  // under the migrations' advisory lock: it is the one other place a transaction is begun.
  const begins = files(STORE)
    .map(read)
    .flatMap(({ file, text }) => [...text.matchAll(/query\('BEGIN'\)/g)].map(() => file));
  assert.equal(begins.sort(), [join(STORE, 'postgres', 'connection.ts'), join(STORE, 'postgres.ts')].sort());
});

// Every wait in the tests waits on the event it means: a navigation, a ready attribute, a response, a live
// region's words, a mail, a process's exit. A fixed delay is a guess at how long the event takes: too short on
// a busy machine (a read while the page still navigates), and slow everywhere else. What must NOT happen within
// a time is shown by moving the page's clock (page.clock), not by sleeping; a state that can only be looked at
// is looked at through until() (tests/helpers/until.ts), which fails past its bound. A timer that ends a wait
// with a failure (a bound) is no delay, nor is a turn of the event loop with no time in it
// (setTimeout(resolve)): the files that keep a timed sleep are named here, each with its reason.
const OWN_DELAYS: Record<string, string> = {
  [join('tests', 'helpers', 'until.ts')]:
    'the one bounded wait for a state that can only be looked at: the pause between two looks',
  [join('tests', 'helpers', 'browser-suite.ts')]:
    "a time-bound on stopping Chromium: one that does not close is left to the run's end, rather than hang it",
  [join('tests', 'unit', 'shared', 'api', 'time-limit.test.ts')]:
    'withinLimit is a plain timer on the global setTimeout, with no clock to hand it: its own tens of milliseconds are what is tested',
  [join('tests', 'unit', 'shared', 'api', 'graphql.test.ts')]:
    "the request's time limit, the same global timer, shown cleared once the answer is read",
  [join('tests', 'unit', 'shared', 'comments', 'announcer.test.ts')]:
    'the announcer takes no timer to hand a fake one: that no timer of its own takes a message away is shown by waiting past one',
  [join('tests', 'unit', 'ui', 'reveal-comment.test.ts')]:
    'a fake list that answers late, so that a second search starts while the first is still going',
};

test('every wait in the tests waits on an event: no waitForTimeout, no timed sleep, outside the files named with their reason', () => {
  // A promise a timer resolves after a time (setTimeout(resolve, ms), setTimeout(() => resolve(), ms)), or
  // Playwright's own fixed wait.
  const sleep =
    /\bwaitForTimeout\s*\(|\bsetTimeout\(\s*(resolve|r|res|done)\s*,|\bsetTimeout\(\s*\(\)\s*=>\s*(resolve|r|res|done)\s*\(/;
  for (const line of [
    'await page.waitForTimeout(300);',
    'await new Promise((resolve) => setTimeout(resolve, 100));',
    'const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));',
    "setTimeout(() => resolve({ event: 'none' }), 500);",
  ])
    assert.ok(sleep.test(line), line);
  for (const line of [
    'const timer = setTimeout(() => reject(new Error(`no exit within ${ms} ms`)), ms);',
    'await new Promise((resolve) => setTimeout(resolve));',
  ])
    assert.not.ok(sleep.test(line), line);
  const THIS_FILE = join('tests', 'unit', 'conventions.test.ts');
  const delays = offending(
    sleep,
    testSources.filter(({ file }) => file !== THIS_FILE),
  );
  const fileOf = (hit: string) => hit.slice(0, hit.indexOf(':'));
  assert.equal(
    delays.filter((hit) => !(fileOf(hit) in OWN_DELAYS)),
    [],
  );
  assert.equal(
    Object.keys(OWN_DELAYS).filter((file) => !delays.some((hit) => fileOf(hit) === file)),
    [],
    'a file named as keeping a timed sleep no longer does: take it off the list',
  );
});

// One shape for every set of words (docs/languages.md "Languages"): a folder holding `en.ts`, a file per other locale,
// and `locales.ts`, which imports each of them in the order of LOCALES and is written in one form, the one below.
// What a part imports says how it wants the words, not which files its folder happens to hold: `all` holds every
// locale (the server's, which renders any locale without loading anything), `locales` gives one other locale (a
// widget's, which the page's and the package's builds load from that locale's file alone). The comment section's
// folder `words/` is such a set too: its English gathers its parts' English, and each locale every part's words in it.
const CATALOGUE_INDEX = 'locales.ts';
const catalogueText = (folder: string): string => {
  const i18n = relative(folder, join('src', 'shared', 'i18n.ts'))
    .split(sep)
    .join('/');
  return `import type { LocaleChunks } from '${i18n}';
${LOCALES.map((locale) => `import { words as ${locale} } from './${locale}.ts';`).join('\n')}

// This set's words in every locale (docs/languages.md "Languages"), each file typed against English. What imports
// them says how it wants them: \`all\` holds every locale at once, \`locales\` gives one other locale when it is spoken.

/** Every locale's words at once: the server's, which renders any locale without loading anything. */
export const all = { ${LOCALES.join(', ')} };

/**
 * One other locale's words, when a widget speaks it. The page's and the package's builds load each locale from a file
 * of its own instead, so that a reader downloads only the words they read (build.mjs oneLocaleAtATime).
 */
export const locales: LocaleChunks<typeof ${LOCALES[1]}> = async (locale) => ({ words: all[locale] });
`;
};
const catalogueFolders = [
  ...new Set(
    files('src')
      .filter((file) => [...LOCALES.map((locale) => `${locale}.ts`), CATALOGUE_INDEX].includes(basename(file)))
      .map(dirname),
  ),
].sort();

test('one shape for every set of words: en.ts, a file per other locale and locales.ts, in its one form, listing them all', () => {
  assert.ok(catalogueFolders.length >= 21, catalogueFolders.join(', '));
  const shape = [...LOCALES.map((locale) => `${locale}.ts`), CATALOGUE_INDEX].sort();
  const problems: string[] = [];
  for (const folder of catalogueFolders) {
    const held = readdirSync(folder).sort();
    if (held.join() !== shape.join()) problems.push(`${folder} holds ${held.join(' ')}, not ${shape.join(' ')}`);
    const index = join(folder, CATALOGUE_INDEX);
    if (existsSync(index) && readFileSync(index, 'utf8') !== catalogueText(folder))
      problems.push(`${index} is not in the one form, which is:\n${catalogueText(folder)}`);
  }
  assert.equal(problems, []);
});

// A locale's words are reached through their set's locales.ts, so no part picks another locale by importing its file:
// English alone is imported as itself (the words each part's code carries), and a set's own locales.ts imports its files.
// Named here with its reason, each folder whose locale files import other sets' files, each in its own locale.
const GATHERS_LOCALE_FILES: Record<string, string> = {
  [join('src', 'widgets', 'comments', 'words')]:
    "the comment section's words in a locale are one file holding every part's words in that locale, loaded beside its first answer",
  [join('src', 'shared', 'comments', 'messages')]:
    "the section's reading words hold the votes' (a set of their own, which the votes alone load without the rest)",
};

test('a locale other than English is imported only by its locales.ts, but the folder named with its reason', () => {
  const otherLocale = new RegExp(`^(${LOCALES.filter((locale) => locale !== 'en').join('|')})\\.ts$`);
  const offenders = sources.flatMap(({ file }) =>
    importsOf(file)
      .filter((target) => otherLocale.test(basename(target)) && catalogueFolders.includes(dirname(target)))
      .filter((target) => !(basename(file) === CATALOGUE_INDEX && dirname(file) === dirname(target)))
      .filter((target) => !(dirname(file) in GATHERS_LOCALE_FILES && basename(target) === basename(file)))
      .map((target) => `${file} imports ${target}`),
  );
  assert.equal(offenders, []);
  for (const folder of Object.keys(GATHERS_LOCALE_FILES))
    assert.ok(catalogueFolders.includes(folder), `${folder} is still a set of words`);
});

test.run();
