import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FetchLike } from '../../../src/shared/api/graphql.ts';
import { MAX_THREAD_PAGES } from '../../../src/shared/comments/reader-page.ts';
import { renderCommentSection } from '../../../src/shared/render-comments.tsx';
import { node, page } from '../../helpers/comment-fakes.ts';

// The server renders the comment section with the widget's own components.
// Here under real React (react-dom/server), in Node with no browser globals:
// importing and rendering must touch no window, document or location.

/** Answers RootComments with `threads`, as the API would for an anonymous reader. */
const answering =
  (threads: ReturnType<typeof node>[], allowed = true): FetchLike =>
  async () => ({
    ok: true,
    status: 200,
    statusText: '',
    json: async () => ({
      data: {
        viewer: null,
        comments: {
          recaptchaPublicKey: null,
          commentsOverblogAllowed: allowed,
          commentsOverblogAllowedVotes: allowed,
          ...page(threads),
        },
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
    fetch: answering([
      node('1', {
        createdAt: '2026-01-10T14:11:00.000Z',
        comment: 'First<br>line *two*',
        body: [['p', 'First', ['br'], 'line ', ['em', 'two']]],
        lang: 'fr',
        user: { isAuthor: true, avatar: '/comments/avatars/a.svg', name: 'Ada', website: 'https://ada.example/' },
      }),
      node('2'),
    ]),
  });
  // Focusable, out of the Tab order: where focus goes when what the reader acted on went.
  assert.match(html, /<h2 id="plp7[^"]*" tabindex="-1">Comments \(2\)<\/h2>/);
  assert.match(html, /Add a comment<\/button>/);
  assert.match(html, /Sign in/);
  const article = /<article [^>]*>/.exec(html)![0];
  assert.match(article, / id="ob-comment-1"/);
  assert.match(article, / tabindex="-1"/);
  assert.match(article, / aria-labelledby="[^"]+-name [^"]+-date"/);
  assert.match(html, /datetime="2026-01-10T14:11:00.000Z"[^>]*>January 10, 2026 at 2:11 PM UTC<\/time>/i);
  assert.match(
    html,
    /<div class="pl-body" lang="fr"><p>First<br\/?>line <em>two<\/em><\/p><\/div>/,
    'drawn as the server parsed it, in the language it was written in',
  );
  assert.match(html, /<span id="[^"]+-name" class="pl-name" lang="fr">/, 'its writer’s name too');
  assert.match(html, /<div class="pl-body" lang="">/, 'a comment whose language is unknown says so');
  assert.match(html, /src="\/comments\/avatars\/a.svg"/, 'an avatar by path stays a path');
  assert.match(html, /href="https:\/\/ada.example\/"/);
  assert.match(
    html,
    /<div (role="status" class="pl-vh"|class="pl-vh" role="status")><\/div>/,
    'the status region is there from the start, empty',
  );
  assert.not.match(html, /aria-busy/);
});

test('an edited comment says when; a deleted one that was answered says so in its place, with its answers and no controls of its own', async () => {
  const html = await renderCommentSection({
    postId: '7',
    locale: 'en',
    count: async () => 2,
    fetch: answering([
      node('1', { createdAt: '2026-01-10T14:11:00.000Z', editedAt: '2026-01-10T14:20:00.000Z' }),
      node('2', {
        deleted: true,
        comment: '',
        body: [],
        user: { isAuthor: false, avatar: null, name: '', website: null },
        replies: page([node('3', { comment: 'an answer', body: [['p', 'an answer']] })]),
      }),
    ]),
  });
  assert.match(
    html,
    /<time class="pl-date" datetime="2026-01-10T14:20:00.000Z">edited January 10, 2026 at 2:20 PM UTC<\/time>/i,
  );
  const deleted = /<article id="ob-comment-2"[^>]*>(.*?)<\/article>/.exec(html)!;
  assert.match(deleted[0], / aria-labelledby="([^"]+)"/);
  assert.match(
    deleted[1]!,
    new RegExp(`^<p id="${/ aria-labelledby="([^"]+)"/.exec(deleted[0])![1]}" class="pl-note">Comment deleted</p>$`),
    'named by what it says, nothing else in it',
  );
  assert.match(html, /<article id="ob-comment-3"[^>]*>.*an answer/, 'its answer is listed');
  assert.is(
    (html.match(/Reply<span/g) ?? []).length,
    2,
    'Reply on the edited comment and the answer, none on the deleted one',
  );
});

