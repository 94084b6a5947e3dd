import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../../../../src/demo/seed.ts';
import { passToken, resolverHarness } from '../../../helpers/graphql.ts';

// The blog's author closes a post to new comments (docs/moderation.md "Moderation"):
// what is there stays readable, the section offers no form, and a comment
// sent all the same is refused and stored nowhere.

const CLOSE = 'mutation C($closed: Boolean!) { closePost(postID: "3", locale: en, closed: $closed) { id closed } }';
const LIST = '{ comments(postID: "3", locale: en) { commentsOverblogAllowed edges { node { id } } } }';
const ADD =
  'mutation A($t: String) { addComment(postID: "3", locale: fr, comment: "late words", recaptcha: $t, user: { name: "Late" }) { id } }';
type Answer = {
  data: Record<string, Record<string, unknown>> | null;
  errors?: { message: string; extensions: { code: string } }[];
};

test('closed by the author: listed as before, no new comment taken and said why; opened again, taken', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  const author = (await h.store.findAccountByEmail(DEMO_ACCOUNTS.author.email))!;
  const before = ((await h.run(LIST)) as unknown as Answer).data!.comments as {
    commentsOverblogAllowed: boolean;
    edges: unknown[];
  };
  assert.is(before.commentsOverblogAllowed, true);
  assert.equal(((await h.run(CLOSE, { closed: true }, { viewer: author })) as unknown as Answer).data!.closePost, {
    id: '3',
    closed: true,
  });
  const closed = ((await h.run(LIST)) as unknown as Answer).data!.comments as {
    commentsOverblogAllowed: boolean;
    edges: unknown[];
  };
  assert.equal(closed, { ...before, commentsOverblogAllowed: false }, 'the same comments, no form');
  const count = await h.store.countVisibleComments('3');
  const refused = (await h.run(ADD, { t: await passToken() })) as unknown as Answer;
  assert.equal(
    [refused.errors![0]!.extensions.code, refused.errors![0]!.message],
    ['FORBIDDEN', 'Les commentaires sont fermés sur cet article.'],
  );
  assert.is(h.count("SELECT count(*) AS n FROM comments WHERE body = 'late words'"), 0);
  assert.is(await h.store.countVisibleComments('3'), count);
  await h.run(CLOSE, { closed: false }, { viewer: author });
  assert.is(((await h.run(ADD, { t: await passToken() })) as unknown as Answer).errors, undefined);
});

test('only the blog’s author closes a post', async () => {
  const h = await resolverHarness();
  const reader = (await h.store.findAccountByEmail(DEMO_ACCOUNTS.reader.email))!;
  for (const as of [{}, { viewer: reader }]) {
    const refused = (await h.run(CLOSE, { closed: true }, as)) as unknown as Answer;
    assert.is(refused.errors![0]!.extensions.code, 'FORBIDDEN');
  }
  assert.is((await h.store.getPost('3'))!.closed, false);
});

test.run();
