import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../../../../src/demo/seed.ts';
import {
  ADD_COMMENT,
  CANCEL_DISLIKE,
  CANCEL_LIKE,
  DISLIKE_COMMENT,
  LIKE_COMMENT,
  LOAD_MORE_COMMENTS,
  LOAD_MORE_REPLIES,
  ROOT_COMMENTS,
  ROOT_LAST_COMMENTS,
  VIEWER,
} from '../../../helpers/documents.ts';
import { passToken, resolverHarness, type ResolverHarness } from '../../../helpers/graphql.ts';
import type { CaptchaVerifier } from '../../../../src/server/captcha/verifier.ts';

type Node = {
  id: string;
  date: string;
  comment: string;
  popularity: number;
  isVisible?: boolean;
  user: { isAuthor: boolean; avatar: string | null; name: string; website: string | null };
  replies: Conn;
};
type Conn = {
  edges: { node: Node; cursor?: string }[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  recaptchaPublicKey?: string | null;
  commentsOverblogAllowed?: boolean;
};

const author = async (h: ResolverHarness) => (await h.store.findAccountByEmail(DEMO_ACCOUNTS.author.email))!;
const reader = async (h: ResolverHarness) => (await h.store.findAccountByEmail(DEMO_ACCOUNTS.reader.email))!;

async function allTopLevel(h: ResolverHarness, locale = 'en') {
  const nodes: Node[] = [];
  let result = await h.run(ROOT_COMMENTS, { postID: '1', locale });
  let conn = (result.data as { comments: Conn }).comments;
  nodes.push(...conn.edges.map((e) => e.node));
  while (conn.pageInfo.hasNextPage) {
    result = await h.run(LOAD_MORE_COMMENTS, { postID: '1', locale, after: conn.pageInfo.endCursor });
    conn = (result.data as { comments: Conn }).comments;
    nodes.push(...conn.edges.map((e) => e.node));
  }
  return nodes;
}

test('RootComments: the first 10 threads, newest first, each with up to 3 replies inline, and the blog’s settings', async () => {
  const h = await resolverHarness();
  const result = await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' });
  assert.is(result.errors, undefined);
  const { viewer, comments } = result.data as { viewer: null; comments: Conn };
  assert.is(viewer, null);
  assert.is(comments.edges.length, 10);
  assert.ok(comments.pageInfo.hasNextPage);
  assert.is(comments.recaptchaPublicKey, 'porchlight-captcha-standin');
  assert.is(comments.commentsOverblogAllowed, true);
  const ids = comments.edges.map((e) => Number(e.node.id));
  assert.equal(
    ids,
    [...ids].sort((a, b) => b - a),
  );
  for (const { node } of comments.edges) assert.ok(node.replies.edges.length <= 3);
  const long = comments.edges.find((e) => e.node.replies.pageInfo.hasNextPage)!;
  assert.is(long.node.replies.edges.length, 3);
});

test('post 1 holds at least 25 threads: some with more than 3 replies, the author, a website, a name without letters, multi-line text', async () => {
  const h = await resolverHarness();
  const nodes = await allTopLevel(h);
  assert.ok(nodes.length >= 25, String(nodes.length));
  assert.is(new Set(nodes.map((n) => n.id)).size, nodes.length);
  assert.ok(nodes.filter((n) => n.replies.pageInfo.hasNextPage).length >= 2);
  assert.ok(nodes.some((n) => n.user.isAuthor && n.user.avatar === '/demo/avatars/author.svg'));
  assert.ok(nodes.some((n) => n.user.website?.startsWith('https://')));
  assert.ok(nodes.some((n) => !/\p{L}/u.test(n.user.name)));
  assert.ok(nodes.some((n) => n.comment.includes('<br>')));
  assert.ok(nodes.some((n) => n.popularity < 0));
  assert.not.ok(
    nodes.some((n) => n.user.name === 'Promo Bot'),
    'held comments are never listed',
  );
});

test('LoadMoreReplies pages a long thread 10 at a time after the inline 3, oldest first, with nothing twice', async () => {
  const h = await resolverHarness();
  const nodes = await allTopLevel(h);
  const thread = nodes.reduce((a, b) =>
    h.count('SELECT count(*) AS n FROM comments WHERE thread_id = ?', a.id) >
    h.count('SELECT count(*) AS n FROM comments WHERE thread_id = ?', b.id)
      ? a
      : b,
  );
  const total = h.count('SELECT count(*) AS n FROM comments WHERE thread_id = ? AND is_visible = 1', thread.id);
  assert.ok(total > 13, String(total));
  const seen = thread.replies.edges.map((e) => e.node.id);
  let cursor = thread.replies.pageInfo.endCursor;
  let pages = 0;
  for (;;) {
    const result = await h.run(LOAD_MORE_REPLIES, { postID: '1', commentID: thread.id, locale: 'en', after: cursor });
    const conn = (result.data as { replies: Conn }).replies;
    assert.ok(conn.edges.length <= 10);
    seen.push(...conn.edges.map((e) => e.node.id));
    pages++;
    if (!conn.pageInfo.hasNextPage) break;
    cursor = conn.pageInfo.endCursor;
  }
  assert.is(pages, 2);
  assert.is(seen.length, total);
  assert.is(new Set(seen).size, total);
  assert.equal(
    seen.map(Number),
    seen.map(Number).sort((a, b) => a - b),
    'the conversation in the order it was held',
  );
});

test('a pinned thread that is also on the first page brings each of its replies once, oldest first', async () => {
  const h = await resolverHarness();
  const PINNED = `query P { comments(postID: "1", locale: en) { pinned { id replies { edges { node { id } } } } edges { node { id replies { edges { node { id } } } } } } }`;
  const page = (await h.run(PINNED, {})).data as { comments: Conn & { pinned: Node | null } };
  const thread = page.comments.edges.find((e) => e.node.replies.edges.length === 3)!.node;
  await h.store.setPinnedComment('1', thread.id);
  const pinned = ((await h.run(PINNED, {})).data as { comments: Conn & { pinned: Node } }).comments.pinned;
  assert.is(pinned.id, thread.id);
  assert.equal(
    pinned.replies.edges.map((e) => e.node.id),
    thread.replies.edges.map((e) => e.node.id),
  );
  assert.is(new Set(pinned.replies.edges.map((e) => e.node.id)).size, 3);
});

test('dates read per locale: fr dd/mm/YYYY HH:MM, en mm/dd/YYYY HH:MM', async () => {
  const h = await resolverHarness();
  const fr = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'fr' })).data as { comments: Conn };
  const en = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' })).data as { comments: Conn };
  const row = h.db.prepare('SELECT created_at FROM comments WHERE id = ?').get(fr.comments.edges[0]!.node.id) as {
    created_at: string;
  };
  const d = new Date(row.created_at);
  const p = (n: number) => String(n).padStart(2, '0');
  assert.is(
    fr.comments.edges[0]!.node.date,
    `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`,
  );
  assert.match(fr.comments.edges[0]!.node.date, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  assert.is(
    en.comments.edges[0]!.node.date,
    `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`,
  );
});

