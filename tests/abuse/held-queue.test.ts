import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPassword } from '../../src/server/auth/password.ts';
import { DEMO_ACCOUNTS } from '../../src/demo/seed.ts';
import { allHeldComments } from '../../src/server/store/held-pages.ts';
import { ENGINES, graphql, startTarget, type HostileTarget, signIn } from '../helpers/hostile.ts';

// The moderation queue under a flood (docs/self-hosting.md "Held comments: paged and capped"): the plain form holds
// everything and runs no robot check, so it is the cheapest way to bury a blog's author. What one
// address and one post may have waiting is capped, and every list of the queue is a page.

/** A plain form's post, as a browser without script sends it, from `forwardedFor` when the server trusts a proxy. */
async function plainPost(target: HostileTarget, postID: string, comment: string, forwardedFor?: string) {
  const response = await fetch(`${target.url}/comments/post`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: target.url,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: new URLSearchParams({ postID, locale: 'en', name: 'Flood', email: '', website: '', comment }).toString(),
  });
  return { status: response.status, body: await response.text() };
}

/** The textarea of a refusal page, as the reader finds it: what they typed, to send again. */
const typedBack = (html: string) => /<textarea[^>]*name="comment"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? null;

const heldOf = (target: HostileTarget, scope: { blogId: string | null; postId?: string }) =>
  allHeldComments(target.store, scope);

