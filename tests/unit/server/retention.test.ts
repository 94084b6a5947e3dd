import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../helpers/memory-app.ts';
import { until } from '../../helpers/until.ts';

/** The server forgets by itself (docs/self-hosting.md "Readers' data"): once ready, and every hour after. */
test("once ready, the server erases writers' addresses older than ADDRESS_DAYS and drops comments held too long", async () => {
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
    await app.ready();
    // The sweep runs beside the start, never holding it up (a first sweep after an upgrade may erase much).
    await until(async () => (await store.commentAddressHash(old.id)) === null, { what: 'the old address erased' });
    assert.is(await store.commentAddressHash(recent.id), 'new');
    await until(async () => (await store.getComment(held.added.id)) === null, {
      what: 'the long-held comment dropped',
    });
  } finally {
    await close();
  }
});

test.run();