test('an unknown post is a clear NOT_FOUND error in the reader’s locale, never a crash', async () => {
  const h = await resolverHarness();
  for (const postID of ['999', 'abc', '0', '-1']) {
    const result = await h.run(ROOT_COMMENTS, { postID, locale: 'fr' });
    assert.is(result.status, 200);
    assert.is(result.errors![0]!.message, 'Cet article n’existe pas.');
    assert.is(result.errors![0]!.extensions!.code, 'NOT_FOUND');
  }
});

test('a cursor that was not handed out is refused', async () => {
  const h = await resolverHarness();
  for (const after of ['garbage', 'YTox', '', 'x'.repeat(500)]) {
    const result = await h.run(LOAD_MORE_COMMENTS, { postID: '1', locale: 'en', after });
    assert.is(result.errors![0]!.extensions!.code, 'BAD_USER_INPUT', after);
  }
});

const SORTED = `query SortedComments($postID: ID!, $locale: Locale!, $order: CommentOrder) {
  comments(postID: $postID, locale: $locale, order: $order) { edges { cursor node { id popularity replies { edges { cursor node { id } } } } } pageInfo { endCursor hasNextPage } }
}`;

test('comments in each order: the first page asked with `order`, the next ones by the cursor alone, every thread once', async () => {
  const h = await resolverHarness();
  const newest = await allTopLevel(h);
  const expected = {
    newest: newest.map((n) => n.id),
    oldest: newest.map((n) => n.id).reverse(),
    popular: [...newest].sort((a, b) => b.popularity - a.popularity || Number(b.id) - Number(a.id)).map((n) => n.id),
  };
  for (const order of ['newest', 'oldest', 'popular'] as const) {
    const ids: string[] = [];
    let conn = ((await h.run(SORTED, { postID: '1', locale: 'en', order })).data as { comments: Conn }).comments;
    ids.push(...conn.edges.map((e) => e.node.id));
    // An edge's cursor continues from that edge, in the same order.
    const fromEdge = (
      (await h.run(LOAD_MORE_COMMENTS, { postID: '1', locale: 'en', after: conn.edges[4]!.cursor })).data as {
        comments: Conn;
      }
    ).comments;
    assert.equal(
      fromEdge.edges.map((e) => e.node.id),
      expected[order].slice(5, 15),
      `${order}: from the fifth edge`,
    );
    while (conn.pageInfo.hasNextPage) {
      conn = (
        (await h.run(LOAD_MORE_COMMENTS, { postID: '1', locale: 'en', after: conn.pageInfo.endCursor })).data as {
          comments: Conn;
        }
      ).comments;
      ids.push(...conn.edges.map((e) => e.node.id));
    }
    assert.equal(ids, expected[order], order);
  }
  // Replies keep their own order and cursors, whatever the threads' order.
  const popular = ((await h.run(SORTED, { postID: '1', locale: 'en', order: 'popular' })).data as { comments: Conn })
    .comments;
  const thread = popular.edges.find((e) => e.node.replies.edges.length === 3)!;
  const more = await h.run(LOAD_MORE_REPLIES, {
    postID: '1',
    commentID: thread.node.id,
    locale: 'en',
    after: thread.node.replies.edges[2]!.cursor,
  });
  assert.is(more.errors, undefined);
});

