import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasLink, needsModeration } from '../../../../src/server/graphql/moderation.ts';

const stranger = { isOwner: false, isSignedIn: false, isKnown: false };
const known = { isOwner: false, isSignedIn: false, isKnown: true };
const account = { isOwner: false, isSignedIn: true, isKnown: false };
const owner = { isOwner: true, isSignedIn: true, isKnown: false };

test('links: schemes, www. hosts and anchors', () => {
  for (const text of ['see https://x.org', 'HTTP://X.ORG', 'www.example.org', '<a href=x>'])
    assert.ok(hasLink(text), text);
  for (const text of ['no link here', 'email me at a@b.c', 'https is a protocol']) assert.not.ok(hasLink(text), text);
});

test('first-or-links holds strangers and links, not known writers, accounts or the owner', () => {
  assert.ok(needsModeration('first-or-links', stranger, 'hi'));
  assert.not.ok(needsModeration('first-or-links', known, 'hi'));
  assert.not.ok(needsModeration('first-or-links', account, 'hi'));
  assert.ok(needsModeration('first-or-links', known, 'https://x.org'));
  assert.ok(needsModeration('first-or-links', account, 'https://x.org'));
  assert.not.ok(needsModeration('first-or-links', owner, 'https://x.org'));
});

test('off holds nothing, links only links, all everything but the owner', () => {
  assert.not.ok(needsModeration('off', stranger, 'https://x.org'));
  assert.ok(needsModeration('links', known, 'www.x.org'));
  assert.not.ok(needsModeration('links', stranger, 'hi'));
  assert.ok(needsModeration('all', account, 'hi'));
  assert.not.ok(needsModeration('all', owner, 'hi'));
});

test.run();
