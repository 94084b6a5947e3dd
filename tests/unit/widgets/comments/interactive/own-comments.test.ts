import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createStorage, type StorageArea } from '../../../../../src/adapters/storage.ts';
import {
  createOwnComments,
  KEPT_KEYS,
  KEY_KEPT_MS,
  OWN_COMMENTS_KEY,
} from '../../../../../src/widgets/comments/interactive/own/own-comments.ts';

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  const area: StorageArea = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
  return {
    storage: createStorage(
      () => area,
      () => {},
    ),
    items,
  };
};

test('a comment written here is offered while its window is open, with its key; then no longer', () => {
  const { storage } = memory();
  let now = 1_000;
  const own = createOwnComments(storage, () => now);
  own.remember('7', { until: 2_000, key: 'secret' });
  own.remember('8', { until: 5_000 });
  assert.equal(own.get('7', 1_500), { until: 2_000, key: 'secret' });
  assert.equal(own.get('8', 1_500), { until: 5_000 }, 'a signed-in writer: no key');
  assert.is(own.get('7', 2_000), null, 'the window closed');
  assert.is(own.get('9', 1_500), null, 'never written here');
  // Written again later, the closed windows are pruned, but for a key: it stays, for its writer's data.
  own.remember('6', { until: 2_500 });
  now = 3_000;
  own.remember('10', { until: 9_000 });
  assert.equal(Object.keys(storage.read<object>(OWN_COMMENTS_KEY)!).sort(), ['10', '7', '8']);
  assert.is(own.get('7'), null, 'kept, but no longer offered to change');
  assert.equal(own.keys(), [['7', 'secret']], 'only keys; a signed-in writer’s comment has none');
});

test('the keys are listed newest first, and bounded: the newest hundred, each for a year after its window closed', () => {
  const { storage } = memory();
  let now = 0;
  const own = createOwnComments(storage, () => now);
  for (let i = 1; i <= KEPT_KEYS + 5; i++) own.remember(String(i), { until: i * 1_000, key: `key-${i}` });
  const keys = own.keys();
  assert.is(keys.length, KEPT_KEYS);
  assert.equal(keys[0], [String(KEPT_KEYS + 5), `key-${KEPT_KEYS + 5}`], 'the newest first');
  assert.equal(keys.at(-1), ['6', 'key-6'], 'the five oldest dropped');
  assert.is(Object.keys(storage.read<object>(OWN_COMMENTS_KEY)!).length, KEPT_KEYS, 'the stored list bounded too');
  // A year after the 6th's window closed it goes from the list at once, and from storage at the next write.
  now = 6_000 + KEY_KEPT_MS;
  assert.equal(own.keys().at(-1), ['7', 'key-7']);
  now = 50_000 + KEY_KEPT_MS;
  own.remember('200', { until: now + 1_000, key: 'new' });
  assert.equal(own.keys().length, KEPT_KEYS + 5 - 50 + 1);
  assert.equal(own.keys()[0], ['200', 'new']);
  assert.is(Object.keys(storage.read<object>(OWN_COMMENTS_KEY)!).length, KEPT_KEYS + 5 - 50 + 1);
});

test('a key the server says is gone is forgotten, with its comment', () => {
  const { storage, items } = memory();
  const own = createOwnComments(storage, () => 5_000);
  own.remember('7', { until: 1_000, key: 'old' });
  own.remember('8', { until: 2_000, key: 'older' });
  own.forget('7');
  assert.equal(own.keys(), [['8', 'older']]);
  own.forget('8');
  assert.equal(own.keys(), []);
  assert.is(items.has(OWN_COMMENTS_KEY), false);
});

test('forgotten (deleted, or refused by the server): no longer offered; the last one gone removes the key', () => {
  const { storage, items } = memory();
  const own = createOwnComments(storage, () => 0);
  own.remember('7', { until: 10, key: 'k' });
  own.forget('7');
  assert.is(own.get('7', 0), null);
  assert.is(items.has(OWN_COMMENTS_KEY), false);
});

test('what storage holds of the wrong shape is nobody’s comment; blocked storage offers nothing and throws nothing', () => {
  const { storage } = memory({
    [OWN_COMMENTS_KEY]: JSON.stringify({
      1: { until: 'soon' },
      2: { until: 50, key: 3 },
      3: null,
      4: { until: 50, key: 'ok' },
    }),
  });
  const own = createOwnComments(storage, () => 0);
  assert.is(own.get('1', 0), null);
  assert.is(own.get('2', 0), null);
  assert.is(own.get('3', 0), null);
  assert.equal(own.get('4', 0), { until: 50, key: 'ok' });
  for (const junk of ['[1,2]', '"text"', '{not json'])
    assert.is(createOwnComments(memory({ [OWN_COMMENTS_KEY]: junk }).storage).get('1', 0), null, junk);

  const blocked = createStorage(
    () => {
      throw new Error('SecurityError');
    },
    () => {},
  );
  const none = createOwnComments(blocked, () => 0);
  none.remember('1', { until: 10, key: 'k' });
  assert.is(none.get('1', 0), null);
  assert.equal(none.keys(), []);
});

test.run();