test('a cursor asked for in another order than its own, or an order the API does not know, is refused', async () => {
  const h = await resolverHarness();
  const first = ((await h.run(SORTED, { postID: '1', locale: 'en', order: 'oldest' })).data as { comments: Conn })
    .comments;
  const mixed = await h.run(
    `query M($after: String) { comments(postID: "1", locale: en, after: $after, order: popular) { edges { node { id } } } }`,
    { after: first.pageInfo.endCursor },
  );
  assert.is(mixed.errors![0]!.extensions!.code, 'BAD_USER_INPUT');
  assert.is(mixed.errors![0]!.message, 'This page of results cannot be found; please reload.');
  const unknown = await h.run(SORTED, { postID: '1', locale: 'en', order: 'random' });
  assert.ok(unknown.errors![0]!.message.includes('CommentOrder'), unknown.errors![0]!.message);
});

test('Viewer: null when anonymous; the account with its blogs when signed in', async () => {
  const h = await resolverHarness();
  assert.equal((await h.run(VIEWER)).data, { viewer: null });
  const result = await h.run(VIEWER, {}, { viewer: await author(h) });
  assert.equal(result.data, {
    viewer: {
      name: DEMO_ACCOUNTS.author.name,
      email: DEMO_ACCOUNTS.author.email,
      avatar: DEMO_ACCOUNTS.author.avatar,
      blogs: {
        edges: [{ node: { id: '1', url: '/', name: 'Porchlight demo blog' } }],
        pageInfo: { endCursor: (result.data as any).viewer.blogs.pageInfo.endCursor, hasNextPage: false },
      },
    },
  });
  const readerBlogs = (await h.run(VIEWER, {}, { viewer: await reader(h) })).data as any;
  assert.equal(readerBlogs.viewer.blogs.edges, []);
});

