import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS, seedDemo } from '../../src/demo/seed.ts';
import type { CommentOrder, StoredComment, Store } from '../../src/server/store/store.ts';
import { readerDataConformance } from './reader-data-conformance.ts';
import { rejectedConformance } from './rejected-conformance.ts';

/**
 * What every Store engine must do, told through the Store alone: one suite,
 * run against SQLite and against a real PostgreSQL
 * (tests/unit/server/store/*-conformance.test.ts). `open()` gives an empty,
 * migrated store of the engine under test, and `close()` lets it go.
 */
export interface StoreEngine {
  name: string;
  open(): Promise<{ store: Store; close(): Promise<void> }>;
}

export function storeConformance(engine: StoreEngine) {
  const test = suite(`Store on ${engine.name}`);

  /** A test on a store of its own, seeded with the demo unless told otherwise. */
  const on =
    (body: (store: Store) => Promise<void>, { seed = true } = {}) =>
    async () => {
      const { store, close } = await engine.open();
      try {
        if (seed) await seedDemo(store);
        await body(store);
      } finally {
        await close();
      }
    };

  /** Every visible top-level comment of a post, newest first, paging through. */
  async function topLevel(store: Store, postId: string, limit = 7): Promise<StoredComment[]> {
    const all: StoredComment[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await store.listComments(postId, { after, limit });
      all.push(...page.items);
      if (!page.hasNextPage) return all;
      after = page.items.at(-1)!.id;
    }
  }

  test(
    'empty until seeded; posts and visible counts; unknown ids are null',
    on(
      async (store) => {
        assert.ok(await store.isEmpty());
        await seedDemo(store);
        assert.not.ok(await store.isEmpty());
        assert.is((await store.listPosts('1')).length, 5);
        assert.equal(await store.getPost('2'), {
          id: '2',
          blogId: '1',
          title: 'Sourdough at altitude',
          url: '/posts/2',
          excerpt: 'What changes when your kitchen sits 1,800 metres above the sea.',
          closed: false,
          pinnedCommentId: null,
          createdAt: (await store.getPost('2'))!.createdAt,
        });
        assert.match((await store.getPost('2'))!.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        const dated = await store.createPost({ blogId: '1', title: 'Moved', createdAt: '2014-03-09T07:05:01.250Z' });
        assert.is(dated.createdAt, '2014-03-09T07:05:01.250Z', 'a date given is kept, to the millisecond');
        assert.is((await store.listPosts('1')).at(-1)!.createdAt, '2014-03-09T07:05:01.250Z');
        assert.equal(
          await store.getPostWithBlog('2'),
          { post: (await store.getPost('2'))!, blog: (await store.getBlog('1'))! },
          'a post and its blog at once, as each alone',
        );
        assert.is(await store.getPostWithBlog('999999'), null);
        assert.is(await store.getPostWithBlog('x'), null);
        assert.ok(await store.setPostClosed('2', true));
        assert.is((await store.getPost('2'))!.closed, true);
        assert.is((await store.listPosts('1')).find((p) => p.id === '2')!.closed, true);
        assert.ok(await store.setPostClosed('2', false));
        assert.is((await store.getPost('2'))!.closed, false);
        assert.not.ok(await store.setPostClosed('999999', true));
        assert.ok(await store.setPinnedComment('2', '7'));
        assert.is((await store.getPost('2'))!.pinnedCommentId, '7');
        assert.not.ok(await store.unpinComment('2', '8'), 'another pinned: it stays');
        assert.is((await store.getPost('2'))!.pinnedCommentId, '7');
        assert.ok(await store.unpinComment('2', '7'));
        assert.is((await store.getPost('2'))!.pinnedCommentId, null);
        assert.ok(await store.setPinnedComment('2', '7'));
        assert.ok(await store.setPinnedComment('2', null));
        assert.is((await store.getPost('2'))!.pinnedCommentId, null);
        assert.not.ok(await store.setPinnedComment('999999', '7'));
        const pinnedOne = await store.addComment({
          postId: '2',
          parentId: null,
          threadId: null,
          accountId: null,
          name: 'P',
          email: null,
          website: null,
          body: 'pinned then deleted',
          isVisible: true,
        });
        const [post, blog] = [await store.getPost('2'), await store.getBlog('1')];
        assert.equal(
          await store.getCommentInPost(pinnedOne.id),
          { comment: await store.getComment(pinnedOne.id), post, blog },
          'a comment, its post and its blog at once, as each alone',
        );
        const withAvatars = (await store.listComments('1', { after: null, limit: 50 })).items.filter((c) => c.avatar);
        assert.ok(withAvatars.length, "comments with their account's avatar");
        for (const { id } of withAvatars)
          assert.equal((await store.getCommentInPost(id))!.comment, await store.getComment(id));
        for (const unknown of ['999999', 'x']) assert.is(await store.getCommentInPost(unknown), null, unknown);
        await store.setPinnedComment('2', pinnedOne.id);
        await store.deleteComment(pinnedOne.id);
        assert.is(
          (await store.getPost('2'))!.pinnedCommentId,
          null,
          'a deleted comment unpins itself (its id may come again)',
        );
        assert.is(await store.countVisibleComments('5'), 3);
        assert.is(await store.countVisibleComments('1'), 54);
        assert.is(await store.countVisibleComments('99'), null);
        for (const bad of ['x', '0', '-1', '']) assert.is(await store.getPost(bad), null, bad);
        assert.is(await store.getComment('999999'), null);
      },
      { seed: false },
    ),
  );

  test(
    'keyset pages of top-level comments, newest first, cover every one once; replies oldest first, likewise',
    on(async (store) => {
      const comments = await topLevel(store, '1');
      assert.is(comments.length, 28);
      assert.equal(
        comments.map((c) => Number(c.id)),
        comments.map((c) => Number(c.id)).sort((a, b) => b - a),
      );
      assert.is(new Set(comments.map((c) => c.id)).size, comments.length);
      assert.ok(comments.every((c) => c.isVisible && c.threadId === null && c.postId === '1'));
      const grace = comments.find((c) => c.name === 'Grace' && c.body.startsWith('Does anyone know'))!;
      const first = await store.listReplies(grace.id, { after: null, limit: 10 });
      const second = await store.listReplies(grace.id, { after: first.items.at(-1)!.id, limit: 10 });
      assert.is(first.items.length + second.items.length, 14);
      assert.ok(first.hasNextPage);
      assert.not.ok(second.hasNextPage);
      assert.ok(first.items.every((reply) => reply.threadId === grace.id));
      // Oldest first across the pages, so that the thread reads as the conversation it was.
      const ids = [...first.items, ...second.items].map((reply) => Number(reply.id));
      assert.equal(
        ids,
        [...ids].sort((a, b) => a - b),
      );
      assert.is(new Set(ids).size, 14);
    }),
  );

  /** Every visible top-level comment of a post in an order, paging through as the API does: the cursor is the last one shown. */
  async function inOrder(store: Store, postId: string, order: CommentOrder, limit: number): Promise<StoredComment[]> {
    const all: StoredComment[] = [];
    let last: StoredComment | undefined;
    for (;;) {
      const page = await store.listComments(postId, {
        after: last?.id ?? null,
        afterPopularity: last && last.likes - last.dislikes,
        limit,
        order,
      });
      all.push(...page.items);
      if (!page.hasNextPage) return all;
      last = page.items.at(-1)!;
    }
  }

  test(
    'three orders, each paged with a page boundary anywhere (ties of score included): every comment once, in that order',
    on(async (store) => {
      const newest = await topLevel(store, '1');
      const ids = (list: StoredComment[]) => list.map((c) => c.id);
      const score = (c: StoredComment) => c.likes - c.dislikes;
      const byScore = [...newest].sort((a, b) => score(b) - score(a) || Number(b.id) - Number(a.id));
      assert.ok(
        new Set(newest.map(score)).size < newest.length,
        'the demo has ties of score, which the pages must not split badly',
      );
      assert.ok(score(byScore[0]!) > score(byScore.at(-1)!));
      for (const limit of [1, 3, 10, 100]) {
        assert.equal(ids(await inOrder(store, '1', 'newest', limit)), ids(newest), `newest by ${limit}`);
        assert.equal(ids(await inOrder(store, '1', 'oldest', limit)), ids(newest).reverse(), `oldest by ${limit}`);
        assert.equal(ids(await inOrder(store, '1', 'popular', limit)), ids(byScore), `most liked by ${limit}`);
      }
      // A held comment is never listed, in any order; replies never among top-level ones.
      const held = await store.addComment({
        postId: '1',
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'H',
        email: null,
        website: null,
        body: 'held',
        isVisible: false,
      });
      for (const order of ['oldest', 'popular'] as const)
        assert.not.ok(ids(await inOrder(store, '1', order, 5)).includes(held.id));
      // An unknown cursor starts nowhere: an empty page, not the first again.
      for (const order of ['newest', 'oldest', 'popular'] as const)
        assert.equal(
          await store.listComments('1', { after: 'x', afterPopularity: 0, limit: 5, order }),
          { items: [], hasNextPage: false },
          order,
        );
    }),
  );

  test(
    'reply mail: a signed-in writer’s on at once; anyone else’s pending until confirmed, each wish alone; a few confirmation mails an address a day, whatever is deleted; stopped per comment, gone with its comment',
    on(async (store) => {
      const base = {
        postId: '2',
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'M',
        website: null,
        isVisible: true,
      } as const;
      const write = (email: string) => store.addComment({ ...base, email, body: `by ${email}` });
      const now = new Date('2026-03-01T10:00:00Z');
      const rules = { confirmed: false, asksPerDay: 2 };
      const first = await write('Mia@Example.org');
      assert.equal(await store.wantReplyMail(first.id, '1', 'Mia@Example.org', 'fr', now, rules), {
        state: 'pending',
        ask: true,
      });
      assert.equal(await store.replyMailOf(first.id), {
        commentId: first.id,
        blogId: '1',
        email: 'mia@example.org',
        locale: 'fr',
        state: 'pending',
      });
      const second = await write('mia@example.org');
      assert.equal(await store.wantReplyMail(second.id, '1', 'MIA@example.org', 'en', now, rules), {
        state: 'pending',
        ask: true,
      });
      // A third the same day, after deleting the others: still counted, no mail.
      await store.deleteComment(first.id);
      const third = await write('mia@example.org');
      assert.equal(
        await store.wantReplyMail(third.id, '1', 'mia@example.org', 'en', new Date('2026-03-01T23:59:00Z'), rules),
        { state: 'pending', ask: false },
      );
      const nextDay = await write('mia@example.org');
      assert.equal(
        await store.wantReplyMail(nextDay.id, '1', 'mia@example.org', 'en', new Date('2026-03-02T00:01:00Z'), rules),
        { state: 'pending', ask: true },
        'a new day',
      );
      const signedIn = await write('reader@example.org');
      assert.equal(
        await store.wantReplyMail(signedIn.id, '1', 'reader@example.org', 'en', now, {
          confirmed: true,
          asksPerDay: 2,
        }),
        { state: 'on', ask: false },
      );
      assert.is(await store.replyMailOf('999999'), null);

      assert.ok(await store.confirmReplyMail(second.id));
      assert.is((await store.replyMailOf(second.id))!.state, 'on');
      assert.is((await store.replyMailOf(third.id))!.state, 'pending', 'each wish is confirmed alone');
      assert.not.ok(await store.confirmReplyMail(second.id), 'confirmed once');
      assert.not.ok(await store.confirmReplyMail('999999'));

      assert.ok(await store.stopReplyMail(second.id));
      assert.is((await store.replyMailOf(second.id))!.state, 'off');
      assert.not.ok(await store.confirmReplyMail(second.id), 'a stopped wish is not confirmed again by an old link');
      assert.not.ok(await store.stopReplyMail('999999'));
      await store.deleteComment(third.id);
      assert.is(await store.replyMailOf(third.id), null, 'gone with its comment');
    }),
  );

  test(
    'a writer edits and deletes their own comment: the key’s hash kept, the edit marked, an answered comment kept as a placeholder that counts for nothing',
    on(async (store) => {
      const base = {
        postId: '2',
        accountId: null,
        email: 'w@example.org',
        website: 'https://w.example',
        isVisible: true,
      } as const;
      const thread = await store.addComment({
        ...base,
        parentId: null,
        threadId: null,
        name: 'W',
        body: 'first *words*',
        bodyTree: '[["p","first ",["em","words"]]]',
        editKeyHash: 'hash-of-key',
        addressHash: 'hash-of-address',
      });
      await store.wantReplyMail(thread.id, '1', 'w@example.org', 'en', new Date(), { confirmed: true, asksPerDay: 3 });
      assert.is(thread.bodyTree, '[["p","first ",["em","words"]]]', 'how it is drawn, kept as given');
      assert.is(thread.editedAt, null);
      assert.is(thread.deleted, false);
      assert.is(await store.commentEditKeyHash(thread.id), 'hash-of-key');
      assert.is(await store.commentEditKeyHash('999999'), null);
      const edited = (await store.editComment(thread.id, 'better words', true, '[["p","better words"]]'))!;
      assert.is(edited.body, 'better words');
      assert.is(edited.bodyTree, '[["p","better words"]]');
      assert.ok(
        edited.editedAt && Math.abs(Date.parse(edited.editedAt) - Date.now()) < 60_000,
        String(edited.editedAt),
      );
      assert.is(Date.parse(edited.createdAt), Date.parse(thread.createdAt), 'written when it was written');
      assert.is(
        (await store.editComment(thread.id, 'held now', false))!.isVisible,
        false,
        'an edit may send it back to moderation',
      );
      assert.is(
        (await store.editComment(thread.id, 'shown again', true))!.bodyTree,
        null,
        'an edit without its drawing is drawn as typed, never as the old text was',
      );
      assert.is(await store.editComment('999999', 'x', true), null);

      const answer = await store.addComment({
        ...base,
        parentId: thread.id,
        threadId: thread.id,
        name: 'A',
        body: 'an answer',
      });
      assert.is(answer.bodyTree, null, 'none given: drawn as typed');
      const lone = await store.addComment({
        ...base,
        parentId: null,
        threadId: null,
        name: 'L',
        body: 'nobody answered',
      });
      assert.is(await store.countVisibleComments('2'), 3);
      assert.is(await store.deleteOwnComment(lone.id), 'removed');
      assert.is(await store.getComment(lone.id), null);
      assert.is(await store.deleteOwnComment(thread.id), 'placeholder');
      const kept = (await store.getComment(thread.id))!;
      assert.equal(
        [kept.deleted, kept.body, kept.bodyTree, kept.name, kept.email, kept.website],
        [true, '', null, '', null, null],
        'nothing of what was written stays',
      );
      assert.is(await store.commentEditKeyHash(thread.id), null);
      assert.is(await store.commentAddressHash(thread.id), null, 'nor where it came from');
      assert.is(await store.replyMailOf(thread.id), null, 'nor the wish for reply mail');
      assert.is(await store.editComment(thread.id, 'back from the dead', true), null, 'a placeholder takes no edit');
      assert.ok((await store.getComment(answer.id))!.isVisible, 'its answer stays');
      assert.equal(
        (await store.listComments('2', { after: null, limit: 10 })).items.map((c) => c.id),
        [thread.id],
        'listed, so its thread reads on',
      );
      assert.is(await store.countVisibleComments('2'), 1, 'a placeholder is not a comment: only the answer counts');
      assert.not.ok((await store.lastComments('1', 50)).some((c) => c.id === thread.id));
      assert.not.ok((await store.lastCommentsOfPost('2', 50)).some((c) => c.id === thread.id));
      assert.is(await store.deleteOwnComment(answer.id), 'removed', 'an answer nobody answered goes');
      assert.is(await store.deleteOwnComment('999999'), null);
      // Written as deleted and edited, as a blog's import brings them: counted and listed as the store's own.
      const before3 = (await store.countVisibleComments('3'))!;
      const moved = await store.addComment({
        ...base,
        postId: '3',
        parentId: null,
        threadId: null,
        name: '',
        body: '',
        deleted: true,
        editedAt: '2020-02-02T02:02:02.020Z',
      });
      assert.equal([moved.deleted, moved.editedAt], [true, '2020-02-02T02:02:02.020Z']);
      const editedElsewhere = await store.addComment({
        ...base,
        postId: '3',
        parentId: null,
        threadId: null,
        name: 'E',
        body: 'edited where it was written',
        editedAt: '2021-01-01T00:00:00.001Z',
      });
      assert.equal([editedElsewhere.deleted, editedElsewhere.editedAt], [false, '2021-01-01T00:00:00.001Z']);
      assert.is(await store.countVisibleComments('3'), before3 + 1, 'the deleted one is not counted');
    }),
  );

  test(
    'blocks: by e-mail in any case or by address hash, on one blog, until their end; blocking again sets a new end; where a comment came from is kept as given',
    on(async (store) => {
      const other = await store.createBlog({ name: 'Other', url: '/' });
      const now = new Date();
      const later = new Date(now.getTime() + 3_600_000);
      const written = await store.addComment({
        postId: '2',
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'B',
        email: 'b@x.org',
        website: null,
        body: 'hi',
        isVisible: true,
        addressHash: 'addr-hash-1',
      });
      assert.is(await store.commentAddressHash(written.id), 'addr-hash-1');
      assert.is(await store.commentAddressHash('999999'), null);
      const seeded = (await store.listComments('1', { after: null, limit: 1 })).items[0]!;
      assert.is(await store.commentAddressHash(seeded.id), null, 'a comment without one says so');

      const none = { email: null, addressHash: null };
      assert.not.ok(await store.isBlocked('1', { email: 'B@X.org', addressHash: 'addr-hash-1' }, now));
      await store.blockWriter('1', 'email', 'B@x.ORG', later);
      assert.ok(await store.isBlocked('1', { email: 'b@x.org', addressHash: null }, now), 'the e-mail, in any case');
      assert.not.ok(await store.isBlocked(other.id, { email: 'b@x.org', addressHash: null }, now), 'on that blog only');
      assert.not.ok(await store.isBlocked('1', none, now));
      assert.not.ok(await store.isBlocked('1', { email: 'b@x.org', addressHash: null }, later), 'not from its end on');
      await store.blockWriter('1', 'address', 'addr-hash-1', later);
      assert.ok(
        await store.isBlocked('1', { email: 'someone@else.org', addressHash: 'addr-hash-1' }, now),
        'the address, whatever the e-mail',
      );
      assert.not.ok(await store.isBlocked('1', { email: null, addressHash: 'addr-hash-2' }, now));
      await store.blockWriter('1', 'address', 'addr-hash-1', new Date(now.getTime() - 1000));
      assert.not.ok(
        await store.isBlocked('1', { email: null, addressHash: 'addr-hash-1' }, now),
        'blocking again sets the new end, here lifting it',
      );
    }),
  );

  test(
    'comments keep what was written: dates, writer, website, account avatar, votes as counts',
    on(async (store) => {
      const comments = await topLevel(store, '1');
      const ada = comments.find((c) => c.body === 'Lovely write-up. Which lock did the heron guard?')!;
      assert.is(ada.email, 'ada@example.com');
      assert.is(ada.likes, 4);
      assert.match(ada.createdAt, /^2026-10-01T\d\d:\d\d:00\.000Z$/);
      const hiroshi = comments.find((c) => c.body.startsWith('Not convinced'))!;
      assert.equal([hiroshi.likes, hiroshi.dislikes], [1, 3]);
      const margot = comments.find((c) => c.name === 'Margot Lefèvre')!;
      assert.is(margot.avatar, DEMO_ACCOUNTS.author.avatar);
      assert.ok(margot.accountId);
      assert.is(comments.find((c) => c.name === 'Chloé' && c.website)!.website, 'https://example.org/chloe');
      const written = await store.addComment({
        postId: '2',
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'Zoé',
        email: null,
        website: null,
        body: 'Line one\nline two <b>',
        isVisible: true,
      });
      assert.is(written.body, 'Line one\nline two <b>');
      assert.ok(Math.abs(Date.parse(written.createdAt) - Date.now()) < 60_000, 'now, when no date is given');
      assert.is(await store.countVisibleComments('2'), 1);
    }),
  );

  test(
    'replies of several threads in one call, each oldest first, with hasNextPage',
    on(async (store) => {
      const threads = await topLevel(store, '1');
      const ids = threads.map((t) => t.id);
      const pages = await store.listRepliesOfThreads([...ids, '999999'], 3);
      let withReplies = 0;
      for (const id of ids) {
        const single = await store.listReplies(id, { after: null, limit: 3 });
        assert.equal(
          pages.get(id)!.items.map((c) => c.id),
          single.items.map((c) => c.id),
          id,
        );
        assert.is(pages.get(id)!.hasNextPage, single.hasNextPage, id);
        if (single.items.length) withReplies++;
      }
      assert.is(withReplies, 5);
      assert.equal(pages.get('999999'), { items: [], hasNextPage: false });
    }),
  );

  test(
    'a thread named twice (the pinned thread is also in its page) has each of its replies once',
    on(async (store) => {
      // The API's first page (10 threads), Grace's among them, and Grace's again as the pinned thread.
      const threads = (await topLevel(store, '1')).slice(0, 10);
      const grace = threads.find((c) => c.name === 'Grace' && c.body.startsWith('Does anyone know'))!;
      const single = await store.listReplies(grace.id, { after: null, limit: 3 });
      const pages = await store.listRepliesOfThreads([...threads.map((t) => t.id), grace.id], 3);
      assert.equal(
        pages.get(grace.id)!.items.map((c) => c.id),
        single.items.map((c) => c.id),
      );
      assert.ok(pages.get(grace.id)!.hasNextPage);
    }),
  );

  test(
    'first replies of many threads: a page, then whether more follow, at every edge (none, one short, exactly a page, one past, held ones never count)',
    on(
      async (store) => {
        const blog = await store.createBlog({ name: 'B', url: '/' });
        const { id: postId } = await store.createPost({ blogId: blog.id, title: 'P' });
        const write = (parent: StoredComment | null, n: number, isVisible = true) =>
          store.addComment({
            postId,
            parentId: parent?.id ?? null,
            threadId: parent?.id ?? null,
            accountId: null,
            name: `W${n}`,
            email: null,
            website: null,
            body: `Body ${n}`,
            isVisible,
          });
        // 40 threads (past what one statement asks for at once), with 0 to 4 replies and a held one on some.
        const threads: StoredComment[] = [];
        for (let t = 0; t < 40; t++) {
          const thread = await write(null, t);
          threads.push(thread);
          for (let r = 0; r < t % 5; r++) await write(thread, r);
          if (t % 3 === 0) await write(thread, 99, false);
        }
        const pages = await store.listRepliesOfThreads(
          threads.map((t) => t.id),
          3,
        );
        for (const [t, thread] of threads.entries()) {
          const page = pages.get(thread.id)!;
          const single = await store.listReplies(thread.id, { after: null, limit: 3 });
          assert.is(page.items.length, Math.min(t % 5, 3), `thread ${t}`);
          assert.is(page.hasNextPage, t % 5 > 3, `thread ${t}`);
          assert.equal(page, single, `thread ${t}`);
          assert.ok(
            page.items.every((reply) => reply.isVisible && reply.threadId === thread.id && reply.postId === postId),
          );
        }
      },
      { seed: false },
    ),
  );

  test(
    'imported comments: each source id is added once, even twice at once; its record outlives the comment, so an import never brings a deleted one back',
    on(async (store) => {
      const comment = {
        postId: '2',
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'Ada',
        email: null,
        website: 'https://ada.example/',
        body: 'Kept from before',
        isVisible: true,
        createdAt: '2019-04-01T10:00:00.000Z',
      };
      const first = await store.addImportedComment(comment, { source: 'disqus', sourceId: '101' });
      assert.ok(first);
      assert.is(first.createdAt, '2019-04-01T10:00:00.000Z');
      assert.is(first.website, 'https://ada.example/');
      assert.is(await store.addImportedComment(comment, { source: 'disqus', sourceId: '101' }), null);
      // The same id from another system is another comment.
      const other = await store.addImportedComment(comment, {
        source: 'wordpress:https://old.example',
        sourceId: '101',
      });
      assert.ok(other && other.id !== first.id);
      const both = await Promise.all(
        [1, 2].map(() => store.addImportedComment(comment, { source: 'disqus', sourceId: '102' })),
      );
      assert.is(both.filter(Boolean).length, 1, 'one of two imports at once adds it');
      const known = await store.importedComments('disqus', ['101', '102', '103']);
      assert.equal([...known.keys()].sort(), ['101', '102']);
      assert.is(known.get('101'), first.id);
      assert.ok(await store.deleteComment(first.id));
      assert.is((await store.importedComments('disqus', ['101'])).get('101'), null);
      assert.is(await store.addImportedComment(comment, { source: 'disqus', sourceId: '101' }), null);
      assert.equal(await store.importedComments('disqus', []), new Map());
      // Where each comment came from, by comment: what a blog's export keeps.
      const plain = await store.addComment(comment);
      assert.equal(
        await store.importSources([other!.id, plain.id, '999999']),
        new Map([[other!.id, { source: 'wordpress:https://old.example', sourceId: '101' }]]),
      );
      assert.equal(await store.importSources([]), new Map());
    }),
  );

  test(
    'a post’s last comments: newest first, replies among them, held ones never, other posts’ never',
    on(async (store) => {
      const last = await store.lastCommentsOfPost('1', 10);
      assert.is(last.length, 10);
      assert.equal(
        last.map((c) => Number(c.id)),
        last.map((c) => Number(c.id)).sort((a, b) => b - a),
      );
      assert.ok(last.every((c) => c.postId === '1' && c.isVisible));
      const all = await store.lastCommentsOfPost('1', 1000);
      assert.is(all.length, await store.countVisibleComments('1'));
      assert.ok(
        all.some((c) => c.threadId !== null),
        'replies are among them',
      );
      assert.equal(await store.lastCommentsOfPost('999', 10), []);
    }),
  );

  test(
    'held comments: listed oldest first, never counted, shown once approved; deleting a thread takes its replies',
    on(async (store) => {
      const { items: held, hasNextPage } = await store.listHeldComments({ blogId: '1' }, { after: null, limit: 10 });
      assert.is(held.length, 5);
      assert.not.ok(hasNextPage);
      assert.equal(
        held.map((c) => Number(c.id)),
        held.map((c) => Number(c.id)).sort((a, b) => a - b),
      );
      assert.equal(await store.listHeldComments({ blogId: '9' }, { after: null, limit: 10 }), {
        items: [],
        hasNextPage: false,
      });
      assert.is((await store.listHeldComments({ blogId: null }, { after: null, limit: 10 })).items.length, 5);
      const onPost3 = held.find((c) => c.postId === '3')!;
      assert.ok(await store.approveComment(onPost3.id));
      assert.not.ok(await store.approveComment(onPost3.id), 'approving twice changes nothing');
      assert.is(await store.countVisibleComments('3'), 2);
      const thread = (await topLevel(store, '1')).find((c) => c.name === 'Grace' && c.body.startsWith('Does anyone'))!;
      const before = await store.countVisibleComments('1');
      assert.ok(await store.deleteComment(thread.id));
      assert.is(await store.countVisibleComments('1'), before! - 15);
      assert.is((await store.listReplies(thread.id, { after: null, limit: 50 })).items.length, 0);
      assert.not.ok(await store.deleteComment(thread.id));
      assert.not.ok(await store.deleteComment('x'));
    }),
  );

  test(
    'held comments page oldest first by a cursor, for a blog, a post of it, or every blog',
    on(async (store) => {
      const other = await store.createBlog({ name: 'Other', url: 'https://other.example' });
      const otherPost = await store.createPost({ blogId: other.id, title: 'Elsewhere' });
      const comment = (postId: string, name: string) => ({
        postId,
        parentId: null,
        threadId: null,
        accountId: null,
        name,
        email: null,
        website: null,
        body: 'waiting',
        isVisible: false,
      });
      for (let i = 0; i < 6; i++) await store.addComment(comment('2', `On two ${i}`));
      await store.addComment(comment(otherPost.id, 'Elsewhere'));
      const pages = async (scope: { blogId: string | null; postId?: string }, limit: number) => {
        const seen: StoredComment[][] = [];
        for (let after: string | null = null; ;) {
          const page = await store.listHeldComments(scope, { after, limit });
          seen.push(page.items);
          if (!page.hasNextPage) return seen;
          after = page.items.at(-1)!.id;
        }
      };
      const blog = await pages({ blogId: '1' }, 4);
      assert.equal(
        blog.map((page) => page.length),
        [4, 4, 3],
        'the seed’s 5 and 6 more, four at a time',
      );
      const ids = blog.flat().map((c) => Number(c.id));
      assert.equal(
        ids,
        [...ids].sort((a, b) => a - b),
        'oldest first, across pages',
      );
      assert.ok(
        blog.flat().every((c) => !c.isVisible && c.postId !== otherPost.id),
        'that blog’s only',
      );
      const onTwo = (await pages({ blogId: '1', postId: '2' }, 5)).flat();
      assert.ok(
        onTwo.length === 7 && onTwo.every((c) => c.postId === '2'),
        'the seed’s one and 6 more, that post’s only',
      );
      assert.equal(
        (await pages({ blogId: null, postId: otherPost.id }, 5)).flat().map((c) => c.name),
        ['Elsewhere'],
      );
      assert.is((await pages({ blogId: null }, 5)).flat().length, 12, 'every blog’s');
      assert.equal(
        (await store.listHeldComments({ blogId: other.id, postId: '2' }, { after: null, limit: 5 })).items,
        [],
        'a post of another blog is none of this blog’s',
      );
      assert.equal((await store.listHeldComments({ blogId: 'x' }, { after: null, limit: 5 })).items, []);
      assert.equal((await store.listHeldComments({ blogId: '1' }, { after: 'x', limit: 5 })).items, []);
    }),
  );

  test(
    'a held comment is added only under its quotas: per address on the blog, per post; nothing is stored past them',
    on(async (store) => {
      const other = await store.createBlog({ name: 'Other', url: 'https://other.example' });
      const otherPost = await store.createPost({ blogId: other.id, title: 'Elsewhere' });
      const comment = (postId: string, addressHash: string | null) => ({
        postId,
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'Flood',
        email: null,
        website: null,
        body: 'waiting',
        isVisible: true,
        addressHash,
      });
      const quota = { perAddress: 3, perPost: 5 };
      const heldOn = async (postId: string) =>
        (await store.listHeldComments({ blogId: null, postId }, { after: null, limit: 100 })).items.length;
      const seededOnThree = await heldOn('3');
      const outcomes = [];
      for (const postId of ['2', '3', '4', '5']) outcomes.push(await store.addHeldComment(comment(postId, 'a'), quota));
      assert.equal(
        outcomes.map((outcome) => ('full' in outcome ? outcome.full : 'added')),
        ['added', 'added', 'added', 'address'],
        'three from one address across the blog’s posts',
      );
      const added = outcomes[0]!;
      assert.ok(
        'added' in added && added.added.isVisible === false && added.added.postId === '2',
        'held, whatever it said',
      );
      assert.is(await heldOn('5'), 1, 'the refused one stored nothing (the seed’s one is there)');
      assert.ok(
        'added' in (await store.addHeldComment(comment(otherPost.id, 'a'), quota)),
        'another blog counts apart',
      );
      // Post 3 has the seed's held comment and one from address a: the post's quota takes three more.
      const onThree = [];
      for (const address of ['b', 'c', 'd', 'e', null])
        onThree.push(await store.addHeldComment(comment('3', address), quota));
      assert.equal(
        onThree.map((outcome) => ('full' in outcome ? outcome.full : 'added')),
        ['added', 'added', 'added', 'post', 'post'],
      );
      assert.is(await heldOn('3'), 5);
      assert.is(seededOnThree + 4, 5);
      const second = outcomes[1]!;
      assert.ok('added' in second && (await store.approveComment(second.added.id)), 'one approved leaves the queue');
      assert.ok('added' in (await store.addHeldComment(comment('5', 'a'), quota)), 'and frees its place');
      assert.ok('added' in (await store.addHeldComment(comment('3', 'f'), quota)), 'on the post too');
    }),
  );

  test(
    'held quotas are exact when many writers race for the last places',
    on(async (store) => {
      const comment = (addressHash: string) => ({
        postId: '2',
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'Race',
        email: null,
        website: null,
        body: 'waiting',
        isVisible: false,
        addressHash,
      });
      const before = (await store.listHeldComments({ blogId: null, postId: '2' }, { after: null, limit: 100 })).items
        .length;
      const race = async (address: (i: number) => string, quota: { perAddress: number; perPost: number }) =>
        (
          await Promise.all(Array.from({ length: 30 }, (_, i) => store.addHeldComment(comment(address(i)), quota)))
        ).filter((outcome) => 'added' in outcome).length;
      assert.is(await race(() => 'one', { perAddress: 4, perPost: 1000 }), 4, 'one address');
      assert.is(await race((i) => `many-${i}`, { perAddress: 4, perPost: before + 10 }), 6, 'many addresses, one post');
      const held = (await store.listHeldComments({ blogId: null, postId: '2' }, { after: null, limit: 100 })).items;
      assert.is(held.length, before + 10);
    }),
  );

  test(
    'shown comments edited back into the queue take its places: past a quota an edit changes nothing',
    on(async (store) => {
      const shown = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          store.addComment({
            postId: '3',
            parentId: null,
            threadId: null,
            accountId: null,
            name: 'Editor',
            email: null,
            website: null,
            body: `approved ${i}`,
            isVisible: true,
            addressHash: 'editor',
          }),
        ),
      );
      const quota = { perAddress: 3, perPost: 1000 };
      // All at once: the count and the edit are one transaction, so racing edits never pass the quota.
      const outcomes = await Promise.all(
        shown.map((comment) => store.holdEditedComment(comment.id, 'now with https://spam.example', null, quota)),
      );
      assert.is(outcomes.filter((outcome) => outcome && 'added' in outcome).length, 3, 'three wait');
      assert.ok(
        outcomes.every(
          (outcome) => outcome && ('added' in outcome ? !outcome.added.isVisible : outcome.full === 'address'),
        ),
      );
      const after = await Promise.all(shown.map((comment) => store.getComment(comment.id)));
      assert.is(after.filter((comment) => comment!.isVisible).length, 9, 'the others are shown as they were');
      assert.ok(
        after.every((comment) =>
          comment!.isVisible ? comment!.body.startsWith('approved') && !comment!.editedAt : comment!.editedAt,
        ),
      );
      assert.is(await store.holdEditedComment('999999', 'x', null, quota), null, 'an unknown id');
      // The post's quota counts the queue whatever the address.
      const onPost = (await store.listHeldComments({ blogId: null, postId: '3' }, { after: null, limit: 100 })).items
        .length;
      const other = after.find((comment) => comment!.isVisible)!;
      assert.equal(await store.holdEditedComment(other.id, 'spam', null, { perAddress: 100, perPost: onPost }), {
        full: 'post',
      });
    }),
  );

  test(
    'a known writer is found by address whatever its case; last comments come newest first with their posts',
    on(async (store) => {
      assert.ok(await store.hasVisibleCommentByEmail('1', 'ADA@example.com'));
      assert.not.ok(await store.hasVisibleCommentByEmail('1', 'nobody@example.com'));
      const last = await store.lastComments('1', 5);
      assert.is(last.length, 5);
      assert.equal(
        last.map((c) => Number(c.id)),
        last.map((c) => Number(c.id)).sort((a, b) => b - a),
      );
      assert.ok(last.every((c) => c.isVisible && c.post.blogId === '1' && c.post.url === `/posts/${c.postId}`));
    }),
  );

  test(
    'a blog’s last comments are its newest visible ones over all its posts, as comments come, go, are held and approved',
    on(async (store) => {
      /** What lastComments must give: every visible comment of the blog's posts, newest first, the first `limit`. */
      const expected = async (limit: number) =>
        (await Promise.all((await store.listPosts('1')).map((post) => store.lastCommentsOfPost(post.id, 10_000))))
          .flat()
          .map((comment) => Number(comment.id))
          .sort((a, b) => b - a)
          .slice(0, limit);
      const same = async (why: string) => {
        for (const limit of [1, 3, 10, 60])
          assert.equal(
            (await store.lastComments('1', limit)).map((comment) => Number(comment.id)),
            await expected(limit),
            `${why}, ${limit} asked for`,
          );
      };
      await same('seeded');
      const write = (postId: string, isVisible = true) =>
        store.addComment({
          postId,
          parentId: null,
          threadId: null,
          accountId: null,
          name: 'L',
          email: null,
          website: null,
          body: `on ${postId}`,
          isVisible,
        });
      // The newest on a post that had been quiet, then that comment gone: the post's next newest counts again.
      const onQuiet = await write('3');
      await same('a comment on a quiet post');
      assert.is((await store.lastComments('1', 1))[0]!.id, onQuiet.id);
      await store.deleteComment(onQuiet.id);
      await same('the newest comment deleted');
      // Held, then approved; the newest of a post held again for an edit; the post's every comment gone.
      const held = await write('4', false);
      await same('a held comment is not among them');
      assert.ok(await store.approveComment(held.id));
      await same('approved, it is');
      await store.holdEditedComment(held.id, 'edited', null, { perAddress: 100, perPost: 100 });
      await same('held again for an edit');
      for (const comment of await store.lastCommentsOfPost('5', 10_000)) await store.deleteComment(comment.id);
      await same('a post with no comment left');
      assert.equal(await store.lastComments('999', 10), [], 'an unknown blog');
    }),
  );

  test(
    'tags of a blog by name, tags of a post in the author’s order',
    on(async (store) => {
      const tags = await store.listTags('1');
      assert.is(tags.length, 10);
      assert.equal(
        tags.map((t) => t.name),
        tags.map((t) => t.name).sort((a, b) => a.localeCompare(b)),
      );
      assert.equal(await store.listPostTags('1'), [
        { id: '1', name: 'Walking', slug: 'walking', url: '/tags/walking' },
        { id: '2', name: 'Waterways', slug: 'waterways', url: '/tags/waterways' },
        { id: '10', name: 'Community', slug: 'community', url: '/tags/community' },
      ]);
      const mountains = await store.getTagWithPosts('1', 'mountains');
      assert.equal(
        mountains!.posts.map((p) => p.id),
        ['2', '3'],
      );
      assert.is(await store.getTagWithPosts('1', 'nothing'), null);
      assert.equal(await store.listTags('9'), []);
      assert.equal(await store.listPostTags('x'), []);
    }),
  );

  test(
    'accounts: one per address whatever its case; sessions found while live, gone when expired or deleted',
    on(async (store) => {
      const reader = (await store.findAccountByEmail('READER@porchlight.test'))!;
      assert.is(reader.email, DEMO_ACCOUNTS.reader.email);
      assert.ok(reader.passwordHash!.length > 20);
      await store.createAccount({ name: 'Copy', email: 'Reader@Porchlight.test', passwordHash: 'x' }).then(
        () => assert.unreachable('a second account on one address'),
        () => {},
      );
      assert.equal(await store.getAccount(reader.id), {
        id: reader.id,
        name: reader.name,
        email: reader.email,
        avatar: null,
      });
      const now = new Date('2026-01-01T00:00:00Z');
      await store.createSession('hash-1', reader.id, new Date('2026-01-31T00:00:00Z'));
      assert.is((await store.getSessionAccount('hash-1', now))!.email, DEMO_ACCOUNTS.reader.email);
      assert.is(await store.getSessionAccount('hash-1', new Date('2026-02-01T00:00:00Z')), null);
      await store.deleteSession('hash-1');
      assert.is(await store.getSessionAccount('hash-1', now), null);
    }),
  );

  test(
    'identities: accounts without e-mail or password, named by (issuer, subject); rules make authors, sign-in by sign-in',
    on(async (store) => {
      const issuer = 'https://id.example';
      const noor = await store.createAccount({ name: 'Noor', email: null, passwordHash: null });
      const lin = await store.createAccount({ name: 'Lin', email: null, passwordHash: null });
      assert.equal(noor, { id: noor.id, name: 'Noor', email: null, avatar: null });
      assert.is(await store.findAccountByIdentity(issuer, 'noor'), null);
      await store.linkIdentity(issuer, 'noor', noor.id);
      // An identity names one account: a second link (a race of two first sign-ins) changes nothing.
      await store.linkIdentity(issuer, 'noor', lin.id);
      assert.is((await store.findAccountByIdentity(issuer, 'noor'))!.id, noor.id);
      await store.linkIdentity('https://a.example', 'noor-a', noor.id);
      assert.equal(await store.listIdentities(noor.id), [
        { issuer: 'https://a.example', subject: 'noor-a' },
        { issuer, subject: 'noor' },
      ]);
      assert.equal(await store.listIdentities(lin.id), []);
      assert.is(await store.findAccountByIdentity('https://other.example', 'noor'), null);
      assert.equal(
        [await store.hasIdentityFrom(noor.id, issuer), await store.hasIdentityFrom(noor.id, 'https://other.example')],
        [true, false],
      );
      assert.is(await store.hasIdentityFrom(lin.id, issuer), false);
      await store.updateAccountProfile(noor.id, { name: 'Noor H.', avatar: 'https://id.example/noor.png' });
      assert.equal(await store.getAccount(noor.id), {
        id: noor.id,
        name: 'Noor H.',
        email: null,
        avatar: 'https://id.example/noor.png',
      });

      await store.addAuthorRule('1', { issuer, claim: 'groups', value: 'editors' });
      await store.addAuthorRule('1', { issuer, claim: 'groups', value: 'editors' });
      assert.equal(await store.listBlogAuthorRules('1'), [{ issuer, claim: 'groups', value: 'editors' }]);
      assert.equal(await store.listAuthorRules(issuer), [{ issuer, claim: 'groups', value: 'editors', blogId: '1' }]);
      await store.syncRuleAuthorship(noor.id, issuer, ['1']);
      await store.syncRuleAuthorship(lin.id, issuer, ['1']);
      assert.equal(
        (await store.getBlog('1'))!.authorIds,
        [noor.id, lin.id].sort((a, b) => Number(a) - Number(b)),
      );
      assert.equal((await store.getPostWithBlog('1'))!.blog.authorIds, (await store.getBlog('1'))!.authorIds);
      assert.equal(
        (await store.listBlogsOwnedBy(noor.id, { after: null, limit: 10 })).items.map((blog) => blog.id),
        ['1'],
      );
      // No longer named by the rule at the next sign-in: no longer an author.
      await store.syncRuleAuthorship(noor.id, issuer, []);
      assert.equal((await store.getBlog('1'))!.authorIds, [lin.id]);
      assert.equal((await store.listBlogsOwnedBy(noor.id, { after: null, limit: 10 })).items, []);
      // A rule removed takes the authors rules made with it.
      assert.is(await store.removeAuthorRule('1', { issuer, claim: 'groups', value: 'editors' }), true);
      assert.is(await store.removeAuthorRule('1', { issuer, claim: 'groups', value: 'editors' }), false);
      assert.equal((await store.getBlog('1'))!.authorIds, []);

      const until = new Date('2030-01-01T00:00:00Z');
      await store.createSession('provider-hash', noor.id, until, { issuer, idToken: 'a.b.c' });
      await store.createSession('password-hash', lin.id, until);
      assert.equal(await store.getSessionProvider('provider-hash'), { issuer, idToken: 'a.b.c' });
      assert.is(await store.getSessionProvider('password-hash'), null);
    }),
  );

  test(
    'schema: a migrated database is at the schema its code expects (what /readyz asks)',
    on(async (store) => {
      const { applied, expected } = await store.schema();
      assert.ok(expected >= 19, String(expected));
      assert.is(applied, expected);
    }),
  );

  test(
    'connections: at rest, those open are idle, within the most that may open, and no call waits (what /metrics reads)',
    on(async (store) => {
      await Promise.all([store.getComment('1'), store.getPost('1'), store.getBlog('1')]);
      const { open, idle, waiting, max } = await store.connections();
      assert.ok(open >= 1 && open <= max, `${open} open of ${max}`);
      assert.is(idle, open);
      assert.is(waiting, 0);
    }),
  );

  test(
    'blogs: settings change only what is given; an owner’s blogs come in pages',
    on(async (store) => {
      const author = (await store.findAccountByEmail(DEMO_ACCOUNTS.author.email))!;
      const changed = await store.updateBlogSettings('1', { captcha: false, moderation: 'all' });
      assert.equal(
        { ...changed, name: undefined },
        {
          id: '1',
          name: undefined,
          url: '/',
          ownerId: author.id,
          allowComments: true,
          allowVotes: true,
          captcha: false,
          moderation: 'all',
          authorIds: [],
          providerSignOut: false,
          forgottenComments: 'placeholder',
          heldDays: null,
          rejectedDays: 0,
        },
      );
      const asked = await store.updateBlogSettings('1', { providerSignOut: true });
      assert.equal([asked?.providerSignOut, asked?.captcha], [true, false]);
      assert.is((await store.getPostWithBlog('1'))?.blog.providerSignOut, true);
      assert.is(await store.updateBlogSettings('99', { captcha: true }), null);
      for (const n of [2, 3])
        await store.createBlog({ name: `Blog ${n}`, url: `https://${n}.example/`, ownerId: author.id });
      const first = await store.listBlogsOwnedBy(author.id, { after: null, limit: 2 });
      assert.equal(
        first.items.map((b) => b.name),
        ['Porchlight demo blog', 'Blog 2'],
      );
      assert.ok(first.hasNextPage);
      const second = await store.listBlogsOwnedBy(author.id, { after: first.items.at(-1)!.id, limit: 2 });
      assert.equal(
        second.items.map((b) => b.name),
        ['Blog 3'],
      );
      assert.not.ok(second.hasNextPage);
    }),
  );

  test(
    'votes: a vote cast twice counts once, the other side needs a cancel first, a cancel takes it back',
    on(async (store) => {
      const { id } = await store.addComment({
        postId: '2',
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'A',
        email: null,
        website: null,
        body: 'b',
        isVisible: true,
      });
      const counts = async () => {
        const c = (await store.getComment(id))!;
        return [c.likes, c.dislikes];
      };
      assert.equal(await store.vote(id, 'v', 'like', false), { ok: true, counts: { id, likes: 1, dislikes: 0 } });
      assert.equal(await store.vote(id, 'v', 'like', false), { ok: true, counts: { id, likes: 1, dislikes: 0 } });
      assert.equal(await store.vote(id, 'v', 'dislike', false), { ok: false, reason: 'conflict' });
      assert.equal(await counts(), [1, 0]);
      assert.equal(await store.vote(id, 'v', 'dislike', true), { ok: true, counts: { id, likes: 0, dislikes: 1 } });
      assert.equal(await store.vote(id, 'v', 'cancelLike', false), { ok: true, counts: { id, likes: 0, dislikes: 1 } });
      assert.equal(await store.vote(id, 'v', 'cancelDislike', false), {
        ok: true,
        counts: { id, likes: 0, dislikes: 0 },
      });
      assert.equal(await store.vote('999999', 'v', 'like', false), { ok: false, reason: 'unknown' });
      assert.equal(await store.vote('x', 'v', 'like', false), { ok: false, reason: 'unknown' });
    }),
  );

  test(
    '200 visitors voting at once lose no vote; one visitor pressing 20 times at once counts once',
    on(async (store) => {
      const id = (await topLevel(store, '1'))[0]!.id;
      const before = (await store.getComment(id))!;
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, n) => store.vote(id, `crowd-${n}`, n % 4 === 0 ? 'dislike' : 'like', false)),
      );
      assert.ok(results.every((r) => r.ok));
      await Promise.all(Array.from({ length: 20 }, () => store.vote(id, 'eager', 'like', false)));
      const after = (await store.getComment(id))!;
      assert.is(after.likes, before.likes + 150 + 1);
      assert.is(after.dislikes, before.dislikes + 50);
    }),
  );

  test(
    'votes from one address: a comment takes at most its allowance of new votes a day; changing sides and cancelling are free; the next day starts again',
    on(async (store) => {
      const id = (await topLevel(store, '1'))[0]!.id;
      const before = (await store.getComment(id))!;
      const today = new Date('2026-03-01T23:59:00.000Z');
      const address = { hash: 'a'.repeat(64), perDay: 3, now: today };
      const outcomes = [];
      for (let n = 0; n < 5; n++) outcomes.push(await store.vote(id, `fresh-${n}`, 'like', false, address));
      assert.equal(
        outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.reason)),
        ['ok', 'ok', 'ok', 'address-limit', 'address-limit'],
      );
      assert.is((await store.getComment(id))!.likes, before.likes + 3);
      // The same voters change their minds: no new voter, so the spent allowance does not stop them.
      assert.ok((await store.vote(id, 'fresh-0', 'dislike', true, address)).ok);
      assert.ok((await store.vote(id, 'fresh-1', 'cancelLike', false, address)).ok);
      let after = (await store.getComment(id))!;
      assert.equal([after.likes, after.dislikes], [before.likes + 1, before.dislikes + 1]);
      // Another address, and another comment, have allowances of their own.
      assert.ok((await store.vote(id, 'elsewhere', 'like', false, { ...address, hash: 'b'.repeat(64) })).ok);
      const other = (await topLevel(store, '1'))[1]!.id;
      assert.ok((await store.vote(other, 'fresh-9', 'like', false, address)).ok);
      // A refused vote stored nothing: that visitor votes as new the next day.
      const tomorrow = { ...address, now: new Date('2026-03-02T00:01:00.000Z') };
      assert.equal(await store.vote(id, 'fresh-3', 'like', false, address), { ok: false, reason: 'address-limit' });
      assert.ok((await store.vote(id, 'fresh-3', 'like', false, tomorrow)).ok);
      after = (await store.getComment(id))!;
      assert.equal([after.likes, after.dislikes], [before.likes + 3, before.dislikes + 1]);
    }),
  );

  test(
    'votes from one address at once: exactly its allowance goes through, and the counts are those acknowledged',
    on(async (store) => {
      const id = (await topLevel(store, '1'))[0]!.id;
      const before = (await store.getComment(id))!;
      const address = { hash: 'c'.repeat(64), perDay: 7, now: new Date() };
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, n) => store.vote(id, `rush-${n}`, n % 2 ? 'like' : 'dislike', false, address)),
      );
      const acknowledged = outcomes.filter((outcome) => outcome.ok);
      assert.is(acknowledged.length, 7);
      assert.ok(outcomes.every((outcome) => outcome.ok || outcome.reason === 'address-limit'));
      const after = (await store.getComment(id))!;
      assert.is(after.likes - before.likes + after.dislikes - before.dislikes, 7);
    }),
  );

  test(
    'a setting is kept by its first writer, offers at once included; a robot proof is used once, replays at once included',
    on(
      async (store) => {
        assert.is(await store.keepSetting('robot-check-secret', 'first'), 'first');
        assert.is(await store.keepSetting('robot-check-secret', 'second'), 'first');
        const offers = await Promise.all(
          Array.from({ length: 10 }, (_, n) => store.keepSetting('raced', `value-${n}`)),
        );
        assert.is(new Set(offers).size, 1);
        const later = new Date(Date.now() + 60_000);
        assert.is(await store.useRobotProof('sig-1', later), true);
        assert.is(await store.useRobotProof('sig-1', later), false);
        const replays = await Promise.all(Array.from({ length: 10 }, () => store.useRobotProof('sig-2', later)));
        assert.is(replays.filter(Boolean).length, 1);
      },
      { seed: false },
    ),
  );

  test(
    'hits are counted per key in a window that opens at the first hit; 100 hits at once count 1 to 100, none lost',
    on(
      async (store) => {
        const start = new Date('2026-05-01T10:00:00.000Z');
        const at = (ms: number) => new Date(start.getTime() + ms);
        assert.equal(await store.countHit('changes:1.2.3.4', 60_000, at(0)), { hits: 1, msLeft: 60_000 });
        assert.equal(await store.countHit('changes:1.2.3.4', 60_000, at(10_000)), { hits: 2, msLeft: 50_000 });
        assert.equal(
          await store.countHit('sign-in:1.2.3.4', 60_000, at(10_000)),
          { hits: 1, msLeft: 60_000 },
          'another key, another count',
        );
        assert.equal(
          await store.countHit('changes:1.2.3.4', 60_000, at(60_000)),
          { hits: 1, msLeft: 60_000 },
          'a window that ended starts again',
        );
        assert.equal(
          await store.countHit('reads:1.2.3.4', 60_000, at(0), 90),
          { hits: 90, msLeft: 60_000 },
          'a weight counts that many hits at once',
        );
        assert.equal(await store.countHit('reads:1.2.3.4', 60_000, at(1_000), 5), { hits: 95, msLeft: 59_000 });
        assert.equal(
          (await store.countHit('reads:1.2.3.4', 60_000, at(2_000), 2_000_000_000)).hits,
          1_000_000_000,
          'the count stops at a billion, whatever is spent',
        );
        const counts = await Promise.all(Array.from({ length: 100 }, () => store.countHit('crowd', 60_000, at(1_000))));
        assert.equal(
          counts.map((c) => c.hits).sort((a, b) => a - b),
          Array.from({ length: 100 }, (_, n) => n + 1),
        );
      },
      { seed: false },
    ),
  );

  test(
    "a post's count follows every write that shows, hides or removes a comment, and no vote",
    on(async (store) => {
      const post = await store.createPost({ blogId: '1', title: 'Counted' });
      const count = () => store.countVisibleComments(post.id);
      const comment = (body: string, thread: StoredComment | null = null, isVisible = true) => ({
        postId: post.id,
        parentId: thread?.id ?? null,
        threadId: thread?.id ?? null,
        accountId: null,
        name: 'Counted Reader',
        email: null,
        website: null,
        body,
        isVisible,
      });
      const quota = { perAddress: 100, perPost: 100 };
      assert.is(await count(), 0);
      const first = await store.addComment(comment('first'));
      const answer = await store.addComment(comment('an answer', first));
      assert.is(await count(), 2, 'added, shown');
      const held = await store.addHeldComment(comment('waits', null, false), quota);
      assert.ok('added' in held);
      assert.is(await count(), 2, 'held: not counted');
      assert.ok(await store.approveComment(held.added.id));
      assert.is(await count(), 3, 'approved');
      await store.editComment(first.id, 'hidden by its edit', false);
      assert.is(await count(), 2, 'an edit that hides it');
      await store.editComment(first.id, 'shown again', true);
      assert.is(await count(), 3);
      assert.ok(await store.holdEditedComment(answer.id, 'now with a link', null, quota));
      assert.is(await count(), 2, 'held again after an edit');
      assert.ok(await store.approveComment(answer.id));
      assert.is(await count(), 3);
      const imported = await store.addImportedComment(comment('from elsewhere'), { source: 'disqus', sourceId: 'c1' });
      assert.is(await count(), 4, 'imported');
      const votes = [
        await store.vote(imported!.id, 'v1', 'like', false),
        await store.vote(imported!.id, 'v2', 'dislike', false),
        await store.vote(imported!.id, 'v1', 'cancelLike', true),
      ];
      assert.ok(
        votes.every((outcome) => outcome.ok),
        'the votes were taken',
      );
      assert.is(await count(), 4, 'votes change no count');
      assert.is(await store.deleteOwnComment(first.id), 'placeholder');
      assert.is(await count(), 3, 'a placeholder is not a comment');
      assert.ok(await store.deleteComment(first.id));
      assert.is(await count(), 2, 'its thread removed: the answer with it');
      assert.is(await store.deleteOwnComment(imported!.id), 'removed');
      assert.is(await count(), 1);
      // A held answer of a thread, removed with it, was never counted.
      const last = await store.addComment(comment('last thread'));
      const heldAnswer = await store.addHeldComment(comment('a held answer', last, false), quota);
      assert.ok('added' in heldAnswer);
      assert.is(await count(), 2);
      assert.ok(await store.deleteComment(last.id));
      assert.is(await count(), 1, 'the thread and its held answer removed: one less');
      // The same as counting what is listed, the long way: threads and their answers.
      let listed = 0;
      for (const thread of await topLevel(store, post.id)) {
        if (!thread.deleted) listed += 1;
        listed += (await store.listReplies(thread.id, { after: null, limit: 100 })).items.filter(
          (c) => !c.deleted,
        ).length;
      }
      assert.is(listed, await count());
      assert.is(await store.countVisibleComments('5'), 3, "another post's count is its own");
    }),
  );

  test(
    'webhooks: each comment write queues its event for the webhooks told of it, with no e-mail, and says so after it commits',
    on(async (store) => {
      const other = await store.createBlog({ name: 'Other', url: 'https://other.example/' });
      const otherPost = await store.createPost({ blogId: other.id, title: 'Elsewhere' });
      const everything = await store.addWebhook({
        blogId: null,
        url: 'http://127.0.0.1:9/all',
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        events: [
          'comment.posted',
          'comment.held',
          'comment.approved',
          'comment.rejected',
          'comment.deleted',
          'comment.edited',
        ],
        format: 'standard',
      });
      const approvals = await store.addWebhook({
        blogId: '1',
        url: 'https://hooks.example/approved',
        secret: 'whsec_c2VjcmV0',
        events: ['comment.approved'],
        format: 'slack',
      });
      assert.equal(
        (await store.listWebhooks()).map(({ id, blogId, events, format }) => ({ id, blogId, events, format })),
        [
          { id: everything.id, blogId: null, events: everything.events, format: 'standard' },
          { id: approvals.id, blogId: '1', events: ['comment.approved'], format: 'slack' },
        ],
      );
      let told = 0;
      const stop = store.watchDeliveries(() => (told += 1));
      const comment = (postId: string, body: string, isVisible = true) => ({
        postId,
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'Hooked Reader',
        email: 'hooked@example.com',
        website: null,
        body,
        isVisible,
        addressHash: 'address-of-hooked',
      });
      const quota = { perAddress: 100, perPost: 100 };
      const shown = await store.addComment(comment('2', 'shown at once'));
      assert.is(told, 1, 'told once it committed');
      const held = await store.addHeldComment(comment('2', 'waits'), quota);
      assert.ok('added' in held);
      assert.ok(await store.approveComment(held.added.id));
      assert.not.ok(await store.approveComment(held.added.id), 'approved already: nothing queued');
      await store.editComment(shown.id, 'shown, edited', true);
      assert.ok(await store.holdEditedComment(shown.id, 'edited into the queue', null, quota));
      assert.ok(await store.deleteComment(shown.id), 'held: rejected');
      const rejected = await store.addHeldComment(comment('2', 'never shown'), quota);
      assert.ok('added' in rejected && (await store.deleteComment(rejected.added.id)));
      assert.ok(await store.deleteComment(held.added.id), 'shown: deleted');
      const own = await store.addComment(comment(otherPost.id, 'on another blog'));
      assert.is(await store.deleteOwnComment(own.id), 'removed');
      const answered = await store.addComment(comment(otherPost.id, 'answered'));
      await store.addComment({ ...comment(otherPost.id, 'the answer'), parentId: answered.id, threadId: answered.id });
      assert.is(await store.deleteOwnComment(answered.id), 'placeholder');
      assert.ok(await store.deleteComment(answered.id), 'its placeholder removed: told once already, not again');
      assert.not.ok(await store.deleteComment('999999'), 'an unknown comment queues nothing');
      await store.addImportedComment(comment('2', 'imported'), { source: 'disqus', sourceId: 'hooked' });
      await store.addComment({ ...comment('2', 'brought in with its date'), createdAt: '2020-01-01T00:00:00.000Z' });
      stop();

      const claimed = await store.claimDeliveries({
        by: 'a',
        now: new Date(Date.now() + 60_000),
        leaseMs: 60_000,
        limit: 100,
      });
      const of = (hookId: string) =>
        claimed
          .filter((delivery) => delivery.webhookId === hookId)
          .map((delivery) => `${delivery.event} ${delivery.snapshot.comment.body} ${delivery.snapshot.comment.status}`)
          .sort();
      assert.equal(of(everything.id), [
        'comment.approved waits visible',
        'comment.deleted  deleted',
        'comment.deleted  deleted',
        'comment.deleted  deleted',
        'comment.edited shown, edited visible',
        'comment.held edited into the queue held',
        'comment.held never shown held',
        'comment.held waits held',
        'comment.posted answered visible',
        'comment.posted on another blog visible',
        'comment.posted shown at once visible',
        'comment.posted the answer visible',
        'comment.rejected  deleted',
        'comment.rejected  deleted',
      ]);
      assert.equal(of(approvals.id), ['comment.approved waits visible'], "its blog's approvals only");
      assert.ok(
        claimed.every((delivery) => /^msg_[0-9a-f]{32}$/.test(delivery.id)),
        'Standard Webhooks message ids',
      );
      assert.is(new Set(claimed.map((delivery) => delivery.id)).size, claimed.length, 'one id per event and webhook');
      const posted = claimed.find(
        (delivery) => delivery.event === 'comment.posted' && delivery.snapshot.post.id === '2',
      )!;
      assert.equal(posted.snapshot.blog, { id: '1', name: 'Porchlight demo blog', url: '/' });
      assert.equal(posted.snapshot.post, { id: '2', title: 'Sourdough at altitude', url: '/posts/2' });
      assert.equal(
        { ...posted.snapshot.comment, createdAt: 'x' },
        {
          id: shown.id,
          parentId: null,
          name: 'Hooked Reader',
          body: 'shown at once',
          bodyTree: null,
          status: 'visible',
          createdAt: 'x',
          editedAt: null,
        },
      );
      assert.equal(posted.webhook, { url: everything.url, secret: everything.secret, format: 'standard' });
      assert.ok(
        claimed.every((delivery) => !/hooked@example|address-of-hooked/.test(JSON.stringify(delivery))),
        "no writer's e-mail or address",
      );
      assert.is(told, 14, 'told after each write that queued, and no other');
    }),
  );

  test(
    "webhooks: an event's snapshot is the comment as the Store keeps it, its times to the millisecond; a writer's own deletion told of as the comment was",
    on(async (store) => {
      const hook = await store.addWebhook({
        blogId: '1',
        url: 'http://127.0.0.1:9/snapshots',
        secret: 'whsec_c2VjcmV0',
        events: ['comment.posted', 'comment.edited', 'comment.deleted'],
        format: 'standard',
      });
      const written = {
        postId: '2',
        parentId: null,
        threadId: null,
        accountId: null,
        name: 'Snap "Shot" <Reader>',
        email: null,
        website: null,
        body: 'Line one\nline two, with “quotes” and \\ a backslash',
        bodyTree: '[{"p":["Line one"]}]',
        isVisible: true,
      };
      const thread = await store.addComment(written);
      const answer = await store.addComment({
        ...written,
        parentId: thread.id,
        threadId: thread.id,
        body: 'an answer',
      });
      const edited = (await store.editComment(thread.id, 'edited', true, '[{"p":["edited"]}]'))!;
      assert.is(await store.deleteOwnComment(thread.id), 'placeholder');
      const claimed = await store.claimDeliveries({
        by: 'a',
        now: new Date(Date.now() + 60_000),
        leaseMs: 60_000,
        limit: 10,
      });
      const told = (event: string, id: string) =>
        claimed.find(
          (delivery) =>
            delivery.webhookId === hook.id && delivery.event === event && delivery.snapshot.comment.id === id,
        )!.snapshot.comment;
      const as = (comment: StoredComment) => ({
        id: comment.id,
        parentId: comment.parentId,
        name: comment.name,
        body: comment.body,
        bodyTree: comment.bodyTree,
        status: 'visible',
        createdAt: comment.createdAt,
        editedAt: comment.editedAt,
      });
      assert.equal(told('comment.posted', thread.id), as(thread));
      assert.equal(told('comment.posted', answer.id), as(answer));
      assert.equal(told('comment.edited', thread.id), as(edited));
      assert.ok(edited.editedAt);
      assert.equal(
        told('comment.deleted', thread.id),
        { ...as(edited), name: '', body: '', bodyTree: null, status: 'deleted' },
        'as it was before it became a placeholder, without its writer or words',
      );
    }),
  );

  test(
    'webhook deliveries: a claim is a lease, settled only by its holder; given up, listed; retried, pending again',
    on(async (store) => {
      const hook = await store.addWebhook({
        blogId: '1',
        url: 'http://127.0.0.1:9/',
        secret: 'whsec_c2VjcmV0',
        events: ['comment.posted'],
        format: 'standard',
      });
      for (const body of ['one', 'two', 'three'])
        await store.addComment({
          postId: '1',
          parentId: null,
          threadId: null,
          accountId: null,
          name: 'Leased',
          email: null,
          website: null,
          body,
          isVisible: true,
        });
      const now = new Date(Date.now() + 1_000);
      const lease = 30_000;
      const first = await store.claimDeliveries({ by: 'a', now, leaseMs: lease, limit: 2 });
      assert.is(first.length, 2);
      const second = await store.claimDeliveries({ by: 'b', now, leaseMs: lease, limit: 10 });
      assert.is(second.length, 1, 'what another holds is not claimed again');
      assert.is((await store.claimDeliveries({ by: 'b', now, leaseMs: lease, limit: 10 })).length, 0);
      assert.not.ok(
        [...first, ...second].some((d, i, all) => all.findIndex((e) => e.id === d.id) !== i),
        'no delivery claimed twice',
      );
      const [kept, lost] = first;
      const outbox = () => store.readRows('webhook_deliveries');
      assert.is((await outbox()).length, 3);
      assert.ok(await store.settleDelivery(kept!.id, 'a', { status: 'delivered' }));
      assert.equal(
        (await outbox()).map((row) => row.id).sort(),
        [lost!.id, second[0]!.id].sort(),
        'delivered: not kept, nor the comment it carried',
      );
      assert.is(
        (await store.nextDeliveryDue())!.toISOString(),
        new Date(now.getTime() + lease).toISOString(),
        'what others hold can be claimed once their leases run out, not before',
      );
      const later = new Date(now.getTime() + lease + 1);
      const takenOver = await store.claimDeliveries({ by: 'b', now: later, leaseMs: lease, limit: 10 });
      assert.equal(takenOver.map((d) => d.id).sort(), [lost!.id, second[0]!.id].sort(), 'leases run out: taken over');
      assert.not.ok(await store.settleDelivery(lost!.id, 'a', { status: 'delivered' }), 'its lease lost: not settled');
      const retryAt = new Date(later.getTime() + 5_000);
      assert.ok(
        await store.settleDelivery(lost!.id, 'b', { status: 'pending', nextAttemptAt: retryAt, error: 'HTTP 500' }),
      );
      assert.ok(await store.settleDelivery(second[0]!.id, 'b', { status: 'failed', error: 'connection refused' }));
      assert.is((await store.nextDeliveryDue())!.toISOString(), retryAt.toISOString());
      assert.is(
        (await store.claimDeliveries({ by: 'c', now: later, leaseMs: lease, limit: 10 })).length,
        0,
        'not due yet',
      );
      const due = await store.claimDeliveries({ by: 'c', now: retryAt, leaseMs: lease, limit: 10 });
      assert.equal(
        due.map((d) => [d.id, d.attempts, d.lastError]),
        [[lost!.id, 1, 'HTTP 500']],
      );
      assert.ok(await store.settleDelivery(lost!.id, 'c', { status: 'delivered' }));
      assert.is(await store.nextDeliveryDue(), null, 'none pending');

      const failed = await store.listFailedDeliveries(null, { after: null, limit: 10 });
      assert.equal(
        failed.items.map((d) => [d.id, d.webhookId, d.status, d.attempts, d.lastError, d.snapshot.comment.body]),
        [[second[0]!.id, hook.id, 'failed', 1, 'connection refused', second[0]!.snapshot.comment.body]],
      );
      assert.is((await store.listFailedDeliveries('1', { after: null, limit: 10 })).items.length, 1);
      const other = await store.createBlog({ name: 'Other', url: '/' });
      assert.is((await store.listFailedDeliveries(other.id, { after: null, limit: 10 })).items.length, 0);
      assert.not.ok(await store.retryDelivery(kept!.id, later), 'delivered: nothing to retry');
      assert.not.ok(await store.retryDelivery('msg_unknown', later));
      assert.ok(await store.retryDelivery(second[0]!.id, later));
      assert.is((await store.listFailedDeliveries(null, { after: null, limit: 10 })).items.length, 0);
      const again = await store.claimDeliveries({ by: 'd', now: later, leaseMs: lease, limit: 10 });
      assert.equal(
        again.map((d) => [d.id, d.attempts, d.status]),
        [[second[0]!.id, 0, 'pending']],
        'counted afresh',
      );
      assert.ok(await store.removeWebhook(hook.id));
      assert.not.ok(await store.removeWebhook(hook.id));
      assert.is(await store.nextDeliveryDue(), null, 'its deliveries went with it');
      assert.equal(await store.listWebhooks(), []);
    }),
  );

  readerDataConformance(test, on);
  rejectedConformance(test, on);
  return test;
}
