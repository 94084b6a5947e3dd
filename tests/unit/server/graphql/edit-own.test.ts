import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../../../src/demo/seed.ts';
import { passToken, resolverHarness, type ResolverHarness } from '../../../helpers/graphql.ts';

// A writer edits or deletes their own comment within the edit window
// (docs/embedding.md "Editing your comment"): an anonymous writer through the key
// addComment hands out once, a signed-in one through their session. Every
// refusal is a clear error and changes nothing.

const ADD = `mutation addComment($comment: String!, $commentID: ID, $locale: Locale!, $postID: ID!, $recaptcha: String, $user: CommentUserInput!) {
  addComment(comment: $comment, commentID: $commentID, locale: $locale, postID: $postID, recaptcha: $recaptcha, user: $user) { id isVisible editKey editedAt deleted createdAt editableUntil }
}`;
const EDIT = `mutation editComment($commentID: ID!, $locale: Locale!, $comment: String!, $editKey: String) {
  editComment(commentID: $commentID, locale: $locale, comment: $comment, editKey: $editKey) { id comment isVisible editedAt deleted editKey }
}`;
const DELETE = `mutation deleteOwnComment($commentID: ID!, $locale: Locale!, $editKey: String) {
  deleteOwnComment(commentID: $commentID, locale: $locale, editKey: $editKey) { id isVisible deleted }
}`;
const LIST = `query L($postID: ID!) { comments(postID: $postID, locale: en) { edges { node { id comment deleted editedAt editKey user { name isAuthor } replies { edges { node { id comment } } } } } } }`;

type Answer = {
  data: Record<string, Record<string, unknown>> | null;
  errors?: { message: string; extensions: { code: string } }[];
};

async function write(
  h: ResolverHarness,
  comment: string,
  extra: Record<string, unknown> = {},
  as: Parameters<ResolverHarness['run']>[2] = {},
) {
  const result = (await h.run(
    ADD,
    {
      postID: '3',
      locale: 'en',
      comment,
      user: { name: 'Wren', email: 'wren@example.org' },
      recaptcha: await passToken(),
      ...extra,
    },
    as,
  )) as unknown as Answer;
  assert.is(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.addComment as {
    id: string;
    editKey: string | null;
    isVisible: boolean;
    createdAt: string;
    editableUntil: string | null;
  };
}
const bodyOf = (h: ResolverHarness, id: string) =>
  h.count('SELECT body AS n FROM comments WHERE id = ?', id) as unknown as string;
const refusal = (result: unknown) => {
  const { errors } = result as Answer;
  return errors && `${errors[0]!.extensions.code}: ${errors[0]!.message}`;
};

test('an anonymous writer gets a key once; with it they edit, without it or with another nobody does', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  const mine = await write(h, 'first words');
  assert.match(mine.editKey!, /^[A-Za-z0-9_-]{32}$/);
  assert.is(
    Date.parse(mine.editableUntil!) - Date.parse(mine.createdAt),
    15 * 60_000,
    'the writer is told until when: 15 minutes by default',
  );
  assert.is(
    h.count('SELECT count(*) AS n FROM comments WHERE edit_key_hash = ?', mine.editKey),
    0,
    'the key itself is never stored',
  );
  assert.is(
    h.count(
      'SELECT count(*) AS n FROM comments WHERE edit_key_hash = ?',
      createHash('sha256').update(mine.editKey!).digest('base64url'),
    ),
    1,
  );
  const listed = ((await h.run(LIST, { postID: '3' })) as unknown as Answer).data!.comments as unknown as {
    edges: { node: Record<string, unknown> }[];
  };
  assert.is(listed.edges.find((e) => e.node.id === mine.id)!.node.editKey, null, 'a list never gives a key');

  for (const [editKey, why] of [
    [undefined, 'no key'],
    ['', 'an empty key'],
    ['forged-forged-forged-forged-forg', 'a forged key'],
    [(await write(h, 'another')).editKey, 'the key of another comment'],
  ] as const) {
    assert.is(
      refusal(await h.run(EDIT, { commentID: mine.id, locale: 'en', comment: 'hijacked', editKey })),
      'FORBIDDEN: Only the writer of this comment can change it.',
      why,
    );
    assert.is(bodyOf(h, mine.id), 'first words', `${why}: nothing changed`);
  }
  const edited = (
    (await h.run(EDIT, {
      commentID: mine.id,
      locale: 'en',
      comment: 'better <words>',
      editKey: mine.editKey,
    })) as unknown as Answer
  ).data!.editComment!;
  assert.is(edited.comment, 'better &lt;words&gt;');
  assert.is(edited.editKey, null, 'the key is not given again');
  assert.ok(Math.abs(Date.parse(edited.editedAt as string) - Date.now()) < 60_000);
  assert.is(bodyOf(h, mine.id), 'better <words>');
  const empty = (await h.run(EDIT, {
    commentID: mine.id,
    locale: 'en',
    comment: '   ',
    editKey: mine.editKey,
  })) as unknown as Answer;
  assert.is(empty.errors![0]!.extensions.code, 'VALIDATION');
  assert.is(bodyOf(h, mine.id), 'better <words>', 'a refused edit changes nothing');
});

