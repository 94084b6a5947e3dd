import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../../../src/server/seed.ts';
import * as doc from '../../helpers/documents.ts';
import { passToken } from '../../helpers/graphql.ts';
import { memoryApp } from '../../helpers/memory-app.ts';

/**
 * Every operation a real client sends, as it sends it: the document text
 * from tests/helpers/documents.ts in a JSON body, over HTTP, with the
 * browser's cookies and origin, checked against the shapes DESIGN §3 fixes.
 */
const ORIGIN = 'http://localhost:80';

async function client() {
  const { app, db, close } = await memoryApp();
  const jar = new Map<string, string>();
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (value) jar.set(name!, value);
      else jar.delete(name!);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await app.inject({ method: 'POST', url: '/comments/graphql', payload: { query, variables }, headers: { origin: ORIGIN, cookie: cookie() } });
    keep(res.headers['set-cookie']);
    assert.is(res.statusCode, 200, res.body);
    return res.json() as { data: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  };
  const signIn = async (email: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/user',
      payload: new URLSearchParams({ email, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    });
    keep(res.headers['set-cookie']);
  };
  return { call, signIn, db, close };
}

test('RootComments, LoadMoreComments, LoadMoreReplies', async () => {
  const c = await client();
  const root = await c.call(doc.ROOT_COMMENTS, { postID: '1', locale: 'en' });
  assert.is(root.errors, undefined);
  assert.is(root.data.viewer, null);
  const comments = root.data.comments;
  assert.equal(Object.keys(comments).sort(), ['commentsOverblogAllowed', 'commentsOverblogAllowedVotes', 'edges', 'pageInfo', 'recaptchaPublicKey']);
  assert.equal(Object.keys(comments.edges[0].node).sort(), ['comment', 'date', 'id', 'popularity', 'replies', 'user']);
  assert.equal(Object.keys(comments.edges[0].node.user).sort(), ['avatar', 'isAuthor', 'name', 'website']);
  const more = await c.call(doc.LOAD_MORE_COMMENTS, { after: comments.pageInfo.endCursor, locale: 'en', postID: '1' });
  assert.is(more.errors, undefined);
  assert.is(more.data.comments.edges.length, 10);
  assert.ok(Number(more.data.comments.edges[0].node.id) < Number(comments.edges.at(-1).node.id));
  const long = comments.edges.find((e: any) => e.node.replies.pageInfo.hasNextPage).node;
  const replies = await c.call(doc.LOAD_MORE_REPLIES, { after: long.replies.pageInfo.endCursor, commentID: long.id, locale: 'en', postID: '1' });
  assert.is(replies.errors, undefined);
  assert.ok(replies.data.replies.edges.length > 0);
  await c.close();
});

test('addComment anonymous (captcha token), then the five vote mutations with their semantics', async () => {
  const c = await client();
  const added = await c.call(doc.ADD_COMMENT, {
    comment: 'Conformance\ncheck',
    commentID: null,
    locale: 'en',
    postID: '1',
    recaptcha: passToken(),
    user: { name: 'Ada', email: 'ada@example.com', website: 'https://ada.example' },
  });
  assert.is(added.errors, undefined);
  assert.equal(
    { ...added.data.addComment, id: 'x', date: 'x' },
    {
      id: 'x',
      date: 'x',
      comment: 'Conformance<br>check',
      popularity: 0,
      isVisible: true,
      user: { isAuthor: false, avatar: null, name: 'Ada', website: 'https://ada.example/' },
      replies: { pageInfo: { endCursor: null, hasNextPage: false }, edges: [] },
    },
  );
  const id = added.data.addComment.id;
  const v = { commentID: id, locale: 'en' };
  assert.equal((await c.call(doc.LIKE_COMMENT, { ...v, needCancel: false })).data.likeComment, { id, likes: 1, dislikes: 0, popularity: 1 });
  assert.equal((await c.call(doc.DISLIKE_COMMENT, { ...v, needCancel: true })).data.dislikeComment, { id, likes: 0, dislikes: 1, popularity: -1 });
  assert.equal((await c.call(doc.CANCEL_DISLIKE, v)).data.cancelDislike, { id, likes: 0, dislikes: 0, popularity: 0 });
  assert.equal((await c.call(doc.LIKE_COMMENT, v)).data.likeComment, { id, likes: 1, dislikes: 0, popularity: 1 });
  assert.equal((await c.call(doc.CANCEL_LIKE, v)).data.cancelLike, { id, likes: 0, dislikes: 0, popularity: 0 });
  await c.close();
});

test('Viewer after the sign-in popup; a signed-in addComment sends only {website}; RootLastComments shows it', async () => {
  const c = await client();
  assert.is((await c.call(doc.VIEWER)).data.viewer, null);
  await c.signIn(DEMO_ACCOUNTS.author.email, DEMO_ACCOUNTS.author.password);
  const viewer = (await c.call(doc.VIEWER)).data.viewer;
  assert.is(viewer.name, DEMO_ACCOUNTS.author.name);
  assert.equal(viewer.blogs.edges, [{ node: { id: '1', url: '/', name: 'Porchlight demo blog' } }]);
  const added = await c.call(doc.ADD_COMMENT, { comment: 'From the author', locale: 'fr', postID: '2', user: { website: '' } });
  assert.is(added.errors, undefined);
  assert.is(added.data.addComment.user.isAuthor, true);
  assert.match(added.data.addComment.date, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const last = await c.call(doc.ROOT_LAST_COMMENTS, { blogID: '1', locale: 'en' });
  assert.equal(last.data.lastComments[0], { id: added.data.addComment.id, comment: 'From the author', post: { id: '2', title: 'Sourdough at altitude', url: '/posts/2' } });
  await c.close();
});

test('a validation failure has exactly the documented shape', async () => {
  const c = await client();
  const result = await c.call(doc.ADD_COMMENT, { comment: '', locale: 'en', postID: '1', recaptcha: passToken(), user: { name: 'Ada' } });
  assert.is(result.data, null);
  assert.is(result.errors!.length, 1);
  assert.is(result.errors![0]!.message, 'validation');
  assert.equal(result.errors![0]!.extensions!.validation, { comment: ['Please write a comment.'] });
  await c.close();
});

test.run();
