import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHmac } from 'node:crypto';
import { createStandInVerifier } from '../../../../src/server/captcha/verifier.ts';
import { passToken } from '../../../helpers/graphql.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';

// Where a comment came from (docs/moderation.md "Blocking"): the API keeps a keyed hash
// of the writer's address, never the address, under a key the database
// keeps, so every instance on it hashes alike.

test('a comment through the API keeps the keyed hash of its address, and no table holds the address itself', async () => {
  const { app, db, store, close } = await memoryApp({ captcha: createStandInVerifier() });
  const res = await app.inject({
    method: 'POST',
    url: '/comments/graphql',
    remoteAddress: '203.0.113.7',
    payload: {
      query:
        'mutation A($t: String) { addComment(postID: "3", locale: en, comment: "from afar", recaptcha: $t, user: { name: "Far", email: "far@example.org" }) { id } }',
      variables: { t: passToken() },
    },
  });
  const id = (res.json() as { data: { addComment: { id: string } } }).data.addComment.id;
  const key = await store.keepSetting('address-hash-key', 'not this one: the key is kept already');
  assert.is(await store.commentAddressHash(id), createHmac('sha256', key).update('203.0.113.7').digest('hex'));
  const everything =
    JSON.stringify(db.prepare('SELECT * FROM comments').all()) +
    JSON.stringify(db.prepare('SELECT * FROM settings').all());
  assert.not.ok(everything.includes('203.0.113.7'), 'the address itself is stored nowhere');
  await close();
});

test.run();
