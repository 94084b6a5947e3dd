import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPassword } from '../../../../src/server/auth/password.ts';
import { DEMO_ACCOUNTS } from '../../../../src/demo/seed.ts';
import { allHeldComments } from '../../../../src/server/store/held-pages.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { fillHeldQueue } from '../../../helpers/held-queue.ts';

// Moderation by the blog's author (docs/moderation.md "Moderation"): the API's
// mutations check the author's rights on the server; the moderation page
// lists what waits and acts through those mutations.

const ORIGIN = 'http://localhost:80';
const APPROVE = 'mutation A($id: ID!) { approveComment(commentID: $id, locale: en) { id isVisible deleted } }';
const REJECT = 'mutation R($id: ID!) { rejectComment(commentID: $id, locale: en) { id isVisible deleted } }';
const DELETE = 'mutation D($id: ID!) { deleteComment(commentID: $id, locale: en) { id isVisible deleted } }';

async function setUp() {
  const { app, store, close } = await memoryApp();
  const session = async (account: { email: string; password: string }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/comments/en/fetch/user',
      payload: new URLSearchParams(account).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    });
    assert.is(res.statusCode, 303);
    return [res.headers['set-cookie']]
      .flat()
      .map((line) => line!.split(';')[0])
      .join('; ');
  };
  const author = await session(DEMO_ACCOUNTS.author);
  const reader = await session(DEMO_ACCOUNTS.reader);
  const api = async (query: string, id: string, cookie = '', origin = ORIGIN) => {
    const res = await app.inject({
      method: 'POST',
      url: '/comments/graphql',
      payload: { query, variables: { id } },
      headers: { origin, cookie },
    });
    return {
      status: res.statusCode,
      body: res.json() as {
        data: Record<string, { id: string; isVisible: boolean; deleted: boolean }> | null;
        errors?: { message: string; extensions: { code: string } }[];
      },
    };
  };
  const held = await allHeldComments(store, { blogId: '1' });
  return { app, store, close, author, reader, api, held };
}

test('the blog’s author approves, rejects and deletes; the reader and the anonymous are refused, and nothing changes', async () => {
  const { store, close, author, reader, api, held } = await setUp();
  const [first, second] = held;
  for (const [cookie, who] of [
    ['', 'anonymous'],
    [reader, 'a reader'],
  ] as const) {
    for (const query of [APPROVE, REJECT, DELETE]) {
      const { body } = await api(query, first!.id, cookie);
      assert.is(body.errors?.[0]?.extensions.code, 'FORBIDDEN', who);
      assert.is(body.errors?.[0]?.message, 'Only the blog’s author can moderate its comments.');
    }
  }
  assert.is((await store.getComment(first!.id))!.isVisible, false, 'still held');

  const approved = await api(APPROVE, first!.id, author);
  assert.equal(approved.body.data!.approveComment, { id: first!.id, isVisible: true, deleted: false });
  assert.ok((await store.getComment(first!.id))!.isVisible);
  assert.is(
    (await api(APPROVE, first!.id, author)).body.errors?.[0]?.extensions.code,
    'CONFLICT',
    'approving what shows is refused',
  );
  assert.is(
    (await api(REJECT, first!.id, author)).body.errors?.[0]?.extensions.code,
    'CONFLICT',
    'rejecting what shows is refused: delete it',
  );

  assert.equal((await api(REJECT, second!.id, author)).body.data!.rejectComment, {
    id: second!.id,
    isVisible: false,
    deleted: true,
  });
  assert.is(await store.getComment(second!.id), null);

  const thread = (await store.listComments('1', { after: null, limit: 10 })).items.find((c) => c.id !== first!.id)!;
  const replies = (await store.listReplies(thread.id, { after: null, limit: 100 })).items;
  assert.equal((await api(DELETE, thread.id, author)).body.data!.deleteComment, {
    id: thread.id,
    isVisible: false,
    deleted: true,
  });
  for (const gone of [thread, ...replies])
    assert.is(await store.getComment(gone.id), null, 'a thread goes with its replies');
  assert.is((await api(DELETE, '999999', author)).body.errors?.[0]?.extensions.code, 'NOT_FOUND');
  const cross = await api(DELETE, first!.id, author, 'https://evil.example');
  assert.is(cross.status, 403);
  assert.ok(await store.getComment(first!.id), 'another site’s page moderates nothing, even with the author’s cookies');
  await close();
});

