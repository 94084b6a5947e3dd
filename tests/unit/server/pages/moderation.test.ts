import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { moderationPage, type HeldComment } from '../../../../src/server/pages/moderation.ts';
import type { Post, StoredComment } from '../../../../src/server/store/store.ts';

const post = { id: '1', title: 'Walking the old canal path' } as Post;
const heldBy = (id: string, name: string, body: string, blockable = true): HeldComment => ({
  comment: {
    id,
    name,
    body,
    bodyTree: null,
    email: null,
    website: null,
    createdAt: '2026-11-27T10:00:00.000Z',
  } as StoredComment,
  post,
  blockable,
});

test('two held comments by one writer on one post: headings and buttons are told apart by each comment’s first words', () => {
  const page = moderationPage(
    'en',
    { id: '1', name: 'Demo' },
    [
      heldBy('7', 'Ada', 'A first thought on the towpath'),
      heldBy('8', 'Ada', 'And a second, much longer thought about the locks'),
    ],
    null,
  );
  const headings = [...page.matchAll(/<h2 id="held-\d+">([^<]*)<\/h2>/g)].map((match) => match[1]);
  assert.equal(headings, [
    'Ada, “A first thought on the towpath” on “Walking the old canal path”',
    'Ada, “And a second, much longer…” on “Walking the old canal path”',
  ]);
  const approve = [...page.matchAll(/value="approve">Approve<span class="vh">([^<]*)<\/span>/g)].map((m) => m[1]);
  assert.equal(approve, [
    ' the comment by Ada, “A first thought on the towpath” on “Walking the old canal path”',
    ' the comment by Ada, “And a second, much longer…” on “Walking the old canal path”',
  ]);
  const block = [...page.matchAll(/value="block">Block writer<span class="vh">([^<]*)<\/span>/g)].map((m) => m[1]);
  assert.is(new Set(block).size, 2, block.join(' | '));
});

test('a writer who cannot be blocked is said to be so before any press, where Block writer would be', () => {
  const page = moderationPage(
    'en',
    { id: '1', name: 'Demo' },
    [heldBy('9', 'Imported', 'From an old export', false)],
    null,
  );
  assert.not.match(page, /value="block"/);
  assert.match(
    page,
    /<p class="meta">This writer cannot be blocked: their comment carries neither an e-mail nor the address it came from\.<\/p>/,
  );
});

test.run();
