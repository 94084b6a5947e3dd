import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createModuleImporter } from '../../../src/adapters/module-import.ts';

/** A fake `import()`: each address asked is kept, and `answers` says what each attempt brings. */
function fakeImport(answers: ((href: string) => Promise<unknown>)[]) {
  const asked: string[] = [];
  const importFn = (href: string) => {
    asked.push(href);
    return (answers.shift() ?? (() => Promise.resolve({ createForm: () => 'form' })))(href);
  };
  return { asked, importFn };
}

const ok = () => Promise.resolve({ createForm: () => 'form' });
const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

test('a chunk that loads is imported at its own address, and again at the same one', async () => {
  const { asked, importFn } = fakeImport([ok, ok]);
  const load = createModuleImporter(importFn);
  await load('https://cdn.test/widgets/lazy/form.js?v=1a2b', 'createForm');
  await load('https://cdn.test/widgets/lazy/form.js?v=1a2b', 'createForm');
  assert.equal(asked, ['https://cdn.test/widgets/lazy/form.js?v=1a2b', 'https://cdn.test/widgets/lazy/form.js?v=1a2b']);
});

test('after a failure the next attempt asks a new address, and keeps it once it worked', async () => {
  const { asked, importFn } = fakeImport([failed, failed, ok, ok]);
  const load = createModuleImporter(importFn);
  const href = '/widgets/lazy/form.js?v=1a2b';
  await load(href, 'createForm').then(
    () => assert.unreachable(),
    (error) => assert.instance(error, TypeError),
  );
  await load(href, 'createForm').then(
    () => assert.unreachable(),
    () => {},
  );
  const module = await load<{ createForm(): string }>(href, 'createForm');
  assert.is(module.createForm(), 'form');
  await load(href, 'createForm');
  // The browser keeps a module per address: the one that worked is asked for again, not a fourth copy.
  assert.equal(asked, [href, `${href}&retry=1`, `${href}&retry=2`, `${href}&retry=2`]);
});

test('a module without the export asked for (a proxy page, an empty file) is a failure, retried elsewhere', async () => {
  const { asked, importFn } = fakeImport([() => Promise.resolve({}), ok]);
  const load = createModuleImporter(importFn);
  await load('/lazy/form.js', 'createForm').then(
    () => assert.unreachable(),
    (error) => assert.match(error.message, 'createForm'),
  );
  await load('/lazy/form.js', 'createForm');
  assert.equal(asked, ['/lazy/form.js', '/lazy/form.js?retry=1']);
});

test('each chunk counts its own failures', async () => {
  const { asked, importFn } = fakeImport([failed, ok]);
  const load = createModuleImporter(importFn);
  await load('/lazy/a.js', 'createForm').catch(() => {});
  await load('/lazy/b.js', 'createForm');
  assert.equal(asked, ['/lazy/a.js', '/lazy/b.js']);
});

test.run();
