import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createStorage, type StorageArea } from '../../../../../src/adapters/storage.ts';
import {
  createOwnComments,
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
  // Written again later, the closed windows are pruned.
  now = 3_000;
  own.remember('10', { until: 9_000 });
  assert.equal(Object.keys(storage.read<object>(OWN_COMMENTS_KEY)!).sort(), ['10', '8']);
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
  none.remember('1', { until: 10 });
  assert.is(none.get('1', 0), null);
});

test.run();
