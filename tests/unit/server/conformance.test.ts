import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../../../src/demo/seed.ts';
import * as doc from '../../helpers/documents.ts';
import { createStandInVerifier } from '../../../src/server/captcha/verifier.ts';
import { passToken } from '../../helpers/graphql.ts';
import { memoryApp } from '../../helpers/memory-app.ts';
import * as widgetDocuments from '../../../src/shared/api/documents.ts';
import * as addCommentModule from '../../../src/shared/api/add-comment.ts';
import * as votesModule from '../../../src/shared/api/votes.ts';
import * as viewerModule from '../../../src/shared/api/viewer.ts';
import * as lastCommentsModule from '../../../src/shared/api/last-comments.ts';
import { commentsApi } from '../../../src/shared/api/comments.ts';
import { createGraphql, type FetchLike } from '../../../src/shared/api/graphql.ts';

/**
 * Every operation a real client sends, as it sends it: the document text
 * from tests/helpers/documents.ts in a JSON body, over HTTP, with the
 * browser's cookies and origin, checked against the shapes docs/api.md "The API" fixes.
 * The copies pin the wire format; the last test sends the widgets' own
 * documents through their own API calls, so the two cannot drift apart.
 */
const ORIGIN = 'http://localhost:80';

async function client() {
  // The stand-in takes the place of the robot check: these tests are about the API's shapes.
  const { app, db, close } = await memoryApp({ captcha: createStandInVerifier() });
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
    const res = await app.inject({
      method: 'POST',
      url: '/comments/graphql',
      payload: { query, variables },
      headers: { origin: ORIGIN, cookie: cookie() },
    });
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
  // The widgets' fetch, as a browser on the blog's page would send it: their headers, plus this origin and the cookies.
  const sent: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push((JSON.parse(init.body) as { query: string }).query);
    const res = await app.inject({
      method: init.method as 'POST',
      url,
      payload: init.body,
      headers: { ...init.headers, origin: ORIGIN, cookie: cookie() },
    });
    keep(res.headers['set-cookie']);
    return {
      ok: res.statusCode < 300,
      status: res.statusCode,
      statusText: res.statusMessage,
      json: async () => res.json(),
    };
  };
  return { call, signIn, fetch, sent, db, close };
}

