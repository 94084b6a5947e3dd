import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FetchLike } from '../../../src/api/graphql.ts';
import { renderCommentSection } from '../../../src/shared/render-comments.tsx';
import { node, page } from '../../helpers/comment-fakes.ts';

// The server renders the comment section with the widget's own components.
// Here under real React (react-dom/server), in Node with no browser globals:
// importing and rendering must touch no window, document or location.

/** Answers RootComments with `threads`, as the API would for an anonymous reader. */
const answering = (threads: ReturnType<typeof node>[], allowed = true): FetchLike => async () => ({
  ok: true,
  status: 200,
  statusText: '',
  json: async () => ({
    data: {
      viewer: null,
      comments: { recaptchaPublicKey: null, commentsOverblogAllowed: allowed, commentsOverblogAllowedVotes: allowed, ...page(threads) },
    },
  }),
});

test('runs in Node without browser globals', () => {
  assert.is(typeof (globalThis as { window?: unknown }).window, 'undefined');
  assert.is(typeof (globalThis as { document?: unknown }).document, 'undefined');
  assert.is(typeof (globalThis as { location?: unknown }).location, 'undefined');
});

test('a section of comments: heading with its count, the controls, each comment named by its writer and date, the status region', async () => {
  const html = await renderCommentSection({
    postId: '7',
    locale: 'en',
    count: async () => 2,
    fetch: answering([node('1', { createdAt: '2026-01-10T14:11:00.000Z', comment: 'First<br>line two', user: { isAuthor: true, avatar: '/comments/avatars/a.svg', name: 'Ada', website: 'https://ada.example/' } }), node('2')]),
  });
  assert.match(html, /<h2 id="plp7[^"]*">Comments \(2\)<\/h2>/);
  assert.match(html, /Add a comment<\/button>/);
  assert.match(html, /Sign in/);
  const article = /<article [^>]*>/.exec(html)![0];
  assert.match(article, / id="ob-comment-1"/);
  assert.match(article, / tabindex="-1"/);
  assert.match(article, / aria-labelledby="[^"]+-name [^"]+-date"/);
  assert.match(html, /datetime="2026-01-10T14:11:00.000Z"[^>]*>January 10, 2026 at 2:11 PM UTC<\/time>/i);
  assert.match(html, /First<br\/?>line two/);
  assert.match(html, /src="\/comments\/avatars\/a.svg"/, 'an avatar by path stays a path');
  assert.match(html, /href="https:\/\/ada.example\/"/);
  assert.match(html, /<div (role="status" class="pl-vh"|class="pl-vh" role="status")><\/div>/, 'the status region is there from the start, empty');
  assert.not.match(html, /aria-busy/);
});

test('the same data gives the same bytes: every reader, every request', async () => {
  const render = () => renderCommentSection({ postId: '7', locale: 'fr', count: async () => 1, fetch: answering([node('1', { createdAt: '2026-01-10T14:11:00.000Z' })]) });
  const first = await render();
  assert.is(await render(), first);
  assert.match(first, /Commentaires \(1\)/);
  assert.match(first, /10 janvier 2026 à 14:11 UTC/);
});

test('hostile comment text, names and addresses never become markup', async () => {
  const html = await renderCommentSection({
    postId: '7',
    locale: 'en',
    count: async () => 1,
    fetch: answering([
      node('1', {
        comment: '&lt;script&gt;alert(1)&lt;/script&gt;<script>alert(2)</script><img src=x onerror=alert(3)>',
        user: { isAuthor: false, avatar: 'javascript:alert(4)', name: '<b onmouseover=alert(5)>Eve</b>', website: 'javascript:alert(6)' },
      }),
    ]),
  });
  assert.not.match(html, /<script/i);
  assert.not.match(html, /<img src="?x/i);
  assert.not.match(html, /<b /);
  assert.not.match(html, /javascript:/);
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/, 'escaped text stays text');
  assert.match(html, /&lt;b onmouseover=alert\(5\)&gt;Eve&lt;\/b&gt;/);
});

test('a load that fails is an error, never a section to cache', async () => {
  const logged = console.error;
  console.error = () => {};
  const failing: FetchLike = async () => ({ ok: false, status: 500, statusText: 'Internal Server Error', json: async () => ({}) });
  await renderCommentSection({ postId: '7', count: async () => 0, fetch: failing }).then(
    () => assert.unreachable('rendered a failed load'),
    (error: Error) => assert.match(error.message, /could not be loaded/),
  );
  console.error = logged;
});

test.run();
