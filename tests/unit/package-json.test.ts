import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';

// package.json is what `npm install && npm start` / `npm test` read first:
// the README's two commands depend on these fields.
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

test('ES modules, and the scripts the README names', () => {
  assert.is(pkg.type, 'module');
  for (const script of ['start', 'test', 'build', 'bench']) assert.type(pkg.scripts?.[script], 'string', script);
});

test('allowScripts names exactly the locked packages that have install scripts', () => {
  // Each install script is a decision (run it or not) made in package.json:
  // a new one must not arrive undecided, and a stale entry hides what changed.
  const withScripts = Object.entries(lock.packages as Record<string, { hasInstallScript?: boolean }>)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  assert.ok(withScripts.length > 0);
  assert.equal(Object.keys(pkg.allowScripts ?? {}).sort(), [...new Set(withScripts)].sort());
});

test.run();
