import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeEntities, htmlToLines } from '../../../../src/shared/ui/html-text.ts';

test('<br> in any spelling splits lines', () => {
  assert.equal(htmlToLines('one<br>two<BR/>three<br />four'), ['one', 'two', 'three', 'four']);
});

test('entities decode once: named, decimal, hex', () => {
  assert.equal(htmlToLines('a &amp; b &lt;3 &quot;q&quot; &#39;s&#39; &#x2764; &amp;lt;'), [
    'a & b <3 "q" \'s\' ❤ &lt;',
  ]);
});

test('tags other than <br> stay literal text', () => {
  assert.equal(htmlToLines('<script>alert(1)</script><img src=x onerror=alert(2)>'), [
    '<script>alert(1)</script><img src=x onerror=alert(2)>',
  ]);
});

test('unknown names stay as written; hostile code points become U+FFFD', () => {
  assert.is(decodeEntities('&bogus; &#0; &#xD800; &#1114112;'), '&bogus; \ufffd \ufffd \ufffd');
});

test.run();
