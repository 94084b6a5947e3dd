import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { noScriptParts, readerPage } from '../../../src/shared/no-script.tsx';

// What a reader without script asked for, read from the page's query
// (docs/embedding.md "Sorting", "Without JavaScript"), and the links that keep it.

test('the page’s query: the section’s parameters apart, an order only if the API knows it, the rest kept in order', () => {
  assert.equal(readerPage(new URLSearchParams('p=42&comments_order=popular&comments_after=abc&lang=fr')), {
    after: 'abc',
    thread: undefined,
    order: 'popular',
    others: 'p=42&lang=fr',
  });
  for (const junk of ['random', '', 'POPULAR', '__proto__'])
    assert.is(readerPage(new URLSearchParams({ comments_order: junk })).order, undefined, junk);
  assert.equal(readerPage({ comments_order: ['oldest', 'popular'], x: '1' }), {
    after: undefined,
    thread: undefined,
    order: 'oldest',
    others: 'x=1',
  });
});

test('links and the sort form keep the order and the page’s own parameters, escaped', () => {
  const parts = noScriptParts({
    postId: '1',
    locale: 'en',
    apiBase: '',
    uid: 'plp1',
    page: { order: 'oldest', others: 'p=42&q=a"b<c' },
    cursor: 'CUR',
    nameOf: () => 'Ada',
  });
  assert.match(
    parts.moreComments,
    /href="\?p=42&amp;q=a%22b%3Cc&amp;comments_after=CUR&amp;comments_order=oldest#plp1-heading"/,
  );
  assert.match(parts.moreReplies('7'), /comments_order=oldest&amp;comments_thread=7#ob-comment-7"/);
  assert.is(
    parts.sortFields,
    '<input type="hidden" name="p" value="42"/><input type="hidden" name="q" value="a&quot;b&lt;c"/>',
  );
});

test.run();
