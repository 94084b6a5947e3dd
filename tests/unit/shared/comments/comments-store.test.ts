import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CommentsApi } from '../../../../src/shared/api/comments.ts';
import type { CommentList } from '../../../../src/shared/api/types.ts';
import { createCommentsStore } from '../../../../src/shared/comments/comments-store.ts';
import { deferred, node, page } from '../../../helpers/comment-fakes.ts';

const rootList = (extra: Partial<CommentList> = {}): CommentList => ({
  ...page([node('1', { replies: page([node('11'), node('12')], 'r12', true) }), node('2')], 'c2', true),
  recaptchaPublicKey: null,
  commentsOverblogAllowed: true,
  commentsOverblogAllowedVotes: true,
  ...extra,
});

const fakeApi = (overrides: Partial<CommentsApi> = {}) => {
  const calls: unknown[][] = [];
  const api: CommentsApi = {
    rootComments: async (...args) => (calls.push(['root', ...args]), { viewer: null, comments: rootList() }),
    moreComments: async (...args) => (calls.push(['more', ...args]), page([node('3'), node('4')], 'c4', false)),
    moreReplies: async (...args) => (calls.push(['replies', ...args]), page([node('13')], 'r13', false)),
    ...overrides,
  };
  return { api, calls };
};

const ids = (items: { id: string }[]) => items.map((c) => c.id);

test('load: one RootComments call, list with replies, permissions and captcha key', async () => {
  const { api, calls } = fakeApi({
    rootComments: async (...args) => (
      calls.push(['root', ...args]),
      {
        viewer: { name: 'V', email: 'v@x.org', avatar: null },
        comments: rootList({ recaptchaPublicKey: 'key', commentsOverblogAllowedVotes: false }),
      }
    ),
  });
  const store = createCommentsStore({ api, postId: '42', locale: 'fr' });
  assert.is(store.status.value, 'loading');
  const viewer = await store.load();
  assert.equal(calls, [['root', '42', 'fr', 'newest']]);
  assert.is(viewer?.name, 'V');
  assert.is(store.status.value, 'ready');
  assert.equal(ids(store.comments.value), ['1', '2']);
  assert.equal(ids(store.comments.value[0]!.replies.value), ['11', '12']);
  assert.is(store.comments.value[0]!.moreReplies.value, true);
  assert.is(store.comments.value[0]!.replies.value[0]!.threadId, '1');
  assert.is(store.moreComments.value, true);
  assert.is(store.allowed.value, true);
  assert.is(store.allowedVotes.value, false);
  assert.is(store.recaptchaKey.value, 'key');
});

test('load: the first page is shown once what it is shown with is in too (the words)', async () => {
  const { api, calls } = fakeApi();
  const store = createCommentsStore({ api, postId: '42', locale: 'ar' });
  const words = deferred<void>();
  const loading = store.load(words.promise);
  // Every promise the answer settles runs before the next turn of the event loop.
  await new Promise((turn) => setImmediate(turn));
  assert.is(calls.length, 1);
  assert.is(store.status.value, 'loading', 'the answer is in, the words are not');
  assert.equal(store.comments.value, []);
  words.resolve();
  await loading;
  assert.is(store.status.value, 'ready');
  assert.equal(ids(store.comments.value), ['1', '2']);
});

test('sort: the first page again in the order asked, in place of the list; a failure changes nothing', async () => {
  let fail = false;
  const { api, calls } = fakeApi({
    rootComments: async (...args) => {
      calls.push(['root', ...args]);
      if (fail) throw new Error('offline');
      return {
        viewer: null,
        comments:
          args[2] === 'oldest'
            ? {
                ...rootList(),
                edges: [...rootList().edges].reverse(),
                pageInfo: { endCursor: 'o1', hasNextPage: false },
              }
            : rootList(),
      };
    },
  });
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  assert.equal(ids(store.comments.value), ['1', '2']);
  assert.ok(await store.sort('oldest'));
  assert.equal(calls.at(-1), ['root', '42', 'en', 'oldest']);
  assert.is(store.order.value, 'oldest');
  assert.equal(ids(store.comments.value), ['2', '1']);
  assert.is(store.cursor(), 'o1');
  assert.is(store.moreComments.value, false);
  fail = true;
  const warn = console.warn;
  console.warn = () => {};
  assert.not.ok(await store.sort('popular'));
  console.warn = warn;
  assert.is(store.order.value, 'oldest', 'a failed sort keeps the order shown');
  assert.equal(ids(store.comments.value), ['2', '1']);
});

