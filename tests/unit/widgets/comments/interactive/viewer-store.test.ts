import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createViewerStore, SAVED_USER_KEY } from '../../../../../src/widgets/comments/interactive/viewer-store.ts';
import { fakeStorage } from '../../../../helpers/comment-fakes.ts';

const setup = (popupOpens = true, viewer = { name: 'Ann', email: 'ann@example.org', avatar: null }) => {
  const opened: [string, string][] = [];
  const { storage, items } = fakeStorage({ [SAVED_USER_KEY]: { name: 'Old', email: 'old@x.org', website: '' } });
  let queries = 0;
  const store = createViewerStore({
    queryViewer: async () => (queries++, viewer),
    storage,
    openPopup: (path, name) => (opened.push([path, name]), popupOpens),
    locale: 'fr',
    postId: '7',
  });
  return { store, opened, items, queries: () => queries };
};

test('sign in opens the provider page as popup loginob', () => {
  const { store, opened } = setup();
  store.signIn();
  assert.equal(opened, [['/comments/fr/fetch/user', 'loginob']]);
  assert.is(store.blocked.value, null);
});

test('the login callback re-queries Viewer and clears the saved form state', async () => {
  const { store, items, queries } = setup();
  const cleared = store.identityCleared.value;
  const viewer = await store.loggedIn();
  assert.is(queries(), 1);
  assert.is(viewer?.name, 'Ann');
  assert.is(store.viewer.value?.email, 'ann@example.org');
  assert.is(items.has(SAVED_USER_KEY), false);
  assert.is(store.identityCleared.value, cleared + 1);
});

test('sign out clears viewer and saved state at once and opens the logout popup with the exit redirect', async () => {
  const { store, opened, items } = setup();
  await store.loggedIn();
  items.set(SAVED_USER_KEY, { name: 'Ann' });
  store.signOut();
  assert.is(store.viewer.value, null);
  assert.is(items.has(SAVED_USER_KEY), false);
  assert.equal(opened, [['/comments/fr/fetch/logout?redirect=%2Fcomments%2Ffr%2Fexit&postID=7', 'logoutob']]);
});

test('a blocked popup leaves the page to open by hand', () => {
  const { store } = setup(false);
  store.signIn();
  assert.is(store.blocked.value, '/comments/fr/fetch/user');
});

test('a blocked logout popup keeps the reader signed in until the link is followed', async () => {
  const { store, items } = setup(false);
  await store.loggedIn();
  items.set(SAVED_USER_KEY, { name: 'Ann' });
  store.signOut();
  assert.is(store.viewer.value?.name, 'Ann', 'the session still stands: the page must not say otherwise');
  assert.is(store.blocked.value, '/comments/fr/fetch/logout?redirect=%2Fcomments%2Ffr%2Fexit&postID=7');
  assert.is(items.has(SAVED_USER_KEY), true);
  store.signedOut();
  assert.is(store.viewer.value, null);
  assert.is(store.blocked.value, null);
  assert.is(items.has(SAVED_USER_KEY), false);
});

test.run();