test('RootLastComments: blog 1’s newest visible comments with their posts', async () => {
  const h = await resolverHarness();
  const result = await h.run(ROOT_LAST_COMMENTS, { blogID: '1', locale: 'en' });
  const list = (
    result.data as { lastComments: { id: string; comment: string; post: { id: string; title: string; url: string } }[] }
  ).lastComments;
  assert.is(list.length, 10);
  const newest = h.db.prepare('SELECT id FROM comments WHERE is_visible = 1 ORDER BY id DESC LIMIT 1').get() as {
    id: number;
  };
  assert.is(list[0]!.id, String(newest.id));
  for (const item of list) assert.match(item.post.url, /^\/posts\/\d$/);
  assert.is((await h.run(ROOT_LAST_COMMENTS, { blogID: '7', locale: 'en' })).errors![0]!.extensions!.code, 'NOT_FOUND');
});

const anonymous = { name: 'Ada', email: 'ada@example.com', website: '' };

test('addComment: a known writer’s comment is stored as typed and answered escaped, with <br> for newlines', async () => {
  const h = await resolverHarness();
  const text = 'Two <b>lines</b> & "quotes"\nsecond line';
  const result = await h.run(ADD_COMMENT, {
    postID: '1',
    locale: 'en',
    comment: text,
    user: anonymous,
    recaptcha: passToken(),
  });
  assert.is(result.errors, undefined);
  const node = (result.data as { addComment: Node }).addComment;
  assert.is(node.comment, 'Two &lt;b&gt;lines&lt;/b&gt; &amp; &quot;quotes&quot;<br>second line');
  assert.is(node.isVisible, true);
  assert.is(node.popularity, 0);
  assert.equal(node.user, { isAuthor: false, avatar: null, name: 'Ada', website: null });
  assert.equal(node.replies.edges, []);
  const stored = h.db.prepare('SELECT body, email, is_visible FROM comments WHERE id = ?').get(node.id);
  assert.equal(stored, { body: text, email: 'ada@example.com', is_visible: 1 });
  const first = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' })).data as { comments: Conn };
  assert.is(first.comments.edges[0]!.node.id, node.id);
});

test('a comment carries the locale it was written in as its lang, last comments too; unknown is empty', async () => {
  const h = await resolverHarness();
  const result = await h.run(ADD_COMMENT, {
    postID: '1',
    locale: 'de',
    comment: 'Schöner Bericht.',
    user: anonymous,
    recaptcha: passToken(),
  });
  const id = (result.data as { addComment: Node }).addComment.id;
  assert.is(h.db.prepare('SELECT locale FROM comments WHERE id = ?').pluck().get(id), 'de');
  // Read in another locale, it is still German; a comment whose locale nobody kept (an import, an older row) says so.
  h.db.prepare("UPDATE comments SET locale = NULL WHERE body = 'Great news.'").run();
  const langs = `query { comments(postID: "1", locale: ar) { edges { node { lang comment replies { edges { node { lang comment } } } } } } }`;
  const page = (await h.run(langs, {})).data as {
    comments: {
      edges: {
        node: { lang: string; comment: string; replies: { edges: { node: { lang: string; comment: string } }[] } };
      }[];
    };
  };
  const shown = page.comments.edges.flatMap(({ node }) => [node, ...node.replies.edges.map((e) => e.node)]);
  assert.is(shown.find((n) => n.comment === 'Schöner Bericht.')!.lang, 'de');
  assert.is(shown.find((n) => n.comment === 'Great news.')!.lang, '');
  assert.is(shown.find((n) => n.comment.startsWith('Lovely write-up'))!.lang, 'en');
  const last = (await h.run('query { lastComments(blogID: "1", locale: fr) { text lang } }', {})).data as {
    lastComments: { text: string; lang: string }[];
  };
  assert.equal(last.lastComments[0], { text: 'Schöner Bericht.', lang: 'de' });
});