test('a sort may name a comment its new list shows from its first draw (where focus goes); that list only', async () => {
  const { api } = fakeApi();
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  assert.is(store.listingShows(), null, 'the first page names none');
  const before = store.listing();
  assert.ok(await store.sort('newest', '2'));
  assert.is(store.listing(), before + 1);
  assert.is(store.listingShows(), '2');
  assert.ok(await store.sort('oldest'));
  assert.is(store.listingShows(), null, 'the next list, sorted by the reader, names none');
  assert.ok(await store.sort('newest', '1'));
  await store.load();
  assert.is(store.listingShows(), null, 'the first page loaded again names none');
});

test('a sort while a page, a thread’s replies or a reply are on their way: what comes back for the old list is dropped', async () => {
  const later: (() => void)[] = [];
  const held = <T>(value: T) => new Promise<T>((resolve) => later.push(() => resolve(value)));
  const { api } = fakeApi({
    moreComments: () => held(page([node('3'), node('4')], 'c4-newest', true)),
    moreReplies: () => held(page([node('13')], 'r13', false)),
    rootComments: async (...args) => ({
      viewer: null,
      comments:
        args[2] === 'oldest'
          ? {
              ...rootList(),
              edges: [...rootList().edges].reverse(),
              pageInfo: { endCursor: 'c1-oldest', hasNextPage: true },
            }
          : rootList(),
    }),
  });
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  const oldThread = store.comments.value[0]!;
  const more = store.loadMore();
  const replies = store.loadMoreReplies(oldThread);
  store.openForm.value = '1';
  assert.ok(await store.sort('oldest'));
  assert.equal(ids(store.comments.value), ['2', '1']);
  later.forEach((resolve) => resolve());
  assert.is(await more, null, 'the newest-first page is not added to the oldest-first list');
  assert.is(await replies, null);
  assert.equal(ids(store.comments.value), ['2', '1']);
  assert.is(store.cursor(), 'c1-oldest', 'the next page continues the new order');
  const newThread = store.find('1')!;
  assert.is.not(newThread, oldThread);
  assert.equal(ids(newThread.replies.value), ['11', '12'], 'the listed thread’s replies are its own');
  assert.is(store.openForm.value, '1', 'a reply form whose comment is still listed stays open');
  // A reply posted to a thread no longer listed never shows as a thread of its own.
  const orphan = store.insert(node('99'), '12345');
  assert.equal(ids(store.comments.value), ['2', '1']);
  assert.is(orphan.threadId, '12345');
});

test('a sort closes a reply form whose comment it no longer lists; the post’s own form stays', async () => {
  const { api } = fakeApi({
    rootComments: async (...args) => ({
      viewer: null,
      comments: args[2] === 'popular' ? { ...rootList(), edges: rootList().edges.slice(1) } : rootList(),
    }),
  });
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  store.openForm.value = '1';
  await store.sort('popular');
  assert.is(store.openForm.value, null);
  store.openForm.value = 'post-42';
  await store.sort('newest');
  assert.is(store.openForm.value, 'post-42');
});

test('load failure: status failed, nothing listed', async () => {
  const { api } = fakeApi({ rootComments: () => Promise.reject(new Error('500: Internal Server Error')) });
  const store = createCommentsStore({ api, postId: '1', locale: 'en' });
  const errors = console.error;
  console.error = () => {};
  await store.load();
  console.error = errors;
  assert.is(store.status.value, 'failed');
  assert.equal(store.comments.value, []);
});

