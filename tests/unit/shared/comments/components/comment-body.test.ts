import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { BodyNode } from '../../../../../src/shared/comments/body.ts';
import { CommentBody } from '../../../../../src/shared/comments/components/comment-body.tsx';

const drawn = (body: BodyNode[]) => renderToString(createElement(CommentBody, { body }));

test('a list in a comment’s text counts its levels from the text, a list inside it one more', () => {
  const html = drawn([['ul', ['li', 'walk', ['ol', ['li', 'over the bridge']]], ['li', 'keep left']]]);
  assert.is(
    html,
    '<div class="pl-body"><ul><li aria-level="1">walk<ol><li aria-level="2">over the bridge</li></ol></li><li aria-level="1">keep left</li></ul></div>',
  );
});

test('an item outside any list, which the parser never writes, gets no level', () => {
  assert.is(drawn([['li', 'stray']]), '<div class="pl-body"><li>stray</li></div>');
});

test.run();