test('the same data gives the same bytes: every reader, every request', async () => {
  const render = () =>
    renderCommentSection({
      postId: '7',
      locale: 'fr',
      count: async () => 1,
      fetch: answering([node('1', { createdAt: '2026-01-10T14:11:00.000Z' })]),
    });
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
        // A structure no server of ours makes: what is not on the allowlist is dropped, text stays text.
        body: [
          ['p', '<script>alert(1)</script>'],
          ['script', 'alert(2)'],
          ['img', { src: 'x', onerror: 'alert(3)' }],
          ['a', { href: 'javascript:alert(7)' }, 'click'],
          ['a', { href: 'https://ok.example/', onclick: 'alert(8)' }, 'fine'],
          ['p', { style: 'background:url(javascript:alert(9))', onclick: 'alert(10)' }, 'styled'],
          ['ol', { start: 'x" onmouseover="alert(11)' }, ['li', 'one']],
        ] as never,
        user: {
          isAuthor: false,
          avatar: 'javascript:alert(4)',
          name: '<b onmouseover=alert(5)>Eve</b>',
          website: 'javascript:alert(6)',
        },
      }),
    ]),
  });
  assert.not.match(html, /<script/i);
  assert.not.match(html, /<img src="?x/i);
  assert.not.match(html, /<b /);
  assert.not.match(html, /javascript:/);
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/, 'escaped text stays text');
  assert.is(
    /<div class="pl-body"[^>]*>.*?<\/div>/.exec(html)![0],
    '<div class="pl-body" lang=""><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>click<a href="https://ok.example/" rel="ugc nofollow noopener">fine</a><p>styled</p><ol><li aria-level="1">one</li></ol></div>',
    'only the allowlist, a link only to the web, no attribute but href and start (and the list level the text gives its items)',
  );
  assert.match(html, /&lt;b onmouseover=alert\(5\)&gt;Eve&lt;\/b&gt;/);
});

test('a load that fails is an error, never a section to cache', async () => {
  const logged = console.error;
  console.error = () => {};
  const failing: FetchLike = async () => ({
    ok: false,
    status: 500,
    statusText: 'Internal Server Error',
    json: async () => ({}),
  });
  await renderCommentSection({ postId: '7', count: async () => 0, fetch: failing }).then(
    () => assert.unreachable('rendered a failed load'),
    (error: Error) => assert.match(error.message, /could not be loaded/),
  );
  console.error = logged;
});

/** Answers each operation by name: RootComments with one thread that says it has more replies, and LoadMoreReplies as `replies(call)` says. */
function threadApi(replies: (call: number) => { nodes: ReturnType<typeof node>[]; more: boolean }) {
  const asked: string[] = [];
  const fetch: FetchLike = async (_url, init) => {
    const { query } = JSON.parse(init.body) as { query: string };
    const name = /^\s*query\s+(\w+)/.exec(query)![1]!;
    asked.push(name);
    const data =
      name === 'RootComments'
        ? {
            viewer: null,
            comments: {
              recaptchaPublicKey: null,
              commentsOverblogAllowed: true,
              commentsOverblogAllowedVotes: true,
              ...page([node('1', { replies: page([node('2')], 'r1', true) })], 'c1', true),
            },
          }
        : name === 'LoadMoreComments'
          ? { comments: page([node('9')], null, false) }
          : (() => {
              const answer = replies(asked.filter((one) => one === 'LoadMoreReplies').length);
              return { replies: page(answer.nodes, 'r-next', answer.more) };
            })();
    return { ok: true, status: 200, statusText: '', json: async () => ({ data }) };
  };
  return { fetch, asked };
}

test('a thread asked for without script: its reply pages load until none is left, bounded, and stop when a page brings nothing new', async () => {
  const endless = threadApi((call) => ({ nodes: [node(`r${call}`)], more: true }));
  const html = await renderCommentSection({
    postId: '7',
    count: async () => 1,
    fetch: endless.fetch,
    page: { thread: '1' },
  });
  assert.is(
    endless.asked.filter((name) => name === 'LoadMoreReplies').length,
    MAX_THREAD_PAGES,
    'an endless thread stops at the bound',
  );
  assert.match(html, /More replies/, 'what is left stays behind its link');
  // An API that answers the same replies again (nothing new, more said to come) does not keep the server asking.
  const repeating = threadApi(() => ({ nodes: [node('2')], more: true }));
  await renderCommentSection({ postId: '7', count: async () => 1, fetch: repeating.fetch, page: { thread: '1' } });
  assert.is(repeating.asked.filter((name) => name === 'LoadMoreReplies').length, 1);
});

test('the no-script links keep the page’s own query and set theirs; a page after a cursor starts there', async () => {
  const api = threadApi(() => ({ nodes: [], more: false }));
  const first = await renderCommentSection({
    postId: '7',
    count: async () => 1,
    fetch: api.fetch,
    page: { others: 'p=42&lang=fr' },
  });
  assert.match(first, /href="\?p=42&amp;lang=fr&amp;comments_after=c1#plp7-heading"/);
  assert.match(first, /href="\?p=42&amp;lang=fr&amp;comments_thread=1#ob-comment-1"/);
  const next = await renderCommentSection({
    postId: '7',
    count: async () => 1,
    fetch: api.fetch,
    page: { after: 'c1' },
  });
  assert.ok(api.asked.includes('LoadMoreComments'));
  assert.match(next, /id="ob-comment-9"/);
  assert.not.match(next, /id="ob-comment-1"/);
});

test.run();
