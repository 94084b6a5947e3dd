import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isHeld } from '../../../../src/server/graphql/hold.ts';
import type { BlogWithSettings, ModerationRule } from '../../../../src/server/store/store.ts';

const blog = (moderation: ModerationRule): BlogWithSettings => ({
  id: '1',
  name: 'Blog',
  url: '/',
  ownerId: 'owner',
  authorIds: [],
  providerSignOut: false,
  forgottenComments: 'placeholder',
  heldDays: null,
  rejectedDays: 0,
  allowComments: true,
  allowVotes: true,
  captcha: false,
  moderation,
});

/** A store in which only `known@example.org` has a shown comment and only `blocked@example.org` is blocked. */
const store = {
  hasVisibleCommentByEmail: async (_blog: string, email: string) => email === 'known@example.org',
  isBlocked: async (_blog: string, writer: { email: string | null }) => writer.email === 'blocked@example.org',
};

const anonymous = (email: string | null) => ({ accountId: null, email, addressHash: null });

test('first-or-links: a stranger, with no e-mail or an unknown one, waits; a known writer and an account do not, unless a link', async () => {
  assert.ok(await isHeld(store, blog('first-or-links'), anonymous(null), 'hello'));
  assert.ok(await isHeld(store, blog('first-or-links'), anonymous('new@example.org'), 'hello'));
  assert.not.ok(await isHeld(store, blog('first-or-links'), anonymous('known@example.org'), 'hello'));
  assert.ok(await isHeld(store, blog('first-or-links'), anonymous('known@example.org'), 'see https://x.org'));
  const account = { accountId: 'reader', email: 'reader@example.org', addressHash: null };
  assert.not.ok(await isHeld(store, blog('first-or-links'), account, 'hello'));
});

test('all holds everyone but the owner; the owner is never held, links and blocks alike', async () => {
  assert.ok(await isHeld(store, blog('all'), anonymous('known@example.org'), 'hello'));
  const owner = { accountId: 'owner', email: 'blocked@example.org', addressHash: null };
  assert.not.ok(await isHeld(store, blog('all'), owner, 'https://x.org'));
});

test('a blocked writer is held whatever the rule says', async () => {
  assert.ok(await isHeld(store, blog('off'), anonymous('blocked@example.org'), 'hello'));
  assert.not.ok(await isHeld(store, blog('off'), anonymous('new@example.org'), 'https://x.org'));
});

test.run();
