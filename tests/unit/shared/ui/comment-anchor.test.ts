import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commentAnchor } from '../../../../src/shared/ui/comment-anchor.ts';

test('the anchor of a comment is ob-comment-{id}', () => {
  assert.is(commentAnchor(57), 'ob-comment-57');
  assert.is(commentAnchor('a1'), 'ob-comment-a1');
});

test.run();