test('a blog that keeps rejected comments (docs/moderation.md "Rejected comments"): rejected, a comment is gone to the author and the page; restored, it waits again', async () => {
  const { app, store, close, author, api, held } = await setUp();
  await store.updateBlogSettings('1', { rejectedDays: 14 });
  const [first] = held;
  assert.equal((await api(REJECT, first!.id, author)).body.data!.rejectComment, {
    id: first!.id,
    isVisible: false,
    deleted: true,
  });
  for (const query of [APPROVE, REJECT, DELETE])
    assert.is(
      (await api(query, first!.id, author)).body.errors?.[0]?.extensions.code,
      'NOT_FOUND',
      'as if erased: nothing more to decide',
    );
  const page = () => app.inject({ url: '/comments/en/moderation?blogID=1', headers: { cookie: author } });
  const waiting = (body: string) => [...body.matchAll(/<article aria-labelledby="held-(\d+)">/g)].map((m) => m[1]);
  const before = await page();
  assert.match(before.body, new RegExp(`<title>Moderation: ${held.length - 1} waiting`));
  assert.not.ok(waiting(before.body).includes(first!.id), 'out of the queue');
  assert.equal(
    (await store.listRejectedComments('1', { after: null, limit: 10 })).items.map((c) => c.id),
    [first!.id],
    'kept, for the operator',
  );
  assert.ok(await store.restoreRejectedComment(first!.id));
  const after = await page();
  assert.match(after.body, new RegExp(`<title>Moderation: ${held.length} waiting`));
  assert.ok(waiting(after.body).includes(first!.id), 'back in the queue');
  assert.equal((await api(APPROVE, first!.id, author)).body.data!.approveComment, {
    id: first!.id,
    isVisible: true,
    deleted: false,
  });
  await close();
});

test('in the section: the post’s held comments (oldest first, with what they answer) and whether it is closed, for the blog’s author alone', async () => {
  const { app, store, close, author, reader } = await setUp();
  const MODERATION =
    'query M($postID: ID!) { moderation(postID: $postID, locale: en) { closed held { id comment parentID isVisible } } }';
  const ask = async (cookie: string, postID = '1') =>
    (
      await app.inject({
        method: 'POST',
        url: '/comments/graphql',
        payload: { query: MODERATION, variables: { postID } },
        headers: { origin: ORIGIN, cookie },
      })
    ).json() as {
      data: {
        moderation: {
          closed: boolean;
          held: { id: string; comment: string; parentID: string | null; isVisible: boolean }[];
        } | null;
      };
    };
  const thread = (await store.listComments('1', { after: null, limit: 1 })).items[0]!;
  const reply = await store.addComment({
    postId: '1',
    parentId: thread.id,
    threadId: thread.id,
    accountId: null,
    name: 'Late',
    email: null,
    website: null,
    body: 'a held reply',
    isVisible: false,
  });
  const expected = (await allHeldComments(store, { blogId: '1', postId: '1' })).map((c) => c.id);
  const mine = (await ask(author)).data.moderation!;
  assert.equal(
    mine.held.map((c) => c.id),
    expected,
    'oldest first',
  );
  assert.ok(mine.held.every((c) => c.isVisible === false));
  assert.is(mine.held.find((c) => c.id === reply.id)!.parentID, thread.id, 'a held reply says what it answers');
  assert.is(mine.closed, false);
  assert.equal(
    (await ask(author, '2')).data.moderation!.held.map((c) => c.id),
    (await allHeldComments(store, { blogId: '1', postId: '2' })).map((c) => c.id),
    'that post’s only',
  );
  for (const [cookie, who] of [
    ['', 'anonymous'],
    [reader, 'a reader'],
  ] as const)
    assert.is((await ask(cookie)).data.moderation, null, who);
  await store.setPostClosed('1', true);
  assert.is((await ask(author)).data.moderation!.closed, true);
  await close();
});

