import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// One convention per concern, kept by a test rather than by memory: every
// store declares the interface its view uses (never the ReturnType of its
// factory, which hands the whole object around) and is torn down by
// dispose(), one name for every store; every stylesheet places things by
// logical properties, so a widget written right to left mirrors (README
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
// listeners() (src/ui/dom.ts) collects those removals for the widgets without a framework. The files that
// still call the DOM themselves are named here, each with its reason.
const OWN_LISTENERS: Record<string, string> = {
  [join('src', 'shared', 'ui', 'listen.ts')]: 'the helper itself',
  [join('src', 'server', 'pages', 'popup.ts')]:
    'a script the popup page inlines as a string: it runs in that page, it is no module of ours',
  [join('src', 'loader.ts')]:
    'its own IIFE bundle: the helper would cost it 28 B gzip of a 1 KB budget, for one listener never removed',
  [join('src', 'widgets', 'comments', 'read.ts')]:
    'on the server-rendered reading path the helper costs 40 B gzip, for two listeners',
};

test('one way to add and remove DOM listeners: listen(), outside the files named with their reason', () => {
  const calls = offending(/\b(add|remove)EventListener\s*\(/);
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
  // Pages that are something else stay where they are: a blog on another origin (loader.test.ts), the React
  // host, an app built on the npm package, a stand-in share target, the print document's expected text.
  const helpersWritingPages = testSources
    .filter(({ file, text }) => file.startsWith(join('tests', 'helpers')) && /<!doctype html/i.test(text))
    .map(({ file }) => file);
  assert.equal(helpersWritingPages, [FIXTURE_MODULE]);
  const pagesWithOwnLoader = testSources
    .filter(({ text }) => /<script[^>]*\ssrc="\/widgets\/loader\.js"/.test(text))
    .map(({ file }) => file);
  assert.equal(pagesWithOwnLoader, [FIXTURE_MODULE]);
});

// Theming (README "Theming"): the widgets' stylesheets paint with the theme's properties, so a blog that sets
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

// Spacing (README "Theming"): every margin, padding, gap and inset the widgets space their parts with is
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

test.run();
