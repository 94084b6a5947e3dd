import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createStorage, type StorageArea } from '../../../src/adapters/storage.ts';

const memoryArea = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  const area: StorageArea = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
  return { area, items };
};

test('round-trips JSON values; absent is null', () => {
  const { area, items } = memoryArea();
  const storage = createStorage(
    () => area,
    () => {},
  );
  storage.write('k', { name: 'Ann' });
  assert.is(items.get('k'), '{"name":"Ann"}');
  assert.equal(storage.read('k'), { name: 'Ann' });
  assert.is(storage.read('missing'), null);
  storage.remove('k');
  assert.is(items.has('k'), false);
});

test('a corrupt value is logged, removed and read as null', () => {
  const { area, items } = memoryArea({ ob_comment_user: '{"name": "An' });
  const logged: string[] = [];
  const storage = createStorage(
    () => area,
    (message) => logged.push(message),
  );
  assert.is(storage.read('ob_comment_user'), null);
  assert.is(items.has('ob_comment_user'), false);
  assert.is(logged.length, 1);
  assert.match(logged[0]!, /ob_comment_user/);
});

test('blocked storage (access throws) reads null and drops writes without throwing', () => {
  const storage = createStorage(
    () => {
      throw new DOMException('denied', 'SecurityError');
    },
    () => {},
  );
  assert.is(storage.read('k'), null);
  storage.write('k', 1);
  storage.remove('k');
});

test.run();
