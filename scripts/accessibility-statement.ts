/**
 * Writes ACCESSIBILITY.md: the hand-written part (docs/accessibility-statement.md) with, where its
 * marker is, one table per widget of the WCAG 2.2 A/AA criteria and the tests that show each. A test
 * names the criteria it shows with a comment `// WCAG 2.1.1 2.4.7` on the line right before its
 * `test(...)` or `clientOnly(test)(...)` call (a11y/wcag.ts); a removed or renamed test removes or renames its claim, and
 * tests/unit/accessibility-statement.test.ts fails until `npm run statement` writes the file again.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CRITERIA, type Criterion } from '../a11y/wcag.ts';

export const WIDGETS = [
  'comments',
  'comment-count',
  'last-comments',
  'share',
  'print',
  'slideshow',
  'audio-player',
  'tags-carousel',
  'tags-dropdown',
] as const;
export type Widget = (typeof WIDGETS)[number];

/** The marker in the hand-written part where the generated tables go. */
export const MARKER = '<!-- generated: criteria per widget -->';

/** Suites that put every widget on one page (or each in turn): their claims hold for all widgets. */
const ALL_WIDGETS = new Set(['themes', 'layout-shift', 'fault-isolation', 'fault-matrix', 'languages']);
/** Files named otherwise than their widget: the author's moderation pages belong to the comments. */
const ALIASES: Record<string, Widget> = { moderation: 'comments' };

/** The widgets a test file speaks for, from its name; none for a file that is not about widgets. */
export function widgetsOf(path: string): Widget[] {
  const base = path
    .split('/')
    .pop()!
    .replace(/\.test\.tsx?$/, '');
  if (ALL_WIDGETS.has(base)) return [...WIDGETS];
  if (ALIASES[base]) return [ALIASES[base]];
  // Longest first: `comment-count` before `comments`, `last-comments-anchor` to `last-comments`.
  const match = [...WIDGETS].sort((a, b) => b.length - a.length).find((w) => base === w || base.startsWith(`${w}-`));
  return match ? [match] : [];
}

const NO_MEDIA = 'the widget plays no audio or video';
const PAGE_LEVEL = "a page-level criterion: it is met or not by the blog's page the widget sits in";
const NO_FORM = 'the widget asks the reader for no input';
const ONLY: (widgets: Widget[], reason: string) => (w: Widget) => string | undefined = (widgets, reason) => (w) =>
  widgets.includes(w) ? undefined : reason;

/** Why a criterion does not apply to a widget, when it does not (else undefined). */
export const NOT_APPLICABLE: Record<string, (w: Widget) => string | undefined> = {
  '1.2.1': ONLY(['audio-player'], NO_MEDIA),
  '1.2.2': (w) => (w === 'audio-player' ? 'audio only: captions are for synchronised media' : NO_MEDIA),
  '1.2.3': (w) => (w === 'audio-player' ? 'audio only: there is no video to describe' : NO_MEDIA),
  '1.2.4': (w) => (w === 'audio-player' ? 'prerecorded audio only, nothing live' : NO_MEDIA),
  '1.2.5': (w) => (w === 'audio-player' ? 'audio only: there is no video to describe' : NO_MEDIA),
  '1.3.5': ONLY(['comments'], NO_FORM),
  '1.4.2': ONLY(['audio-player'], 'the widget plays no sound'),
  '2.2.1': ONLY(['comments'], 'the widget sets no time limit'),
  // The slideshow rotates by itself; the audio player's bars move while it plays: both are for the tests to show.
  '2.2.2': (w) =>
    w === 'slideshow' || w === 'audio-player'
      ? undefined
      : w === 'tags-carousel'
        ? 'it moves only when the reader asks (Previous, Next, arrow keys, a drag)'
        : 'nothing in the widget moves, blinks, scrolls or updates by itself',
  '2.4.1': () => PAGE_LEVEL,
  '2.4.2': () => PAGE_LEVEL,
  '2.4.5': () => 'about a set of pages: the blog has it or not',
  '3.1.1': () => `${PAGE_LEVEL} (the widget's own language is 3.1.2)`,
  '3.2.2': ONLY(['comments'], 'the widget has no form fields'),
  '3.2.3': () => 'about navigation repeated across a set of pages: the blog has it or not',
  '3.2.6': () => 'the widget offers no help mechanism of its own',
  '3.3.1': ONLY(['comments'], NO_FORM),
  '3.3.2': ONLY(['comments'], NO_FORM),
  '3.3.3': ONLY(['comments'], NO_FORM),
  '3.3.4': (w) => (w === 'comments' ? 'no legal commitment or financial transaction' : NO_FORM),
  '3.3.7': ONLY(['comments'], NO_FORM),
  '3.3.8': ONLY(['comments'], 'nothing in the widget asks the reader to sign in'),
  '2.5.4': () => 'nothing in the widget responds to device motion',
};