test('pinning: the author pins a shown thread to the top of the first page in every order, replaces or unpins it; others, replies and held comments are refused', async () => {
  const { app, store, close, author, reader } = await setUp();
  const PIN =
    'mutation P($id: ID!, $pinned: Boolean!) { pinComment(commentID: $id, locale: en, pinned: $pinned) { id pinnedCommentID } }';
  const LIST =
    'query L($order: CommentOrder, $after: String) { comments(postID: "1", locale: en, order: $order, after: $after) { pinned { id replies { edges { node { id } } } } edges { node { id } } pageInfo { endCursor } } }';
  const run = async (query: string, variables: Record<string, unknown>, cookie = '') =>
    (
      await app.inject({
        method: 'POST',
        url: '/comments/graphql',
        payload: { query, variables },
        headers: { origin: ORIGIN, cookie },
      })
    ).json() as {
      data: Record<
        string,
        {
          pinned: { id: string; replies: { edges: unknown[] } } | null;
          edges: { node: { id: string } }[];
          pageInfo: { endCursor: string };
        } & { pinnedCommentID: string | null }
      > | null;
      errors?: { message: string; extensions: { code: string } }[];
    };
  const threads = (await store.listComments('1', { after: null, limit: 20, order: 'oldest' })).items;
  const oldest = threads[0]!;
  const reply = (await store.listReplies(threads.find((t) => t.id !== oldest.id)!.id, { after: null, limit: 1 }))
    .items[0];
  assert.is((await run(PIN, { id: oldest.id, pinned: true }, reader)).errors?.[0]?.extensions.code, 'FORBIDDEN');
  assert.is((await run(PIN, { id: oldest.id, pinned: true })).errors?.[0]?.extensions.code, 'FORBIDDEN');
  if (reply)
    assert.is(
      (await run(PIN, { id: reply.id, pinned: true }, author)).errors?.[0]?.message,
      'Only a shown comment that starts a thread can be pinned.',
    );
  assert.is((await run(LIST, {})).data!.comments!.pinned, null, 'nothing pinned yet');

  assert.is((await run(PIN, { id: oldest.id, pinned: true }, author)).data!.pinComment!.pinnedCommentID, oldest.id);
  for (const order of ['newest', 'oldest', 'popular'])
    assert.is((await run(LIST, { order })).data!.comments!.pinned?.id, oldest.id, order);
  const first = (await run(LIST, {})).data!.comments!;
  assert.is((await run(LIST, { after: first.pageInfo.endCursor })).data!.comments!.pinned, null, 'the first page only');

  const other = threads[1]!;
  await run(PIN, { id: other.id, pinned: true }, author);
  assert.is((await run(LIST, {})).data!.comments!.pinned?.id, other.id, 'one pinned comment: the new one replaces it');
  assert.is(
    (await run(PIN, { id: oldest.id, pinned: false }, author)).data!.pinComment!.pinnedCommentID,
    other.id,
    'unpinning another leaves this one',
  );
  assert.is((await run(PIN, { id: other.id, pinned: false }, author)).data!.pinComment!.pinnedCommentID, null);
  await run(PIN, { id: other.id, pinned: true }, author);
  await store.deleteComment(other.id);
  assert.is((await run(LIST, {})).data!.comments!.pinned, null, 'a pinned comment deleted: none');
  await close();
});