test('RootComments, LoadMoreComments, LoadMoreReplies', async () => {
  const c = await client();
  const root = await c.call(doc.ROOT_COMMENTS, { postID: '1', locale: 'en' });
  assert.is(root.errors, undefined);
  assert.is(root.data.viewer, null);
  const comments = root.data.comments;
  assert.equal(Object.keys(comments).sort(), [
    'commentsOverblogAllowed',
    'commentsOverblogAllowedVotes',
    'edges',
    'pageInfo',
    'recaptchaPublicKey',
  ]);
  assert.equal(Object.keys(comments.edges[0].node).sort(), ['comment', 'date', 'id', 'popularity', 'replies', 'user']);
  assert.equal(Object.keys(comments.edges[0].node.user).sort(), ['avatar', 'isAuthor', 'name', 'website']);
  const more = await c.call(doc.LOAD_MORE_COMMENTS, { after: comments.pageInfo.endCursor, locale: 'en', postID: '1' });
  assert.is(more.errors, undefined);
  assert.is(more.data.comments.edges.length, 10);
  assert.ok(Number(more.data.comments.edges[0].node.id) < Number(comments.edges.at(-1).node.id));
  const long = comments.edges.find((e: any) => e.node.replies.pageInfo.hasNextPage).node;
  const replies = await c.call(doc.LOAD_MORE_REPLIES, {
    after: long.replies.pageInfo.endCursor,
    commentID: long.id,
    locale: 'en',
    postID: '1',
  });
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
  assert.equal((await c.call(doc.LIKE_COMMENT, { ...v, needCancel: false })).data.likeComment, {
    id,
    likes: 1,
    dislikes: 0,
    popularity: 1,
  });
  assert.equal((await c.call(doc.DISLIKE_COMMENT, { ...v, needCancel: true })).data.dislikeComment, {
    id,
    likes: 0,
    dislikes: 1,
    popularity: -1,
  });
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
  const added = await c.call(doc.ADD_COMMENT, {
    comment: 'From the author',
    locale: 'fr',
    postID: '2',
    user: { website: '' },
  });
  assert.is(added.errors, undefined);
  assert.is(added.data.addComment.user.isAuthor, true);
  assert.match(added.data.addComment.date, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const last = await c.call(doc.ROOT_LAST_COMMENTS, { blogID: '1', locale: 'en' });
  assert.equal(last.data.lastComments[0], {
    id: added.data.addComment.id,
    comment: 'From the author',
    post: { id: '2', title: 'Sourdough at altitude', url: '/posts/2' },
  });
  await c.close();
});

test('a validation failure has exactly the documented shape', async () => {
  const c = await client();
  const result = await c.call(doc.ADD_COMMENT, {
    comment: '',
    locale: 'en',
    postID: '1',
    recaptcha: passToken(),
    user: { name: 'Ada' },
  });
  assert.is(result.data, null);
  assert.is(result.errors!.length, 1);
  assert.is(result.errors![0]!.message, 'validation');
  assert.equal(result.errors![0]!.extensions!.validation, { comment: ['Please write a comment.'] });
  await c.close();
});

test('the widgets’ own documents (src/api/), sent by their own API calls, run without errors and answer what the widgets read', async () => {
  const c = await client();
  const graphql = createGraphql(c.fetch, '/comments/graphql');
  const comments = commentsApi(graphql);

  const root = await comments.rootComments('1', 'en');
  assert.is(root.viewer, null);
  assert.is(root.comments.edges.length, 10);
  assert.is(root.comments.commentsOverblogAllowed, true);
  assert.equal(Object.keys(root.comments.edges[0]!.node).sort(), [
    'body',
    'comment',
    'createdAt',
    'date',
    'deleted',
    'editedAt',
    'id',
    'lang',
    'parentID',
    'popularity',
    'replies',
    'user',
  ]);
  assert.equal([root.comments.edges[0]!.node.editedAt, root.comments.edges[0]!.node.deleted], [null, false]);
  // In the order a reader picks, the same fields.
  const oldest = await comments.rootComments('1', 'en', 'oldest');
  assert.ok(Number(oldest.comments.edges[0]!.node.id) < Number(oldest.comments.edges[1]!.node.id));
  // The moment in ISO 8601 (UTC), the same one `date` shows in the locale's numbers.
  assert.match(root.comments.edges[0]!.node.createdAt!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const more = await comments.moreComments('1', 'en', root.comments.pageInfo.endCursor!);
  assert.ok(more.edges.length > 0);
  const long = root.comments.edges.find((e) => e.node.replies!.pageInfo.hasNextPage)!.node;
  const replies = await comments.moreReplies('1', long.id, 'en', long.replies!.pageInfo.endCursor!);
  assert.ok(replies.edges.length > 0);

  const added = await addCommentModule.addCommentApi(graphql)({
    postID: '1',
    locale: 'en',
    comment: 'From the widget',
    recaptcha: passToken(),
    user: { name: 'Ada', email: 'ada@example.com', website: 'https://ada.example' },
  });
  assert.is(added.errors, undefined);
  assert.is(added.data!.addComment.comment, 'From the widget');
  assert.is(added.data!.addComment.isVisible, true);
  const reply = await addCommentModule.addCommentApi(graphql)({
    postID: '1',
    locale: 'en',
    comment: 'A reply from the widget',
    commentID: added.data!.addComment.id,
    recaptcha: passToken(),
    user: { name: 'Ada', email: 'ada@example.com' },
  });
  assert.is(reply.errors, undefined);

  const vote = votesModule.votesApi(graphql);
  const id = added.data!.addComment.id;
  assert.equal(await vote('likeComment', { commentID: id, locale: 'en' }), {
    id,
    likes: 1,
    dislikes: 0,
    popularity: 1,
  });
  assert.equal(await vote('dislikeComment', { commentID: id, locale: 'en', needCancel: true }), {
    id,
    likes: 0,
    dislikes: 1,
    popularity: -1,
  });
  assert.equal(await vote('cancelDislike', { commentID: id, locale: 'en' }), {
    id,
    likes: 0,
    dislikes: 0,
    popularity: 0,
  });
  await vote('likeComment', { commentID: id, locale: 'en' });
  assert.equal(await vote('cancelLike', { commentID: id, locale: 'en' }), { id, likes: 0, dislikes: 0, popularity: 0 });

  assert.is(await viewerModule.viewerApi(graphql)(), null);
  await c.signIn(DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.reader.password);
  const viewer = await viewerModule.viewerApi(graphql)();
  assert.equal(
    { name: viewer!.name, email: viewer!.email },
    { name: DEMO_ACCOUNTS.reader.name, email: DEMO_ACCOUNTS.reader.email },
  );
  assert.equal(viewer!.blogs, { edges: [], pageInfo: { endCursor: null, hasNextPage: false } });

  const last = await lastCommentsModule.lastCommentsApi(graphql)('1', 'en');
  assert.equal(last[0], {
    id: reply.data!.addComment.id,
    text: 'A reply from the widget',
    // Written from an English section: said so.
    lang: 'en',
    post: { id: '1', title: last[0]!.post.title, url: '/posts/1' },
  });

  // Every document the widgets export was sent above: a new one cannot go untested.
  const exported = [widgetDocuments, addCommentModule, votesModule, viewerModule, lastCommentsModule]
    .flatMap((module) => Object.values(module))
    .filter((value): value is string => typeof value === 'string' && /^(query|mutation)\b/.test(value));
  assert.is(new Set(exported).size, 10);
  assert.equal(
    [...new Set(exported)].filter((document) => !c.sent.includes(document)),
    [],
  );
  await c.close();
});

test.run();
