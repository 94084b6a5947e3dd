import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ADD_COMMENT } from '../../src/shared/api/add-comment.ts';
import { EDIT_COMMENT } from '../../src/shared/api/own-comment.ts';
import { DEMO_ACCOUNTS } from '../../src/demo/seed.ts';
import { ENGINES, graphql, startTarget, type HostileTarget, signIn } from '../helpers/hostile.ts';
import { allHeldComments } from '../../src/server/store/held-pages.ts';

/**
 * An approved comment edited into spam (docs/embedding.md "Editing your comment"): an edit meets the blog's moderation rule
 * as a new comment would. Blog 1's rule is the demo's, `first-or-links`: an anonymous writer without an e-mail is
 * never a known writer, so each of their comments waits, and so must each edit of one. The captcha is off: what is
 * under test is moderation, not the robot check.
 */
const SPAM = 'Cheap watches, best prices, write to me today';
const APPROVE =
  'mutation approve($commentID: ID!, $locale: Locale!) { approveComment(commentID: $commentID, locale: $locale) { id isVisible } }';
const PUBLIC_READ =
  'query read($postID: ID!, $locale: Locale!) { comments(postID: $postID, locale: $locale) { edges { node { id comment } } } }';

for (const engine of ENGINES) {
  const test = suite(`an edit after approval (${engine})`);
  let target: HostileTarget;
  test.before(async () => {
    target = await startTarget(engine, { DEMO_CAPTCHA: 'off' });
  });
  test.after(async () => {
    await target?.stop();
  });

  test('an approved comment edited into spam waits for the author again: readers never see the new text', async () => {
    const added = await graphql(target, ADD_COMMENT, {
      postID: '1',
      locale: 'en',
      comment: 'What a lovely walk along the canal.',
      user: { name: 'Drifter', email: null, website: null },
    });
    assert.not.ok(added.body.errors);
    const { id, editKey, isVisible } = added.body.data!.addComment as {
      id: string;
      editKey: string;
      isVisible: boolean;
    };
    assert.is(isVisible, false, 'a stranger’s first comment waits');
    const author = await signIn(target, DEMO_ACCOUNTS.author);
    const approved = await graphql(target, APPROVE, { commentID: id, locale: 'en' }, { cookie: author });
    assert.equal(approved.body.data, { approveComment: { id, isVisible: true } });

    const edited = await graphql(target, EDIT_COMMENT, { commentID: id, locale: 'en', comment: SPAM, editKey });
    assert.is(edited.status, 200);
    assert.not.ok(edited.body.errors);
    assert.is(
      (edited.body.data!.editComment as { isVisible: boolean }).isVisible,
      false,
      'the writer is told it waits',
    );

    const stored = (await target.store.getComment(id))!;
    assert.is(stored.body, SPAM, 'the writer’s text is kept, for the author to judge');
    assert.is(stored.isVisible, false);
    assert.ok((await allHeldComments(target.store, { blogId: '1' })).some((comment) => comment.id === id));
    // A reader (no cookie) reads the post: neither the new text nor the comment is there.
    const read = await fetch(
      `${target.url}/comments/graphql?${new URLSearchParams({ query: PUBLIC_READ, variables: JSON.stringify({ postID: '1', locale: 'en' }) })}`,
    );
    const text = await read.text();
    assert.is(read.status, 200);
    assert.not.ok(text.includes('Cheap watches'));
    assert.not.ok(text.includes(`"id":"${id}"`));
  });

  test.run();
}

for (const engine of ENGINES) {
  const test = suite(`edits back into the queue (${engine})`);
  let target: HostileTarget;
  // Under `links` a comment without a link is shown at once, and an edit that adds one waits: the way a writer
  // could fill the queue without posting anything new.
  test.before(async () => {
    target = await startTarget(engine, { DEMO_CAPTCHA: 'off', DEMO_MODERATION: 'links', HELD_PER_ADDRESS: '2' });
  });
  test.after(async () => {
    await target?.stop();
  });

  test('shown comments edited back into the queue stop at the address’s quota: the rest stay as they were', async () => {
    const written: { id: string; editKey: string }[] = [];
    for (let n = 0; n < 4; n++) {
      const added = await graphql(target, ADD_COMMENT, {
        postID: '2',
        locale: 'en',
        comment: `Plain words, number ${n}.`,
        user: { name: 'Patient', email: null, website: null },
      });
      const comment = added.body.data!.addComment as { id: string; editKey: string; isVisible: boolean };
      assert.is(comment.isVisible, true, 'no link: shown at once');
      written.push(comment);
    }
    const answers = [];
    for (const { id, editKey } of written)
      answers.push(
        await graphql(target, EDIT_COMMENT, {
          commentID: id,
          locale: 'en',
          comment: 'Now see https://spam.example',
          editKey,
        }),
      );
    for (const answer of answers.slice(0, 2))
      assert.is((answer.body.data!.editComment as { isVisible: boolean }).isVisible, false, 'waits');
    for (const answer of answers.slice(2)) {
      assert.is(answer.body.errors?.[0]?.extensions?.code, 'HELD_QUEUE_FULL');
      assert.match(answer.body.errors![0]!.message, /waiting/i);
    }
    const stored = await Promise.all(written.map(({ id }) => target.store.getComment(id)));
    assert.equal(
      stored.map((comment) => [comment!.isVisible, comment!.body]),
      [
        [false, 'Now see https://spam.example'],
        [false, 'Now see https://spam.example'],
        [true, 'Plain words, number 2.'],
        [true, 'Plain words, number 3.'],
      ],
    );
  });

  test.run();
}