test('addComment: a reply to a reply joins the thread, its real parent stored', async () => {
  const h = await resolverHarness();
  const nodes = await allTopLevel(h);
  const thread = nodes.find((n) => n.replies.edges.length > 0)!;
  const reply = thread.replies.edges[0]!.node;
  const result = await h.run(ADD_COMMENT, {
    postID: '1',
    locale: 'en',
    comment: 'Agreed!',
    commentID: reply.id,
    user: anonymous,
    recaptcha: passToken(),
  });
  const id = (result.data as { addComment: Node }).addComment.id;
  assert.equal(h.db.prepare('SELECT parent_id, thread_id FROM comments WHERE id = ?').get(id), {
    parent_id: Number(reply.id),
    thread_id: Number(thread.id),
  });
  const root = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' })).data as { comments: Conn };
  const again = root.comments.edges.find((e) => e.node.id === thread.id)!;
  assert.is(again.node.replies.edges[0]!.node.id, reply.id, 'the thread still opens with its oldest reply');
  let replies = again.node.replies;
  const ids = replies.edges.map((e) => e.node.id);
  while (replies.pageInfo.hasNextPage) {
    const args = { postID: '1', commentID: thread.id, locale: 'en', after: replies.pageInfo.endCursor };
    replies = ((await h.run(LOAD_MORE_REPLIES, args)).data as { replies: Conn }).replies;
    ids.push(...replies.edges.map((e) => e.node.id));
  }
  assert.is(ids.at(-1), id, 'the new reply closes its thread');
});

test('addComment: validation errors come as one "validation" error keyed by field, translated, and store nothing', async () => {
  const h = await resolverHarness();
  const before = h.count('SELECT count(*) AS n FROM comments');
  const result = await h.run(ADD_COMMENT, {
    postID: '1',
    locale: 'fr',
    comment: '   ',
    user: { name: '', email: 'not-an-email', website: 'javascript:alert(1)' },
  });
  assert.is(result.errors!.length, 1);
  assert.is(result.errors![0]!.message, 'validation');
  assert.equal(result.errors![0]!.extensions!.validation, {
    'user.name': ['Veuillez indiquer votre nom.'],
    'user.email': ['Veuillez indiquer une adresse e-mail valide, ou laisser le champ vide.'],
    'user.website': ['Le site web doit être une adresse commençant par http:// ou https://.'],
    comment: ['Veuillez écrire un commentaire.'],
    recaptcha: ['Veuillez confirmer que vous n’êtes pas un robot.'],
  });
  assert.is(h.count('SELECT count(*) AS n FROM comments'), before);
});

test('addComment: only failing keys appear; English by default', async () => {
  const h = await resolverHarness();
  const result = await h.run(ADD_COMMENT, {
    postID: '1',
    locale: 'en',
    comment: 'x'.repeat(5001),
    user: anonymous,
    recaptcha: passToken(),
  });
  assert.equal(result.errors![0]!.extensions!.validation, {
    comment: ['Your comment can be at most 5,000 characters long.'],
  });
  const ok = await h.run(ADD_COMMENT, {
    postID: '1',
    locale: 'en',
    comment: 'x'.repeat(5000),
    user: anonymous,
    recaptcha: passToken(),
  });
  assert.is(ok.errors, undefined);
});

test('addComment for a signed-in reader: the account’s name and email, only the website from the form; no captcha needed', async () => {
  const h = await resolverHarness();
  const viewer = await reader(h);
  const result = await h.run(
    ADD_COMMENT,
    {
      postID: '2',
      locale: 'en',
      comment: 'Signed in.',
      user: { name: 'Someone Else', email: 'else@example.com', website: 'https://sam.example/' },
    },
    { viewer },
  );
  const node = (result.data as { addComment: Node }).addComment;
  assert.equal(node.user, {
    isAuthor: false,
    avatar: null,
    name: DEMO_ACCOUNTS.reader.name,
    website: 'https://sam.example/',
  });
  assert.is(node.isVisible, true, 'an account is a known writer');
  assert.equal(h.db.prepare('SELECT name, email, account_id FROM comments WHERE id = ?').get(node.id), {
    name: DEMO_ACCOUNTS.reader.name,
    email: DEMO_ACCOUNTS.reader.email,
    account_id: Number(viewer.id),
  });
});

test('the blog owner’s comments carry isAuthor and are never held, even with links', async () => {
  const h = await resolverHarness({ moderation: 'all' });
  const result = await h.run(
    ADD_COMMENT,
    { postID: '3', locale: 'en', comment: 'See https://example.org', user: {} },
    { viewer: await author(h) },
  );
  const node = (result.data as { addComment: Node }).addComment;
  assert.is(node.user.isAuthor, true);
  assert.is(node.user.avatar, DEMO_ACCOUNTS.author.avatar);
  assert.is(node.isVisible, true);
});

