import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../../../../src/server/seed.ts';
import { ADD_COMMENT, LOAD_MORE_COMMENTS, LOAD_MORE_REPLIES, ROOT_COMMENTS, ROOT_LAST_COMMENTS, VIEWER } from '../../../helpers/documents.ts';
import { passToken, resolverHarness } from '../../../helpers/graphql.ts';

type Node = { id: string; date: string; comment: string; popularity: number; isVisible?: boolean; user: { isAuthor: boolean; avatar: string | null; name: string; website: string | null }; replies: Conn };
type Conn = { edges: { node: Node; cursor?: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean }; recaptchaPublicKey?: string | null; commentsOverblogAllowed?: boolean };

const author = async (h: ReturnType<typeof resolverHarness>) => (await h.store.findAccountByEmail(DEMO_ACCOUNTS.author.email))!;
const reader = async (h: ReturnType<typeof resolverHarness>) => (await h.store.findAccountByEmail(DEMO_ACCOUNTS.reader.email))!;

async function allTopLevel(h: ReturnType<typeof resolverHarness>, locale = 'en') {
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
  const h = resolverHarness();
  const result = await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' });
  assert.is(result.errors, undefined);
  const { viewer, comments } = result.data as { viewer: null; comments: Conn };
  assert.is(viewer, null);
  assert.is(comments.edges.length, 10);
  assert.ok(comments.pageInfo.hasNextPage);
  assert.is(comments.recaptchaPublicKey, 'porchlight-captcha-standin');
  assert.is(comments.commentsOverblogAllowed, true);
  const ids = comments.edges.map((e) => Number(e.node.id));
  assert.equal(ids, [...ids].sort((a, b) => b - a));
  for (const { node } of comments.edges) assert.ok(node.replies.edges.length <= 3);
  const long = comments.edges.find((e) => e.node.replies.pageInfo.hasNextPage)!;
  assert.is(long.node.replies.edges.length, 3);
});

test('post 1 holds at least 25 threads: some with more than 3 replies, the author, a website, a name without letters, multi-line text', async () => {
  const h = resolverHarness();
  const nodes = await allTopLevel(h);
  assert.ok(nodes.length >= 25, String(nodes.length));
  assert.is(new Set(nodes.map((n) => n.id)).size, nodes.length);
  assert.ok(nodes.filter((n) => n.replies.pageInfo.hasNextPage).length >= 2);
  assert.ok(nodes.some((n) => n.user.isAuthor && n.user.avatar === '/demo/avatars/author.svg'));
  assert.ok(nodes.some((n) => n.user.website?.startsWith('https://')));
  assert.ok(nodes.some((n) => !/\p{L}/u.test(n.user.name)));
  assert.ok(nodes.some((n) => n.comment.includes('<br>')));
  assert.ok(nodes.some((n) => n.popularity < 0));
  assert.not.ok(nodes.some((n) => n.user.name === 'Promo Bot'), 'held comments are never listed');
});

test('LoadMoreReplies pages a long thread 10 at a time after the inline 3, with nothing twice', async () => {
  const h = resolverHarness();
  const nodes = await allTopLevel(h);
  const thread = nodes.reduce((a, b) => (h.count('SELECT count(*) AS n FROM comments WHERE thread_id = ?', a.id) > h.count('SELECT count(*) AS n FROM comments WHERE thread_id = ?', b.id) ? a : b));
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
});

test('dates read per locale: fr dd/mm/YYYY HH:MM, en mm/dd/YYYY HH:MM', async () => {
  const h = resolverHarness();
  const fr = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'fr' })).data as { comments: Conn };
  const en = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' })).data as { comments: Conn };
  const row = h.db.prepare('SELECT created_at FROM comments WHERE id = ?').get(fr.comments.edges[0]!.node.id) as { created_at: string };
  const d = new Date(row.created_at);
  const p = (n: number) => String(n).padStart(2, '0');
  assert.is(fr.comments.edges[0]!.node.date, `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`);
  assert.match(fr.comments.edges[0]!.node.date, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  assert.is(en.comments.edges[0]!.node.date, `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`);
});

test('an unknown post is a clear NOT_FOUND error in the reader’s locale, never a crash', async () => {
  const h = resolverHarness();
  for (const postID of ['999', 'abc', '0', '-1']) {
    const result = await h.run(ROOT_COMMENTS, { postID, locale: 'fr' });
    assert.is(result.status, 200);
    assert.is(result.errors![0]!.message, 'Cet article n’existe pas.');
    assert.is(result.errors![0]!.extensions!.code, 'NOT_FOUND');
  }
});

