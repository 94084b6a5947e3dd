import { seedDemo } from '../../src/demo/seed.ts';
import type { Store } from '../../src/server/store/store.ts';

/** The demo's blog, and something in every table besides (sessions, identities, limits, blocks, mail, imports). */
export async function fillEveryTable(store: Store): Promise<void> {
  await seedDemo(store);
  await store.createSession('token-hash', '2', new Date('2030-01-01T00:00:00Z'));
  // A reader of a platform's provider who is the demo blog's author by a claim, signed in through it.
  const reader = await store.createAccount({ name: 'Noor', email: null, passwordHash: null });
  await store.linkIdentity('https://id.example', 'noor', reader.id);
  await store.addAuthorRule('1', { issuer: 'https://id.example', claim: 'groups', value: 'editors' });
  await store.syncRuleAuthorship(reader.id, 'https://id.example', ['1']);
  await store.createSession('provider-token-hash', reader.id, new Date('2030-01-01T00:00:00Z'), {
    issuer: 'https://id.example',
    idToken: 'header.payload.signature',
  });
  await store.keepSetting('robot-check-secret', 'kept');
  await store.useRobotProof('signature', new Date('2030-01-01T00:00:00Z'));
  await store.countHit('changes:10.0.0.1', 60_000, new Date('2030-01-01T00:00:00Z'));
  await store.vote('1', 'visitor', 'like', false, {
    hash: 'f'.repeat(64),
    perDay: 10,
    now: new Date('2030-01-01T00:00:00Z'),
  });
  await store.blockWriter('1', 'email', 'troll@example.org', new Date('2030-01-01T00:00:00Z'));
  await store.wantReplyMail('3', '1', 'mia@example.org', 'fr', new Date('2029-01-01T00:00:00Z'), {
    confirmed: false,
    asksPerDay: 3,
  });
  await store.addImportedComment(
    {
      postId: '2',
      parentId: null,
      threadId: null,
      accountId: null,
      name: 'Imported',
      email: null,
      website: null,
      body: 'From before',
      isVisible: true,
      createdAt: '2019-01-01T00:00:00.000Z',
    },
    { source: 'disqus', sourceId: '1' },
  );
  // A webhook, and the delivery an edit queued for it.
  await store.addWebhook({
    blogId: '1',
    url: 'https://hooks.example/porchlight',
    secret: 'whsec_c2VjcmV0LW9mLXRoZS1jb3B5',
    events: ['comment.edited'],
    format: 'standard',
  });
  await store.editComment('3', 'Edited before the copy', true);
}