test('moderation: an unknown anonymous writer’s first comment is held, answered isVisible false, never listed or counted', async () => {
  const h = await resolverHarness();
  const before = await h.store.countVisibleComments('1');
  const result = await h.run(ADD_COMMENT, {
    postID: '1',
    locale: 'en',
    comment: 'Hello, first time here.',
    user: { name: 'Zoë', email: 'zoe@example.com' },
    recaptcha: passToken(),
  });
  const node = (result.data as { addComment: Node }).addComment;
  assert.is(node.isVisible, false);
  assert.is(h.count('SELECT is_visible AS n FROM comments WHERE id = ?', node.id), 0);
  assert.is(await h.store.countVisibleComments('1'), before);
  assert.not.ok((await allTopLevel(h)).some((n) => n.id === node.id));
  const last = (await h.run(ROOT_LAST_COMMENTS, { blogID: '1', locale: 'en' })).data as {
    lastComments: { id: string }[];
  };
  assert.not.ok(last.lastComments.some((c) => c.id === node.id));
  // Once approved, the writer is known: the next comment shows at once.
  await h.store.approveComment(node.id);
  assert.is(await h.store.countVisibleComments('1'), before! + 1);
  const second = await h.run(ADD_COMMENT, {
    postID: '1',
    locale: 'en',
    comment: 'Back again.',
    user: { name: 'Zoë', email: 'ZOE@example.com' },
    recaptcha: passToken(),
  });
  assert.is((second.data as { addComment: Node }).addComment.isVisible, true);
});

test('moderation: a comment with a link is held, even from a known writer; the rule is a setting', async () => {
  const h = await resolverHarness();
  const send = (comment: string) =>
    h.run(ADD_COMMENT, { postID: '1', locale: 'en', comment, user: anonymous, recaptcha: passToken() });
  assert.is(((await send('Look: https://example.org/x')).data as { addComment: Node }).addComment.isVisible, false);
  assert.is(((await send('Or www.example.org')).data as { addComment: Node }).addComment.isVisible, false);
  await h.store.updateBlogSettings('1', { moderation: 'off' });
  assert.is(((await send('Look: https://example.org/x')).data as { addComment: Node }).addComment.isVisible, true);
  const stranger = await h.run(ADD_COMMENT, {
    postID: '1',
    locale: 'en',
    comment: 'New here',
    user: { name: 'New' },
    recaptcha: passToken(),
  });
  assert.is((stranger.data as { addComment: Node }).addComment.isVisible, true);
});

test('captcha: a rejected, reused or missing token is a recaptcha validation error and stores nothing; off for the blog, none is needed', async () => {
  const h = await resolverHarness();
  const before = h.count('SELECT count(*) AS n FROM comments');
  const send = (recaptcha?: string) =>
    h.run(ADD_COMMENT, { postID: '1', locale: 'en', comment: 'Hi', user: anonymous, recaptcha });
  const failed = await send('standin.fail.' + Date.now() + '.abcdefgh1');
  assert.equal(failed.errors![0]!.extensions!.validation, {
    recaptcha: ['The anti-robot check failed. Please try again.'],
  });
  const token = passToken();
  assert.is((await send(token)).errors, undefined);
  assert.equal((await send(token)).errors![0]!.extensions!.validation, {
    recaptcha: ['The anti-robot check expired. Please try again.'],
  });
  const old = `standin.pass.${Date.now() - 10 * 60_000}.abcdefgh2`;
  assert.equal((await send(old)).errors![0]!.extensions!.validation, {
    recaptcha: ['The anti-robot check expired. Please try again.'],
  });
  assert.equal((await send()).errors![0]!.extensions!.validation, {
    recaptcha: ['Please confirm you are not a robot.'],
  });
  assert.is(h.count('SELECT count(*) AS n FROM comments'), before + 1);
  await h.store.updateBlogSettings('1', { captcha: false });
  assert.is((await send()).errors, undefined);
  const root = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' })).data as { comments: Conn };
  assert.is(root.comments.recaptchaPublicKey, null);
});

