import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../helpers/memory-app.ts';
import { until } from '../../helpers/until.ts';

/** The server forgets by itself (docs/self-hosting.md "Readers' data"): once ready, and every hour after. */
test("once ready, the server erases writers' addresses older than ADDRESS_DAYS, drops comments held too long and erases rejected ones kept past their days", async () => {
  const { app, store, close } = await memoryApp({ addressDays: 10 });
  try {
    const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const base = {
      postId: '2',
      parentId: null,
      threadId: null,
      accountId: null,
      name: 'W',
      email: null,
      website: null,
    };
    const old = await store.addComment({
      ...base,
      body: 'old',
      isVisible: true,
      addressHash: 'old',
      createdAt: at(11),
    });
    const recent = await store.addComment({
      ...base,
      body: 'new',
      isVisible: true,
      addressHash: 'new',
      createdAt: at(9),
    });
    await store.updateBlogSettings('1', { heldDays: 3 });
    const held = await store.addHeldComment(
      { ...base, body: 'waited', isVisible: false, createdAt: at(4) },
      { perAddress: 10, perPost: 10 },
    );
    assert.ok('added' in held);
    // Rejected comments kept three days: one rejected four days ago (as an import brings it), one just now.
    await store.updateBlogSettings('1', { rejectedDays: 3 });
    const rejected = async (body: string) => {
      const waiting = await store.addHeldComment({ ...base, body, isVisible: false }, { perAddress: 10, perPost: 10 });
      assert.ok('added' in waiting);
      return waiting.added.id;
    };
    const longRejected = await rejected('rejected long ago');
    assert.ok(await store.keepRejectedComment(longRejected, at(4)));
    const justRejected = await rejected('rejected now');
    assert.ok(await store.deleteComment(justRejected));
    const kept = async () =>
      (await store.listRejectedComments('1', { after: null, limit: 10 })).items.map((comment) => comment.id);
    assert.equal(await kept(), [longRejected, justRejected]);
    await app.ready();
    // The sweep runs beside the start, never holding it up (a first sweep after an upgrade may erase much).
    await until(async () => (await store.commentAddressHash(old.id)) === null, { what: 'the old address erased' });
    assert.is(await store.commentAddressHash(recent.id), 'new');
    await until(async () => (await store.getComment(held.added.id)) === null, {
      what: 'the long-held comment dropped',
    });
    await until(async () => (await kept()).length === 1, { what: 'the comment rejected long ago erased' });
    assert.equal(await kept(), [justRejected], 'the one within its days is kept');
  } finally {
    await close();
  }
});

test.run();
