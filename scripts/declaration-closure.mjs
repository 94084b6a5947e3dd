// The package's declarations an app's type check reads: from each `types` that package.json exports, every
// .d.ts its imports reach. The build ships these and no other (build.mjs), and the build test reads what
// they import, so the public types are known to stand alone. Pure functions over files, as size-budget.mjs.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * The specifiers a declaration file imports or re-exports, `import("…")` types included; comments are prose.
 * @param {string} text
 * @returns {string[]}
 */
export const specifiersOf = (text) =>
  [
    ...text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm),
  ].map((found) => found[1]);

/**
 * The `types` files package.json's exports name, relative to the package's root (`dist/types/…`).
 * @param {{ exports: Record<string, string | { types?: string }> }} manifest
 * @returns {string[]}
 */
export const exportedTypes = (manifest) =>
  Object.values(manifest.exports).flatMap((target) =>
    typeof target === 'object' && target.types ? [normalize(target.types)] : [],
  );

/**
 * Every declaration file reached from `entries` (paths under `root`), each with the packages it names:
 * a Map of path → bare specifiers. A relative `./x.js` is the `x.d.ts` beside it, as an app's check reads it.
 * @param {string} root
 * @param {string[]} entries
 * @returns {Map<string, string[]>}
 */
export function declarationClosure(root, entries) {
  /** @type {Map<string, string[]>} */
  const reached = new Map();
  /** @param {string} file */
  const visit = (file) => {
    if (reached.has(file)) return;
    /** @type {string[]} */
    const packages = [];
    reached.set(file, packages);
    for (const specifier of specifiersOf(readFileSync(join(root, file), 'utf8')))
      if (specifier.startsWith('.')) visit(normalize(join(dirname(file), specifier.replace(/\.js$/, '.d.ts'))));
      else packages.push(specifier);
  };
  for (const entry of entries) visit(normalize(entry));
  return reached;
}
