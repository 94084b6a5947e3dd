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

test('MIT, with the LICENSE file shipped in the package beside the statement', () => {
  // The license field is what registries and audits read; the file is what the
  // field points to, so both travel together (npm adds LICENSE on its own, but
  // naming it keeps the list the whole truth of what a tarball holds).
  assert.is(pkg.license, 'MIT');
  assert.ok(pkg.files.includes('LICENSE'), 'files lists LICENSE');
  const license = readFileSync('LICENSE', 'utf8');
  assert.match(license, /^MIT License\n/);
  assert.match(license, /Copyright \(c\) 2026 Porchlight contributors/);
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

test('the lockfile is complete: npm ci finds every optional platform package it names', () => {
  // `npm ci` refuses a lockfile in which a package names an optional
  // dependency (a platform binary such as @oxlint/binding-darwin-arm64) that
  // has no entry of its own; `npm install` quietly mends it. Most CI systems
  // run `npm ci`, so every name must resolve the way npm resolves it: in a
  // node_modules beside the dependant or in one above it.
  const packages = lock.packages as Record<
    string,
    { optionalDependencies?: Record<string, string>; dependencies?: Record<string, string> }
  >;
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      let dir = path;
      let found = false;
      for (;;) {
        if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) {
          found = true;
          break;
        }
        const up = dir.lastIndexOf('/node_modules/');
        if (dir === '') break;
        dir = up === -1 ? '' : dir.slice(0, up);
      }
      if (!found) missing.push(`${path || '(root)'} → ${name}`);
    }
  }
  assert.equal(missing, []);
});

test('no locked package depends on a dist-tag that package.json does not pin', () => {
  // A dependency written "latest" (as Lighthouse's trace engine writes
  // third-party-web) means whatever the registry calls latest on the day:
  // `npm ci` then finds the lockfile out of date as soon as a new version is
  // out, and refuses to install. Such a name is pinned in package.json's
  // overrides, which npm ci honours.
  const tagged = Object.entries(
    lock.packages as Record<
      string,
      { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }
    >,
  )
    .flatMap(([path, entry]) =>
      Object.entries({ ...entry.dependencies, ...entry.optionalDependencies }).map(([name, spec]) => ({
        path,
        name,
        spec,
      })),
    )
    // A range has a digit, an x, a *, or a protocol; a bare word (latest, next, beta) is a tag.
    .filter(({ spec }) => /^[a-z][\w.-]*$/i.test(spec) && !/^(x|\*)$/.test(spec))
    .filter(({ name }) => !(name in (pkg.overrides ?? {})))
    .map(({ path, name, spec }) => `${path || '(root)'} → ${name}@${spec}`);
  assert.equal(tagged, []);
});

test('no locked package asks for a newer Node than package.json promises', () => {
  // The README promises Node 20: a dependency that wants 22 makes npm warn on
  // every install, and may break where it does.
  const promised = Number(/\d+/.exec(pkg.engines.node)![0]);
  const wantMore = Object.entries(lock.packages as Record<string, { engines?: { node?: string } }>)
    .filter(([path, entry]) => path !== '' && entry.engines?.node)
    .filter(([, entry]) => {
      // The lowest major a range admits, read from its first comparator set: ">=22", "^20.19.0 || >=22.12.0", "22.x".
      const first = entry.engines!.node!.split('||')[0]!;
      const major = Number(/(\d+)/.exec(first)?.[1] ?? 0);
      return major > promised;
    })
    .map(([path, entry]) => `${path}: ${entry.engines!.node}`);
  assert.equal(wantMore, []);
});

test.run();