test('more comments: appended after the cursor, the first new id returned, the button state follows hasNextPage', async () => {
  const { api, calls } = fakeApi();
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  assert.is(await store.loadMore(), '3');
  assert.equal(calls[1], ['more', '42', 'en', 'c2']);
  assert.equal(ids(store.comments.value), ['1', '2', '3', '4']);
  assert.is(store.moreComments.value, false);
  assert.is(await store.loadMore(), null, 'no further page is asked for');
  assert.is(calls.length, 2);
});

test('more comments while loading: one call only, the loading flag up then down', async () => {
  const answer = deferred<ReturnType<typeof page>>();
  const { api, calls } = fakeApi({ moreComments: (...args) => (calls.push(['more', ...args]), answer.promise) });
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  const first = store.loadMore();
  assert.is(store.loadingComments.value, true);
  assert.is(await store.loadMore(), null);
  answer.resolve(page([node('5')], 'c5', true));
  assert.is(await first, '5');
  assert.is(store.loadingComments.value, false);
  assert.is(calls.filter((c) => c[0] === 'more').length, 1);
});

test('more comments failing: nothing shown is lost, the button comes back', async () => {
  const { api } = fakeApi({ moreComments: () => Promise.reject(new TypeError('Failed to fetch')) });
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  const warn = console.warn;
  console.warn = () => {};
  assert.is(await store.loadMore(), false, 'a failure is told apart from an empty page');
  console.warn = warn;
  assert.equal(ids(store.comments.value), ['1', '2']);
  assert.is(store.moreComments.value, true);
  assert.is(store.loadingComments.value, false);
});

test('pages merge without duplicates: a comment posted here and returned again is listed once', async () => {
  const { api } = fakeApi({ moreComments: async () => page([node('9'), node('3')], 'c3', false) });
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  store.insert(node('9'), null);
  assert.is(await store.loadMore(), '3');
  assert.equal(ids(store.comments.value), ['9', '1', '2', '3']);
});

test('more replies: appended to the thread, first new id returned; failure keeps what was there', async () => {
  const { api, calls } = fakeApi();
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  const thread = store.comments.value[0]!;
  assert.is(await store.loadMoreReplies(thread), '13');
  assert.equal(calls[1], ['replies', '42', '1', 'en', 'r12']);
  assert.equal(ids(thread.replies.value), ['11', '12', '13']);
  assert.is(thread.moreReplies.value, false);

  const failing = fakeApi({ moreReplies: () => Promise.reject(new Error('502: Bad Gateway')) });
  const other = createCommentsStore({ api: failing.api, postId: '42', locale: 'en' });
  await other.load();
  const warn = console.warn;
  console.warn = () => {};
  assert.is(await other.loadMoreReplies(other.comments.value[0]!), false);
  console.warn = warn;
  assert.equal(ids(other.comments.value[0]!.replies.value), ['11', '12']);
  assert.is(other.comments.value[0]!.moreReplies.value, true);
  assert.is(other.comments.value[0]!.loadingReplies.value, false);
});

test('a reply knows what it answers: a reply to a reply, through insert and as listed', async () => {
  const { api } = fakeApi();
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  assert.is(store.insert(node('60'), '12').parentId, '12');
  assert.is(store.insert(node('61', { parentID: '1' }), '1').parentId, '1');
  assert.is(store.insert(node('62'), null).parentId, undefined);
});

test('a new top-level comment goes to the top of the list', async () => {
  const { api } = fakeApi();
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  const added = store.insert(node('50'), null);
  assert.equal(ids(store.comments.value), ['50', '1', '2']);
  assert.is(added.threadId, '50');
  assert.is(store.find('50'), added);
});

