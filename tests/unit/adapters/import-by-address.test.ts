import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importAt, retryAddress, retryingImport } from '../../../src/adapters/import-by-address.ts';

// Node keeps a module that failed to parse for the life of the process, as a browser does for the life of
// the page: real files show why a retry needs an address of its own, and that retryingImport asks at one.
const dir = mkdtempSync(join(tmpdir(), 'porchlight-import-'));
const moduleFile = (name: string, source: string) => {
  const path = join(dir, name);
  writeFileSync(path, source);
  return pathToFileURL(path).href;
};
/** A module that says at which address it was imported. */
const WHOLE = 'export const address = import.meta.url;';
const TRUNCATED = 'export function createForm(widget) { return {';

/** A fake attempt: each address asked is kept, and `answers` says how each attempt goes (one settles when told). */
function fakeAttempts(answers: (() => Promise<unknown>)[]) {
  const asked: string[] = [];
  const attempt = (address: string) => {
    asked.push(address);
    return (answers.shift() ?? (() => Promise.resolve({ address })))();
  };
  return { asked, attempt };
}
const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

test('a retry address: ?retry=N, or &retry=N beside a query, and the address itself for the first attempt', () => {
  assert.is(retryAddress('/widgets/comments-upgrade.js', 0), '/widgets/comments-upgrade.js');
  assert.is(retryAddress('/widgets/comments-upgrade.js', 2), '/widgets/comments-upgrade.js?retry=2');
  assert.is(
    retryAddress('https://cdn.test/api.js?render=explicit', 1),
    'https://cdn.test/api.js?render=explicit&retry=1',
  );
});

test('a module that failed to parse fails again at its address, and is had at the next one once mended', async () => {
  const href = moduleFile('upgrade.mjs', TRUNCATED);
  const upgrade = retryingImport<{ address: string }>(href);
  await upgrade().then(
    () => assert.unreachable('a truncated module does not load'),
    (error: Error) => assert.instance(error, SyntaxError),
  );
  writeFileSync(new URL(href), WHOLE);
  // What a plain import() of the same address gets: the failure it kept.
  await importAt(href).then(
    () => assert.unreachable('kept'),
    (error: Error) => assert.instance(error, SyntaxError),
  );
  assert.is((await upgrade()).address, `${href}?retry=1`);
  // Once it worked, the module at that address is every later call's.
  assert.is(await upgrade(), await upgrade());
});

test('a call while an attempt is under way shares it: one address asked, and one failure counted', async () => {
  let fail: (error: Error) => void = () => {};
  const { asked, attempt } = fakeAttempts([() => new Promise((_, reject) => (fail = reject))]);
  const load = retryingImport('/widgets/comments-upgrade.js', attempt);
  const first = load();
  const second = load();
  assert.is(first, second);
  fail(new TypeError('Failed to fetch dynamically imported module'));
  await first.catch(() => {});
  await load();
  assert.equal(asked, ['/widgets/comments-upgrade.js', '/widgets/comments-upgrade.js?retry=1']);
});

test('each failure moves the next attempt to a new address, and a module had is kept without asking again', async () => {
  const { asked, attempt } = fakeAttempts([failed, failed]);
  const load = retryingImport<{ address: string }>('/lazy/form.js?v=1a2b', attempt);
  await load().catch(() => {});
  await load().catch(() => {});
  assert.is((await load()).address, '/lazy/form.js?v=1a2b&retry=2');
  await load();
  assert.equal(asked, ['/lazy/form.js?v=1a2b', '/lazy/form.js?v=1a2b&retry=1', '/lazy/form.js?v=1a2b&retry=2']);
});

test('each address counts its own failures', async () => {
  const { asked, attempt } = fakeAttempts([failed]);
  await retryingImport('/lazy/a.js', attempt)().catch(() => {});
  await retryingImport('/lazy/b.js', attempt)();
  assert.equal(asked, ['/lazy/a.js', '/lazy/b.js']);
});

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
