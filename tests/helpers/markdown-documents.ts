import { readdirSync, readFileSync } from 'node:fs';

/**
 * The project's documents as the tests read them: the README and one file per task in docs/ (README
 * "Documents"). The tests that keep them true (tests/unit/documents.test.ts, the snippets' browser test)
 * read headings, links and code blocks through these few functions, so each is read one way.
 */
export const DOCUMENTS: readonly string[] = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

export const readDocument = (path: string): string => readFileSync(path, 'utf8');

/** A document's lines with whether each sits inside a fenced code block (the fence lines count as inside). */
function linesOf(text: string): { line: string; fenced: boolean }[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    const fence = line.startsWith('```');
    if (fence) fenced = !fenced;
    return { line, fenced: fenced || fence };
  });
}

/** The headings at levels 1 to 4, outside code blocks (a `#` line in a shell block is a comment). */
export const headingsOf = (text: string): string[] =>
  linesOf(text).flatMap(({ line, fenced }) => (fenced ? [] : (/^#{1,4} (.+)$/.exec(line)?.[1] ?? [])));

/**
 * The anchor GitHub gives a heading: lower case, punctuation but `-` and `_` dropped, each space a `-`;
 * a name met again takes `-1`, `-2`, … in order, as GitHub numbers them.
 */
export function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const heading of headingsOf(text)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times ? `${slug}-${times}` : slug);
  }
  return anchors;
}

/** Every Markdown link and image outside code blocks, as written: `[words](target)`, target without a title. */
export const linksOf = (text: string): string[] =>
  linesOf(text)
    .filter(({ fenced }) => !fenced)
    .flatMap(({ line }) =>
      // Inline code is what a reader types, not a link (`[words](https://…)` in the formatting rules).
      [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(([, target]) => target!),
    );

/** The contents of each ```html block, in order, with the line it starts on. */
export function htmlBlocksOf(text: string): { line: number; html: string }[] {
  const blocks: { line: number; html: string }[] = [];
  let open: { line: number; lines: string[] } | undefined;
  text.split('\n').forEach((line, index) => {
    if (!open && line.trim() === '```html') open = { line: index + 1, lines: [] };
    else if (open && line.startsWith('```')) {
      blocks.push({ line: open.line, html: open.lines.join('\n') });
      open = undefined;
    } else open?.lines.push(line);
  });
  return blocks;
}