test('captcha: the configured provider is asked with the reader’s address', async () => {
  const calls: string[][] = [];
  const provider: CaptchaVerifier = {
    kind: 'recaptcha',
    siteKey: 'real-site-key',
    verify: async (token, ip) => (calls.push([token, ip]), token === 'good' ? 'ok' : 'invalid'),
  };
  const h = await resolverHarness({}, provider);
  const root = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' })).data as { comments: Conn };
  assert.is(root.comments.recaptchaPublicKey, 'real-site-key');
  assert.is(
    (await h.run(ADD_COMMENT, { postID: '1', locale: 'en', comment: 'Hi', user: anonymous, recaptcha: 'good' })).errors,
    undefined,
  );
  assert.equal(calls, [['good', '127.0.0.1']]);
});

test('closed comments and replies to unknown or held comments are refused, storing nothing', async () => {
  const h = await resolverHarness();
  const before = h.count('SELECT count(*) AS n FROM comments');
  const held = h.db.prepare('SELECT id FROM comments WHERE is_visible = 0 AND post_id = 1').get() as { id: number };
  const elsewhere = h.db.prepare('SELECT id FROM comments WHERE is_visible = 1 AND post_id = 4').get() as {
    id: number;
  };
  for (const commentID of ['9999', String(held.id), String(elsewhere.id)]) {
    const result = await h.run(ADD_COMMENT, {
      postID: '1',
      locale: 'en',
      comment: 'Hi',
      commentID,
      user: anonymous,
      recaptcha: passToken(),
    });
    assert.is(result.errors![0]!.extensions!.code, 'NOT_FOUND', commentID);
  }
  await h.store.updateBlogSettings('1', { allowComments: false });
  const closed = await h.run(ADD_COMMENT, {
    postID: '1',
    locale: 'fr',
    comment: 'Hi',
    user: anonymous,
    recaptcha: passToken(),
  });
  assert.is(closed.errors![0]!.message, 'Les commentaires sont fermés sur ce blog.');
  assert.is(closed.errors![0]!.extensions!.code, 'FORBIDDEN');
  assert.is(h.count('SELECT count(*) AS n FROM comments'), before);
  const root = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' })).data as { comments: Conn };
  assert.is(root.comments.commentsOverblogAllowed, false);
});

type Counts = { id: string; likes: number; dislikes: number; popularity: number };
const voteOn = (h: ResolverHarness, doc: string, visitor: string, needCancel?: boolean, commentID = '1') =>
  h.run(doc, { commentID, locale: 'en', ...(needCancel === undefined ? {} : { needCancel }) }, { visitor });
const counts = (result: { data?: unknown }) => Object.values(result.data as Record<string, Counts>)[0]!;

test('votes: like, like again (no change), cancel; popularity = likes - dislikes', async () => {
  const h = await resolverHarness();
  const start = h.db.prepare('SELECT likes, dislikes FROM comments WHERE id = 1').get() as {
    likes: number;
    dislikes: number;
  };
  const liked = counts(await voteOn(h, LIKE_COMMENT, 'v1'));
  assert.equal(liked, {
    id: '1',
    likes: start.likes + 1,
    dislikes: start.dislikes,
    popularity: start.likes + 1 - start.dislikes,
  });
  assert.equal(counts(await voteOn(h, LIKE_COMMENT, 'v1')), liked, 'one vote per visitor');
  assert.is(counts(await voteOn(h, LIKE_COMMENT, 'v2')).likes, start.likes + 2);
  assert.is(counts(await voteOn(h, CANCEL_LIKE, 'v1')).likes, start.likes + 1);
  assert.is(counts(await voteOn(h, CANCEL_LIKE, 'v1')).likes, start.likes + 1, 'cancelling twice changes nothing');
  assert.is(
    counts(await voteOn(h, CANCEL_DISLIKE, 'v2')).dislikes,
    start.dislikes,
    'cancelling a vote never cast changes nothing',
  );
});