test('a reply goes to the end of its thread, which runs oldest first, also when replying to a reply; older replies loaded later go before it', async () => {
  const { api } = fakeApi();
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  store.insert(node('60'), '1');
  store.insert(node('61'), '12');
  const thread = store.comments.value[0]!;
  assert.equal(ids(thread.replies.value), ['11', '12', '60', '61']);
  assert.is(store.find('61')!.threadId, '1');
  assert.equal(ids(store.comments.value), ['1', '2']);
  assert.is(await store.loadMoreReplies(thread), '13');
  assert.equal(ids(thread.replies.value), ['11', '12', '13', '60', '61']);
});

test('change: an edited comment shows its new text in place (thread or reply); deleted, it leaves, or stays as a placeholder', async () => {
  const { api } = fakeApi();
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  const thread = store.find('1')!;
  store.change('1', {
    html: 'better',
    body: [['p', 'better']],
    editedAt: '2026-01-01T00:00:00.000Z',
    deleted: undefined,
  });
  const edited = store.comments.value[0]!;
  assert.is(edited.html, 'better');
  assert.equal(edited.body, [['p', 'better']]);
  assert.is(edited.editedAt, '2026-01-01T00:00:00.000Z');
  assert.is(edited.replies, thread.replies, 'its replies and votes go with it');
  assert.is(store.find('1'), edited);
  store.change('12', {
    html: 'reply, edited',
    body: [['p', 'reply, edited']],
    editedAt: undefined,
    deleted: undefined,
  });
  assert.equal(
    edited.replies.value.map((r) => r.html),
    ['text 11', 'reply, edited'],
  );
  store.change('11', null);
  assert.equal(ids(edited.replies.value), ['12']);
  assert.is(store.find('11'), undefined);
  store.change('1', { html: '', body: [], editedAt: undefined, deleted: true });
  assert.is(store.comments.value[0]!.deleted, true, 'answered: a placeholder');
  store.change('2', null);
  assert.equal(ids(store.comments.value), ['1']);
  store.change('99', null);
  assert.equal(ids(store.comments.value), ['1'], 'a comment not listed: nothing changes');
});

test('a name two shown comments carry is shared; each name is told only when its own answer changes', async () => {
  const { api } = fakeApi({
    moreComments: async () => page([node('3', { user: { ...node('3').user, name: 'Name 2' } }), node('4')], 'c4', true),
    moreReplies: async () => page([node('13', { user: { ...node('13').user, name: 'Name 1 ' } })], null, false),
  });
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  const [one, two] = store.comments.value;
  const shared = [one!, two!].map((comment) => store.nameShared(comment));
  assert.equal(
    shared.map((name) => name.value),
    [false, false],
  );
  const told: string[] = [];
  const stop = shared.map((name, n) => name.subscribe((value) => told.push(`${n}:${value}`)));
  told.length = 0;
  // A page with a second "Name 2": that name alone is told.
  await store.loadMore();
  assert.equal(told, ['1:true']);
  assert.is(store.nameShared(store.find('3')!).value, true);
  assert.is(store.nameShared(store.find('4')!).value, false);
  // A reply by "Name 1 " (the same name, as given, spaced): now shared too.
  await store.loadMoreReplies(one!);
  assert.equal(told, ['1:true', '0:true']);
  stop.forEach((off) => off());
});

test('what a change in place counts: an edit, a deletion or a new list, not a page or a comment posted', async () => {
  const { api } = fakeApi();
  const store = createCommentsStore({ api, postId: '42', locale: 'en' });
  await store.load();
  const before = store.changed.value;
  await store.loadMore();
  store.insert(node('9'), null);
  assert.is(store.changed.value, before);
  store.change('12', { html: 'edited', body: [['p', 'edited']], editedAt: undefined, deleted: undefined });
  assert.is(store.changed.value, before + 1);
  store.change('11', null);
  assert.is(store.changed.value, before + 2);
  await store.sort('oldest');
  assert.is(store.changed.value, before + 3);
});

test.run();
