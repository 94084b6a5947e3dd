import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { excerpt } from '../../../../src/shared/last-comments/excerpt.ts';

test('excerpt: short text untouched; long text cut at a word with an ellipsis', () => {
  assert.is(excerpt('short', 140), 'short');
  const long = 'word '.repeat(60).trim();
  const cut = excerpt(long, 140);
  assert.ok(cut.length <= 140 && cut.endsWith('word…'), cut);
  assert.is(excerpt('x'.repeat(200), 140), `${'x'.repeat(139)}…`);
});

test.run();