test('the moderation page: the author sees what waits, oldest first, with its count in the title; others are told why not', async () => {
  const { app, close, author, reader, held } = await setUp();
  const get = (cookie = '', url = '/comments/en/moderation?blogID=1') => app.inject({ url, headers: { cookie } });
  const anonymous = await get();
  assert.is(anonymous.statusCode, 401);
  assert.match(anonymous.body, /Sign in as the blog’s author/);
  assert.match(anonymous.body, /<a href="\/comments\/en\/fetch\/user">Sign in<\/a>/);
  assert.is((await get(reader)).statusCode, 403);
  assert.is((await get(author, '/comments/en/moderation?blogID=9')).statusCode, 404);
  assert.is((await get(author, '/comments/xx/moderation?blogID=1')).statusCode, 404);

  const page = await get(author);
  assert.is(page.statusCode, 200);
  assert.is(page.headers['cache-control'], 'no-store');
  assert.match(page.body, new RegExp(`<title>Moderation: ${held.length} waiting – Porchlight demo blog</title>`));
  const order = [...page.body.matchAll(/<article aria-labelledby="held-(\d+)">/g)].map((match) => match[1]);
  assert.equal(
    order,
    held.map((comment) => comment.id),
    'oldest first',
  );
  assert.match(
    page.body,
    new RegExp(
      `<button type="submit" name="action" value="approve">Approve<span class="vh"> the comment by ${held[0]!.name}, “[^”]+” on “`,
    ),
  );
  const fr = await get(author, '/comments/fr/moderation?blogID=1');
  assert.match(fr.body, new RegExp(`<title>Modération : ${held.length} en attente – Porchlight demo blog</title>`));
  await close();
});

test('the page’s buttons: the API’s mutation, then back to the page, which says what was done; from another site, nothing', async () => {
  const { app, store, close, author, held } = await setUp();
  const post = (payload: Record<string, string>, origin = ORIGIN, cookie = author) =>
    app.inject({
      method: 'POST',
      url: '/comments/en/moderation?blogID=1',
      payload: new URLSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
    });
  const [first, second] = held;

  assert.is((await post({ action: 'approve', commentID: first!.id }, 'https://evil.example')).statusCode, 403);
  assert.is((await store.getComment(first!.id))!.isVisible, false);

  const approved = await post({ action: 'approve', commentID: first!.id });
  assert.is(approved.statusCode, 303);
  assert.is(approved.headers.location, `/comments/en/moderation?blogID=1&done=approved&id=${first!.id}#done`);
  assert.ok((await store.getComment(first!.id))!.isVisible);
  const after = await app.inject({
    url: (approved.headers.location as string).replace('#done', ''),
    headers: { cookie: author },
  });
  const post1 = (await store.getPost(first!.postId))!;
  assert.match(
    after.body,
    new RegExp(
      `<p id="done" class="done" role="status" tabindex="-1" autofocus>The comment by ${first!.name} is approved: it shows on “${post1.title}”.</p>`,
    ),
  );
  assert.match(after.body, new RegExp(`<title>Moderation: ${held.length - 1} waiting`));
  assert.not.match(after.body, new RegExp(`held-${first!.id}"`));

  const rejected = await post({ action: 'reject', commentID: second!.id });
  assert.match(rejected.headers.location as string, /done=rejected/);
  assert.is(await store.getComment(second!.id), null);
  // Pressed twice (a second tab, a slow network): said so, nothing else happens.
  assert.match((await post({ action: 'reject', commentID: second!.id })).headers.location as string, /done=gone/);
  for (const junk of [{ action: 'delete', commentID: held[2]!.id }, { action: 'approve', commentID: 'x' }, {}])
    assert.is((await post(junk as Record<string, string>)).headers.location, '/comments/en/moderation?blogID=1');
  assert.is((await store.getComment(held[2]!.id))!.isVisible, false);
  await close();
});