test('past the edit window: too late, said so, nothing changed; the window is the server’s setting', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  const mine = await write(h, 'words');
  assert.is((await write(h, 'none', {}, { editWindowMs: 0 })).editableUntil, null, 'no editing: no time given');
  const late = { editWindowMs: -1 };
  assert.is(
    refusal(await h.run(EDIT, { commentID: mine.id, locale: 'en', comment: 'later', editKey: mine.editKey }, late)),
    'FORBIDDEN: This comment can no longer be changed: the time to edit or delete it has passed.',
  );
  assert.is(
    refusal(await h.run(DELETE, { commentID: mine.id, locale: 'fr', editKey: mine.editKey }, late)),
    'FORBIDDEN: Ce commentaire ne peut plus être modifié : le délai pour le modifier ou le supprimer est passé.',
  );
  assert.is(bodyOf(h, mine.id), 'words');
  // Why, beside the code: the section keeps a key refused for its time, and drops one refused as not its writer's.
  const reasonOf = async (editKey: string | null, context: object) =>
    (await h.run(DELETE, { commentID: mine.id, locale: 'en', editKey }, context)).errors?.[0]?.extensions?.reason;
  assert.is(await reasonOf(mine.editKey, late), 'editClosed');
  assert.is(await reasonOf('forged-key-forged-key-forged-key', {}), 'notYours');
  // The demo's comments were written long ago: nobody edits them, whoever asks.
  const author = (await h.store.findAccountByEmail(DEMO_ACCOUNTS.author.email))!;
  const old = (await h.store.listComments('1', { after: null, limit: 50 })).items.find(
    (c) => c.accountId === author.id,
  )!;
  assert.is(
    refusal(await h.run(EDIT, { commentID: old.id, locale: 'en', comment: 'x' }, { viewer: author })),
    'FORBIDDEN: This comment can no longer be changed: the time to edit or delete it has passed.',
  );
});

test('a signed-in writer edits through their session; another account, or nobody, is refused', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  const reader = (await h.store.findAccountByEmail(DEMO_ACCOUNTS.reader.email))!;
  const author = (await h.store.findAccountByEmail(DEMO_ACCOUNTS.author.email))!;
  const mine = await write(h, 'signed words', {}, { viewer: reader });
  assert.is(mine.editKey, null, 'an account needs no key');
  for (const as of [{}, { viewer: author }])
    assert.is(
      refusal(await h.run(EDIT, { commentID: mine.id, locale: 'en', comment: 'x' }, as))?.split(':')[0],
      'FORBIDDEN',
    );
  assert.is(
    (
      (await h.run(
        EDIT,
        { commentID: mine.id, locale: 'en', comment: 'edited' },
        { viewer: reader },
      )) as unknown as Answer
    ).data!.editComment!.comment,
    'edited',
  );
});