for (const engine of ENGINES) {
  test(`${engine}: 200 plain-form posts from one address leave its quota held; each past it is a 429 carrying the typed text`, async () => {
    // The change limit is raised out of the way: the quota, not the per-minute limit, is what is tried here.
    const target = await startTarget(engine, { RATE_LIMIT_MUTATIONS: '1000', HELD_PER_ADDRESS: '5' });
    try {
      const before = (await heldOf(target, { blogId: '1' })).length;
      const refusals: { status: number; body: string; typed: string }[] = [];
      for (let i = 0; i < 200; i++) {
        const typed = `Flood number ${i}, buy boots`;
        // Spread over the blog's five posts: the quota is the address's on the whole blog.
        const answer = await plainPost(target, String((i % 5) + 1), typed);
        if (answer.status !== 303) refusals.push({ ...answer, typed });
      }
      const held = await heldOf(target, { blogId: '1' });
      assert.is(held.length - before, 5, 'five held, no more');
      assert.is(held.filter((comment) => comment.name === 'Flood').length, 5);
      assert.is(refusals.length, 195);
      for (const refusal of refusals) {
        assert.is(refusal.status, 429);
        assert.match(refusal.body, /role="alert">You already have several comments waiting for the author’s approval/);
        assert.is(typedBack(refusal.body), refusal.typed, 'the form again, as typed');
      }
      for (const comment of held.filter((each) => each.name === 'Flood'))
        assert.ok(/^Flood number [0-4],/.test(comment.body), `only the first five were stored (${comment.body})`);
    } finally {
      await target.stop();
    }
  });

  test(`${engine}: a post's queue holds its quota against many addresses, through the plain form and the API alike`, async () => {
    // One X-Forwarded-For per request, from a proxy trusted for one hop: a new address each time.
    const target = await startTarget(engine, {
      TRUST_PROXY: '1',
      RATE_LIMIT_MUTATIONS: '1000',
      HELD_PER_POST: '8',
      DEMO_CAPTCHA: 'off',
    });
    try {
      const before = (await heldOf(target, { blogId: '1', postId: '2' })).length;
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const typed = `From address ${i}`;
        const answer = await plainPost(target, '2', typed, `198.51.100.${i + 1}`);
        statuses.push(answer.status);
        if (answer.status === 303) continue;
        assert.is(answer.status, 429);
        assert.match(answer.body, /Too many comments are waiting for the author’s approval on this post/);
        assert.is(typedBack(answer.body), typed);
      }
      assert.is(statuses.filter((status) => status === 303).length, 8 - before);
      assert.is((await heldOf(target, { blogId: '1', postId: '2' })).length, 8, 'the quota, no more');

      // The API's writer of a comment that would wait (an anonymous first comment) is refused too, with a code.
      const add = await graphql(
        target,
        `mutation Add($postID: ID!) { addComment(postID: $postID, locale: en, comment: "Through the API", user: { name: "Api Flood" }) { id } }`,
        { postID: '2' },
        { 'x-forwarded-for': '203.0.113.7' },
      );
      assert.is(add.body.errors?.[0]?.extensions?.code, 'HELD_QUEUE_FULL');
      assert.match(add.body.errors![0]!.message, /Too many comments are waiting/);
      assert.is(add.body.data, null);
      const held = await heldOf(target, { blogId: '1', postId: '2' });
      assert.is(held.length, 8);
      assert.not.ok(
        held.some((comment) => comment.name === 'Api Flood'),
        'nothing stored',
      );
      // Another post's queue is its own.
      assert.is((await plainPost(target, '3', 'Elsewhere', '198.51.100.200')).status, 303);
    } finally {
      await target.stop();
    }
  });

  test(`${engine}: the moderation page and the API's moderation.held give one page of a long queue, and page on to its end`, async () => {
    const target = await startTarget(engine, {
      RATE_LIMIT_MUTATIONS: '1000',
      HELD_PER_ADDRESS: '1000',
      HELD_PER_POST: '1000',
    });
    try {
      for (let i = 0; i < 60; i++) assert.is((await plainPost(target, '1', `Queued ${i}`)).status, 303);
      const cookie = await signIn(target, DEMO_ACCOUNTS.author);
      const all = (await heldOf(target, { blogId: '1' })).map((comment) => comment.id);
      assert.ok(all.length > 60);

      const seen: string[] = [];
      let href: string | null = '/comments/en/moderation?blogID=1';
      let pages = 0;
      while (href) {
        const response: Response = await fetch(`${target.url}${href.replaceAll('&amp;', '&')}`, {
          headers: { cookie },
        });
        assert.is(response.status, 200);
        const html: string = await response.text();
        const ids = [...html.matchAll(/<article aria-labelledby="held-(\d+)">/g)].map((match) => match[1]!);
        assert.ok(ids.length <= 20, `one page, not the queue (${ids.length})`);
        seen.push(...ids);
        href = /<a rel="next" href="([^"]+)"/.exec(html)?.[1] ?? null;
        pages++;
      }
      assert.equal(seen, all, 'every held comment once, oldest first, across the pages');
      assert.is(pages, Math.ceil(all.length / 20));

      const query = `query M($after: String) { moderation(postID: "1", locale: en, after: $after) { held { id } pageInfo { endCursor hasNextPage } } }`;
      const onPost = (await heldOf(target, { blogId: '1', postId: '1' })).map((comment) => comment.id);
      const listed: string[] = [];
      let after: string | null = null;
      for (;;) {
        const { body } = await graphql(target, query, { after }, { cookie });
        const moderation = body.data!.moderation as {
          held: { id: string }[];
          pageInfo: { endCursor: string | null; hasNextPage: boolean };
        };
        assert.ok(moderation.held.length <= 20, `one page, not the queue (${moderation.held.length})`);
        listed.push(...moderation.held.map((comment) => comment.id));
        if (!moderation.pageInfo.hasNextPage) break;
        after = moderation.pageInfo.endCursor;
      }
      assert.equal(listed, onPost, 'the post’s held comments, once each, oldest first');
      const bad = await graphql(target, query, { after: 'not-a-cursor' }, { cookie });
      assert.is(bad.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    } finally {
      await target.stop();
    }
  });

  test(`${engine}: another blog's author learns nothing of this blog's comment from the moderation page`, async () => {
    const target = await startTarget(engine);
    try {
      // A second blog on the same server, with its own author.
      const rival = { email: 'rival@blog.test', password: 'rival-password-9' };
      const account = await target.store.createAccount({
        name: 'Rival',
        email: rival.email,
        passwordHash: await hashPassword(rival.password),
      });
      const blog = await target.store.createBlog({
        name: 'Rival blog',
        url: 'https://rival.example',
        ownerId: account.id,
      });
      const cookie = await signIn(target, rival);
      const held = (await heldOf(target, { blogId: '1', postId: '2' }))[0]!;
      const post = (await target.store.getPost(held.postId))!;
      const visible = (await target.store.listComments('1', { after: null, limit: 1 })).items[0]!;
      const secretOf = [
        [held, post.title],
        [visible, (await target.store.getPost('1'))!.title],
      ] as const;
      for (const [comment, title] of secretOf)
        for (const done of ['approved', 'blocked']) {
          const response = await fetch(
            `${target.url}/comments/en/moderation?blogID=${blog.id}&done=${done}&id=${comment.id}`,
            { headers: { cookie } },
          );
          assert.is(response.status, 200, 'their own blog’s page');
          const html = await response.text();
          assert.not.ok(html.includes(comment.name), `${done}: the writer's name of comment ${comment.id}`);
          assert.not.ok(html.includes(title), `${done}: the post's title`);
          assert.not.match(html, /id="done"/, 'no word of an action');
        }
      // Acting on it through their page is refused by the API's own check, and changes nothing.
      const acted = await fetch(`${target.url}/comments/en/moderation?blogID=${blog.id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: target.url, cookie },
        body: new URLSearchParams({ action: 'approve', commentID: held.id }).toString(),
      });
      assert.is(acted.status, 303);
      const after = await fetch(`${target.url}${acted.headers.get('location')}`, { headers: { cookie } });
      const html = await after.text();
      assert.not.ok(html.includes(held.name) || html.includes(post.title), 'the answer names nothing of it');
      assert.is((await target.store.getComment(held.id))!.isVisible, false, 'still held');
    } finally {
      await target.stop();
    }
  });
}

test.run();
