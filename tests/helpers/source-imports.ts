import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The TypeScript sources under `dir`, as paths from the repository's root. */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));

/** The relative modules a file imports (statically, dynamically or as types), resolved to paths from the repository's root. */
export function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((found) =>
    relative(resolve('.'), resolve(dirname(file), found[1]!)),
  );
}

/**
 * The relative modules a file runs: static imports and re-exports that are not `type`, imports
 * for their effect, and dynamic imports (`typeof import(…)` is a type and does not count).
 */
export function valueImportsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [
    ...code.matchAll(
      /^(?:import|export) (?!type )[^;]*?from '(\.{1,2}\/[^']+)'|^import '(\.{1,2}\/[^']+)'|(?<!typeof )\bimport\(\s*'(\.{1,2}\/[^']+)'/gm,
    ),
  ].map((found) => relative(resolve('.'), resolve(dirname(file), (found[1] ?? found[2] ?? found[3])!)));
}

/** Every module `roots` run, themselves included: their value imports, followed to the end. */
export function runClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const waiting = [...roots];
  while (waiting.length) {
    const file = waiting.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    waiting.push(...valueImportsOf(file).filter((target) => target.startsWith('src/')));
  }
  return seen;
}
