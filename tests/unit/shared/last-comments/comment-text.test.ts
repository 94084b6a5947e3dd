import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commentText, excerpt } from '../../../../src/shared/last-comments/comment-text.ts';

test('<br> becomes a space; runs of space collapse', () => {
  assert.is(commentText('First line<br>second<br />third<BR/>  fourth'), 'First line second third fourth');
});

test('escaped markup stays text: entities decode, nothing is a tag', () => {
  assert.is(commentText('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co &#39;ok&#39; &#x1F600; &eacute;'), '<script>alert("x")</script> & co \'ok\' 😀 &eacute;');
});

test('a stray real tag stays literal text, never markup', () => {
  assert.is(commentText('<b>bold</b> and'), '<b>bold</b> and');
});

test('entities a hostile answer would try (surrogates, NUL, beyond Unicode) become the replacement character', () => {
  assert.is(commentText('a&#xD800;b&#0;c&#99999999;d'), 'a\ufffdb\ufffdc\ufffdd');
});

test('excerpt: short text untouched; long text cut at a word with an ellipsis', () => {
  assert.is(excerpt('short', 140), 'short');
  const long = 'word '.repeat(60).trim();
  const cut = excerpt(long, 140);
  assert.ok(cut.length <= 140 && cut.endsWith('word…'), cut);
  assert.is(excerpt('x'.repeat(200), 140), `${'x'.repeat(139)}…`);
});

test.run();