test('a cursor that was not handed out is refused', async () => {
  const h = resolverHarness();
  for (const after of ['garbage', 'YTox', '', 'x'.repeat(500)]) {
    const result = await h.run(LOAD_MORE_COMMENTS, { postID: '1', locale: 'en', after });
    assert.is(result.errors![0]!.extensions!.code, 'BAD_USER_INPUT', after);
  }
});

test('Viewer: null when anonymous; the account with its blogs when signed in', async () => {
  const h = resolverHarness();
  assert.equal((await h.run(VIEWER)).data, { viewer: null });
  const result = await h.run(VIEWER, {}, { viewer: await author(h) });
  assert.equal(result.data, {
    viewer: {
      name: DEMO_ACCOUNTS.author.name,
      email: DEMO_ACCOUNTS.author.email,
      avatar: DEMO_ACCOUNTS.author.avatar,
      blogs: { edges: [{ node: { id: '1', url: '/', name: 'Porchlight demo blog' } }], pageInfo: { endCursor: (result.data as any).viewer.blogs.pageInfo.endCursor, hasNextPage: false } },
    },
  });
  const readerBlogs = (await h.run(VIEWER, {}, { viewer: await reader(h) })).data as any;
  assert.equal(readerBlogs.viewer.blogs.edges, []);
});

test('RootLastComments: blog 1’s newest visible comments with their posts', async () => {
  const h = resolverHarness();
  const result = await h.run(ROOT_LAST_COMMENTS, { blogID: '1', locale: 'en' });
  const list = (result.data as { lastComments: { id: string; comment: string; post: { id: string; title: string; url: string } }[] }).lastComments;
  assert.is(list.length, 10);
  const newest = h.db.prepare('SELECT id FROM comments WHERE is_visible = 1 ORDER BY id DESC LIMIT 1').get() as { id: number };
  assert.is(list[0]!.id, String(newest.id));
  for (const item of list) assert.match(item.post.url, /^\/posts\/\d$/);
  assert.is((await h.run(ROOT_LAST_COMMENTS, { blogID: '7', locale: 'en' })).errors![0]!.extensions!.code, 'NOT_FOUND');
});

const anonymous = { name: 'Ada', email: 'ada@example.com', website: '' };

test('addComment: a known writer’s comment is stored as typed and answered escaped, with <br> for newlines', async () => {
  const h = resolverHarness();
  const text = 'Two <b>lines</b> & "quotes"\nsecond line';
  const result = await h.run(ADD_COMMENT, { postID: '1', locale: 'en', comment: text, user: anonymous, recaptcha: passToken() });
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

test('addComment: a reply to a reply joins the thread, its real parent stored', async () => {
  const h = resolverHarness();
  const nodes = await allTopLevel(h);
  const thread = nodes.find((n) => n.replies.edges.length > 0)!;
  const reply = thread.replies.edges[0]!.node;
  const result = await h.run(ADD_COMMENT, { postID: '1', locale: 'en', comment: 'Agreed!', commentID: reply.id, user: anonymous, recaptcha: passToken() });
  const id = (result.data as { addComment: Node }).addComment.id;
  assert.equal(h.db.prepare('SELECT parent_id, thread_id FROM comments WHERE id = ?').get(id), { parent_id: Number(reply.id), thread_id: Number(thread.id) });
  const root = (await h.run(ROOT_COMMENTS, { postID: '1', locale: 'en' })).data as { comments: Conn };
  const again = root.comments.edges.find((e) => e.node.id === thread.id)!;
  assert.is(again.node.replies.edges[0]!.node.id, id, 'the new reply leads its thread');
});

test('addComment: validation errors come as one "validation" error keyed by field, translated, and store nothing', async () => {
  const h = resolverHarness();
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
  const h = resolverHarness();
  const result = await h.run(ADD_COMMENT, { postID: '1', locale: 'en', comment: 'x'.repeat(5001), user: anonymous, recaptcha: passToken() });
  assert.equal(result.errors![0]!.extensions!.validation, { comment: ['Your comment can be at most 5000 characters long.'] });
  const ok = await h.run(ADD_COMMENT, { postID: '1', locale: 'en', comment: 'x'.repeat(5000), user: anonymous, recaptcha: passToken() });
  assert.is(ok.errors, undefined);
});

test.run();