test('an edit meets the blog’s moderation: a link added under the links rule sends it back to waiting', async () => {
  const h = await resolverHarness({ moderation: 'links' });
  const mine = await write(h, 'no link here');
  assert.ok(mine.isVisible);
  const edited = (
    (await h.run(EDIT, {
      commentID: mine.id,
      locale: 'en',
      comment: 'now see https://spam.example',
      editKey: mine.editKey,
    })) as unknown as Answer
  ).data!.editComment!;
  assert.is(edited.isVisible, false);
  assert.is((await h.store.getComment(mine.id))!.isVisible, false, 'stored as waiting');
});

test('an edit meets the blog’s moderation as a new comment would: approved, a stranger’s edit waits again under first-or-links and all; a blocked writer’s too', async () => {
  for (const moderation of ['first-or-links', 'all'] as const) {
    const h = await resolverHarness({ moderation });
    const mine = await write(h, 'a kind word', { user: { name: 'Wren', email: null } });
    assert.is(mine.isVisible, false, `${moderation}: a stranger's first comment waits`);
    assert.ok(await h.store.approveComment(mine.id));
    const edited = (
      (await h.run(EDIT, {
        commentID: mine.id,
        locale: 'en',
        comment: 'buy cheap watches',
        editKey: mine.editKey,
      })) as unknown as Answer
    ).data!.editComment!;
    assert.is(edited.isVisible, false, moderation);
    assert.is((await h.store.getComment(mine.id))!.body, 'buy cheap watches');
    assert.is((await h.store.getComment(mine.id))!.isVisible, false, `${moderation}: stored as waiting`);
  }
  const h = await resolverHarness({ moderation: 'off' });
  const mine = await write(h, 'a kind word');
  assert.ok(mine.isVisible);
  await h.store.blockWriter('1', 'email', 'wren@example.org', new Date(Date.now() + 86_400_000));
  const edited = (
    (await h.run(EDIT, {
      commentID: mine.id,
      locale: 'en',
      comment: 'now angry',
      editKey: mine.editKey,
    })) as unknown as Answer
  ).data!.editComment!;
  assert.is(edited.isVisible, false, 'blocked since: the edit waits');
});

test('delete: gone when nobody answered; answered, "deleted" in place with no text or name, its answers listed, the count down by one', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  const before = (await h.store.countVisibleComments('3'))!;
  const lone = await write(h, 'nobody answers this');
  const answered = await write(h, 'somebody answers this');
  await write(h, 'an answer', { commentID: answered.id });
  assert.is(await h.store.countVisibleComments('3'), before + 3);
  assert.equal(
    ((await h.run(DELETE, { commentID: lone.id, locale: 'en', editKey: lone.editKey })) as unknown as Answer).data!
      .deleteOwnComment,
    { id: lone.id, isVisible: false, deleted: true },
  );
  assert.equal(
    ((await h.run(DELETE, { commentID: answered.id, locale: 'en', editKey: answered.editKey })) as unknown as Answer)
      .data!.deleteOwnComment,
    { id: answered.id, isVisible: true, deleted: true },
  );
  const listed = ((await h.run(LIST, { postID: '3' })) as unknown as Answer).data!.comments as unknown as {
    edges: {
      node: {
        id: string;
        comment: string;
        deleted: boolean;
        user: { name: string; isAuthor: boolean };
        replies: { edges: unknown[] };
      };
    }[];
  };
  const ids = listed.edges.map((e) => e.node.id);
  assert.not.ok(ids.includes(lone.id));
  const kept = listed.edges.find((e) => e.node.id === answered.id)!.node;
  assert.equal(
    [kept.deleted, kept.comment, kept.user.name, kept.user.isAuthor, kept.replies.edges.length],
    [true, '', '', false, 1],
  );
  assert.is(await h.store.countVisibleComments('3'), before + 1, 'only the answer counts');
  assert.is(
    refusal(await h.run(DELETE, { commentID: answered.id, locale: 'en', editKey: answered.editKey })),
    'NOT_FOUND: This comment does not exist.',
  );
  assert.is(
    refusal(
      await h.run(EDIT, { commentID: answered.id, locale: 'en', comment: 'back', editKey: answered.editKey }),
    )?.split(':')[0],
    'NOT_FOUND',
    'a placeholder takes no edit',
  );
});

test.run();
