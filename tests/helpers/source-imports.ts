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
  return [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((found) => relative(resolve('.'), resolve(dirname(file), found[1]!)));
}