test('votes: needCancel switches a dislike to a like in one call; without it the switch is refused', async () => {
  const h = await resolverHarness();
  const start = h.db.prepare('SELECT likes, dislikes FROM comments WHERE id = 1').get() as {
    likes: number;
    dislikes: number;
  };
  assert.is(counts(await voteOn(h, DISLIKE_COMMENT, 'v1')).dislikes, start.dislikes + 1);
  const refused = await voteOn(h, LIKE_COMMENT, 'v1', false);
  assert.is(refused.errors![0]!.extensions!.code, 'CONFLICT');
  assert.equal(h.db.prepare('SELECT likes, dislikes FROM comments WHERE id = 1').get(), {
    likes: start.likes,
    dislikes: start.dislikes + 1,
  });
  const switched = counts(await voteOn(h, LIKE_COMMENT, 'v1', true));
  assert.equal([switched.likes, switched.dislikes], [start.likes + 1, start.dislikes]);
  const back = counts(await voteOn(h, DISLIKE_COMMENT, 'v1', true));
  assert.equal([back.likes, back.dislikes], [start.likes, start.dislikes + 1]);
  assert.equal(h.db.prepare("SELECT kind FROM votes WHERE visitor = 'v1'").all(), [{ kind: 'dislike' }]);
});

test('votes: a comment takes its allowance of new votes from one address a day, 10 unless set; past it VOTE_LIMIT and nothing changes', async () => {
  const h = await resolverHarness();
  const likesOf = (id: string) =>
    (h.db.prepare('SELECT likes FROM comments WHERE id = ?').get(id) as { likes: number }).likes;
  const start = likesOf('1');
  const from =
    (addressHash: string, votesPerAddress?: number) =>
    (n: number, commentID = '1') =>
      h.run(
        LIKE_COMMENT,
        { commentID, locale: 'fr' },
        { visitor: `${addressHash}-${n}`, addressHash, votesPerAddress },
      );
  const household = from('h'.repeat(64));
  for (let n = 0; n < 10; n++) assert.not.ok((await household(n)).errors, `vote ${n + 1}`);
  const eleventh = await household(10);
  assert.is(eleventh.errors![0]!.extensions!.code, 'VOTE_LIMIT');
  assert.is(
    eleventh.errors![0]!.message,
    'Trop de votes sur ce commentaire sont venus de votre réseau aujourd’hui ; réessayez demain.',
  );
  assert.is(likesOf('1'), start + 10);
  // A voter of that address takes theirs back: no new vote, so the spent allowance does not stop it.
  assert.not.ok(
    (
      await h.run(
        CANCEL_LIKE,
        { commentID: '1', locale: 'en' },
        { visitor: `${'h'.repeat(64)}-0`, addressHash: 'h'.repeat(64) },
      )
    ).errors,
  );
  assert.is(likesOf('1'), start + 9);
  const strict = from('s'.repeat(64), 1);
  assert.not.ok((await strict(0)).errors);
  assert.is((await strict(1)).errors![0]!.extensions!.code, 'VOTE_LIMIT');
  assert.is(h.count('SELECT count(*) AS n FROM address_votes WHERE address_hash = ?', 'h'.repeat(64)), 1);
});

test('votes: refused on unknown or held comments and when the blog closes votes', async () => {
  const h = await resolverHarness();
  const held = h.db.prepare('SELECT id FROM comments WHERE is_visible = 0').get() as { id: number };
  for (const id of ['9999', String(held.id), 'x'])
    assert.is((await voteOn(h, LIKE_COMMENT, 'v1', undefined, id)).errors![0]!.extensions!.code, 'NOT_FOUND');
  await h.store.updateBlogSettings('1', { allowVotes: false });
  const closed = await voteOn(h, LIKE_COMMENT, 'v1');
  assert.is(closed.errors![0]!.extensions!.code, 'FORBIDDEN');
  assert.is(h.count("SELECT count(*) AS n FROM votes WHERE visitor NOT LIKE 'seed-%'"), 0, 'no vote but the seed’s');
  const root = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' })).data as {
    comments: Conn & { commentsOverblogAllowedVotes: boolean };
  };
  assert.is(root.comments.commentsOverblogAllowedVotes, false);
});

test.run();
