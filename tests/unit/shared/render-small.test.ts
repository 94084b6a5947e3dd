import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FetchLike } from '../../../src/shared/api/graphql.ts';
import { escapeHtml } from '../../../src/shared/escape.ts';
import { renderCommentCount, renderLastComments } from '../../../src/shared/render-small.ts';

const answering =
  (lastComments: unknown[]): FetchLike =>
  async () => ({ ok: true, status: 200, statusText: '', json: async () => ({ data: { lastComments } }) });

test('escapeHtml leaves nothing that could open a tag or close an attribute', () => {
  assert.is(
    escapeHtml(`<a href="x" onclick='y'>&</a>`),
    '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  );
});

test('a count: its words in the locale, the neutral word without a number, an address kept in its attribute', () => {
  assert.is(
    renderCommentCount({ count: 1, href: '/posts/1#comments' }),
    '<a href="/posts/1#comments" data-porchlight-rendered>1 comment</a>',
  );
  assert.is(
    renderCommentCount({ count: 1234, locale: 'fr' }),
    '<a href="#comments" data-porchlight-rendered>1\u202f234 commentaires</a>',
  );
  assert.is(renderCommentCount({ count: null }), '<a href="#comments" data-porchlight-rendered>Comments</a>');
  assert.is(
    renderCommentCount({ count: 2, href: '/"><script>' }),
    '<a href="/&quot;&gt;&lt;script&gt;" data-porchlight-rendered>2 comments</a>',
  );
  // Only paths, fragments and http(s): a query string never makes a javascript: link.
  for (const href of ['javascript:alert(1)', ' javascript:alert(1)', '//evil.example/', 'data:text/html,x'])
    assert.is(
      renderCommentCount({ count: 2, href }),
      '<a href="#comments" data-porchlight-rendered>2 comments</a>',
      href,
    );
  assert.match(
    renderCommentCount({ count: 2, href: 'https://blog.example/posts/2#comments' }),
    /href="https:\/\/blog.example\/posts\/2#comments"/,
  );
});

test('last comments: hostile text, titles and addresses never become markup', async () => {
  const html = await renderLastComments({
    blogId: '1',
    fetch: answering([
      {
        id: '7',
        text: '<b>bold</b><script>alert(1)</script>',
        post: { id: '1', title: '<img src=x onerror=alert(2)>', url: '/posts/1"><script>alert(3)</script>' },
      },
    ]),
  });
  assert.not.match(html, /<script|<img|<b>/i);
  assert.match(
    html,
    /<span class="pl-lc-text" lang="">&lt;b&gt;bold&lt;\/b&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/span>/,
  );
  assert.match(html, /href="\/posts\/1&quot;&gt;&lt;script&gt;alert\(3\)&lt;\/script&gt;#ob-comment-7"/);
});

test('last comments: the heading at its level, in the locale; none yet says so', async () => {
  const html = await renderLastComments({ blogId: '1', locale: 'fr', headingLevel: 3, fetch: answering([]) });
  assert.is(
    html,
    '<h3 class="pl-lc-heading">Derniers commentaires</h3><p class="pl-lc-empty" data-porchlight-rendered>Aucun commentaire pour l’instant.</p><p class="pl-lc-status" role="status"></p>',
  );
});

test.run();
