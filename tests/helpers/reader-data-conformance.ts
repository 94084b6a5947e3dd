import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import type { NewComment, Store } from '../../src/server/store/store.ts';
import { TABLES } from '../../src/server/store/tables.ts';

/**
 * Readers' data (docs/self-hosting.md "Readers' data") on every engine: what a reader downloads, and that once
 * forgotten nothing of them is left in any table, while the replies under their comments read on.
 */
export function readerDataConformance(
  test: Test,
  /** The conformance suite's own: a test on a store of its own, seeded with the demo. */
  on: (body: (store: Store) => Promise<void>) => () => Promise<void>,
): void {
  const comment = (postId: string, fields: Partial<NewComment>): NewComment => ({
    postId,
    parentId: null,
    threadId: null,
    accountId: null,
    name: 'Someone',
    email: null,
    website: null,
    body: 'words',
    isVisible: true,
    ...fields,
  });
  /** Every row of every table, each as its JSON: where a reader's traces would be. */
  const everyRow = async (store: Store) =>
    (
      await Promise.all(
        TABLES.map(async ({ name }) =>
          (await store.readRows(name)).map((row) => ({ table: name, row, text: JSON.stringify(row).toLowerCase() })),
        ),
      )
    ).flat();
  const rule = { confirmed: false, asksPerDay: 3 };

  test(
    "readers' data: a signed-in reader downloads theirs, and once forgotten nothing of them is left; replies read on",
    on(async (store) => {
      const reader = await store.createAccount({
        name: 'Forget Me',
        email: 'Forget.Me@Example.org',
        passwordHash: 'hash',
      });
      const other = await store.createAccount({ name: 'Stays', email: 'stays@example.org', passwordHash: 'x' });
      // A webhook told of every comment: the outbox holds the reader's name and words until each is delivered.
      await store.addWebhook({
        blogId: null,
        url: 'http://127.0.0.1:9/hook',
        secret: 'whsec_c2VjcmV0LW9mLXRoZS1yZWFkZXI=',
        events: ['comment.posted', 'comment.held'],
        format: 'standard',
      });
      await store.linkIdentity('https://id.example', 'subject-forget-me', reader.id);
      await store.createSession('session-hash-forget-me', reader.id, new Date(Date.now() + 3_600_000), {
        issuer: 'https://id.example',
        idToken: 'id-token-forget-me',
      });
      await store.createSession('session-hash-stays', other.id, new Date(Date.now() + 3_600_000));
      await store.addAuthorRule('1', { issuer: 'https://id.example', claim: 'sub', value: 'subject-forget-me' });
      await store.syncRuleAuthorship(reader.id, 'https://id.example', ['1']);
      assert.ok((await store.getBlog('1'))!.authorIds.includes(reader.id));
      const owned = await store.createBlog({ name: 'Theirs', url: 'https://theirs.example', ownerId: reader.id });
      const mine = { accountId: reader.id, name: 'Forget Me', email: 'forget.me@example.org', addressHash: 'addr-fm' };
      const answered = await store.addComment(comment('2', { ...mine, body: 'answered by another' }));
      const reply = await store.addComment(
        comment('2', { parentId: answered.id, threadId: answered.id, name: 'Replier', body: 'a reply that stays' }),
      );
      const alone = await store.addComment(comment('2', { ...mine, body: 'nobody answered' }));
      const held = await store.addHeldComment(comment('2', { ...mine, body: 'still waiting', isVisible: false }), {
        perAddress: 10,
        perPost: 10,
      });
      assert.ok('added' in held);
      await store.wantReplyMail(alone.id, '1', 'forget.me@example.org', 'en', new Date(), rule);
      await store.blockWriter('1', 'address', 'addr-fm', new Date(Date.now() + 86_400_000));
      await store.addAuthorRule('1', { issuer: 'https://id.example', claim: 'email', value: 'forget.me@example.org' });
      const liked = (await store.listComments('1', { after: null, limit: 1 })).items[0]!;
      await store.vote(liked.id, 'visitor-forget-me', 'like', false, { hash: 'addr-fm', perDay: 10, now: new Date() });
      await store.vote(liked.id, 'visitor-stays', 'like', false, null);

      assert.ok(
        (await store.readRows('webhook_deliveries')).some((row) => String(row.payload).includes('Forget Me')),
        'queued for the webhook, with their name',
      );
      const data = await store.readerData({ accountId: reader.id, visitor: 'visitor-forget-me' });
      assert.equal(data.account && { ...data.account, createdAt: typeof data.account.createdAt }, {
        id: reader.id,
        name: 'Forget Me',
        email: 'Forget.Me@Example.org',
        avatar: null,
        createdAt: 'string',
      });
      assert.equal(data.identities, [{ issuer: 'https://id.example', subject: 'subject-forget-me' }]);
      assert.equal(
        data.comments.map((c) => [c.body, c.isVisible, c.postId, c.blogId, c.addressKept]),
        [
          ['answered by another', true, '2', '1', true],
          ['nobody answered', true, '2', '1', true],
          ['still waiting', false, '2', '1', true],
        ],
      );
      assert.equal(data.votes, [{ commentId: liked.id, kind: 'like' }]);
      assert.equal(
        data.replyMail.map((m) => [m.commentId, m.email, m.state]),
        [[alone.id, 'forget.me@example.org', 'pending']],
      );
      assert.equal(
        data.sessions.map((s) => s.issuer),
        ['https://id.example'],
        'sessions, never their tokens',
      );
      assert.not.ok(JSON.stringify(data).includes('session-hash'), 'no token or its hash in the download');

      const likesBefore = (await store.getComment(liked.id))!.likes;
      assert.equal(await store.forgetReader({ accountId: reader.id, visitor: 'visitor-forget-me' }), {
        account: true,
        removed: 1,
        placeholders: 2,
        votes: 1,
        sessions: 1,
      });
      assert.is((await store.getComment(liked.id))!.likes, likesBefore - 1, 'their like taken off the count');
      assert.is(await store.getAccount(reader.id), null);
      assert.is(await store.getSessionAccount('session-hash-forget-me', new Date()), null);
      assert.ok(await store.getSessionAccount('session-hash-stays', new Date()), "another reader's session stays");
      assert.is((await store.getBlog(owned.id))!.ownerId, null, 'their blog stays, ownerless');
      assert.equal((await store.getBlog('1'))!.authorIds, []);
      const kept = (await store.getComment(answered.id))!;
      assert.equal([kept.deleted, kept.body, kept.name, kept.email, kept.accountId], [true, '', '', null, null]);
      assert.is((await store.getComment(alone.id))!.deleted, true, 'the blog keeps placeholders by default');
      assert.is(await store.getComment(held.added.id), null, 'a comment never shown goes');
      const replies = await store.listReplies(answered.id, { after: null, limit: 10 });
      assert.equal(
        replies.items.map((c) => [c.id, c.body]),
        [[reply.id, 'a reply that stays']],
        'the reply under it reads on',
      );

      assert.ok(
        await store.isBlocked('1', { email: null, addressHash: 'addr-fm' }, new Date()),
        "a moderator's block stays until its end: an abuse control a forgetting must not lift",
      );
      const traces = (await everyRow(store)).filter(
        ({ table, row, text }) =>
          table !== 'blocks' &&
          (text.includes('forget.me@example.org') ||
            text.includes('addr-fm') ||
            text.includes('subject-forget-me') ||
            text.includes('session-hash-forget-me') ||
            text.includes('visitor-forget-me') ||
            text.includes('forget me') ||
            Object.entries(row).some(
              ([column, value]) => /(^|_)(account|owner)_id$/.test(column) && String(value) === reader.id,
            ) ||
            (table === 'blogs' &&
              String(row.author_ids ?? '')
                .split(',')
                .includes(reader.id))),
      );
      assert.equal(traces, [], 'nothing of the reader in any table but the block');
      assert.ok(await store.getAccount(other.id), 'another account stays');
    }),
  );

  test(
    "readers' data: an anonymous writer by their e-mail, as the blog chooses; by an edit key, that comment alone",
    on(async (store) => {
      await store.updateBlogSettings('1', { forgottenComments: 'remove' });
      assert.is((await store.getBlog('1'))!.forgottenComments, 'remove');
      const anon = { name: 'Anon', email: 'ANON@example.org', addressHash: 'addr-anon' };
      const answered = await store.addComment(comment('3', { ...anon, body: 'answered' }));
      await store.addComment(comment('3', { parentId: answered.id, threadId: answered.id, body: 'an answer' }));
      const alone = await store.addComment(comment('3', { ...anon, email: 'anon@Example.org', body: 'alone' }));
      const keyed = await store.addComment(comment('3', { ...anon, body: 'by key', editKeyHash: 'key-hash' }));
      const signedIn = await store.createAccount({ name: 'Acc', email: 'anon@example.org', passwordHash: 'x' });
      const accounts = await store.addComment(comment('3', { ...anon, accountId: signedIn.id, body: 'an account’s' }));
      await store.wantReplyMail(alone.id, '1', 'anon@example.org', 'en', new Date(), rule);
      await store.blockWriter('1', 'email', 'anon@example.org', new Date(Date.now() + 86_400_000));

      // An edit key proves its comment, not the e-mail: the rest stays.
      assert.equal(
        (await store.readerData({ commentIds: [keyed.id], visitor: null })).comments.map((c) => c.body),
        ['by key'],
      );
      const byKey = await store.forgetReader({ commentIds: [keyed.id], visitor: null });
      assert.equal([byKey.removed, byKey.placeholders, byKey.account], [1, 0, false]);
      assert.is(await store.getComment(keyed.id), null);
      assert.ok(await store.isBlocked('1', { email: 'anon@example.org', addressHash: null }, new Date()));
      assert.ok(await store.replyMailOf(alone.id));

      const data = await store.readerData({ email: 'Anon@Example.org', visitor: null });
      assert.equal(
        data.comments.map((c) => c.body),
        ['answered', 'alone'],
        "the e-mail's comments of no account, whatever its case",
      );
      assert.is(data.account, null);
      const byEmail = await store.forgetReader({ email: 'Anon@Example.org', visitor: null });
      assert.equal([byEmail.removed, byEmail.placeholders, byEmail.account], [1, 1, false]);
      assert.is((await store.getComment(answered.id))!.deleted, true, 'answered: a placeholder all the same');
      assert.is(await store.getComment(alone.id), null, 'the blog removes what nothing answers');
      assert.is(await store.replyMailOf(alone.id), null);
      assert.ok(
        await store.isBlocked('1', { email: 'anon@example.org', addressHash: null }, new Date()),
        "a moderator's block stays until its end: an abuse control a forgetting must not lift",
      );
      assert.equal((await store.getComment(accounts.id))!.body, 'an account’s', "an account's comment is its own");
      const traces = (await everyRow(store)).filter(
        ({ table, row, text }) =>
          (table !== 'accounts' &&
            table !== 'blocks' &&
            !(table === 'comments' && String(row.id) === accounts.id) &&
            text.includes('anon@example.org')) ||
          (table !== 'comments' && text.includes('addr-anon')),
      );
      assert.equal(traces, []);
    }),
  );

  test(
    "readers' data: the server erases writers' addresses after a while, and drops comments held longer than the blog keeps them",
    on(async (store) => {
      const old = await store.addComment(
        comment('4', { addressHash: 'addr-old', createdAt: '2026-01-01T00:00:00.000Z' }),
      );
      const recent = await store.addComment(comment('4', { addressHash: 'addr-new' }));
      const before = new Date(Date.now() - 30 * 86_400_000);
      assert.ok((await store.eraseAddressesBefore(before)) >= 1, "the old comment's, and the seed's");
      assert.is(await store.commentAddressHash(old.id), null);
      assert.is(await store.commentAddressHash(recent.id), 'addr-new');
      assert.is(await store.eraseAddressesBefore(before), 0, 'again: nothing left to erase');

      // A blog of its own: the demo's held comments are old too.
      const blog = await store.createBlog({ name: 'Held', url: 'https://held.example' });
      const post = await store.createPost({ blogId: blog.id, title: 'Waiting' });
      const quota = { perAddress: 10, perPost: 10 };
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      const stale = await store.addHeldComment(comment(post.id, { isVisible: false, createdAt: daysAgo(10) }), quota);
      const fresh = await store.addHeldComment(comment(post.id, { isVisible: false, createdAt: daysAgo(1) }), quota);
      assert.ok('added' in stale && 'added' in fresh);
      const shown = await store.addComment(comment(post.id, { createdAt: daysAgo(10) }));
      assert.is(await store.dropStaleHeld(new Date()), 0, 'kept until a moderator decides, unless the blog says');
      await store.updateBlogSettings(blog.id, { heldDays: 7 });
      assert.is((await store.getBlog(blog.id))!.heldDays, 7);
      assert.is(await store.dropStaleHeld(new Date()), 1);
      assert.is(await store.getComment(stale.added.id), null);
      assert.ok(await store.getComment(fresh.added.id));
      assert.ok(await store.getComment(shown.id), 'a shown comment is no held one');
      await store.updateBlogSettings(blog.id, { heldDays: null });
      assert.is((await store.getBlog(blog.id))!.heldDays, null);
    }),
  );
}