test('the page blocks a writer: by their e-mail, else their address; said on the page; a writer with neither is said so; their comment still waits', async () => {
  const { app, store, close, author } = await setUp();
  const post = (payload: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/comments/en/moderation?blogID=1',
      payload: new URLSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: author },
    });
  const base = {
    postId: '1',
    parentId: null,
    threadId: null,
    accountId: null,
    website: null,
    isVisible: false,
  } as const;
  const withEmail = await store.addComment({
    ...base,
    name: 'Spam',
    email: 'Spam@Example.org',
    body: 'buy **now** <script>alert(1)</script>',
    bodyTree: JSON.stringify([['p', 'buy ', ['strong', 'now'], ' <script>alert(1)</script>']]),
  });
  const withAddress = await store.addComment({
    ...base,
    name: 'Anon',
    email: null,
    body: 'from somewhere',
    addressHash: 'hash-of-an-address',
  });
  const withNeither = await store.addComment({ ...base, name: 'Imported', email: null, body: 'from an old export' });

  const page = await app.inject({ url: '/comments/en/moderation?blogID=1', headers: { cookie: author } });
  assert.match(
    page.body,
    new RegExp(
      `<button type="submit" name="action" value="block">Block writer<span class="vh"> of the comment by Spam, “[^”]+” on “`,
    ),
  );
  assert.match(
    page.body,
    /<div class="text"><div class="pl-body"><p>buy <strong>now<\/strong> &lt;script&gt;alert\(1\)&lt;\/script&gt;<\/p><\/div><\/div>/,
    'drawn as formatted, hostile parts as text',
  );

  const blocked = await post({ action: 'block', commentID: withEmail.id });
  assert.match(blocked.headers.location as string, /done=blocked/);
  assert.ok(
    await store.isBlocked(
      '1',
      { email: 'spam@example.org', addressHash: null },
      new Date(Date.now() + 29 * 86_400_000),
    ),
    'by e-mail, any case, for 30 days',
  );
  assert.not.ok(
    await store.isBlocked(
      '1',
      { email: 'spam@example.org', addressHash: null },
      new Date(Date.now() + 31 * 86_400_000),
    ),
  );
  const after = await app.inject({
    url: (blocked.headers.location as string).replace('#done', ''),
    headers: { cookie: author },
  });
  assert.match(
    after.body,
    /<p id="done" class="done" role="status" tabindex="-1" autofocus>Spam is blocked for 30 days: what they write waits for approval. Their comment still waits here.<\/p>/,
  );
  assert.match(after.body, new RegExp(`held-${withEmail.id}"`), 'still waiting, to approve or reject');

  assert.match((await post({ action: 'block', commentID: withAddress.id })).headers.location as string, /done=blocked/);
  assert.ok(await store.isBlocked('1', { email: null, addressHash: 'hash-of-an-address' }, new Date()), 'by address');

  const neither = await post({ action: 'block', commentID: withNeither.id });
  assert.match(neither.headers.location as string, /done=unblockable/);
  const said = await app.inject({
    url: (neither.headers.location as string).replace('#done', ''),
    headers: { cookie: author },
  });
  assert.match(
    said.body,
    /This writer cannot be blocked: their comment carries neither an e-mail nor the address it came from./,
  );
  await close();
});