export interface SourceFile {
  /** Relative to the repository root, with `/`. */
  path: string;
  text: string;
}

export interface Claim {
  criterion: string;
  path: string;
  title: string;
}

/** A tag that names no criterion of CRITERIA, or that is not right before a `test(...)` call. */
export interface Problem {
  path: string;
  line: number;
  message: string;
}

const TAG = /^\s*\/\/\s*WCAG\b(.*)$/;
/** A test call at the start of a line, its title opening on that line or the next: `test(`, `test.only(`, or a test
 * of one mode of the comment section (`clientOnly(test)(`, tests/helpers/comments-page.ts). */
const TEST_CALL = /^[ \t]*(?:test(?:\.only)?|clientOnly\(test\))\(\s*(['"`])/;

/** The string literal opening at `text[start]` (a quote), as written between its quotes (escapes resolved). */
function literal(text: string, start: number): string {
  const quote = text[start];
  let out = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      out += text[++i];
      continue;
    }
    if (c === quote) return out;
    out += c;
  }
  throw new Error('unterminated string');
}

/** The claims the file's tags make, and what is wrong with its tags. */
export function readTags(file: SourceFile): { claims: Claim[]; problems: Problem[] } {
  const known = new Set(CRITERIA.map((c) => c.id));
  const lines = file.text.split('\n');
  const claims: Claim[] = [];
  const problems: Problem[] = [];
  let offset = 0;
  const starts = lines.map((l) => {
    const at = offset;
    offset += l.length + 1;
    return at;
  });
  lines.forEach((line, i) => {
    const tag = TAG.exec(line);
    if (!tag) return;
    const ids = tag[1]!.trim().split(/\s+/).filter(Boolean);
    const call = i + 1 < lines.length ? TEST_CALL.exec(file.text.slice(starts[i + 1])) : null;
    if (ids.length === 0) problems.push({ path: file.path, line: i + 1, message: 'a WCAG tag naming no criterion' });
    for (const id of ids)
      if (!known.has(id))
        problems.push({ path: file.path, line: i + 1, message: `${id} is not a WCAG 2.2 A/AA criterion` });
    if (!call) {
      problems.push({
        path: file.path,
        line: i + 1,
        message: 'a WCAG tag not on the line right before test(...) or clientOnly(test)(...)',
      });
      return;
    }
    const title = literal(file.text, starts[i + 1]! + call[0].length - 1);
    for (const id of ids) if (known.has(id)) claims.push({ criterion: id, path: file.path, title });
  });
  return { claims, problems };
}

const byId = (a: string, b: string): number => {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};
const text = (s: string): string => s.replace(/[\\`*_[\]<>|#]/g, '\\$&').replace(/\s+/g, ' ');

export type Status = 'supported' | 'not applicable' | 'not claimed';

export interface Row {
  criterion: Criterion;
  status: Status;
  /** The tests that show it (supported), or why it does not apply. */
  tests: { path: string; title: string }[];
  reason?: string;
}

/** Each widget's rows, criteria in WCAG order, tests by file then title. */
export function rows(files: SourceFile[]): Record<Widget, Row[]> {
  const claims = files.flatMap((f) => readTags(f).claims);
  const out = {} as Record<Widget, Row[]>;
  for (const widget of WIDGETS) {
    out[widget] = [...CRITERIA]
      .sort((a, b) => byId(a.id, b.id))
      .map((criterion) => {
        const seen = new Map<string, { path: string; title: string }>();
        for (const c of claims)
          if (c.criterion === criterion.id && widgetsOf(c.path).includes(widget))
            seen.set(`${c.path}\n${c.title}`, { path: c.path, title: c.title });
        const tests = [...seen.values()].sort((a, b) =>
          a.path === b.path ? (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) : a.path < b.path ? -1 : 1,
        );
        if (tests.length) return { criterion, status: 'supported' as const, tests };
        const reason = NOT_APPLICABLE[criterion.id]?.(widget);
        return reason
          ? { criterion, status: 'not applicable' as const, tests, reason }
          : { criterion, status: 'not claimed' as const, tests };
      });
  }
  return out;
}

/** The statement: the hand-written part with the tables where its marker is. Pure: files in, Markdown out. */
export function statement(files: SourceFile[], handWritten: string): string {
  if (!handWritten.includes(MARKER)) throw new Error(`the hand-written part has no marker ${MARKER}`);
  const problems = files.flatMap((f) => readTags(f).problems);
  if (problems.length) throw new Error(problems.map((p) => `${p.path}:${p.line}: ${p.message}`).join('\n'));
  const unmapped = files.filter((f) => readTags(f).claims.length && widgetsOf(f.path).length === 0);
  if (unmapped.length) throw new Error(`tagged tests in files of no widget: ${unmapped.map((f) => f.path).join(', ')}`);
  const all = rows(files);
  const sections = WIDGETS.map((widget) => {
    const r = all[widget];
    const count = (s: Status) => r.filter((x) => x.status === s).length;
    const lines = r.map(({ criterion: c, status, tests, reason }) => {
      const shown =
        status === 'supported' ? tests.map((t) => `[${text(t.title)}](${t.path})`).join('; ') : text(reason ?? '');
      return `| ${c.id} ${text(c.name)} (${c.level}) | ${status} | ${shown} |`;
    });
    return [
      `### ${widget}`,
      '',
      `${count('supported')} supported, ${count('not applicable')} not applicable, ${count('not claimed')} not claimed.`,
      '',
      '| criterion | status | shown by |',
      '|---|---|---|',
      ...lines,
      '',
    ].join('\n');
  });
  const generated = [
    `<!-- Written by scripts/accessibility-statement.ts from the tests' WCAG tags: edit docs/accessibility-statement.md or the tests, then run npm run statement. -->`,
    '',
    ...sections,
  ].join('\n');
  return `${handWritten.replace(MARKER, generated.trimEnd()).trimEnd()}\n`;
}

const root = fileURLToPath(new URL('..', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

/** The files the statement is made from: the a11y suites and the browser tests. */
export const sourceFiles = (): SourceFile[] =>
  [...testFiles('a11y'), ...testFiles('tests/browser')].map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }));

/**
 * The hand-written introduction, and the statement made from it: two names, so neither is mistaken for the
 * other (the decisions taken for readers where the specification fell short are a third document,
 * docs/accessibility-decisions.md, which the introduction links).
 */
export const INTRODUCTION_PATH = join(root, 'docs/accessibility-statement.md');
export const STATEMENT_PATH = join(root, 'ACCESSIBILITY.md');

export const handWrittenPart = (): string => readFileSync(INTRODUCTION_PATH, 'utf8');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(STATEMENT_PATH, statement(sourceFiles(), handWrittenPart()));
  console.log(`wrote ${relative(process.cwd(), STATEMENT_PATH) || STATEMENT_PATH}`);
}
