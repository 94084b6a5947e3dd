import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allHeldComments, eachHeldComment } from '../../../../src/server/store/held-pages.ts';
import type { HeldScope, PageRequest, StoredComment } from '../../../../src/server/store/store.ts';

/** A queue of `count` held comments behind listHeldComments, recording each page asked for. */
function queue(count: number) {
  const ids = Array.from({ length: count }, (_, i) => String(i + 1));
  const asked: { scope: HeldScope; page: PageRequest }[] = [];
  const store = {
    async listHeldComments(scope: HeldScope, page: PageRequest) {
      asked.push({ scope, page });
      const start = page.after === null ? 0 : ids.indexOf(page.after) + 1;
      const items = ids.slice(start, start + page.limit).map((id) => ({ id }) as StoredComment);
      return { items, hasNextPage: start + page.limit < ids.length };
    },
  };
  return { store, asked };
}

test('every held comment, in order, read a page at a time from where the last one ended', async () => {
  const { store, asked } = queue(450);
  const ids = (await allHeldComments(store, { blogId: '1' })).map((comment) => comment.id);
  assert.is(ids.length, 450);
  assert.equal(ids.slice(0, 3), ['1', '2', '3']);
  assert.equal(
    asked.map(({ page }) => page.after),
    [null, '200', '400'],
  );
  assert.ok(asked.every(({ scope, page }) => scope.blogId === '1' && page.limit === 200));
});

test('a page is asked for only as the one before is used up: a reader that stops early reads no more', async () => {
  const { store, asked } = queue(1000);
  let seen = 0;
  for await (const _ of eachHeldComment(store, { blogId: null })) if (++seen === 10) break;
  assert.is(asked.length, 1);
});

test('an empty queue is one question and nothing', async () => {
  const { store, asked } = queue(0);
  assert.equal(await allHeldComments(store, { blogId: '2', postId: '5' }), []);
  assert.equal(asked, [{ scope: { blogId: '2', postId: '5' }, page: { after: null, limit: 200 } }]);
});

test.run();