test('a long queue: the page shows 20, links to the next and back to the first; an action comes back to its page; the API pages the same', async () => {
  const { app, store, close, author, held } = await setUp();
  await fillHeldQueue(store, 45, () => '1');
  const all = (await allHeldComments(store, { blogId: '1' })).map((comment) => comment.id);
  assert.is(all.length, held.length + 45);
  const get = (url: string) => app.inject({ url, headers: { cookie: author } });
  const ids = (html: string) => [...html.matchAll(/<article aria-labelledby="held-(\d+)">/g)].map((match) => match[1]);
  const first = await get('/comments/en/moderation?blogID=1');
  assert.equal(ids(first.body), all.slice(0, 20));
  assert.match(first.body, /<title>Moderation: a page of the comments waiting – Porchlight demo blog<\/title>/);
  assert.match(first.body, /<form method="post" action="\/comments\/en\/moderation\?blogID=1">/);
  const next = /<a rel="next" href="([^"]+)">Next comments waiting<\/a>/.exec(first.body)![1]!.replaceAll('&amp;', '&');
  assert.is(next, `/comments/en/moderation?blogID=1&after=${all[19]}`);
  assert.not.match(first.body, /First comments waiting/);
  const second = await get(next);
  assert.equal(ids(second.body), all.slice(20, 40));
  assert.match(second.body, /<a href="\/comments\/en\/moderation\?blogID=1">First comments waiting<\/a>/);
  assert.match(second.body, new RegExp(`action="/comments/en/moderation\\?blogID=1&amp;after=${all[19]}"`));
  const last = await get(`/comments/en/moderation?blogID=1&after=${all[39]}`);
  assert.equal(ids(last.body), all.slice(40));
  assert.not.match(last.body, /rel="next"/);
  assert.equal(
    ids((await get('/comments/en/moderation?blogID=1&after=junk')).body),
    all.slice(0, 20),
    'junk: the first page',
  );

  const approved = await app.inject({
    method: 'POST',
    url: `/comments/en/moderation?blogID=1&after=${all[19]}`,
    payload: new URLSearchParams({ action: 'approve', commentID: all[25]! }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: author },
  });
  assert.is(
    approved.headers.location,
    `/comments/en/moderation?blogID=1&after=${all[19]}&done=approved&id=${all[25]}#done`,
  );

  const MODERATION =
    'query M($after: String) { moderation(postID: "1", locale: en, after: $after) { held { id } pageInfo { endCursor hasNextPage } } }';
  type HeldPage = { held: { id: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
  const ask = async (after: string | null): Promise<{ data: { moderation: HeldPage } }> =>
    (
      await app.inject({
        method: 'POST',
        url: '/comments/graphql',
        payload: { query: MODERATION, variables: { after } },
        headers: { origin: ORIGIN, cookie: author },
      })
    ).json();
  const onPost = (await allHeldComments(store, { blogId: '1', postId: '1' })).map((comment) => comment.id);
  const listed: string[] = [];
  for (let after: string | null = null, pages = 0; ; pages++) {
    const { held: page, pageInfo }: HeldPage = (await ask(after)).data.moderation;
    assert.ok(page.length <= 20);
    listed.push(...page.map((comment) => comment.id));
    if (!pageInfo.hasNextPage) {
      assert.is(pages, 2, 'three pages');
      break;
    }
    after = pageInfo.endCursor;
  }
  assert.equal(listed, onPost);
  await close();
});

test('the page says nothing of another blog’s comment named in its address', async () => {
  const { app, store, close, held } = await setUp();
  const account = await store.createAccount({
    name: 'Rival',
    email: 'rival@blog.test',
    passwordHash: await hashPassword('rival-password-9'),
  });
  const blog = await store.createBlog({ name: 'Rival blog', url: 'https://rival.example', ownerId: account.id });
  const signIn = await app.inject({
    method: 'POST',
    url: '/comments/en/fetch/user',
    payload: new URLSearchParams({ email: 'rival@blog.test', password: 'rival-password-9' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });
  const cookie = [signIn.headers['set-cookie']]
    .flat()
    .map((line) => line!.split(';')[0])
    .join('; ');
  const target = held[0]!;
  const title = (await store.getPost(target.postId))!.title;
  const page = await app.inject({
    url: `/comments/en/moderation?blogID=${blog.id}&done=approved&id=${target.id}`,
    headers: { cookie },
  });
  assert.is(page.statusCode, 200);
  assert.not.ok(page.body.includes(target.name) || page.body.includes(title), 'neither its writer nor its post');
  assert.not.match(page.body, /id="done"/);
  await close();
});

test.run();
