import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { readConfig } from '../../../../src/server/config.ts';
import { DEFAULT_HELD_QUOTA } from '../../../../src/server/policy/held-quota.ts';

// The held-comment quotas' defaults are said in three places: the policy, the settings read without
// HELD_PER_ADDRESS and HELD_PER_POST, and the Configuration table an operator reads (docs/self-hosting.md "Configuration").

test('the defaults are what the server runs with when nothing is set', () => {
  assert.equal(readConfig({}).heldQuota, DEFAULT_HELD_QUOTA);
});

test('the Configuration table states the same defaults', () => {
  const table = readFileSync('docs/self-hosting.md', 'utf8');
  assert.ok(table.includes(`| \`HELD_PER_ADDRESS\` | \`${DEFAULT_HELD_QUOTA.perAddress}\` |`), 'HELD_PER_ADDRESS');
  assert.ok(table.includes(`| \`HELD_PER_POST\` | \`${DEFAULT_HELD_QUOTA.perPost}\` |`), 'HELD_PER_POST');
});

test('one address cannot fill a post’s queue alone', () => {
  assert.ok(DEFAULT_HELD_QUOTA.perAddress >= 1);
  assert.ok(DEFAULT_HELD_QUOTA.perAddress < DEFAULT_HELD_QUOTA.perPost);
});

test.run();
