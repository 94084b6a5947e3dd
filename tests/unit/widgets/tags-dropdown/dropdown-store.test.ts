import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropdownStore, type DropdownState } from '../../../../src/widgets/tags-dropdown/dropdown-store.ts';

const setup = () => {
  const changes: DropdownState[] = [];
  return { store: createDropdownStore({ onChange: (s) => changes.push(s) }), changes };
};

test('starts closed; toggle opens and closes', () => {
  const { store, changes } = setup();
  assert.not.ok(store.isOpen());
  store.toggle();
  assert.ok(store.isOpen());
  store.toggle();
  assert.equal(changes, [
    { open: true, focusButton: false },
    { open: false, focusButton: false },
  ]);
});

test('Escape closes and returns focus to the button', () => {
  const { store, changes } = setup();
  store.open();
  store.close('escape');
  assert.equal(changes.at(-1), { open: false, focusButton: true });
});

test('focus leaving or a click outside closes without moving focus', () => {
  for (const reason of ['focus-left', 'click-outside'] as const) {
    const { store, changes } = setup();
    store.open();
    store.close(reason);
    assert.equal(changes.at(-1), { open: false, focusButton: false });
  }
});

test('closing a closed dropdown changes nothing and moves no focus', () => {
  const { store, changes } = setup();
  store.close('click-outside');
  store.close('escape');
  assert.equal(changes, []);
});

test.run();
