import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import type { NewComment, Store } from '../../src/server/store/store.ts';

/**
 * Rejected comments a blog keeps a while (docs/moderation.md "Rejected comments") on every engine: kept hidden
 * and out of the queue, listed, restored, erased by the sweep once past the blog's days, and covered by a
 * writer's data and forgetting; a blog that keeps none erases them at rejection, as before.
 */
export function rejectedConformance(
  test: Test,
  /** The conformance suite's own: a test on a store of its own, seeded with the demo. */
  on: (body: (store: Store) => Promise<void>) => () => Promise<void>,
): void {
  const DAY = 86_400_000;
  const quota = { perAddress: 10, perPost: 10 };
  const comment = (postId: string, fields: Partial<NewComment> = {}): NewComment => ({
    postId,
    parentId: null,
    threadId: null,
    accountId: null,
    name: 'Rejected Writer',
    email: 'rejected@example.org',
    website: null,
    body: 'cheap boots',
    isVisible: false,
    addressHash: 'addr-rejected',
    ...fields,
  });
  /** A blog of its own with one post, a shown comment and a held one; the blog keeping rejected comments `days`. */
  const blogWithHeld = async (store: Store, days: number) => {
    const blog = await store.createBlog({ name: 'Kept', url: 'https://kept.example' });
    await store.updateBlogSettings(blog.id, { rejectedDays: days });
    const post = await store.createPost({ blogId: blog.id, title: 'Boots' });
    const shown = await store.addComment(comment(post.id, { isVisible: true, name: 'Shown', email: null }));
    const held = await store.addHeldComment(comment(post.id), quota);
    assert.ok('added' in held);
    return { blog, post, shown, held: held.added };
  };
  const commentRows = async (store: Store) => (await store.readRows('comments')).map((row) => String(row.id));

  test(
    'rejected comments: a blog keeps none by default, and a rejection erases the comment at once',
    on(async (store) => {
      const { blog, held } = await blogWithHeld(store, 0);
      assert.is((await store.getBlog(blog.id))!.rejectedDays, 0, 'none kept unless the blog says');
      assert.ok(await store.deleteComment(held.id));
      assert.not.ok((await commentRows(store)).includes(held.id));
      assert.equal((await store.listRejectedComments(blog.id, { after: null, limit: 10 })).items, []);
    }),
  );

  test(
    'rejected comments: kept, a rejected comment is hidden everywhere, out of the queue and its quotas, and told once',
    on(async (store) => {
      await store.addWebhook({
        blogId: null,
        url: 'http://127.0.0.1:9/hook',
        secret: 'whsec_c2VjcmV0LW9mLXRoZS1yZWplY3RlZA==',
        events: ['comment.held', 'comment.rejected'],
        format: 'standard',
      });
      const { blog, post, shown, held } = await blogWithHeld(store, 7);
      assert.is((await store.getBlog(blog.id))!.rejectedDays, 7);
      const before = new Date(Date.now() - 1000);
      assert.ok(await store.deleteComment(held.id), 'rejected');
      assert.not.ok(await store.deleteComment(held.id), 'rejected already: no second rejection, nothing counted twice');
      assert.ok((await commentRows(store)).includes(held.id), 'kept');
      // Sorted: a delivery's id is random, and rows come in its order.
      const events = (await store.readRows('webhook_deliveries')).map((row) => String(row.event)).sort();
      assert.equal(events, ['comment.held', 'comment.rejected'], 'its webhook told at rejection, once');
      const words = async () =>
        (await store.readRows('webhook_deliveries')).filter((row) => String(row.payload).includes('cheap boots'));
      assert.is((await words()).length, 1, 'the held event carries its words, until it goes');

      assert.is(await store.getComment(held.id), null, 'none to read, answer or vote on');
      assert.is(await store.getCommentInPost(held.id), null, 'none to vote on, approve, reject or block the writer of');
      for (const scope of [{ blogId: blog.id }, { blogId: blog.id, postId: post.id }, { blogId: null }])
        assert.not.ok(
          (await store.listHeldComments(scope, { after: null, limit: 500 })).items.some((c) => c.id === held.id),
          `not held: ${JSON.stringify(scope)}`,
        );
      assert.is(await store.countVisibleComments(post.id), 1);
      assert.equal(
        (await store.listComments(post.id, { after: null, limit: 10 })).items.map((c) => c.id),
        [shown.id],
      );
      assert.equal(
        (await store.lastCommentsOfPost(post.id, 10)).map((c) => c.id),
        [shown.id],
      );
      assert.equal(
        (await store.lastComments(blog.id, 10)).map((c) => c.id),
        [shown.id],
      );
      assert.not.ok(await store.approveComment(held.id), 'no approval but through the queue');
      assert.is(await store.editComment(held.id, 'edited', false), null, 'its writer edits it no more');
      assert.is(await store.holdEditedComment(held.id, 'edited', null, quota), null);
      assert.is(await store.deleteOwnComment(held.id), null);
      // The quotas count what waits: one comment per post, the rejected one not among them.
      const next = await store.addHeldComment(comment(post.id), { perAddress: 1, perPost: 1 });
      assert.ok('added' in next, 'a rejected comment takes no place in the queue');

      const kept = await store.listRejectedComments(blog.id, { after: null, limit: 10 });
      assert.equal(
        kept.items.map((c) => [c.id, c.body, c.isVisible]),
        [[held.id, 'cheap boots', false]],
      );
      const rejectedAt = Date.parse(kept.items[0]!.rejectedAt);
      assert.ok(rejectedAt >= before.getTime() && rejectedAt <= Date.now() + 1000, kept.items[0]!.rejectedAt);
      assert.ok(
        (await store.listRejectedComments(null, { after: null, limit: 10 })).items.some((c) => c.id === held.id),
      );
      assert.equal((await store.listRejectedComments('1', { after: null, limit: 10 })).items, [], "another blog's");

      // A blog keeping held comments a day does not take a rejected one for a held one.
      await store.updateBlogSettings(blog.id, { heldDays: 1 });
      await store.dropStaleHeld(new Date(Date.now() + 2 * DAY));
      assert.ok((await commentRows(store)).includes(held.id), 'the held sweep leaves it to its own days');
      assert.not.ok((await commentRows(store)).includes(next.added.id), 'a held one it drops');

      // Erased by the sweep once past the blog's days, as a rejection erases at once where none are kept.
      assert.is(await store.dropStaleRejected(new Date(Date.now() + 6 * DAY)), 0, 'within its days');
      assert.is(await store.dropStaleRejected(new Date(Date.now() + 8 * DAY)), 1, 'past them');
      assert.not.ok((await commentRows(store)).includes(held.id));
      assert.equal(await words(), [], 'nor what the outbox held of its words');
      assert.is(await store.dropStaleRejected(new Date(Date.now() + 8 * DAY)), 0, 'again: nothing left');
      assert.ok(await store.getComment(shown.id), 'a shown comment is no rejected one');
    }),
  );

  test(
    'rejected comments: one that replies answer (an edit sent it back to the queue) is erased with its thread, not kept',
    on(async (store) => {
      const { blog, post, shown } = await blogWithHeld(store, 30);
      const reply = await store.addComment(
        comment(post.id, { parentId: shown.id, threadId: shown.id, isVisible: true, name: 'Answer', email: null }),
      );
      const sent = await store.holdEditedComment(shown.id, 'edited back to the queue', null, quota);
      assert.ok(sent && 'added' in sent);
      assert.ok(await store.deleteComment(shown.id), 'rejected');
      const rows = await commentRows(store);
      assert.not.ok(rows.includes(shown.id), 'not kept: its answers would read on under a comment nobody sees');
      assert.not.ok(rows.includes(reply.id), 'its thread goes with it, as a rejection always did');
      assert.equal((await store.listRejectedComments(blog.id, { after: null, limit: 10 })).items, []);
    }),
  );

  test(
    'rejected comments: restored, one waits in the queue again to be decided anew; a blog that lowers its days erases the rest',
    on(async (store) => {
      const { blog, post, held } = await blogWithHeld(store, 30);
      const other = await store.addHeldComment(comment(post.id, { body: 'second' }), quota);
      assert.ok('added' in other);
      assert.ok(await store.deleteComment(held.id));
      assert.ok(await store.deleteComment(other.added.id));
      const first = await store.listRejectedComments(blog.id, { after: null, limit: 1 });
      const second = await store.listRejectedComments(blog.id, { after: first.items[0]!.id, limit: 1 });
      assert.equal(
        [first.items.map((c) => c.id), first.hasNextPage, second.items.map((c) => c.id), second.hasNextPage],
        [[held.id], true, [other.added.id], false],
        'oldest first, a page at a time',
      );
      assert.not.ok(await store.restoreRejectedComment('999999'), 'an unknown id');
      assert.ok(await store.restoreRejectedComment(held.id));
      assert.not.ok(await store.restoreRejectedComment(held.id), 'restored already');
      const queue = await store.listHeldComments({ blogId: blog.id }, { after: null, limit: 10 });
      assert.equal(
        queue.items.map((c) => c.id),
        [held.id],
      );
      assert.ok(await store.approveComment(held.id));
      assert.is((await store.getComment(held.id))!.isVisible, true);
      assert.not.ok(await store.restoreRejectedComment(held.id), 'a shown comment is none to restore');

      await store.updateBlogSettings(blog.id, { rejectedDays: 0 });
      assert.is(await store.dropStaleRejected(new Date(Date.now() + 1000)), 1, 'the one still kept, at the next sweep');
      assert.not.ok((await commentRows(store)).includes(other.added.id));
    }),
  );

  test(
    'rejected comments: a restored one waits its blog’s held days from its restore, not from when it was written',
    on(async (store) => {
      const { blog, post } = await blogWithHeld(store, 30);
      await store.updateBlogSettings(blog.id, { heldDays: 30 });
      const old = await store.addHeldComment(
        comment(post.id, { body: 'written long ago', createdAt: new Date(Date.now() - 35 * DAY).toISOString() }),
        quota,
      );
      assert.ok('added' in old);
      assert.ok(await store.deleteComment(old.added.id));
      assert.ok(await store.restoreRejectedComment(old.added.id));
      await store.dropStaleHeld(new Date());
      assert.ok((await commentRows(store)).includes(old.added.id), 'not erased unread at the next sweep');
      await store.dropStaleHeld(new Date(Date.now() + 31 * DAY));
      assert.not.ok((await commentRows(store)).includes(old.added.id), 'undecided 30 days after its restore: dropped');
    }),
  );

  test(
    "rejected comments: the writer's data holds a kept one, marked rejected, and their forgetting erases it",
    on(async (store) => {
      const { held } = await blogWithHeld(store, 30);
      assert.ok(await store.deleteComment(held.id));
      const data = await store.readerData({ email: 'rejected@example.org', visitor: null });
      const mine = data.comments.find((c) => c.id === held.id);
      assert.ok(mine, 'their comment, though hidden');
      assert.ok(mine.rejectedAt && !Number.isNaN(Date.parse(mine.rejectedAt)), String(mine.rejectedAt));
      assert.is(mine.isVisible, false);
      const forgotten = await store.forgetReader({ email: 'rejected@example.org', visitor: null });
      assert.ok(forgotten.removed >= 1);
      assert.not.ok((await commentRows(store)).includes(held.id));
      assert.equal((await store.listRejectedComments(null, { after: null, limit: 10 })).items, []);
    }),
  );

  test(
    "rejected comments: a blog's import keeps one rejected since its date, a held one alone, and tells no webhook",
    on(async (store) => {
      const { blog, shown, held } = await blogWithHeld(store, 30);
      const at = '2026-03-01T12:00:00.000Z';
      assert.not.ok(await store.keepRejectedComment(shown.id, at), 'a shown comment is never kept rejected');
      assert.ok(await store.keepRejectedComment(held.id, at));
      assert.not.ok(await store.keepRejectedComment(held.id, at), 'rejected already');
      assert.equal(
        (await store.listRejectedComments(blog.id, { after: null, limit: 10 })).items.map((c) => [c.id, c.rejectedAt]),
        [[held.id, at]],
      );
      assert.equal(await store.readRows('webhook_deliveries'), []);
    }),
  );
}
