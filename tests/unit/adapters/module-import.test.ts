import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chunkAt } from '../../../src/adapters/module-import.ts';

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

test('a chunk that loads is imported at its own address, once', async () => {
  const { asked, importFn } = fakeImport([ok]);
  const load = chunkAt('https://cdn.test/widgets/lazy/form.js?v=1a2b', 'createForm', importFn);
  await load();
  await load();
  assert.equal(asked, ['https://cdn.test/widgets/lazy/form.js?v=1a2b']);
});

test('after a failure the next attempt asks a new address, and keeps what it brought', async () => {
  const { asked, importFn } = fakeImport([failed, failed, ok]);
  const href = '/widgets/lazy/form.js?v=1a2b';
  const load = chunkAt<{ createForm(): string }>(href, 'createForm', importFn);
  await load().then(
    () => assert.unreachable(),
    (error: Error) => assert.instance(error, TypeError),
  );
  await load().then(
    () => assert.unreachable(),
    () => {},
  );
  const module = await load();
  assert.is(module.createForm(), 'form');
  assert.is(await load(), module);
  // The browser keeps a module per address: the one that worked is kept, not asked for a fourth time.
  assert.equal(asked, [href, `${href}&retry=1`, `${href}&retry=2`]);
});

test('a module without the export asked for (a proxy page, an empty file) is a failure, retried elsewhere', async () => {
  const { asked, importFn } = fakeImport([() => Promise.resolve({}), ok]);
  const load = chunkAt('/lazy/form.js', 'createForm', importFn);
  await load().then(
    () => assert.unreachable(),
    (error: Error) => assert.match(error.message, 'createForm'),
  );
  await load();
  assert.equal(asked, ['/lazy/form.js', '/lazy/form.js?retry=1']);
});

test('each chunk counts its own failures', async () => {
  const { asked, importFn } = fakeImport([failed, ok]);
  await chunkAt('/lazy/a.js', 'createForm', importFn)().catch(() => {});
  await chunkAt('/lazy/b.js', 'createForm', importFn)();
  assert.equal(asked, ['/lazy/a.js', '/lazy/b.js']);
});

test.run();
