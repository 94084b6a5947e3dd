import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lastCommentLink, loadLastComments } from '../../../../src/shared/last-comments/last-comments.ts';

const comment = {
  id: '57',
  text: 'Nice &  warm\nthanks!',
  post: { id: '1', title: 'Walking the "old" canal', url: '/posts/1' },
};

test('maps a last comment to its link: text, post title, post address with the comment anchor', () => {
  assert.equal(lastCommentLink(comment), {
    id: '57',
    text: 'Nice & warm thanks!',
    // An older server says nothing of its language: unknown, not the list's.
    lang: '',
    postTitle: 'Walking the "old" canal',
    href: '/posts/1#ob-comment-57',
  });
  assert.is(lastCommentLink({ ...comment, lang: 'fr' }).lang, 'fr');
});

test('an absolute post address keeps its query and loses any fragment', () => {
  const link = lastCommentLink({ ...comment, post: { ...comment.post, url: 'https://blog.example/p?id=1#top' } });
  assert.is(link.href, 'https://blog.example/p?id=1#ob-comment-57');
});

test('one call with blog and locale; links in the order the server gives', async () => {
  const calls: string[][] = [];
  const links = await loadLastComments(
    async (blogID, locale) => (calls.push([blogID, locale]), [comment, { ...comment, id: '3' }]),
    '1',
    'fr',
  );
  assert.equal(calls, [['1', 'fr']]);
  assert.equal(
    links.map((l) => l.href),
    ['/posts/1#ob-comment-57', '/posts/1#ob-comment-3'],
  );
});

test('a failing call rejects as it did', async () => {
  try {
    await loadLastComments(async () => Promise.reject(new Error('500: Internal Server Error')), '1', 'en');
    assert.unreachable();
  } catch (error) {
    assert.is((error as Error).message, '500: Internal Server Error');
  }
});

test.run();
