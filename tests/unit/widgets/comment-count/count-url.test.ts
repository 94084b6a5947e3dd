import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { countUrl } from '../../../../src/widgets/comment-count/count-url.ts';

test('the post id starts the query of an endpoint that has none', () => {
  assert.is(countUrl('/comments/count', '42'), '/comments/count?postID=42');
  assert.is(countUrl('https://comments.example/comments/count', '42'), 'https://comments.example/comments/count?postID=42');
});

test('an endpoint that has a query already keeps it, and the post id joins with &', () => {
  assert.is(countUrl('/comments/count?site=blog1', '42'), '/comments/count?site=blog1&postID=42');
  assert.is(countUrl('/comments/count?', '42'), '/comments/count?&postID=42');
});

test('the post id is encoded', () => {
  assert.is(countUrl('/comments/count', 'a b&c'), '/comments/count?postID=a%20b%26c');
});

test.run();
