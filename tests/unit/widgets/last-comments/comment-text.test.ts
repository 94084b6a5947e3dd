import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commentText, excerpt } from '../../../../src/widgets/last-comments/comment-text.ts';

test('<br> becomes a space; runs of space collapse', () => {
  assert.is(commentText('First line<br>second<br />third<BR/>  fourth'), 'First line second third fourth');
});

test('escaped markup stays text: entities decode, nothing is a tag', () => {
  assert.is(commentText('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co &#39;ok&#39; &#x1F600; &eacute;'), '<script>alert("x")</script> & co \'ok\' 😀 &eacute;');
});

test('a stray real tag is dropped, its text kept', () => {
  assert.is(commentText('<b>bold</b> <img src=x onerror=alert(1)>and'), 'bold and');
});

test('broken numeric entities stay as written', () => {
  assert.is(commentText('&#xD800; &#0; &#99999999;'), '&#xD800; &#0; &#99999999;');
});

test('excerpt: short text untouched; long text cut at a word with an ellipsis', () => {
  assert.is(excerpt('short', 140), 'short');
  const long = 'word '.repeat(60).trim();
  const cut = excerpt(long, 140);
  assert.ok(cut.length <= 140 && cut.endsWith('word…'), cut);
  assert.is(excerpt('x'.repeat(200), 140), `${'x'.repeat(139)}…`);
});

test.run();
